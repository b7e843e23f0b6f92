/// Features of a cell's neighbourhood, 64 cells at a time, that tell Hensel's
/// letters apart among cells with a known number of live neighbours (1...4;
/// 5...7 are read as 3...1 dead ones, on the complemented neighbourhood): the
/// one-letter loops (`HenselLetter`) and the trees (`LetterShape`) are built
/// from them. Each is a computed property, so a loop computes only those its
/// letters use, once however many use them.
///
/// The features: how many of the four edge neighbours (N, E, S, W) are alive,
/// and whether the neighbourhood holds
/// - `adjacent`: an edge and a corner beside it (the `2a` pair),
/// - `knight`: an edge and a corner not beside it (the `2k` pair),
/// - `oppositeEdges` / `oppositeCorners`: both ends of a line through the cell,
/// - `edgeWithCorners`: an edge and both corners beside it,
/// - `cornerWithEdges`: a corner and both edges beside it.
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
    /// An odd number of edges alive.
    @inline(__always) var oddEdges: UInt64 { x.n ^ x.s ^ x.e ^ x.w }
    /// N and S differ.
    @inline(__always) var northSouth: UInt64 { x.n ^ x.s }
    /// No edge neighbour alive.
    @inline(__always) var noEdge: UInt64 { ~(x.n | x.e | x.s | x.w) }
    /// Two edges a quarter turn apart (N and E …).
    @inline(__always) var turnedEdges: UInt64 { (x.n | x.s) & (x.e | x.w) }
    /// Two corners beside the same edge (NW and NE …).
    @inline(__always) var sideCorners: UInt64 { (x.ne | x.sw) & (x.nw | x.se) }
    @inline(__always) var oppositeEdges: UInt64 { (x.n & x.s) | (x.e & x.w) }
    /// One pair of opposite edges alive, not both.
    @inline(__always) var oneOppositePair: UInt64 { (x.n & x.s) ^ (x.e & x.w) }
    @inline(__always) var oppositeCorners: UInt64 { (x.ne & x.sw) | (x.nw & x.se) }
    @inline(__always) var adjacent: UInt64 {
        (x.n & (x.nw | x.ne)) | (x.s & (x.sw | x.se)) | (x.e & (x.ne | x.se)) | (x.w & (x.nw | x.sw))
    }
    @inline(__always) var knight: UInt64 {
        (x.n & (x.sw | x.se)) | (x.s & (x.nw | x.ne)) | (x.e & (x.nw | x.sw)) | (x.w & (x.ne | x.se))
    }
    @inline(__always) var edgeWithCorners: UInt64 {
        (x.n & x.nw & x.ne) | (x.e & x.ne & x.se) | (x.s & x.se & x.sw) | (x.w & x.sw & x.nw)
    }
    @inline(__always) var cornerWithEdges: UInt64 {
        (x.ne & x.n & x.e) | (x.se & x.s & x.e) | (x.sw & x.s & x.w) | (x.nw & x.n & x.w)
    }
}
