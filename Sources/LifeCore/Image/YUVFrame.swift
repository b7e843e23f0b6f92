/// A picture as a YUV4MPEG2 stream carries it: a luma plane of `width ×
/// height` bytes, then the Cb and Cr planes at their subsampled size (absent
/// for monochrome). The painter scales the planes to the canvas before it
/// converts them, so only the pixels shown are converted.
public struct YUVFrame: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// Chroma samples per row and rows of them; 0 for monochrome (grey).
    public let chromaWidth: Int
    public let chromaHeight: Int
    /// Full 0…255 samples (`XCOLORRANGE=FULL`); otherwise studio range.
    public let fullRange: Bool
    /// Y, then Cb, then Cr.
    public var planes: [UInt8]

    public init(width: Int, height: Int, chromaWidth: Int, chromaHeight: Int, fullRange: Bool, planes: [UInt8]) {
        precondition(planes.count >= width * height + 2 * chromaWidth * chromaHeight, "planes too small")
        self.width = width
        self.height = height
        self.chromaWidth = chromaWidth
        self.chromaHeight = chromaHeight
        self.fullRange = fullRange
        self.planes = planes
    }

    /// Whether there are no chroma planes.
    public var isMonochrome: Bool { chromaWidth == 0 || chromaHeight == 0 }

    /// The whole picture in RGB: each pixel takes the chroma sample it lies
    /// on (BT.601, at this frame's range).
    public var rgb: RGBFrame {
        var frame = RGBFrame(width: width, height: height)
        planes.withUnsafeBufferPointer { data in
            frame.pixels.withUnsafeMutableBufferPointer { out in
                let y = data.baseAddress!, cb = y + width * height, cr = cb + chromaWidth * chromaHeight
                BT601.convert(luma: y, lumaStride: width, cb: cb, cr: cr, chromaStride: chromaWidth,
                              chromaColumn: { isMonochrome ? -1 : $0 * chromaWidth / width },
                              chromaRow: { isMonochrome ? -1 : $0 * chromaHeight / height },
                              width: width, height: height, fullRange: fullRange, into: out.baseAddress!, stride: width * 3)
            }
        }
        return frame
    }
}

/// A video frame as a source delivers it: RGB (cameras, synthetic pictures)
/// or YUV planes (a Y4M stream, converted only once scaled to the canvas).
public enum VideoFrame: Sendable, Equatable {
    case rgb(RGBFrame)
    case yuv(YUVFrame)

    public var width: Int {
        switch self {
        case .rgb(let f): f.width
        case .yuv(let f): f.width
        }
    }

    public var height: Int {
        switch self {
        case .rgb(let f): f.height
        case .yuv(let f): f.height
        }
    }

    /// The picture in RGB (converting YUV at full size).
    public var rgbFrame: RGBFrame {
        switch self {
        case .rgb(let f): f
        case .yuv(let f): f.rgb
        }
    }

    /// Whether `self` and `other` are the very same frame (the same bytes in
    /// memory, not a copy): a cheap test for "nothing new arrived".
    public func isSameFrame(as other: VideoFrame) -> Bool {
        func address(_ bytes: [UInt8]) -> UnsafePointer<UInt8>? { bytes.withUnsafeBufferPointer { $0.baseAddress } }
        switch (self, other) {
        case let (.rgb(a), .rgb(b)):
            return a.width == b.width && a.height == b.height && a.stride == b.stride && address(a.pixels) == address(b.pixels)
        case let (.yuv(a), .yuv(b)):
            return a.width == b.width && a.height == b.height && address(a.planes) == address(b.planes)
        default:
            return false
        }
    }
}
