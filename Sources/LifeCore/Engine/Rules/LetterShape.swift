/// Hensel's letters of one neighbour count decided by a tree of selections, 64
/// cells at a time: each inner node picks one of its two subtrees by a feature
/// of the neighbourhood, `a ^ ((a ^ b) & feature)`, and each leaf is the
/// rule's word for one letter, `birth ^ (alive & change)`. So a count costs
/// about 4.5 operations a letter, whatever letters the rule keeps, and the
/// features are computed once for every count a loop decides
/// (`IsotropicPass+Trees`). Counts 5...7 are decided as 3...1 on the dead
/// neighbours (the loop complements the neighbourhood of those cells), with
/// the same letters. The trees are checked against `Hensel.letterOf` on every
/// arrangement of every count by the tests.
protocol LetterShape {
    /// The count 1...4 whose letters the tree tells apart (also 8 − it on the dead neighbours).
    static var count: Int { get }
    /// The leaf of each cell's letter, among cells with `count` live neighbours.
    static func tree(_ f: HenselFeatures, _ leaves: LetterLeaves, alive c: UInt64) -> UInt64
}

/// Each letter's words (`Hensel`'s order c e a i k n j q r y t w z): `birth`
/// all-ones where a dead cell flips, `change` where a live one flips otherwise.
struct LetterLeaves {
    let birth: SIMD16<UInt64>
    let change: SIMD16<UInt64>

    init(birth b: UInt16, survival s: UInt16) {
        var birth = SIMD16<UInt64>(), change = SIMD16<UInt64>()
        for i in 0..<13 {
            birth[i] = b >> UInt16(i) & 1 == 1 ? ~0 : 0
            change[i] = (b ^ s) >> UInt16(i) & 1 == 1 ? ~0 : 0
        }
        self.birth = birth
        self.change = change
    }

    /// The letter's word for cells in states `c`.
    @inline(__always)
    func leaf(_ letter: Letter, _ c: UInt64) -> UInt64 { birth[letter.rawValue] ^ (c & change[letter.rawValue]) }

    /// The first letter's word where `s` is clear, the second's where it is set (the
    /// two letters' XOR is a word of the rule, hoisted out of the loop).
    @inline(__always)
    func pair(_ first: Letter, _ second: Letter, _ s: UInt64, _ c: UInt64) -> UInt64 {
        let i = first.rawValue, j = second.rawValue
        return leaf(first, c) ^ ((birth[i] ^ birth[j] ^ (c & (change[i] ^ change[j]))) & s)
    }
}

/// `a` where `s` is clear, `b` where it is set.
@inline(__always)
func branch(_ a: UInt64, _ b: UInt64, _ s: UInt64) -> UInt64 { a ^ ((a ^ b) & s) }

/// A letter of `Hensel`'s order, as the trees name their leaves.
enum Letter: Int {
    case c, e, a, i, k, n, j, q, r, y, t, w, z
}

/// 1c (a corner), 1e (an edge).
enum OneShape: LetterShape {
    static var count: Int { 1 }
    @inline(__always)
    static func tree(_ f: HenselFeatures, _ l: LetterLeaves, alive: UInt64) -> UInt64 {
        l.pair(.c, .e, f.oddEdges, alive)
    }
}

/// Even edges: 2c 2n (corners, beside one edge or opposite), 2i (opposite
/// edges), 2e; one edge: 2a (with a corner beside it), 2k.
enum TwoShape: LetterShape {
    static var count: Int { 2 }
    @inline(__always)
    static func tree(_ f: HenselFeatures, _ l: LetterLeaves, alive: UInt64) -> UInt64 {
        let even = branch(branch(l.pair(.c, .n, f.oppositeCorners, alive), l.leaf(.i, alive), f.oppositeEdges),
                          l.leaf(.e, alive), f.northSouth)
        return branch(even, l.pair(.k, .a, f.adjacent, alive), f.oddEdges)
    }
}

/// Even edges: 3c (none), 3r (opposite), two edges turned: 3k 3a 3j; odd:
/// 3e (three), one edge: 3q (opposite corners), 3y 3i 3n.
enum ThreeShape: LetterShape {
    static var count: Int { 3 }
    @inline(__always)
    static func tree(_ f: HenselFeatures, _ l: LetterLeaves, alive: UInt64) -> UInt64 {
        let adjacent = f.adjacent, knight = f.knight, opposite = f.oppositeEdges
        let even = branch(l.pair(.c, .r, opposite, alive), branch(l.leaf(.k, alive), l.pair(.a, .j, knight, alive), adjacent),
                          f.northSouth)
        let oneEdge = branch(branch(l.leaf(.y, alive), l.pair(.i, .n, knight, alive), adjacent), l.leaf(.q, alive), f.oppositeCorners)
        return branch(even, branch(oneEdge, l.leaf(.e, alive), opposite), f.oddEdges)
    }
}

/// Even edges: 4c 4e (none, all), opposite edges: 4i 4t 4z, turned: 4k 4a
/// 4w 4q; odd: one edge 4y 4n, three 4j 4r.
enum FourShape: LetterShape {
    static var count: Int { 4 }
    @inline(__always)
    static func tree(_ f: HenselFeatures, _ l: LetterLeaves, alive: UInt64) -> UInt64 {
        let full = f.edgeWithCorners, between = f.cornerWithEdges, corners = f.oppositeCorners
        let opposite = branch(l.pair(.i, .t, full, alive), l.leaf(.z, alive), corners)
        let none = branch(l.pair(.c, .e, f.x.n, alive), opposite, f.oneOppositePair)
        let turned = branch(l.pair(.k, .a, between, alive), l.pair(.w, .q, between, alive), corners)
        let odd = branch(l.pair(.y, .n, full, alive), l.pair(.j, .r, between, alive), f.oppositeEdges)
        return branch(branch(none, turned, f.northSouth), odd, f.oddEdges)
    }
}
