/// A picture as a YUV4MPEG2 stream carries it: a luma plane of `width ×
/// height` bytes, then the Cb and Cr planes at their subsampled size (absent
/// for monochrome). The painter scales the planes to the canvas before it
/// converts them, so only the pixels shown are converted.
///
/// The planes are the frame's own bytes, or bytes it borrows from memory
/// that stays put while the frame lives (`PlaneMemory`: a mapped file),
/// so a frame read from a mapped file is not copied.
public struct YUVFrame: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// Chroma samples per row and rows of them; 0 for monochrome (grey).
    public let chromaWidth: Int
    public let chromaHeight: Int
    /// Full 0…255 samples (`XCOLORRANGE=FULL`); otherwise studio range.
    public let fullRange: Bool
    /// Y, then Cb, then Cr (a copy, when borrowed: `withPlanes` reads them in place).
    public var planes: [UInt8] {
        get { borrowed.map { Array($0.bytes) } ?? owned }
        set {
            owned = newValue
            borrowed = nil
        }
    }
    private var owned: [UInt8]
    private var borrowed: Borrowed?

    /// Bytes in a `PlaneMemory`, which the frame keeps alive.
    private struct Borrowed: @unchecked Sendable {
        let bytes: UnsafeBufferPointer<UInt8>
        let memory: any PlaneMemory
    }

    public init(width: Int, height: Int, chromaWidth: Int, chromaHeight: Int, fullRange: Bool, planes: [UInt8]) {
        self.init(width: width, height: height, chromaWidth: chromaWidth, chromaHeight: chromaHeight,
                  fullRange: fullRange, count: planes.count, owned: planes, borrowed: nil)
    }

    /// A frame whose planes are `planes`, read in place in `memory` (not copied).
    public init(width: Int, height: Int, chromaWidth: Int, chromaHeight: Int, fullRange: Bool,
                borrowing planes: UnsafeBufferPointer<UInt8>, in memory: any PlaneMemory) {
        self.init(width: width, height: height, chromaWidth: chromaWidth, chromaHeight: chromaHeight,
                  fullRange: fullRange, count: planes.count, owned: [], borrowed: Borrowed(bytes: planes, memory: memory))
    }

    private init(width: Int, height: Int, chromaWidth: Int, chromaHeight: Int, fullRange: Bool,
                 count: Int, owned: [UInt8], borrowed: Borrowed?) {
        precondition(count >= width * height + 2 * chromaWidth * chromaHeight, "planes too small")
        self.width = width
        self.height = height
        self.chromaWidth = chromaWidth
        self.chromaHeight = chromaHeight
        self.fullRange = fullRange
        self.owned = owned
        self.borrowed = borrowed
    }

    /// Runs `body` over the planes where they are.
    @inline(__always)
    public func withPlanes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        if let borrowed { return try body(borrowed.bytes) }
        return try owned.withUnsafeBufferPointer(body)
    }

    public static func == (a: YUVFrame, b: YUVFrame) -> Bool {
        a.width == b.width && a.height == b.height && a.chromaWidth == b.chromaWidth && a.chromaHeight == b.chromaHeight
            && a.fullRange == b.fullRange && a.withPlanes { p in b.withPlanes { p.elementsEqual($0) } }
    }

    /// Whether there are no chroma planes.
    public var isMonochrome: Bool { chromaWidth == 0 || chromaHeight == 0 }

    /// The whole picture in RGB: each pixel takes the chroma sample it lies
    /// on (BT.601, at this frame's range).
    public var rgb: RGBFrame {
        var frame = RGBFrame(width: width, height: height)
        withPlanes { data in
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
            return a.width == b.width && a.height == b.height
                && a.withPlanes { $0.baseAddress } == b.withPlanes { $0.baseAddress }
        default:
            return false
        }
    }
}

/// Memory that YUV frames may read their planes from in place (a mapped
/// file): it must not change or go away while a frame holds it, which frames
/// ensure by holding a reference.
public protocol PlaneMemory: AnyObject, Sendable {}
