/// The header line of an RLE file, `x = W, y = H[, rule = R]`.
struct RLEHeader {
    let width: Int
    let height: Int
    /// The rule's text, as written after `rule =` (the decoder parses it).
    let rule: ArraySlice<UInt8>?

    /// The header in `text`; sides beyond `maxSide` are refused.
    init(_ text: ArraySlice<UInt8>, maxSide: Int = Board.maxSide) throws(PatternError) {
        var dims = text, ruleText: ArraySlice<UInt8>?
        if let r = text.firstRange(of: "rule".utf8) {
            dims = text[..<r.lowerBound]
            var rest = text[r.upperBound...]
            while let f = rest.first, f <= 0x20 || f == UInt8(ascii: "=") { rest = rest.dropFirst() }
            rest = rest.trimmed
            if rest.last == UInt8(ascii: ",") { rest = rest.dropLast() }
            ruleText = rest
        }
        var size: [UInt8: Int] = [:]
        for item in dims.split(separator: UInt8(ascii: ",")) {
            let parts = item.split(separator: UInt8(ascii: "="), omittingEmptySubsequences: false)
            guard parts.count == 2, let key = parts[0].trimmed.first, parts[0].trimmed.count == 1 else {
                if item.trimmed.isEmpty { continue }
                throw PatternError(.syntax, "the header should read x = W, y = H, rule = R")
            }
            let digits = parts[1].trimmed
            guard !digits.isEmpty, digits.count <= 10, digits.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
                throw PatternError(.syntax, "the header's \(RLEReader.describe(key)) is not a size")
            }
            size[key] = digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
        }
        guard let w = size[UInt8(ascii: "x")], let h = size[UInt8(ascii: "y")] else {
            throw PatternError(.syntax, "the header should read x = W, y = H, rule = R")
        }
        guard w <= maxSide, h <= maxSide else {
            throw PatternError(.tooLarge, "the pattern is \(w)x\(h), larger than \(maxSide)x\(maxSide)")
        }
        width = w
        height = h
        rule = ruleText
    }
}
