/// The one-letter loops of `IsotropicPass`: a rule one letter away from its
/// totalistic `base` (one count, one letter, on either side or both) gets the
/// loop specialised for that letter, so only its plane is decoded. There are
/// 31 letters of 1...4 live neighbours and as many of 5...7 read from the dead
/// ones, one specialised loop each.
typealias OneLetterStep = (IsotropicPass, LetterFlip, PreparedRows, UnsafeMutablePointer<UInt64>, Int) -> Void

extension IsotropicPass {
    /// The loop for letter `letter` (`Hensel`'s order) of `count` (1...4) neighbours on `side`.
    static func oneLetterStep<Side: NeighbourSide>(_ side: Side.Type, count: Int, letter: Int) -> OneLetterStep {
        func step<Letter: HenselLetter>(_ l: Letter.Type) -> OneLetterStep {
            { pass, flip, rows, out, n in pass.oneLetter(l, side, flip, rows, out, n) }
        }
        switch (count, letter) {
        case (1, 0): return step(Letter1c.self)
        case (1, 1): return step(Letter1e.self)
        case (2, 0): return step(Letter2c.self)
        case (2, 1): return step(Letter2e.self)
        case (2, 2): return step(Letter2a.self)
        case (2, 3): return step(Letter2i.self)
        case (2, 4): return step(Letter2k.self)
        case (2, 5): return step(Letter2n.self)
        case (3, 0): return step(Letter3c.self)
        case (3, 1): return step(Letter3e.self)
        case (3, 2): return step(Letter3a.self)
        case (3, 3): return step(Letter3i.self)
        case (3, 4): return step(Letter3k.self)
        case (3, 5): return step(Letter3n.self)
        case (3, 6): return step(Letter3j.self)
        case (3, 7): return step(Letter3q.self)
        case (3, 8): return step(Letter3r.self)
        case (3, 9): return step(Letter3y.self)
        case (4, 0): return step(Letter4c.self)
        case (4, 1): return step(Letter4e.self)
        case (4, 2): return step(Letter4a.self)
        case (4, 3): return step(Letter4i.self)
        case (4, 4): return step(Letter4k.self)
        case (4, 5): return step(Letter4n.self)
        case (4, 6): return step(Letter4j.self)
        case (4, 7): return step(Letter4q.self)
        case (4, 8): return step(Letter4r.self)
        case (4, 9): return step(Letter4y.self)
        case (4, 10): return step(Letter4t.self)
        case (4, 11): return step(Letter4w.self)
        case (4, 12): return step(Letter4z.self)
        default: preconditionFailure("no letter \(letter) of \(count) neighbours")
        }
    }
}

/// Whether a count's letters are read from the live neighbours (1...4) or from
/// the dead ones (5...7, complemented: `flip` all-ones).
protocol NeighbourSide {
    static var flip: UInt64 { get }
}

enum LiveNeighbours: NeighbourSide {
    static var flip: UInt64 { 0 }
}

enum DeadNeighbours: NeighbourSide {
    static var flip: UInt64 { ~0 }
}

/// The cells with exactly `count` (1...7) live neighbours, from the count's
/// planes y0…y2: y3 (8) comes only with y0 = y1 = y2 = 0, which no count 1...7
/// has. Five operations, or two when `count` is known when compiled.
@inline(__always)
func exactly(_ count: Int, _ y0: UInt64, _ y1: UInt64, _ y2: UInt64) -> UInt64 {
    @inline(__always) func bit(_ plane: UInt64, _ i: Int) -> UInt64 { plane ^ (count >> i & 1 == 1 ? 0 : ~0) }
    return bit(y0, 0) & bit(y1, 1) & bit(y2, 2)
}

/// Which cells one letter is flipped for against `base`: all-ones or all-zero
/// words, `birth` for dead cells, `change` (birth XOR survival) for the difference.
struct LetterFlip {
    let birth: UInt64
    let change: UInt64

    init(birth: Bool, survival: Bool) {
        self.birth = birth ? ~0 : 0
        change = birth != survival ? ~0 : 0
    }

    /// The flip for cells in states `c` (all-ones where alive).
    @inline(__always)
    func of(_ c: UInt64) -> UInt64 { birth ^ (c & change) }
}
