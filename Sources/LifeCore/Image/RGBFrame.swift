/// One colour: 8 bits per channel.
public struct RGB: Sendable, Hashable {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8

    @inlinable
    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8) {
        self.r = r
        self.g = g
        self.b = b
    }

    public static let black = RGB(0, 0, 0)
    public static let white = RGB(255, 255, 255)
}

/// An RGB24 picture: `height` rows of `stride` bytes, each row starting with
/// `width` pixels of three bytes (R, G, B). `stride` may exceed `width * 3`
/// (cameras pad rows); the padding bytes mean nothing.
public struct RGBFrame: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// Bytes from the start of one row to the start of the next (≥ width × 3).
    public let stride: Int
    public var pixels: [UInt8]

    /// A frame over existing bytes. `pixels` must hold at least `stride × height` bytes.
    public init(width: Int, height: Int, stride: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0 && stride >= width * 3, "bad frame geometry")
        precondition(pixels.count >= stride * height, "frame buffer too small")
        self.width = width
        self.height = height
        self.stride = stride
        self.pixels = pixels
    }

    /// A packed frame (stride = width × 3) filled with one colour.
    public init(width: Int, height: Int, fill: RGB = .black) {
        var bytes = [UInt8](repeating: 0, count: width * height * 3)
        if fill != .black {
            for i in Swift.stride(from: 0, to: bytes.count, by: 3) {
                bytes[i] = fill.r
                bytes[i + 1] = fill.g
                bytes[i + 2] = fill.b
            }
        }
        self.init(width: width, height: height, stride: width * 3, pixels: bytes)
    }

    /// The pixel at (x, y); both must be inside the frame.
    @inlinable
    public subscript(x: Int, y: Int) -> RGB {
        get {
            let o = y * stride + x * 3
            return RGB(pixels[o], pixels[o + 1], pixels[o + 2])
        }
        set {
            let o = y * stride + x * 3
            pixels[o] = newValue.r
            pixels[o + 1] = newValue.g
            pixels[o + 2] = newValue.b
        }
    }
}
