/// A set of cell states 0...255: the states one cell of a transition accepts
/// (one state, or a variable's states), 256 bits in four words.
struct StateSet: Sendable, Hashable, Comparable {
    private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    init() {}

    /// The set of one state.
    init(_ state: UInt8) { insert(state) }

    /// The set of these states.
    init(_ states: some Sequence<UInt8>) { for s in states { insert(s) } }

    /// The set of every state below `count`.
    static func all(below count: Int) -> StateSet { StateSet((0..<count).map { UInt8($0) }) }

    mutating func insert(_ state: UInt8) {
        let bit = UInt64(1) << UInt64(state & 63)
        switch state >> 6 {
        case 0: words.0 |= bit
        case 1: words.1 |= bit
        case 2: words.2 |= bit
        default: words.3 |= bit
        }
    }

    func contains(_ state: UInt8) -> Bool {
        let word: UInt64
        switch state >> 6 {
        case 0: word = words.0
        case 1: word = words.1
        case 2: word = words.2
        default: word = words.3
        }
        return word >> UInt64(state & 63) & 1 == 1
    }

    /// The states, smallest first.
    var states: [UInt8] {
        var out: [UInt8] = []
        for (k, word) in [words.0, words.1, words.2, words.3].enumerated() {
            var w = word
            while w != 0 {
                out.append(UInt8(k * 64 + w.trailingZeroBitCount))
                w &= w - 1
            }
        }
        return out
    }

    var count: Int {
        words.0.nonzeroBitCount + words.1.nonzeroBitCount + words.2.nonzeroBitCount + words.3.nonzeroBitCount
    }

    static func == (a: StateSet, b: StateSet) -> Bool {
        a.words.0 == b.words.0 && a.words.1 == b.words.1 && a.words.2 == b.words.2 && a.words.3 == b.words.3
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(words.0)
        hasher.combine(words.1)
        hasher.combine(words.2)
        hasher.combine(words.3)
    }

    /// Any fixed total order: `permute` needs one to list each arrangement once.
    static func < (a: StateSet, b: StateSet) -> Bool {
        (a.words.0, a.words.1, a.words.2, a.words.3) < (b.words.0, b.words.1, b.words.2, b.words.3)
    }
}
