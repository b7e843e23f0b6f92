/// The next state of the centre cell for each of the 512 neighbourhoods,
/// filled from the birth and survival parts of a rule as Golly's
/// `liferules::setRuleFromString` fills its `rule3x3` (`Hensel`'s layout; the
/// centre bit, 16, is set for the survival half).
///
/// Golly's reading has quirks this keeps: a count is filled whole only the first
/// time it is named (`2a2` is `2a`, while `22a` is `2`), a count followed by `-`
/// is filled whole and then loses the letters after the minus, and a minus
/// followed by a digit is ignored (`2-3` is `23`).
struct RuleTable {
    private(set) var cells = [Bool](repeating: false, count: 512)
    /// Golly's `rulebits`: bit `count + 9·side` once that count has been named.
    private var named: UInt32 = 0

    /// Fills one side (0 birth, 1 survival) from its text: digits 0...8, Hensel
    /// letters and minus signs, already checked (`RuleGrammar`).
    mutating func read(_ part: ArraySlice<UInt8>, side: Int) {
        var i = part.startIndex
        while i < part.endIndex {
            let c = part[i]
            i += 1
            guard c >= 0x30, c <= 0x38 else { continue }
            let count = Int(c) - 0x30
            if i == part.endIndex || Self.letter(part[i]) == nil { fillCount(count, side: side) }
            var on = true
            if i < part.endIndex, part[i] == UInt8(ascii: "-") {
                i += 1
                on = false
            }
            while i < part.endIndex, let letter = Self.letter(part[i]) {
                fillLetter(letter, count: count, side: side, on: on)
                i += 1
            }
        }
    }

    /// The letter index of a lower-case Hensel letter, or nil.
    static func letter(_ c: UInt8) -> Int? { Hensel.letters.firstIndex(of: c) }

    /// Every arrangement of `count` neighbours, unless that count was named before.
    private mutating func fillCount(_ count: Int, side: Int) {
        let bit: UInt32 = 1 << UInt32(count + 9 * side)
        guard named & bit == 0 else { return }
        named |= bit
        for index in 0..<512 where index & 16 == 0 && Hensel.count(index) == count {
            cells[index | side << 4] = true
        }
    }

    /// The arrangements of one letter of `count` neighbours, on or off.
    private mutating func fillLetter(_ letter: Int, count: Int, side: Int, on: Bool) {
        guard count != 0, count != 8 else { return fillCount(count, side: side) }
        named |= 1 << UInt32(count + 9 * side)
        for index in 0..<512 where index & 16 == 0 && Hensel.count(index) == count && Int(Hensel.letterOf[index]) == letter {
            cells[index | side << 4] = on
        }
    }
}
