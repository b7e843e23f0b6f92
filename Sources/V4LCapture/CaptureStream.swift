import CV4L2
import LifeCore

/// One open camera delivering RGB24 frames: negotiated, buffers mapped,
/// streaming. Not thread-safe: the capture thread owns it. `close()` stops
/// streaming, unmaps and closes, and is safe to call more than once.
final class CaptureStream {
    /// One driver buffer as mapped into our address space.
    struct MappedBuffer {
        var address: UnsafeMutableRawPointer
        var length: Int
    }

    let handle: DeviceHandle
    private(set) var format: CaptureFormat
    /// The mmap buffers (empty in read mode).
    private(set) var buffers: [MappedBuffer] = []
    /// The read() target (nil in mmap mode).
    private(set) var readBuffer: UnsafeMutableRawBufferPointer?
    private(set) var streaming = false
    /// The last delivered sequence number, to count frames the driver dropped.
    var lastSequence: UInt32?

    var path: String { handle.path }
    var system: V4L2System { handle.system }

    /// Opens `path`, negotiates RGB24 and starts streaming (or read() I/O).
    static func open(_ path: String, request: CaptureRequest, system: V4L2System) throws(CaptureError) -> CaptureStream {
        let handle = try DeviceHandle(path: path, system: system)
        do throws(CaptureError) {
            let caps = try handle.capabilities().caps
            let format = try negotiate(handle, request: request)
            let stream = CaptureStream(handle: handle, format: format)
            do throws(CaptureError) {
                try stream.start(request: request, caps: caps)
            } catch {
                stream.close()
                throw error
            }
            return stream
        } catch {
            handle.close()
            throw error
        }
    }

    private init(handle: DeviceHandle, format: CaptureFormat) {
        self.handle = handle
        self.format = format
    }

    /// S_FMT RGB24 at the chosen size, then S_PARM; returns what the driver set.
    static func negotiate(_ handle: DeviceHandle, request: CaptureRequest) throws(CaptureError) -> CaptureFormat {
        let formats = handle.formats()
        guard formats.contains(where: { $0.fourcc == "RGB3" }) else {
            let offered = formats.map(\.fourcc).joined(separator: ", ")
            throw .noUsableFormat(path: handle.path, reason: offered.isEmpty
                ? "it lists no formats" : "libv4l2 cannot convert \(offered) to RGB24")
        }
        let size = request.chooseSize(offered: formats.captureSizes)
        var fmt = v4l2_format()
        fmt.type = V4L2_BUF_TYPE_VIDEO_CAPTURE.rawValue
        fmt.fmt.pix.width = UInt32(size.width)
        fmt.fmt.pix.height = UInt32(size.height)
        fmt.fmt.pix.pixelformat = CV4L2_PIX_FMT_RGB24
        fmt.fmt.pix.field = V4L2_FIELD_ANY.rawValue
        do {
            try handle.system.ioctl(handle.fd, CV4L2_VIDIOC_S_FMT, &fmt)
        } catch .invalid {
            throw .noUsableFormat(path: handle.path, reason: "the driver refused RGB24 at \(size)")
        } catch {
            throw CaptureError.from(error, path: handle.path, call: "VIDIOC_S_FMT")
        }
        let pix = fmt.fmt.pix
        guard pix.pixelformat == CV4L2_PIX_FMT_RGB24 else {
            throw .noUsableFormat(path: handle.path, reason: "the driver answered \(FourCC.text(pix.pixelformat)) instead of RGB24")
        }
        let width = Int(pix.width), height = Int(pix.height)
        guard width > 0, height > 0, width <= 16384, height <= 16384 else {
            throw .noUsableFormat(path: handle.path, reason: "the driver set an impossible size \(width)x\(height)")
        }
        let stride = max(Int(pix.bytesperline), width * 3)
        setFrameRate(handle, request.framesPerSecond)
        return CaptureFormat(width: width, height: height, stride: stride,
                             imageSize: max(Int(pix.sizeimage), stride * height), io: .read)
    }

    /// S_PARM with 1/fps; drivers without frame-rate control refuse, which is fine.
    private static func setFrameRate(_ handle: DeviceHandle, _ fps: Int) {
        var parm = v4l2_streamparm()
        parm.type = V4L2_BUF_TYPE_VIDEO_CAPTURE.rawValue
        parm.parm.capture.timeperframe = v4l2_fract(numerator: 1, denominator: UInt32(max(fps, 1)))
        try? handle.system.ioctl(handle.fd, CV4L2_VIDIOC_S_PARM, &parm)
    }

    /// mmap streaming when offered and accepted, else read() I/O.
    private func start(request: CaptureRequest, caps: UInt32) throws(CaptureError) {
        let canRead = caps & UInt32(V4L2_CAP_READWRITE) != 0
        if caps & UInt32(V4L2_CAP_STREAMING) != 0 {
            var req = v4l2_requestbuffers()
            req.count = UInt32(request.bufferCount)
            req.type = V4L2_BUF_TYPE_VIDEO_CAPTURE.rawValue
            req.memory = V4L2_MEMORY_MMAP.rawValue
            do {
                try system.ioctl(handle.fd, CV4L2_VIDIOC_REQBUFS, &req)
            } catch where error == .invalid && canRead {
                req.count = 0                      // mmap refused: read() below
            } catch {
                throw CaptureError.from(error, path: path, call: "VIDIOC_REQBUFS")
            }
            if req.count > 0 { return try startMapped(count: Int(req.count)) }
            if !canRead { throw .noUsableFormat(path: path, reason: "the driver granted no buffers") }
        } else if !canRead {
            throw .notACamera(path: path, reason: "offers neither streaming nor read() I/O")
        }
        readBuffer = .allocate(byteCount: format.imageSize, alignment: 16)
        format.io = .read
    }

    /// QUERYBUF + mmap + QBUF each buffer, then STREAMON.
    private func startMapped(count: Int) throws(CaptureError) {
        for index in 0..<count {
            var buf = Self.buffer(index: index)
            try handle.ioctl(CV4L2_VIDIOC_QUERYBUF, "VIDIOC_QUERYBUF", &buf)
            let length = Int(buf.length)
            guard length >= format.stride * (format.height - 1) + format.width * 3 else {
                throw .noUsableFormat(path: path, reason: "buffer \(index) holds \(length) bytes, too few for \(format.width)x\(format.height)")
            }
            do {
                let address = try system.mmap(handle.fd, length: length, offset: Int64(buf.m.offset))
                buffers.append(MappedBuffer(address: address, length: length))
            } catch {
                throw CaptureError.from(error, path: path, call: "mmap")
            }
            try handle.ioctl(CV4L2_VIDIOC_QBUF, "VIDIOC_QBUF", &buf)
        }
        var type = Int32(V4L2_BUF_TYPE_VIDEO_CAPTURE.rawValue)
        try handle.ioctl(CV4L2_VIDIOC_STREAMON, "VIDIOC_STREAMON", &type)
        streaming = true
        format.io = .mmap(buffers: count)
    }

    /// A zeroed capture buffer descriptor for `index`.
    static func buffer(index: Int) -> v4l2_buffer {
        var buf = v4l2_buffer()
        buf.index = UInt32(index)
        buf.type = V4L2_BUF_TYPE_VIDEO_CAPTURE.rawValue
        buf.memory = V4L2_MEMORY_MMAP.rawValue
        return buf
    }

    /// STREAMOFF, munmap every buffer, REQBUFS(0), close. Errors are ignored:
    /// the device may already be gone, and every step must still be tried.
    func close() {
        guard handle.isOpen else { return }
        if streaming {
            var type = Int32(V4L2_BUF_TYPE_VIDEO_CAPTURE.rawValue)
            try? system.ioctl(handle.fd, CV4L2_VIDIOC_STREAMOFF, &type)
            streaming = false
        }
        for buffer in buffers { try? system.munmap(buffer.address, length: buffer.length) }
        if !buffers.isEmpty {
            var req = v4l2_requestbuffers()
            req.type = V4L2_BUF_TYPE_VIDEO_CAPTURE.rawValue
            req.memory = V4L2_MEMORY_MMAP.rawValue
            try? system.ioctl(handle.fd, CV4L2_VIDIOC_REQBUFS, &req)
        }
        buffers = []
        readBuffer?.deallocate()
        readBuffer = nil
        handle.close()
    }

    deinit { close() }
}
