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

    /// Parses the header line (without its newline).
    public init(line: [UInt8]) throws(Y4MError) {
        let fields = line.split(separator: 0x20, omittingEmptySubsequences: true)
        guard let magic = fields.first, Array(magic) == Array("YUV4MPEG2".utf8) else { throw .notY4M }
        var width: Int?, height: Int?
        self.frameRate = (0, 0)
        self.chroma = .c420jpeg
        self.extensions = []
        for field in fields.dropFirst() {
            let value = String(decoding: field.dropFirst(), as: UTF8.self)
            switch field.first {
            case UInt8(ascii: "W"): width = try Self.dimension(value, "width")
            case UInt8(ascii: "H"): height = try Self.dimension(value, "height")
            case UInt8(ascii: "F"):
                guard let r = Self.ratio(value), r.1 > 0 else { throw .badHeader("frame rate must be N:D, not '\(value)'") }
                frameRate = r
            case UInt8(ascii: "I"):
                guard value.count == 1, let c = value.first, "ptbm?".contains(c) else {
                    throw .badHeader("interlacing must be p, t, b, m or ?, not '\(value)'")
                }
                interlacing = c
            case UInt8(ascii: "A"):
                guard Self.ratio(value) != nil else { throw .badHeader("aspect must be N:D, not '\(value)'") }
                aspect = value
            case UInt8(ascii: "C"):
                guard let c = Y4MChroma(rawValue: value) else { throw .unsupportedColourspace(value) }
                chroma = c
            case UInt8(ascii: "X"): extensions.append(value)
            default: throw .badHeader("unknown parameter '\(String(decoding: field, as: UTF8.self))'")
            }
        }
        guard let width, let height else { throw .badHeader("width (W) and height (H) are required") }
        guard width * height <= Self.maxPixels else { throw .tooLarge(width: width, height: height) }
        self.width = width
        self.height = height
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

    private static func dimension(_ text: String, _ what: String) throws(Y4MError) -> Int {
        guard let v = Int(text), v >= 1 else { throw .badHeader("\(what) must be a positive number, not '\(text)'") }
        guard v <= maxSide else { throw .badHeader("\(what) \(v) is larger than \(maxSide)") }
        return v
    }

    private static func ratio(_ text: String) -> (Int, Int)? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let n = Int(parts[0]), let d = Int(parts[1]), n >= 0, d >= 0 else { return nil }
        return (n, d)
    }
}
