/// A rule on the Moore neighbourhood (the eight surrounding cells), as Golly runs
/// them with QuickLife and Generations: life-like (`B3/S23`), isotropic
/// non-totalistic (Hensel letters, `B2-a/S12`) and Generations (`/2/3`), or both
/// (`12/2-a/3`).
///
/// Stored as two 9-bit masks: bit `n` of `birth` is set when a dead cell with
/// `n` live neighbours comes alive whatever their arrangement, bit `n` of
/// `survival` when a live cell with `n` live neighbours stays alive. Counts where
/// only some arrangements do keep their Hensel letters (`Hensel`) in
/// `birthLetters` / `survivalLetters`; such a count's mask bit is clear. Each
/// rule has exactly one representation, so equal rules compare equal.
///
/// `states` is 2 for a two-state rule. With more (Generations, 3...256), a live
/// cell that does not survive passes through the dying states 2, 3, … C−1 and
/// then dies; dying cells are not neighbours, cannot be born into, and ignore
/// their neighbours (Golly's `generationsalgo.cpp`). Conway's Life is `B3/S23`.
public struct Rule: Sendable, Hashable, CustomStringConvertible {
    /// Bit n (0...8): a dead cell with n live neighbours is born, in every arrangement.
    public let birth: UInt16
    /// Bit n (0...8): a live cell with n live neighbours survives, in every arrangement.
    public let survival: UInt16
    /// Per count 0...8, the letters (Hensel bit masks) of the arrangements that give
    /// birth where only some do; 0 elsewhere.
    let birthLetters: [UInt16]
    /// The same for survival.
    let survivalLetters: [UInt16]
    /// Cell states: 2 for a two-state rule, 3...256 for Generations.
    public let states: Int

    /// B0 without S8: an empty background turns alive every other generation.
    /// Golly runs such rules on the plane by alternating the rule and its
    /// complement, so what it reports keeps the background empty; HashLife
    /// refuses them.
    public var strobes: Bool { bornFromNothing && survival & (1 << 8) == 0 }

    /// Whether the rule has B0: an empty cell with no live neighbour is born,
    /// so life spreads over empty space at once, faster than a cell a generation.
    public var bornFromNothing: Bool { birth & 1 == 1 }

    /// The most states a Generations rule may have (Golly's limit).
    public static let maxStates = 256

    /// Conway's Game of Life, B3/S23.
    public static let conway = Rule(birth: [3], survival: [2, 3])

    /// A totalistic rule from its two masks; bits above 8 are ignored. `states` is clamped to 2...256.
    public init(birthMask: UInt16, survivalMask: UInt16, states: Int = 2) {
        birth = birthMask & 0x1FF
        survival = survivalMask & 0x1FF
        birthLetters = Self.noLetters
        survivalLetters = Self.noLetters
        self.states = min(max(states, 2), Self.maxStates)
    }

    /// A totalistic rule from neighbour counts (each 0...8; others are ignored).
    public init(birth: some Sequence<Int>, survival: some Sequence<Int>, states: Int = 2) {
        func mask(_ counts: some Sequence<Int>) -> UInt16 {
            counts.reduce(0) { (0...8).contains($1) ? $0 | (1 << UInt16($1)) : $0 }
        }
        self.init(birthMask: mask(birth), survivalMask: mask(survival), states: states)
    }

    /// A rule from the next state of the centre cell for each 9-bit neighbourhood
    /// (`Hensel`'s layout; the centre bit says whether the cell is alive), as
    /// Golly's `rule3x3`. The table must be isotropic (equal on each letter's
    /// arrangements), as every rule Golly's notation writes is.
    init(table: [Bool], states: Int) {
        var masks: [UInt16] = [0, 0]
        var letters = [Self.noLetters, Self.noLetters]
        for side in 0..<2 {
            for count in 0...8 {
                var on: UInt16 = 0
                for neighbourhood in 0..<512 where neighbourhood & 16 == 0 && Hensel.count(neighbourhood) == count
                    && table[neighbourhood | side << 4] {
                    on |= 1 << UInt16(Hensel.letterOf[neighbourhood])
                }
                let all = max(Hensel.allLetters(count), 1)
                if on == all {
                    masks[side] |= 1 << UInt16(count)
                } else if on != 0 {
                    letters[side][count] = on
                }
            }
        }
        birth = masks[0]
        survival = masks[1]
        birthLetters = letters[0]
        survivalLetters = letters[1]
        self.states = min(max(states, 2), Self.maxStates)
    }

    private static let noLetters = [UInt16](repeating: 0, count: 9)

    /// Whether every arrangement of a count behaves alike (a life-like rule, or its Generations form).
    public var isTotalistic: Bool { birthLetters == Self.noLetters && survivalLetters == Self.noLetters }

    /// Whether the rule has dying states (Generations).
    public var isGenerations: Bool { states > 2 }

    /// The same birth and survival with another number of states (clamped to 2...256).
    public func with(states: Int) -> Rule {
        var table = [Bool](repeating: false, count: 512)
        for index in 0..<512 { table[index] = next(alive: index & 16 != 0, neighbourhood: index) }
        return Rule(table: table, states: states)
    }

    /// Whether a cell in state 0 or 1 is alive next generation, given its 9-bit
    /// neighbourhood (`Hensel`'s layout; the centre bit is ignored).
    public func next(alive: Bool, neighbourhood: Int) -> Bool {
        let count = Hensel.count(neighbourhood)
        if ((alive ? survival : birth) >> UInt16(count)) & 1 == 1 { return true }
        let letters = (alive ? survivalLetters : birthLetters)[count]
        return letters >> UInt16(Hensel.letterOf[neighbourhood & 511]) & 1 == 1
    }

    /// Whether a cell is alive next generation, given its state and live-neighbour
    /// count; for totalistic rules (a count with letters counts as never).
    @inlinable
    public func next(alive: Bool, neighbours: Int) -> Bool {
        ((alive ? survival : birth) >> UInt16(neighbours)) & 1 == 1
    }

    /// Golly's canonical form: `B3/S23`, `B2-a/S12`, and for Generations MCell's
    /// survival-first `345/2/4`, `/2/3`, `12/2-a/3`.
    public var description: String {
        let b = part(birth, birthLetters), s = part(survival, survivalLetters)
        return states == 2 ? "B" + b + "/S" + s : s + "/" + b + "/" + String(states)
    }

    /// The counts of one side with their letters, as Golly's `addLetters` writes
    /// them: the letters that are on, or `-` and the ones that are off when that
    /// is shorter (half of 13 rounds towards the letters that are on).
    private func part(_ mask: UInt16, _ letters: [UInt16]) -> String {
        var text = ""
        for count in 0...8 {
            if mask >> UInt16(count) & 1 == 1 {
                text.append(Character(String(count)))
                continue
            }
            var on = letters[count]
            guard on != 0 else { continue }
            text.append(Character(String(count)))
            let most = Hensel.letterCount[count]
            if on.nonzeroBitCount > most / 2, !(on.nonzeroBitCount == 7 && most == 13) {
                on = ~on & Hensel.allLetters(count)
                text.append("-")
            }
            for letter in Self.alphabetical where on >> UInt16(letter) & 1 == 1 {
                text.append(Character(Unicode.Scalar(Hensel.letters[letter])))
            }
        }
        return text
    }

    /// Letter indices in alphabetical order (Golly writes letters so).
    private static let alphabetical = (0..<13).sorted { Hensel.letters[$0] < Hensel.letters[$1] }
}
