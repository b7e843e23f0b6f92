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
        traverse(row, west: west, east: east, into: out)
    }

    /// Calls `sink` with every word of the `words`-word row at `row` and its west
    /// and east neighbour words, `west` and `east` (0 or 1) being the cells just
    /// beyond the row's two ends.
    @inline(__always)
    func traverse<Sink: RowSink>(_ row: UnsafePointer<UInt64>, west: UInt64, east: UInt64, into sink: Sink) {
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
            sink.store(west: (last << 1) | west, centre: last, east: (last >> 1) | eastCarry, at: 0)
            return
        }
        let c0 = row[0]
        sink.store(west: (c0 << 1) | west, centre: c0, east: (c0 >> 1) | (row[1] << 63), at: 0)
        var k = 1
        while k < lastIndex {
            let c = row[k]
            sink.store(west: (c << 1) | (row[k &- 1] >> 63), centre: c, east: (c >> 1) | (row[k &+ 1] << 63), at: k)
            k &+= 1
        }
        sink.store(
            west: (last << 1) | (row[lastIndex &- 1] >> 63), centre: last, east: (last >> 1) | eastCarry,
            at: lastIndex)
    }
}

/// Where `RowGeometry.traverse` puts each word with its west and east neighbours.
protocol RowSink {
    func store(west: UInt64, centre: UInt64, east: UInt64, at k: Int)
}

/// Pointers to one row's two horizontal-sum bit-planes: west + self + east,
/// full-added into ones (`s0`) and twos (`s1`).
struct RowSums: RowSink {
    var s0: UnsafeMutablePointer<UInt64>
    var s1: UnsafeMutablePointer<UInt64>

    @inline(__always)
    func store(west w: UInt64, centre c: UInt64, east e: UInt64, at k: Int) {
        let t = w ^ e
        s0[k] = t ^ c
        s1[k] = (w & e) | (t & c)
    }
}

/// Pointers to one row's west neighbours, cells and east neighbours, each a
/// plane of its own (bit x of `west` is the cell west of x), for the isotropic
/// stepper, which needs every neighbour apart.
struct RowShifts: RowSink {
    var west: UnsafeMutablePointer<UInt64>
    var centre: UnsafeMutablePointer<UInt64>
    var east: UnsafeMutablePointer<UInt64>

    @inline(__always)
    func store(west w: UInt64, centre c: UInt64, east e: UInt64, at k: Int) {
        west[k] = w
        centre[k] = c
        east[k] = e
    }
}
