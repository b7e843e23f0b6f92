/// The plane zoomed out: how full each square of 2^shift × 2^shift cells is,
/// read from the quadtree as Golly draws a zoomed-out view (`NodeStore.walk`).
extension HashLife {
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
        refreshPopulations()
        return store.densities(root: root, level: level, window: SquareWindow(x: x, y: y, columns: columns, rows: rows, shift: shift),
                               populations: &populations)
    }
}
