/// A grid of squares of 2^shift × 2^shift cells over the plane, `columns` ×
/// `rows` of them, the first square's top-left cell at (x, y) in Golly's
/// coordinates: where a zoomed-out view of either HashLife puts what it reads.
struct SquareGrid {
    let x: Int128, y: Int128, columns: Int, rows: Int, shift: Int
    var right: Int128 { x + (Int128(columns) << shift) }
    var bottom: Int128 { y + (Int128(rows) << shift) }

    /// The square holding cell (cx, cy), which lies inside the grid.
    func index(_ cx: Int128, _ cy: Int128) -> Int {
        Int((cy - y) >> shift) * columns + Int((cx - x) >> shift)
    }

    func contains(_ cx: Int128, _ cy: Int128) -> Bool { cx >= x && cy >= y && cx < right && cy < bottom }

    /// Whether a square of `side` cells with its top-left at (cx, cy) overlaps the grid.
    func overlaps(_ cx: Int128, _ cy: Int128, side: Int128) -> Bool {
        cx < right && cy < bottom && cx + side > x && cy + side > y
    }
}
