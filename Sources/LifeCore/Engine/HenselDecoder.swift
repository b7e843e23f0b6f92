/// Tells Hensel's letters apart, 64 cells at a time, among cells already known
/// to have a given number of live neighbours (1...4; 5...7 are read as 3...1
/// dead ones): each letter is a few features of the neighbourhood, checked
/// against `Hensel.letterOf` for all 256 arrangements by the tests.
///
/// The features: `edges`, how many of the four edge neighbours (N, E, S, W) are
/// alive, and whether the neighbourhood holds
/// - `adjacent`: an edge and a corner beside it (the `2a` pair),
/// - `knight`: an edge and a corner not beside it (the `2k` pair),
/// - `oppositeEdges` / `oppositeCorners`: both ends of a line through the cell,
/// - `edgeWithCorners`: an edge and both corners beside it,
/// - `cornerWithEdges`: a corner and both edges beside it.
/// Letter indices are `Hensel`'s order: c e a i k n j q r y t w z.
protocol HenselDecoder {
    /// The cells whose arrangement's letter `masks` keeps for their state.
    static func kept(_ x: Neighbourhood, _ masks: LetterMasks) -> UInt64
}

/// The features above, each computed once when first used.
struct HenselFeatures {
    let x: Neighbourhood

    @inline(__always) init(_ x: Neighbourhood) { self.x = x }

    /// Edge-count planes: exactly 0, 1, 2, 3, 4 of N, E, S, W alive.
    @inline(__always)
    var edges: (UInt64, UInt64, UInt64, UInt64, UInt64) {
        let p = x.n ^ x.s, q = x.n & x.s, r = x.e ^ x.w, t = x.e & x.w
        let one = p ^ r, pair = q | t
        return (~(p | q | r | t), one & ~pair, (p & r) | (q & ~(r | t)) | (t & ~(p | q)), one & pair, q & t)
    }
    @inline(__always) var adjacent: UInt64 {
        (x.n & (x.nw | x.ne)) | (x.s & (x.sw | x.se)) | (x.e & (x.ne | x.se)) | (x.w & (x.nw | x.sw))
    }
    @inline(__always) var knight: UInt64 {
        (x.n & (x.sw | x.se)) | (x.s & (x.nw | x.ne)) | (x.e & (x.nw | x.sw)) | (x.w & (x.ne | x.se))
    }
    @inline(__always) var oppositeEdges: UInt64 { (x.n & x.s) | (x.e & x.w) }
    @inline(__always) var oppositeCorners: UInt64 { (x.ne & x.sw) | (x.nw & x.se) }
    @inline(__always) var edgeWithCorners: UInt64 {
        (x.n & x.nw & x.ne) | (x.e & x.ne & x.se) | (x.s & x.se & x.sw) | (x.w & x.sw & x.nw)
    }
    @inline(__always) var cornerWithEdges: UInt64 {
        (x.ne & x.n & x.e) | (x.se & x.s & x.e) | (x.sw & x.s & x.w) | (x.nw & x.n & x.w)
    }
}

/// 1c (a corner), 1e (an edge).
enum OneNeighbour: HenselDecoder {
    @inline(__always)
    static func kept(_ x: Neighbourhood, _ m: LetterMasks) -> UInt64 {
        let corner = ~(x.n | x.e | x.s | x.w)
        return m.pick(corner, 0, x.c) | m.pick(~corner, 1, x.c)
    }
}

/// 2c 2n (two corners), 2a 2k (an edge and a corner), 2e 2i (two edges).
enum TwoNeighbours: HenselDecoder {
    @inline(__always)
    static func kept(_ x: Neighbourhood, _ m: LetterMasks) -> UInt64 {
        let f = HenselFeatures(x), e = f.edges, opposite = f.oppositeEdges | f.oppositeCorners, adjacent = f.adjacent
        return m.pick(e.0 & ~opposite, 0, x.c) | m.pick(e.0 & opposite, 5, x.c)
            | m.pick(e.1 & adjacent, 2, x.c) | m.pick(e.1 & ~adjacent, 4, x.c)
            | m.pick(e.2 & ~opposite, 1, x.c) | m.pick(e.2 & opposite, 3, x.c)
    }
}

/// 3c (corners), 3e (edges); one edge: 3i 3n 3q 3y; two edges: 3a 3j 3k 3r.
enum ThreeNeighbours: HenselDecoder {
    @inline(__always)
    static func kept(_ x: Neighbourhood, _ m: LetterMasks) -> UInt64 {
        let f = HenselFeatures(x), e = f.edges, adjacent = f.adjacent, knight = f.knight
        let pairs = adjacent & knight, oppositeEdges = f.oppositeEdges
        let oneEdge = m.pick(e.1 & ~adjacent, 9, x.c) | m.pick(e.1 & adjacent & ~knight, 3, x.c)
            | m.pick(e.1 & pairs & f.oppositeCorners, 7, x.c) | m.pick(e.1 & pairs & ~f.oppositeCorners, 5, x.c)
        let twoEdges = m.pick(e.2 & oppositeEdges, 8, x.c) | m.pick(e.2 & ~oppositeEdges & ~adjacent, 4, x.c)
            | m.pick(e.2 & ~oppositeEdges & adjacent & ~knight, 2, x.c) | m.pick(e.2 & ~oppositeEdges & pairs, 6, x.c)
        return m.pick(e.0, 0, x.c) | m.pick(e.3, 1, x.c) | oneEdge | twoEdges
    }
}

/// 4c (corners), 4e (edges); one edge: 4n 4y; three: 4r 4j; two: 4z 4i 4t 4q 4w 4a 4k.
enum FourNeighbours: HenselDecoder {
    @inline(__always)
    static func kept(_ x: Neighbourhood, _ m: LetterMasks) -> UInt64 {
        let f = HenselFeatures(x), e = f.edges
        let full = f.edgeWithCorners, between = f.cornerWithEdges
        let pe = f.oppositeEdges, pk = f.oppositeCorners
        let two = m.pick(e.2 & pe & pk, 12, x.c)
            | m.pick(e.2 & pe & ~pk & ~full, 3, x.c) | m.pick(e.2 & pe & ~pk & full, 10, x.c)
            | m.pick(e.2 & ~pe & pk & between, 7, x.c) | m.pick(e.2 & ~pe & pk & ~between, 11, x.c)
            | m.pick(e.2 & ~pe & ~pk & between, 2, x.c) | m.pick(e.2 & ~pe & ~pk & ~between, 4, x.c)
        return m.pick(e.0, 0, x.c) | m.pick(e.4, 1, x.c)
            | m.pick(e.1 & full, 5, x.c) | m.pick(e.1 & ~full, 9, x.c)
            | m.pick(e.3 & between, 8, x.c) | m.pick(e.3 & ~between, 6, x.c) | two
    }
}
