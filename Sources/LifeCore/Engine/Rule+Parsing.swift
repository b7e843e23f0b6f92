/// Golly's notations for two-state Moore rules.
///
/// Accepted, case-insensitive, spaces anywhere in the rule part ignored:
/// `B3/S23`, `B3S23`, `S23/B3`, `B2/S`, `S23` (no births), `B3` (no survival),
/// and the old S/B form `23/3` (survival first, so `2/` is `B/S2`).
/// Repeated counts are allowed (`B33/S23` is `B3/S23`), as Golly allows them.
/// Everything Golly means by other rule families is refused with a reason:
/// rule names (`Life`), Generations (`23/3/2`, `B3/S23/C3`), isotropic
/// non-totalistic letters (`B2-a/S12`), hexagonal or von Neumann neighbourhoods
/// (a trailing `H` or `V`) and counts above 8.
extension Rule {
    /// Parses a rule without a bounded-grid suffix; use `RuleSpec(parsing:)` to accept one.
    public init(parsing text: String) throws(RuleError) {
        let spec = try RuleSpec(parsing: text)
        guard spec.grid == nil else {
            throw RuleError(text: text, reason: "a bounded-grid suffix is not allowed here")
        }
        self = spec.rule
    }

    /// Parses the rule part (before any `:`) of `whole`; `body` is that part.
    static func parseBody(_ body: Substring, whole: String) throws(RuleError) -> Rule {
        let chars = Array(body.utf8).filter { $0 != 0x20 && $0 != 0x09 }
        func fail(_ reason: String) -> RuleError { RuleError(text: whole, reason: reason) }
        guard let first = chars.first else { throw fail("the rule is empty; Conway's Life is B3/S23") }
        if isLetter(first), !isBS(first) || (chars.count > 1 && isLetter(chars[1])) {
            throw fail("rule names are not supported; write the rule as B…/S…, e.g. B3/S23 for Life")
        }
        if chars.filter({ $0 == UInt8(ascii: "/") }).count > 1 {
            throw fail("Generations rules (three parts) are not supported; give two-state B…/S…")
        }
        if let last = chars.last, "HhVv".utf8.contains(last) {
            throw fail("hexagonal (H) and von Neumann (V) neighbourhoods are not supported; only Moore")
        }
        if chars.contains(where: isBS) {
            return try parseLettered(chars, fail: fail)
        }
        return try parseSlashed(chars, fail: fail)
    }

    /// `B3/S23`, `S23/B3`, `B3S23`, `B3`, `S23`.
    private static func parseLettered(_ chars: [UInt8], fail: (String) -> RuleError) throws(RuleError) -> Rule {
        var birth: UInt16?, survival: UInt16?
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c == UInt8(ascii: "/") { i += 1; continue }
            guard isBS(c) else { throw fail(unexpected(c, afterCounts: i > 0)) }
            i += 1
            var mask: UInt16 = 0
            while i < chars.count, isDigit(chars[i]) {
                mask |= try bit(chars[i], fail: fail)
                i += 1
            }
            if c | 0x20 == UInt8(ascii: "b") {
                guard birth == nil else { throw fail("B is given twice") }
                birth = mask
            } else {
                guard survival == nil else { throw fail("S is given twice") }
                survival = mask
            }
        }
        return Rule(birthMask: birth ?? 0, survivalMask: survival ?? 0)
    }

    /// The S/B form without letters: `23/3`, `2/`, `/3`.
    private static func parseSlashed(_ chars: [UInt8], fail: (String) -> RuleError) throws(RuleError) -> Rule {
        guard let slash = chars.firstIndex(of: UInt8(ascii: "/")) else {
            throw fail("expected B…/S… (e.g. B3/S23) or S/B (e.g. 23/3)")
        }
        var masks: [UInt16] = [0, 0]
        for (part, range) in [chars[..<slash], chars[(slash + 1)...]].enumerated() {
            for c in range {
                guard isDigit(c) else { throw fail(unexpected(c, afterCounts: true)) }
                masks[part] |= try bit(c, fail: fail)
            }
        }
        return Rule(birthMask: masks[1], survivalMask: masks[0])
    }

    private static func bit(_ digit: UInt8, fail: (String) -> RuleError) throws(RuleError) -> UInt16 {
        let n = Int(digit) - 0x30
        guard n <= 8 else { throw fail("neighbour count \(n) is out of range 0...8") }
        return 1 << UInt16(n)
    }

    private static func unexpected(_ c: UInt8, afterCounts: Bool) -> String {
        if afterCounts, c == UInt8(ascii: "-") || "ceknaiyqjrtwz".utf8.contains(c) {
            return "isotropic non-totalistic rules (letters after the counts) are not supported"
        }
        if "CcGg".utf8.contains(c) {
            return "Generations rules (C or G states) are not supported"
        }
        if c >= 0x21, c < 0x7F { return "unexpected '\(Character(Unicode.Scalar(c)))'" }
        return "unexpected character (byte \(c))"
    }

    private static func isLetter(_ c: UInt8) -> Bool { (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7A }
    private static func isBS(_ c: UInt8) -> Bool { c | 0x20 == UInt8(ascii: "b") || c | 0x20 == UInt8(ascii: "s") }
    private static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
}
