import CV4L2
@testable import V4LCapture
import LifeCore

/// How the scripted devices answer each ioctl, in the manner of libv4l2 over
/// a driver: RGB24 offered, buffers at offsets 0x10000 apart, FIFO queue.
extension ScriptedKernel {
    static let names: [UInt: String] = [
        CV4L2_VIDIOC_QUERYCAP: "VIDIOC_QUERYCAP", CV4L2_VIDIOC_ENUM_FMT: "VIDIOC_ENUM_FMT",
        CV4L2_VIDIOC_ENUM_FRAMESIZES: "VIDIOC_ENUM_FRAMESIZES",
        CV4L2_VIDIOC_ENUM_FRAMEINTERVALS: "VIDIOC_ENUM_FRAMEINTERVALS",
        CV4L2_VIDIOC_S_FMT: "VIDIOC_S_FMT", CV4L2_VIDIOC_S_PARM: "VIDIOC_S_PARM",
        CV4L2_VIDIOC_REQBUFS: "VIDIOC_REQBUFS", CV4L2_VIDIOC_QUERYBUF: "VIDIOC_QUERYBUF",
        CV4L2_VIDIOC_QBUF: "VIDIOC_QBUF", CV4L2_VIDIOC_DQBUF: "VIDIOC_DQBUF",
        CV4L2_VIDIOC_STREAMON: "VIDIOC_STREAMON", CV4L2_VIDIOC_STREAMOFF: "VIDIOC_STREAMOFF",
    ]

    static func answer(_ name: String, _ arg: UnsafeMutableRawPointer, device: Device, state s: inout State) throws(Errno) {
        switch name {
        case "VIDIOC_QUERYCAP":
            let cap = arg.assumingMemoryBound(to: v4l2_capability.self)
            cap.pointee = v4l2_capability()
            withUnsafeMutableBytes(of: &cap.pointee.card) { raw in
                for (i, byte) in device.card.utf8.prefix(raw.count - 1).enumerated() { raw[i] = byte }
            }
            cap.pointee.device_caps = device.caps
            cap.pointee.capabilities = device.caps | UInt32(V4L2_CAP_DEVICE_CAPS)
        case "VIDIOC_ENUM_FMT":
            let desc = arg.assumingMemoryBound(to: v4l2_fmtdesc.self)
            guard Int(desc.pointee.index) < device.formats.count else { throw .invalid }
            let f = device.formats[Int(desc.pointee.index)]
            desc.pointee.pixelformat = f.fourcc
            desc.pointee.flags = f.flags
        case "VIDIOC_ENUM_FRAMESIZES":
            let e = arg.assumingMemoryBound(to: v4l2_frmsizeenum.self)
            guard let f = device.formats.first(where: { $0.fourcc == e.pointee.pixel_format }),
                  Int(e.pointee.index) < f.sizes.count else { throw .invalid }
            e.pointee.type = V4L2_FRMSIZE_TYPE_DISCRETE.rawValue
            e.pointee.discrete.width = UInt32(f.sizes[Int(e.pointee.index)].width)
            e.pointee.discrete.height = UInt32(f.sizes[Int(e.pointee.index)].height)
        case "VIDIOC_ENUM_FRAMEINTERVALS":
            let e = arg.assumingMemoryBound(to: v4l2_frmivalenum.self)
            guard e.pointee.index == 0 else { throw .invalid }
            e.pointee.type = V4L2_FRMIVAL_TYPE_DISCRETE.rawValue
            e.pointee.discrete = v4l2_fract(numerator: 1, denominator: 30)
        case "VIDIOC_S_FMT":
            let fmt = arg.assumingMemoryBound(to: v4l2_format.self)
            if !s.buffers.isEmpty { throw .busy }
            let asked = Dimensions(width: Int(fmt.pointee.fmt.pix.width), height: Int(fmt.pointee.fmt.pix.height))
            let (size, stride, fourcc) = device.setFormat(asked)
            fmt.pointee.fmt.pix.width = UInt32(size.width)
            fmt.pointee.fmt.pix.height = UInt32(size.height)
            fmt.pointee.fmt.pix.bytesperline = UInt32(stride)
            fmt.pointee.fmt.pix.sizeimage = UInt32(stride * size.height)
            fmt.pointee.fmt.pix.pixelformat = fourcc
            s.format = (size, stride)
        case "VIDIOC_S_PARM":
            break
        case "VIDIOC_REQBUFS":
            let req = arg.assumingMemoryBound(to: v4l2_requestbuffers.self)
            if s.streaming { throw .busy }
            if device.caps & UInt32(V4L2_CAP_STREAMING) == 0 { throw .invalid }
            let count = req.pointee.count == 0 ? 0 : device.grantedBuffers ?? Int(req.pointee.count)
            req.pointee.count = UInt32(count)
            s.buffers = Array(repeating: (nil, s.format.stride * s.format.size.height), count: count)
            s.queued = []
            s.log.append("REQBUFS \(count)")
        case "VIDIOC_QUERYBUF", "VIDIOC_QBUF", "VIDIOC_DQBUF":
            try buffer(name, arg.assumingMemoryBound(to: v4l2_buffer.self), state: &s)
        case "VIDIOC_STREAMON", "VIDIOC_STREAMOFF":
            s.streaming = name == "VIDIOC_STREAMON"
            if !s.streaming { s.queued = [] }
            s.log.append(name == "VIDIOC_STREAMON" ? "STREAMON" : "STREAMOFF")
        default:
            throw .notATTY
        }
    }

    private static func buffer(_ name: String, _ b: UnsafeMutablePointer<v4l2_buffer>, state s: inout State) throws(Errno) {
        if name == "VIDIOC_DQBUF" {
            guard s.streaming else { throw .invalid }
            switch s.events.first {
            case let .failure(e)?:
                s.events.removeFirst()
                throw e
            case let .frame(flags, used, sequence)?:
                guard !s.queued.isEmpty else { throw .wouldBlock }
                s.events.removeFirst()
                let index = s.queued.removeFirst()
                let seq = sequence ?? s.sequence
                s.sequence = seq &+ 1
                let buffer = s.buffers[index]
                if let address = buffer.address {
                    for i in 0..<buffer.length { address.storeBytes(of: byte(i, sequence: seq), toByteOffset: i, as: UInt8.self) }
                }
                b.pointee.index = UInt32(index)
                b.pointee.flags = flags
                b.pointee.sequence = seq
                b.pointee.bytesused = UInt32(used ?? buffer.length)
                return
            default:
                throw .wouldBlock
            }
        }
        let index = Int(b.pointee.index)
        guard index < s.buffers.count else { throw .invalid }
        b.pointee.length = UInt32(s.buffers[index].length)
        b.pointee.m.offset = UInt32(index * 0x10000)
        if name == "VIDIOC_QBUF" {
            guard !s.queued.contains(index) else { throw .invalid }
            s.queued.append(index)
        }
    }
}
