/// The plane zoomed out: how full each square of 2^shift × 2^shift cells is,
/// read from the quadtree as Golly draws a zoomed-out view, so a frame costs
/// about one visit per non-empty square shown and never one per cell.
extension HashLife {
    /// Entries kept in the population cache before it is started afresh, so
    /// drawing never holds more than about 80 MB besides the nodes.
    static let maxCachedPopulations = 1 << 22

    /// The fraction of live cells (0...1) in each square of a grid of
    /// `columns` × `rows` squares of 2^`shift` cells a side, row by row, the
    /// first square's top-left cell at (`x`, `y`) in Golly's coordinates.
    ///
    /// The squares are the quadtree's own: `x` must be a multiple of
    /// 2^shift and `y − 1` too (a root's top row is 1 − 2^(L−1), Golly's
    /// HashLife storing y upwards), so every node of level `shift` or below
    /// but the root lies inside one square and is counted whole, by its
    /// population (memoised per node), and no empty node is opened.
    public func densities(x: Int128, y: Int128, columns: Int, rows: Int, shift: Int) -> [Double] {
        precondition(columns >= 0 && rows >= 0 && (0...Self.maxExponent).contains(shift), "bad density grid")
        let side = Int128(1) << shift
        precondition(x & (side - 1) == 0 && (y - 1) & (side - 1) == 0, "the squares are not the quadtree's")
        var counts = [Double](repeating: 0, count: columns * rows)
        guard columns > 0, rows > 0, !isEmpty else { return counts }
        refreshPopulations()
        let grid = DensityGrid(x: x, y: y, columns: columns, rows: rows, shift: shift)
        let corner = rootCorner
        counts.withUnsafeMutableBufferPointer { out in
            add(root, level: level, x: corner.x, y: corner.y, grid, into: out)
        }
        let area = Double(sign: .plus, exponent: 2 * shift, significand: 1)
        return counts.map { $0 / area }
    }

    /// Starts the kept node populations afresh after a garbage collection (a
    /// node's index may now be another node's) or once they grow too many.
    func refreshPopulations() {
        if store.collections != populationsCollections || populations.count > Self.maxCachedPopulations {
            populations = NodeMemo(filler: 0)
            populationsCollections = store.collections
        }
    }

    /// Where the squares lie, in cells.
    private struct DensityGrid {
        let x: Int128, y: Int128, columns: Int, rows: Int, shift: Int
        var right: Int128 { x + (Int128(columns) << shift) }
        var bottom: Int128 { y + (Int128(rows) << shift) }

        /// The square holding cell (cx, cy), which lies inside the grid.
        func index(_ cx: Int128, _ cy: Int128) -> Int {
            Int((cy - y) >> shift) * columns + Int((cx - x) >> shift)
        }

        func contains(_ cx: Int128, _ cy: Int128) -> Bool { cx >= x && cy >= y && cx < right && cy < bottom }
    }

    /// Adds the live cells of node `n` (of `level`, top-left cell at (x, y)) to the squares they fall in.
    private func add(_ n: UInt32, level: Int, x: Int128, y: Int128, _ grid: DensityGrid,
                     into out: UnsafeMutableBufferPointer<Double>) {
        let side = Int128(1) << level
        guard x < grid.right, y < grid.bottom, x + side > grid.x, y + side > grid.y else { return }
        if store.isZero(n, level: level) { return }
        if level <= grid.shift, level < self.level {
            // The whole node lies in one square: below the root, a node's corner is a multiple of
            // its side (y − 1 for y), so its grid refines the squares'. The root, centred, may not.
            out[grid.index(x, y)] += Double(count(n, level: level, &populations))
            return
        }
        let q = store[n]
        if level == 3 {
            // Squares of 1, 2 or 4 cells a side inside a leaf: bit 8·row + column.
            var cells = q.cells
            while cells != 0 {
                let bit = cells.trailingZeroBitCount
                let cx = x + Int128(bit & 7), cy = y + Int128(bit >> 3)
                if grid.contains(cx, cy) { out[grid.index(cx, cy)] += 1 }
                cells &= cells - 1
            }
            return
        }
        let half = side >> 1
        add(q.nw, level: level - 1, x: x, y: y, grid, into: out)
        add(q.ne, level: level - 1, x: x + half, y: y, grid, into: out)
        add(q.sw, level: level - 1, x: x, y: y + half, grid, into: out)
        add(q.se, level: level - 1, x: x + half, y: y + half, grid, into: out)
    }
}
