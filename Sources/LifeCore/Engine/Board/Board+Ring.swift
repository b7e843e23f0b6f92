/// The ring: the cells one step outside the board, as the topology's joins
/// make them, filled before each step so that stepping sees every edge cell's
/// eight neighbours whatever the grid (Golly's `CreateBorderCells`, which
/// copies edge cells into the ring around a bounded grid before each
/// generation; gollybase/lifealgo.cpp). The step reads neighbours only from
/// the board and the ring, so any rule kernel works on any grid.
///
/// Layout of `ring` (n = `wordsPerRow`, c = `columnWords`):
/// - words 0..<n: the row above, cells (x, −1), packed like a board row;
/// - words n..<2n: the row below, cells (x, height);
/// - the next c words: the column left, bit `y & 63` of word `y >> 6` is (−1, y);
/// - the next c words: the column right, cells (width, y);
/// - one word of corners: bit 0 (−1, −1), bit 1 (width, −1), bit 2 (−1, height), bit 3 (width, height).
///
/// On a bounded plane the ring stays dead and is never filled; on a torus it
/// is never filled either, the step reading the opposite edges in its place.
extension Board {
    /// Words the ring needs for a board of this shape.
    static func ringWords(wordsPerRow n: Int, height: Int) -> Int {
        2 &* n &+ 2 &* columnWords(height: height) &+ 1
    }

    /// Words of one ring column: one bit per row.
    static func columnWords(height: Int) -> Int { (height &+ 63) >> 6 }

    /// Fills the ring from the edges as the topology joins them, one cell at a
    /// time through `Topology.fold` (2·(width + height) + 4 cells, a small part
    /// of a step's work on any board but the smallest).
    ///
    /// A torus has no ring to fill: its ring is its own opposite edges, which
    /// the step reads from the board itself (as it always has: no copy, no
    /// gathering of columns), and a bounded plane's ring stays dead.
    mutating func fillRing() {
        let n = wordsPerRow, c = Board.columnWords(height: height)
        let w = width, h = height, topology = topology
        guard topology != .bounded, topology != .torus else { return }
        ring.withUnsafeMutableBufferPointer { ringWords in
            words.withUnsafeBufferPointer { cells in
                ringWords.update(repeating: 0)
                let ring = ringWords.baseAddress!, left = ring + 2 &* n, right = left + c
                Board.fillFolded(ring, left: left, right: right, corners: right + c, from: cells.baseAddress!,
                                 width: w, height: h, wordsPerRow: n, topology: topology)
            }
        }
    }

    /// The ring of any grid, one cell at a time through `Topology.fold`, into a cleared ring.
    private static func fillFolded(
        _ ring: UnsafeMutablePointer<UInt64>, left: UnsafeMutablePointer<UInt64>, right: UnsafeMutablePointer<UInt64>,
        corners: UnsafeMutablePointer<UInt64>, from cells: UnsafePointer<UInt64>,
        width w: Int, height h: Int, wordsPerRow n: Int, topology: Topology
    ) {
        func alive(_ x: Int, _ y: Int) -> UInt64 {
            guard let p = topology.fold(x, y, width: w, height: h) else { return 0 }
            return cells[p.y &* n &+ (p.x >> 6)] >> UInt64(p.x & 63) & 1
        }
        func set(_ base: UnsafeMutablePointer<UInt64>, _ i: Int, _ bit: UInt64) {
            base[i >> 6] |= bit << UInt64(i & 63)
        }
        for x in 0..<w {
            set(ring, x, alive(x, -1))
            set(ring + n, x, alive(x, h))
        }
        for y in 0..<h {
            set(left, y, alive(-1, y))
            set(right, y, alive(w, y))
        }
        corners[0] = alive(-1, -1) | alive(w, -1) << 1 | alive(-1, h) << 2 | alive(w, h) << 3
    }
}

/// Read access to a filled ring while a step runs (layout in `Board+Ring`).
struct RingView {
    let base: UnsafePointer<UInt64>
    let wordsPerRow: Int
    let columnWords: Int
    /// A torus: the ring is not filled, its cells are the board's opposite edges.
    let isOppositeEdges: Bool

    /// The row above the board, cells (x, −1).
    var above: UnsafePointer<UInt64> { base }
    /// The row below the board, cells (x, height).
    var below: UnsafePointer<UInt64> { base + wordsPerRow }

    /// Ring cell (−1, y) as 0 or 1.
    @inline(__always)
    func left(_ y: Int) -> UInt64 { base[2 &* wordsPerRow &+ (y >> 6)] >> UInt64(y & 63) & 1 }

    /// Ring cell (width, y) as 0 or 1.
    @inline(__always)
    func right(_ y: Int) -> UInt64 { base[2 &* wordsPerRow &+ columnWords &+ (y >> 6)] >> UInt64(y & 63) & 1 }

    /// Corner `i` as 0 or 1: 0 above-left, 1 above-right, 2 below-left, 3 below-right.
    @inline(__always)
    func corner(_ i: Int) -> UInt64 { base[2 &* wordsPerRow &+ 2 &* columnWords] >> UInt64(i) & 1 }
}
