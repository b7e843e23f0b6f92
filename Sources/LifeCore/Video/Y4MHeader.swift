/// The stream header of a YUV4MPEG2 file, e.g.
/// `YUV4MPEG2 W640 H480 F30:1 Ip A1:1 C420jpeg XYSCSS=420JPEG`.
///
/// Parameters are single letters followed by a value, separated by spaces:
/// W width, H height, F frame rate `num:den`, I interlacing, A pixel aspect,
/// C colour space (chroma layout), X anything else (kept, ignored).
public struct Y4MHeader: Sendable, Equatable {
    public var width: Int
    public var height: Int
    /// Frames per second as a fraction; 0:0 when the stream does not say.
    public var frameRate: (numerator: Int, denominator: Int)
    /// The I parameter (`p`, `t`, `b`, `m`, `?`); nil if absent.
    public var interlacing: Character?
    /// The A parameter as written, e.g. `1:1`; nil if absent.
    public var aspect: String?
    public var chroma: Y4MChroma
    /// X parameters, without their `X`.
    public var extensions: [String]

    /// The largest width or height accepted, and the largest frame in pixels:
    /// a stream asking for more is refused rather than allocated.
    public static let maxSide = 16384
    public static let maxPixels = 8192 * 8192
    /// The frame rates accepted, in frames per second: from one frame an hour
    /// to 1000 a second. A render shows source frame ⌊t·fps⌋ at time t and must
    /// decode every frame before it (a stream cannot skip), so the work per
    /// output frame grows with the rate: at 1000 fps it is at most 34 source
    /// frames per frame of a 30 fps render, where `F2147483648:1` asked for 71
    /// million. No camera or video in common use is faster; anything slower
    /// than a frame an hour is a still picture, which any rate shows.
    public static let frameRates: ClosedRange<Double> = (1.0 / 3600)...1000
    /// Pixel aspect ratios accepted (`A0:0` means unknown and is accepted too):
    /// N and D up to 65535 and N:D within 1:16…16:1, wider than any real pixel.
    public static let aspectParts = 1...65535
    public static let aspects: ClosedRange<Double> = (1.0 / 16)...16
    /// X parameters are kept (only `XCOLORRANGE=FULL` means anything here):
    /// at most this many, each at most `maxExtensionLength` bytes.
    public static let maxExtensions = 32
    public static let maxExtensionLength = 256

    public init(width: Int, height: Int, frameRate: (Int, Int) = (30, 1), chroma: Y4MChroma = .c420jpeg,
                interlacing: Character? = "p", aspect: String? = nil, extensions: [String] = []) {
        self.width = width
        self.height = height
        self.frameRate = frameRate
        self.chroma = chroma
        self.interlacing = interlacing
        self.aspect = aspect
        self.extensions = extensions
    }

    /// Frames per second, or nil when the header gives none (or 0).
    public var framesPerSecond: Double? {
        frameRate.numerator > 0 && frameRate.denominator > 0
            ? Double(frameRate.numerator) / Double(frameRate.denominator) : nil
    }

    /// Whether samples use the full 0…255 range (ffmpeg writes `XCOLORRANGE=FULL`);
    /// otherwise studio range, the YUV4MPEG2 default.
    public var isFullRange: Bool { extensions.contains("COLORRANGE=FULL") }

    /// Bytes of picture data after each `FRAME` line.
    public var frameBytes: Int {
        let luma = width * height
        switch chroma.subsampling {
        case nil: return luma
        case let (sx, sy)?: return luma + 2 * ((width + sx - 1) / sx) * ((height + sy - 1) / sy)
        }
    }

    /// The header line, newline included.
    public var line: [UInt8] {
        var s = "YUV4MPEG2 W\(width) H\(height) F\(frameRate.numerator):\(frameRate.denominator)"
        if let interlacing { s += " I\(interlacing)" }
        if let aspect { s += " A\(aspect)" }
        s += " C\(chroma.rawValue)"
        for x in extensions { s += " X\(x)" }
        return Array((s + "\n").utf8)
    }

    public static func == (a: Y4MHeader, b: Y4MHeader) -> Bool {
        a.width == b.width && a.height == b.height && a.frameRate == b.frameRate && a.interlacing == b.interlacing
            && a.aspect == b.aspect && a.chroma == b.chroma && a.extensions == b.extensions
    }
}
