/// Reads run-length encoded patterns the way Golly does.
///
/// Lines starting with `#` carry text: `#N` name, `#C`/`#c`/`#O` comments,
/// `#r` a rule; `#P`/`#R` (positions) and `#CXRLE` are skipped. The first
/// other line starting with `x` followed by a space or `=` is the header
/// `x = W, y = H[, rule = R]` (the rule may carry a bounded-grid suffix).
/// Data: `b`/`.` dead, `o`/`A` alive, `$` ends a row, `!` ends the pattern
/// (anything after it is ignored), each optionally preceded by a run count;
/// spaces and line breaks may appear anywhere, even inside a run count.
/// Other state letters (`B`…`X`, `p`…`y`) are multi-state and refused.
/// One pass over the bytes; counts are checked against `Board.maxSide`
/// before they are used, so no input can make it loop long or allocate much.
public enum RLEReader {
    /// Parses RLE bytes into a pattern trimmed to its live cells.
    public static func decode(_ bytes: [UInt8]) throws(PatternError) -> Pattern {
        var canvas = PatternCanvas()
        var name = "", comments: [String] = [], rule: RuleSpec?
        var x = 0, y = 0, count = 0
        var seenHeader = false, seenData = false
        lines: for (number, text) in TextLines(bytes) {
            do throws(PatternError) {
                if text.first == UInt8(ascii: "#") {
                    try readComment(text, name: &name, comments: &comments, rule: &rule)
                    continue
                }
                if !seenHeader, !seenData, text.first == UInt8(ascii: "x"),
                   text.count == 1 || text[text.startIndex + 1] <= 0x20 || text[text.startIndex + 1] == UInt8(ascii: "=") {
                    seenHeader = true
                    if let r = try readHeader(text) { rule = r }
                    continue
                }
                for c in text {
                    switch c {
                    case 0x30...0x39:
                        count = count * 10 + Int(c - 0x30)
                        guard count <= Board.maxSide else {
                            // Stops at the first digit past the limit, so only the start is known.
                            throw PatternError(.tooLarge, "a run count (\(count)...) is larger than \(Board.maxSide)")
                        }
                        continue
                    case 0x20, 0x09, 0x0B, 0x0C:
                        continue
                    case UInt8(ascii: "b"), UInt8(ascii: "."):
                        x += max(count, 1)
                        guard x <= Board.maxSide else {
                            throw PatternError(.tooLarge, "the pattern is wider than \(Board.maxSide) cells")
                        }
                    case UInt8(ascii: "o"), UInt8(ascii: "A"):
                        try canvas.setRun(x: x, y: y, count: max(count, 1))
                        x += max(count, 1)
                    case UInt8(ascii: "$"):
                        x = 0
                        y += max(count, 1)
                        guard y <= Board.maxSide else {
                            throw PatternError(.tooLarge, "the pattern is taller than \(Board.maxSide) cells")
                        }
                    case UInt8(ascii: "!"):
                        break lines
                    case UInt8(ascii: "B")...UInt8(ascii: "X"), UInt8(ascii: "p")...UInt8(ascii: "y"):
                        throw PatternError(.multiState, "cell state '\(Character(Unicode.Scalar(c)))' is multi-state; only two-state patterns (b, o) are supported")
                    default:
                        throw PatternError(.syntax, "unexpected \(describe(c)) in RLE data")
                    }
                    seenData = true
                    count = 0
                }
            } catch {
                throw error.at(line: number)
            }
        }
        return canvas.pattern().with(name: name, comments: comments, rule: rule)
    }

    private static func readComment(
        _ text: ArraySlice<UInt8>, name: inout String, comments: inout [String], rule: inout RuleSpec?
    ) throws(PatternError) {
        let body = text.dropFirst(2)
        switch text.dropFirst().first {
        case UInt8(ascii: "N"):
            name = body.cleanText
        case UInt8(ascii: "C") where text.hasPrefix("#CXRLE"):
            return
        case UInt8(ascii: "C"), UInt8(ascii: "c"), UInt8(ascii: "O"):
            comments.append(body.cleanText)
        case UInt8(ascii: "r"):
            rule = try parseRule(body.trimmed)
        default:
            return
        }
    }

    /// `x = W, y = H, rule = R`; returns the rule if there is one.
    private static func readHeader(_ text: ArraySlice<UInt8>) throws(PatternError) -> RuleSpec? {
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
            guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
                throw PatternError(.syntax, "the header's \(describe(key)) is not a size")
            }
            size[key] = digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
        }
        guard let w = size[UInt8(ascii: "x")], let h = size[UInt8(ascii: "y")] else {
            throw PatternError(.syntax, "the header should read x = W, y = H, rule = R")
        }
        guard w <= Board.maxSide, h <= Board.maxSide else {
            throw PatternError(.tooLarge, "the pattern is \(w)x\(h), larger than \(Board.maxSide)x\(Board.maxSide)")
        }
        return try ruleText.map { t throws(PatternError) in try parseRule(t) }
    }

    static func parseRule(_ text: ArraySlice<UInt8>) throws(PatternError) -> RuleSpec {
        do {
            return try RuleSpec(parsing: String(decoding: text, as: UTF8.self))
        } catch {
            throw PatternError(.rule, error.description)
        }
    }

    /// A byte as it should appear in an error message: printable, or its number.
    static func describe(_ c: UInt8) -> String {
        (0x21..<0x7F).contains(c) ? "'\(Character(Unicode.Scalar(c)))'" : "byte \(c)"
    }
}
