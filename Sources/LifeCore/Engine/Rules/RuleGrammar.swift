/// Golly's grammar for Moore rules, read as its `liferules::setrule` (two-state,
/// QuickLife) and `generationsalgo::setrule` (Generations) read them: which
/// characters may appear where, which part is birth and which survival.
///
/// A rule with two separators (`/` or `_`) is Generations, MCell's S/B/C; any
/// other is two-state. Case and spaces do not matter. `B` and `S` may label the
/// parts in either order (`B3/S23`, `S23/B3`, `B3S23`, `B2/S/3`, `S/B2/3`);
/// without them the survival part comes first (`23/3`, `345/2/4`). Digits are
/// neighbour counts 0...8; Hensel letters after a digit pick arrangements
/// (`2ae`), after a minus all but them (`2-a`); `_` may stand for `/` in a
/// rule with letters. The state count of a Generations rule is the digits after
/// the second separator; lifecam also takes LifeWiki's `C` before them
/// (`B2/S/C3`), which Golly refuses and lifecam never writes.
///
/// Rule files' names are told apart before (`RuleName`). Golly's other
/// families are refused with a reason: text that is no name, `MAP` rules,
/// Wolfram's `W…` (a good one is a rule of its own, `WolframRule`; a bad
/// number gets Golly's reason), and the hexagonal and von Neumann
/// neighbourhoods (`H`, `V`).
struct RuleGrammar {
    /// The birth part, survival part and number of states, as text of digits, letters and minus signs.
    var birth: ArraySlice<UInt8> = []
    var survival: ArraySlice<UInt8> = []
    var states = 2
    /// Whether letters or a minus appear (Golly's `!totalistic`).
    var lettered = false
    /// Whether the text has two separators: a Generations rule, even with 2 states.
    var isGenerations = false

    private let fail: (String) -> RuleError

    /// Golly's length limit for a rule (`MAXRULESIZE`).
    static let maxLength = 500

    /// Reads `body`, the rule without any bounded-grid suffix.
    init(_ body: ArraySlice<UInt8>, fail: @escaping (String) -> RuleError) throws(RuleError) {
        self.fail = fail
        guard body.count <= Self.maxLength else { throw fail("a rule is at most \(Self.maxLength) characters") }
        let chars = body.filter { $0 != 0x20 && $0 != 0x09 }.map { $0 | ($0 >= 0x41 && $0 <= 0x5A ? 0x20 : 0) }
        guard let first = chars.first else { throw fail("the rule is empty; Conway's Life is B3/S23") }
        try Self.refuseOtherFamilies(chars, first: first, fail: fail)
        let separators = chars.filter { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "_") }.count
        isGenerations = separators >= 2
        try tidy(chars, generations: isGenerations)
    }

    private static func refuseOtherFamilies(_ chars: [UInt8], first: UInt8, fail: (String) -> RuleError) throws(RuleError) {
        if chars.starts(with: "map".utf8) { throw fail("MAP rules are not supported; give the rule as B…/S…") }
        if first == UInt8(ascii: "w"), chars.count > 1, isDigit(chars[1]) {
            if case let .refused(reason) = WolframRule.read(String(decoding: chars, as: UTF8.self)[...]) { throw fail(reason) }
            throw fail("Wolfram's rules (W22) are not B…/S… rules; they run as rules of their own")
        }
        // A letter first, or B or S and then another letter, is a name: no rule is written so.
        let bs = { (c: UInt8) in c == UInt8(ascii: "b") || c == UInt8(ascii: "s") }
        if isLetter(first), !bs(first) || (chars.count > 1 && isLetter(chars[1]) && !bs(chars[1])) {
            throw fail("neither a B…/S… rule (B3/S23 is Life) nor a rule file's name (letters, digits, - and _)")
        }
        if chars.contains(UInt8(ascii: "h")) || chars.contains(UInt8(ascii: "v")) {
            throw fail("hexagonal (H) and von Neumann (V) neighbourhoods are not supported; only Moore (8 neighbours)")
        }
    }

    /// Golly's first pass: checks each character and finds B, S and the separators,
    /// then cuts the text into its parts.
    private mutating func tidy(_ chars: [UInt8], generations: Bool) throws(RuleError) {
        var t: [UInt8] = []
        var b: Int?, s: Int?, slash: Int?, slash2: Int?, underscore = false
        var stateDigits: Int?
        for c in chars {
            switch c {
            case UInt8(ascii: "b"), UInt8(ascii: "s"):
                if c == UInt8(ascii: "b") {
                    guard b == nil else { throw fail("B is given twice") }
                    b = t.count
                } else {
                    guard s == nil else { throw fail("S is given twice") }
                    s = t.count
                }
                t.append(c)
            case UInt8(ascii: "/"), UInt8(ascii: "_"):
                if c == UInt8(ascii: "_") { underscore = true }
                if slash == nil {
                    slash = t.count
                } else if generations, slash2 == nil {
                    slash2 = t.count
                } else {
                    throw fail(generations ? "a Generations rule has two slashes (S/B/C), not more" : "only one slash is allowed")
                }
                t.append(c)
            case UInt8(ascii: "-"):
                guard let last = t.last, last >= 0x30, last <= 0x38 else { throw fail("a minus must follow a neighbour count") }
                t.append(c)
                lettered = true
            default:
                if slash2 != nil {
                    if Self.isDigit(c) {
                        stateDigits = min((stateDigits ?? 0) * 10 + Int(c) - 0x30, 100_000)
                    } else if c == UInt8(ascii: "c"), stateDigits == nil {
                        stateDigits = 0   // LifeWiki's C before the count
                    } else {
                        throw fail(Self.unexpected(c) + " in the number of states")
                    }
                } else if c >= 0x30, c <= 0x38 {
                    t.append(c)
                } else if c == UInt8(ascii: "9") {
                    throw fail("neighbour count 9 is out of range 0...8")
                } else if RuleTable.letter(c) != nil {
                    t.append(c)
                    lettered = true
                } else {
                    throw fail(Self.unexpected(c))
                }
            }
        }
        if underscore, !lettered { throw fail("an underscore separates only rules with letters; use a slash") }
        if generations {
            try takeStates(stateDigits)
            t.removeSubrange(slash2!...)
        } else if slash == nil, b == nil, s == nil {
            throw fail("expected B…/S… (e.g. B3/S23) or S/B (e.g. 23/3)")
        }
        try split(t, b: b, s: s, slash: slash)
    }

    /// A Generations rule's number of states, the digits after its second slash.
    private mutating func takeStates(_ digits: Int?) throws(RuleError) {
        guard let digits else { throw fail("a Generations rule ends with its number of states, e.g. /2/3") }
        guard (2...Rule.maxStates).contains(digits) else {
            throw fail("a Generations rule has 2...\(Rule.maxStates) states, not \(digits)")
        }
        states = digits
    }

    /// Golly's second pass: which part is birth and which survival.
    private mutating func split(_ t: [UInt8], b: Int?, s: Int?, slash: Int?) throws(RuleError) {
        let text = t[...]
        func letterless(_ part: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
            part.filter { $0 != UInt8(ascii: "b") && $0 != UInt8(ascii: "s") }[...]
        }
        if let slash {
            let before = text[..<slash], after = text[(slash + 1)...]
            if let b, let s, (b < slash) == (s < slash) { throw fail("B and S must be on either side of the slash") }
            if b == nil, s == nil {
                (survival, birth) = (before, after)
            } else if let b, b < slash {
                (birth, survival) = (letterless(before), letterless(after))
            } else if let s, s > slash {
                (birth, survival) = (letterless(before), letterless(after))
            } else {
                (survival, birth) = (letterless(before), letterless(after))
            }
        } else if let b, let s {
            (birth, survival) = b < s ? (text[(b + 1)..<s], text[(s + 1)...]) : (text[(b + 1)...], text[(s + 1)..<b])
        } else {
            (birth, survival) = b != nil ? (letterless(text), []) : ([], letterless(text))
        }
        if lettered {
            for part in [birth, survival] {
                if let c = part.first, !(c >= 0x30 && c <= 0x38) {
                    throw fail("letters must follow a neighbour count (e.g. B2a, not Ba2)")
                }
                try checkLetters(part)
            }
        }
    }

    /// Every letter must name an arrangement of the count before it (Golly's `lettersValid`).
    private func checkLetters(_ part: ArraySlice<UInt8>) throws(RuleError) {
        var count = -1
        for c in part {
            if c >= 0x30, c <= 0x38 {
                count = Int(c) - 0x30
            } else if let letter = RuleTable.letter(c) {
                guard count >= 0, letter < Hensel.letterCount[count] else {
                    let name = Character(Unicode.Scalar(c))
                    throw fail(count == 0 || count == 8
                        ? "\(count) neighbours have no letters ('\(count)\(name)')"
                        : "'\(name)' is not a letter of \(count) neighbours")
                }
            }
        }
    }

    private static func unexpected(_ c: UInt8) -> String {
        c >= 0x21 && c < 0x7F ? "unexpected '\(Character(Unicode.Scalar(c)))'" : "unexpected character (byte \(c))"
    }

    private static func isLetter(_ c: UInt8) -> Bool { c >= 0x61 && c <= 0x7A }
    private static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
}
