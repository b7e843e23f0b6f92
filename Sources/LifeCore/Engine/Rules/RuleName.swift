/// Telling a rule file's name (`WireWorld`, `Langtons-Loops`,
/// `Turmite_181181121010`) from a rule written in Golly's notation, as Golly
/// tells them apart by trying its algorithms in turn: a name starts with a
/// letter that does not begin a B/S rule (`B3/S23`, `b3s23`, `S23/B3`), and
/// holds letters, digits, `-` and `_` only. `Life` is Conway's Life, as
/// every one of Golly's algorithms reads it.
enum RuleName {
    /// What `body` (the rule without its grid suffix, spaces trimmed) names:
    /// nil when it is not a name, so the rule grammar reads it (and says what
    /// is wrong with it).
    static func recognise(_ body: Substring) -> RuleSpec.Body? {
        let chars = Array(body.utf8)
        guard let first = chars.first, isLetter(first) else { return nil }
        let lower = first | 0x20
        // B or S followed by a digit, a slash or nothing is a B/S rule; `Bosco`, `BriansBrain` or
        // `BBM-Margolus-emulated` (a letter no B/S rule has) is a name.
        if lower == UInt8(ascii: "b") || lower == UInt8(ascii: "s") {
            let secondIsName = chars.count > 1 && isLetter(chars[1]) && chars[1] | 0x20 != UInt8(ascii: "b")
                && chars[1] | 0x20 != UInt8(ascii: "s")
            let foreign = chars.contains { isLetter($0) && !Self.ruleLetters.contains($0 | 0x20) }
            guard secondIsName || foreign else { return nil }
        }
        // Golly's other notations, refused with their own reasons by the grammar.
        if body.hasPrefix("MAP") { return nil }
        // Wolfram's `Wn`: a name of its own (`W22`), run as QuickLife and HashLife run it; a bad number is the grammar's to refuse.
        if lower == UInt8(ascii: "w"), chars.count > 1, isDigit(chars[1]) {
            guard case let .rule(rule) = WolframRule.read(body) else { return nil }
            return .named(rule.name)
        }
        guard chars.count <= RuleGrammar.maxLength,
              chars.allSatisfy({ isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") })
        else { return nil }
        if body.lowercased() == "life" { return .rule(.conway) }
        return .named(String(body))
    }

    /// The letters a B/S rule may hold: B, S, Hensel's letters, and H and V (refused with a reason).
    private static let ruleLetters = Set("bscekainyqjrtwzhv".utf8)

    private static func isLetter(_ c: UInt8) -> Bool { (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7A }
    private static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
}
