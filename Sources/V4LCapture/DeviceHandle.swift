import CV4L2

/// An open device node and the queries that describe it. Closing is explicit
/// (`close()`); callers scope it with `defer`.
final class DeviceHandle {
    let path: String
    let fd: Int32
    let system: V4L2System
    private(set) var isOpen = true

    /// Opens `path` through libv4l2 and checks it is a capture device.
    init(path: String, system: V4L2System) throws(CaptureError) {
        self.path = path
        self.system = system
        do {
            fd = try system.open(path)
        } catch {
            throw CaptureError.from(error, path: path, call: "open")
        }
    }

    func close() {
        guard isOpen else { return }
        isOpen = false
        system.close(fd)
    }

    /// `ioctl` with the failure turned into a `CaptureError` naming the call.
    func ioctl<T>(_ request: UInt, _ name: String, _ arg: inout T) throws(CaptureError) {
        do {
            try system.ioctl(fd, request, &arg)
        } catch {
            throw CaptureError.from(error, path: path, call: name)
        }
    }

    /// QUERYCAP: card, driver, bus and the caps of this node (device_caps when offered).
    func capabilities() throws(CaptureError) -> (card: String, driver: String, bus: String, caps: UInt32) {
        var cap = v4l2_capability()
        do {
            try system.ioctl(fd, CV4L2_VIDIOC_QUERYCAP, &cap)
        } catch .notATTY {
            throw .notACamera(path: path, reason: "it does not answer VIDIOC_QUERYCAP")
        } catch {
            throw CaptureError.from(error, path: path, call: "VIDIOC_QUERYCAP")
        }
        let caps = cap.capabilities & UInt32(V4L2_CAP_DEVICE_CAPS) != 0 ? cap.device_caps : cap.capabilities
        guard caps & UInt32(V4L2_CAP_VIDEO_CAPTURE) != 0 else {
            throw .notACamera(path: path, reason: "no video capture capability")
        }
        guard caps & UInt32(V4L2_CAP_STREAMING | V4L2_CAP_READWRITE) != 0 else {
            throw .notACamera(path: path, reason: "offers neither streaming nor read() I/O")
        }
        return (Self.text(cap.card), Self.text(cap.driver), Self.text(cap.bus_info), caps)
    }

    /// Everything discovery reports about this node.
    func describe() throws(CaptureError) -> CameraInfo {
        let cap = try capabilities()
        return CameraInfo(path: path, card: cap.card, driver: cap.driver, bus: cap.bus,
                          streaming: cap.caps & UInt32(V4L2_CAP_STREAMING) != 0,
                          formats: formats())
    }

    /// ENUM_FMT until EINVAL, each with its sizes; emulated formats come last.
    func formats() -> [FormatInfo] {
        var result: [FormatInfo] = []
        for index in 0..<64 {
            var desc = v4l2_fmtdesc()
            desc.index = UInt32(index)
            desc.type = V4L2_BUF_TYPE_VIDEO_CAPTURE.rawValue
            guard (try? system.ioctl(fd, CV4L2_VIDIOC_ENUM_FMT, &desc)) != nil else { break }
            result.append(FormatInfo(
                fourcc: FourCC.text(desc.pixelformat), description: Self.text(desc.description),
                emulated: desc.flags & UInt32(V4L2_FMT_FLAG_EMULATED) != 0,
                compressed: desc.flags & UInt32(V4L2_FMT_FLAG_COMPRESSED) != 0,
                sizes: sizes(of: desc.pixelformat)))
        }
        return result.filter { !$0.emulated } + result.filter(\.emulated)
    }

    /// ENUM_FRAMESIZES: discrete sizes until EINVAL, or one stepwise/continuous range at index 0.
    func sizes(of pixelFormat: UInt32) -> [FrameSizeInfo] {
        var result: [FrameSizeInfo] = []
        for index in 0..<64 {
            var e = v4l2_frmsizeenum()
            e.index = UInt32(index)
            e.pixel_format = pixelFormat
            guard (try? system.ioctl(fd, CV4L2_VIDIOC_ENUM_FRAMESIZES, &e)) != nil else { break }
            if e.type == V4L2_FRMSIZE_TYPE_DISCRETE.rawValue {
                let (w, h) = (Int(e.discrete.width), Int(e.discrete.height))
                result.append(FrameSizeInfo(kind: "discrete", width: w, height: h,
                                            framesPerSecond: rates(pixelFormat, w, h)))
                continue
            }
            let s = e.stepwise
            let (w, h) = (Int(s.min_width), Int(s.min_height))
            let continuous = e.type == V4L2_FRMSIZE_TYPE_CONTINUOUS.rawValue
            result.append(FrameSizeInfo(
                kind: continuous ? "continuous" : "stepwise", width: w, height: h,
                maxWidth: Int(s.max_width), maxHeight: Int(s.max_height),
                stepWidth: continuous ? nil : Int(s.step_width), stepHeight: continuous ? nil : Int(s.step_height),
                framesPerSecond: rates(pixelFormat, Int(s.max_width), Int(s.max_height))))
            break
        }
        return result
    }

    /// ENUM_FRAMEINTERVALS at one size, as frames per second, fastest first.
    func rates(_ pixelFormat: UInt32, _ width: Int, _ height: Int) -> [Double] {
        var fps: [Double] = []
        for index in 0..<64 {
            var e = v4l2_frmivalenum()
            e.index = UInt32(index)
            e.pixel_format = pixelFormat
            e.width = UInt32(width)
            e.height = UInt32(height)
            guard (try? system.ioctl(fd, CV4L2_VIDIOC_ENUM_FRAMEINTERVALS, &e)) != nil else { break }
            if e.type == V4L2_FRMIVAL_TYPE_DISCRETE.rawValue {
                fps.append(Self.rate(e.discrete))
                continue
            }
            fps += [Self.rate(e.stepwise.min), Self.rate(e.stepwise.max)]
            break
        }
        return fps.filter { $0 > 0 }.sorted(by: >)
    }

    private static func rate(_ interval: v4l2_fract) -> Double {
        interval.numerator == 0 ? 0 : Double(interval.denominator) / Double(interval.numerator)
    }

    /// A NUL-terminated `__u8[N]` field as a string.
    static func text<T>(_ field: T) -> String {
        withUnsafeBytes(of: field) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }
}
