/// The horizontal pass of a step: for each cell, west + self + east as a 2-bit sum.
///
/// Within a word, the west neighbour of bit x is bit x-1 (`c << 1`) and the east
/// neighbour is bit x+1 (`c >> 1`); the bit shifted in at each end comes from the
/// neighbouring word. Only the row's two end words need more: the cells just
/// beyond the row's ends, which the ring gives (`Board+Ring`: on a torus cells
/// `width-1` and 0 of the same row, on a bounded plane dead, on the other grids
/// whatever their joins bring). The west one is shifted in at bit 0. For a width
/// that is not a multiple of 64 the east one is placed just past the last cell
/// (bit `width & 63` of the last word) so the ordinary shift delivers it; the
/// sums at that bit are garbage, and the stepping kernel masks them away with
/// the last-word mask.
struct RowGeometry {
    let width: Int
    let words: Int
    let lastMask: UInt64

    init(board: Board) {
        width = board.width
        words = board.wordsPerRow
        lastMask = board.lastWordMask
    }

    /// Writes the sums of the `words`-word row at `row` into `out`, with `west`
    /// and `east` (0 or 1) the cells just beyond its two ends.
    @inline(__always)
    func rowSums(_ row: UnsafePointer<UInt64>, west: UInt64, east: UInt64, into out: RowSums) {
        let n = words
        let lastIndex = n &- 1
        var eastCarry: UInt64 = 0
        var last = row[lastIndex]
        if width & 63 == 0 {
            eastCarry = east << 63
        } else {
            last |= east << UInt64(width & 63)
        }
        if n == 1 {
            Self.store(west: (last << 1) | west, centre: last, east: (last >> 1) | eastCarry, out, 0)
            return
        }
        let c0 = row[0]
        Self.store(west: (c0 << 1) | west, centre: c0, east: (c0 >> 1) | (row[1] << 63), out, 0)
        var k = 1
        while k < lastIndex {
            let c = row[k]
            Self.store(west: (c << 1) | (row[k &- 1] >> 63), centre: c, east: (c >> 1) | (row[k &+ 1] << 63), out, k)
            k &+= 1
        }
        Self.store(
            west: (last << 1) | (row[lastIndex &- 1] >> 63), centre: last, east: (last >> 1) | eastCarry,
            out, lastIndex)
    }

    /// Full-adds three one-bit planes into the two sum planes at word `k`.
    @inline(__always)
    private static func store(west w: UInt64, centre c: UInt64, east e: UInt64, _ out: RowSums, _ k: Int) {
        let t = w ^ e
        out.s0[k] = t ^ c
        out.s1[k] = (w & e) | (t & c)
    }
}
