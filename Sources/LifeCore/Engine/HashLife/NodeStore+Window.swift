/// What drawing needs, the same for both HashLifes: the non-empty parts of a
/// window of the plane, read from the quadtree as Golly draws a view, so a
/// frame costs about one visit per non-empty square shown and never one per
/// cell.
extension NodeStore {
    /// Visits what lies under `root` (of `level`) inside `window`: `whole`
    /// (square, node, level) for a node below the root that lies inside one
    /// square, `cell` (square, state) for each cell not in state 0 of a leaf
    /// that does not.
    ///
    /// The squares must be the quadtree's own: `window.x` a multiple of
    /// 2^shift and `window.y − 1` too (a root's top row is 1 − 2^(L−1)), so
    /// every node of level `shift` or below but the root lies inside one
    /// square, and no empty node is opened.
    func walk(_ root: UInt32, level: Int, window: SquareWindow,
              whole: (Int, UInt32, Int) -> Void, cell: (Int, UInt8) -> Void) {
        let side = Int128(1) << window.shift
        precondition(window.x & (side - 1) == 0 && (window.y - 1) & (side - 1) == 0, "the squares are not the quadtree's")
        guard window.columns > 0, window.rows > 0 else { return }
        let corner = Self.rootCorner(level: level)

        func visit(_ n: UInt32, level l: Int, x: Int128, y: Int128) {
            let side = Int128(1) << l
            guard window.overlaps(x, y, side: side), !isZero(n, level: l) else { return }
            if l <= window.shift, l < level {
                // The whole node lies in one square: below the root, a node's corner is a multiple of
                // its side (y − 1 for y), so its grid refines the squares'. The root, centred, may not.
                whole(window.index(x, y), n, l)
                return
            }
            let q = nodes[Int(n)]
            if l == leafLevel {
                visitLeaf(q, x: x, y: y)
                return
            }
            let half = side >> 1
            visit(q.nw, level: l - 1, x: x, y: y)
            visit(q.ne, level: l - 1, x: x + half, y: y)
            visit(q.sw, level: l - 1, x: x, y: y + half)
            visit(q.se, level: l - 1, x: x + half, y: y + half)
        }

        /// Each cell of a leaf not in state 0 that lies in the window.
        func visitLeaf(_ q: QuadNode, x: Int128, y: Int128) {
            if leafLevel == 3 {
                var cells = q.cells
                while cells != 0 {
                    let bit = cells.trailingZeroBitCount
                    let cx = x + Int128(bit & 7), cy = y + Int128(bit >> 3)
                    if window.contains(cx, cy) { cell(window.index(cx, cy), 1) }
                    cells &= cells - 1
                }
                return
            }
            for row in 0..<4 {
                var bytes = q.row(row), column: Int128 = 0
                while bytes != 0 {
                    let state = UInt8(truncatingIfNeeded: bytes)
                    let cx = x + column, cy = y + Int128(row)
                    if state != 0, window.contains(cx, cy) { cell(window.index(cx, cy), state) }
                    bytes >>= 8
                    column += 1
                }
            }
        }
        visit(root, level: level, x: corner.x, y: corner.y)
    }

    /// The share of cells not in state 0 (0...1) in each square of `window`
    /// under `root` (of `level`), row by row: nodes inside one square counted
    /// whole, by their populations (memoised in `populations`).
    func densities(root: UInt32, level: Int, window: SquareWindow, populations: inout NodeMemo<UInt128>) -> [Double] {
        var counts = [Double](repeating: 0, count: window.columns * window.rows)
        counts.withUnsafeMutableBufferPointer { out in
            walk(root, level: level, window: window, whole: { i, n, l in
                out[i] += Double(population(n, level: l, &populations))
            }) { i, _ in out[i] += 1 }
        }
        let area = Double(sign: .plus, exponent: 2 * window.shift, significand: 1)
        return counts.map { $0 / area }
    }
}
