import LifeCore

/// A camera found by discovery: what it is and every picture it offers.
public struct CameraInfo: Sendable, Codable, Equatable {
    /// The device node, e.g. `/dev/video0`.
    public var path: String
    /// The card name the driver reports, e.g. "HD Webcam C270".
    public var card: String
    /// The kernel driver, e.g. "uvcvideo".
    public var driver: String
    /// Where it is attached, e.g. "usb-0000:00:14.0-1".
    public var bus: String
    /// Whether it offers mmap streaming (else only read() I/O).
    public var streaming: Bool
    /// Native formats first, then those libv4l2 converts to.
    public var formats: [FormatInfo]

    public init(path: String, card: String, driver: String, bus: String, streaming: Bool, formats: [FormatInfo]) {
        (self.path, self.card, self.driver, self.bus) = (path, card, driver, bus)
        (self.streaming, self.formats) = (streaming, formats)
    }
}

/// One pixel format a camera offers.
public struct FormatInfo: Sendable, Codable, Equatable {
    /// The four-character code, e.g. `YUYV`, `MJPG`, `RGB3`.
    public var fourcc: String
    /// The driver's name for it, e.g. "YUYV 4:2:2".
    public var description: String
    /// True when libv4l2 makes it by converting a native format.
    public var emulated: Bool
    /// True for compressed formats such as MJPEG.
    public var compressed: Bool
    /// The frame sizes it comes in.
    public var sizes: [FrameSizeInfo]

    public init(fourcc: String, description: String, emulated: Bool, compressed: Bool, sizes: [FrameSizeInfo]) {
        (self.fourcc, self.description, self.emulated, self.compressed) = (fourcc, description, emulated, compressed)
        self.sizes = sizes
    }
}

/// A frame size: one discrete size, or a range (`stepwise`, `continuous`).
public struct FrameSizeInfo: Sendable, Codable, Equatable {
    /// `discrete`, `stepwise` or `continuous`.
    public var kind: String
    /// The size, or the smallest of the range.
    public var width: Int
    public var height: Int
    /// The largest of a range (nil when discrete).
    public var maxWidth: Int?
    public var maxHeight: Int?
    /// The step of a stepwise range.
    public var stepWidth: Int?
    public var stepHeight: Int?
    /// Frame rates offered at this size, in frames per second (fastest first).
    /// A stepwise interval range gives its two ends.
    public var framesPerSecond: [Double]

    public init(kind: String, width: Int, height: Int, maxWidth: Int? = nil, maxHeight: Int? = nil,
                stepWidth: Int? = nil, stepHeight: Int? = nil, framesPerSecond: [Double]) {
        (self.kind, self.width, self.height) = (kind, width, height)
        (self.maxWidth, self.maxHeight, self.stepWidth, self.stepHeight) = (maxWidth, maxHeight, stepWidth, stepHeight)
        self.framesPerSecond = framesPerSecond
    }

    /// "640x480", or "160x120-1280x720" for a range.
    public var sizeText: String {
        guard let maxWidth, let maxHeight else { return "\(width)x\(height)" }
        return "\(width)x\(height)-\(maxWidth)x\(maxHeight)"
    }
}

extension CameraInfo {
    /// The sizes a capture can ask for (see `[FormatInfo].captureSizes`).
    public var captureSizes: [Dimensions] { formats.captureSizes }
}

extension [FormatInfo] {
    /// The sizes a capture can ask for, from native formats (all formats if
    /// none is native): discrete sizes, and the largest of each range.
    public var captureSizes: [Dimensions] {
        let native = filter { !$0.emulated }
        var seen = Set<Dimensions>()
        var sizes: [Dimensions] = []
        for size in (native.isEmpty ? self : native).flatMap(\.sizes) {
            let s = Dimensions(width: size.maxWidth ?? size.width, height: size.maxHeight ?? size.height)
            if seen.insert(s).inserted { sizes.append(s) }
        }
        return sizes
    }
}
