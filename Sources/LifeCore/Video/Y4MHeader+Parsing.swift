/// Reading the header line, with every value checked against a range, so that
/// nothing in a header can make the work grow without bound; a value out of
/// range is refused at once, with the field, the value and the range in the
/// message. Values from the file are cleaned before they are shown.
extension Y4MHeader {
    /// Parses the header line (without its newline).
    public init(line: [UInt8]) throws(Y4MError) {
        if line.last == 0x0D {
            throw .badHeader("the header line ends in a Windows CR LF; YUV4MPEG2 lines end in a single LF (\\n)")
        }
        let fields = line.split(separator: 0x20, omittingEmptySubsequences: true)
        guard let magic = fields.first, Array(magic) == Array("YUV4MPEG2".utf8) else { throw .notY4M }
        var width: Int?, height: Int?
        self.init(width: 0, height: 0, frameRate: (0, 0), interlacing: nil)
        for field in fields.dropFirst() {
            let value = String(decoding: field.dropFirst(), as: UTF8.self)
            switch field.first {
            case UInt8(ascii: "W"): width = try Self.dimension(value, "width", "W")
            case UInt8(ascii: "H"): height = try Self.dimension(value, "height", "H")
            case UInt8(ascii: "F"): frameRate = try Self.frameRate(value)
            case UInt8(ascii: "I"):
                guard value.count == 1, let c = value.first, "ptbm?".contains(c) else {
                    throw .badHeader("interlacing (I) must be p, t, b, m or ?, not '\(Self.shown(value))'")
                }
                interlacing = c
            case UInt8(ascii: "A"): aspect = try Self.aspect(value)
            case UInt8(ascii: "C"):
                guard let c = Y4MChroma(rawValue: value) else { throw .unsupportedColourspace(Self.shown(value)) }
                chroma = c
            case UInt8(ascii: "X"):
                guard field.count - 1 <= Self.maxExtensionLength else {
                    throw .badHeader("an X parameter of \(field.count - 1) bytes is longer than \(Self.maxExtensionLength)")
                }
                guard extensions.count < Self.maxExtensions else {
                    throw .badHeader("more than \(Self.maxExtensions) X parameters")
                }
                extensions.append(value)
            default: throw .badHeader("unknown parameter '\(Self.shown(String(decoding: field, as: UTF8.self)))'")
            }
        }
        guard let width, let height else { throw .badHeader("width (W) and height (H) are required") }
        guard width * height <= Self.maxPixels else { throw .tooLarge(width: width, height: height) }
        self.width = width
        self.height = height
    }

    private static func dimension(_ text: String, _ what: String, _ tag: String) throws(Y4MError) -> Int {
        guard let v = number(text) else { throw .badHeader("\(what) (\(tag)) must be a number, e.g. \(tag)640, not '\(shown(text))'") }
        guard (1...maxSide).contains(v) else {
            throw .badHeader("\(what) \(tag)\(shown(text)) is out of range: it must be 1 to \(maxSide)")
        }
        return v
    }

    private static func frameRate(_ text: String) throws(Y4MError) -> (Int, Int) {
        guard let (n, d) = ratio(text) else { throw .badHeader("frame rate (F) must be N:D, e.g. F30:1, not '\(shown(text))'") }
        guard n > 0, d > 0, frameRates.contains(Double(n) / Double(d)) else {
            let rate = d == 0 ? "" : n % d == 0 ? " (\(n / d) fps)" : " (\(n)/\(d) fps)"
            throw .badHeader("frame rate F\(n):\(d)\(rate) is out of range: it must be from F1:3600 (one frame an hour) to F1000:1 (1000 fps)")
        }
        return (n, d)
    }

    private static func aspect(_ text: String) throws(Y4MError) -> String {
        guard let (n, d) = ratio(text) else { throw .badHeader("pixel aspect (A) must be N:D, e.g. A1:1, not '\(shown(text))'") }
        if n == 0 && d == 0 { return text }
        guard aspectParts.contains(n), aspectParts.contains(d), aspects.contains(Double(n) / Double(d)) else {
            throw .badHeader("pixel aspect A\(n):\(d) is out of range: it must be A0:0 (unknown) or N:D from 1:16 to 16:1, N and D at most 65535")
        }
        return text
    }

    /// Decimal digits as a number, saturating at `Int.max` (so a huge value is out of range, not unreadable).
    private static func number(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        return Int(text) ?? .max
    }

    private static func number(_ text: String) -> Int? { number(Substring(text)) }

    private static func ratio(_ text: String) -> (Int, Int)? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let n = number(parts[0]), let d = number(parts[1]) else { return nil }
        return (n, d)
    }

    /// A value from the file as it may appear in a message: no control characters, not too long.
    private static func shown(_ text: String) -> String { TextSanitizer.clean(text, maxLength: 40) }
}
