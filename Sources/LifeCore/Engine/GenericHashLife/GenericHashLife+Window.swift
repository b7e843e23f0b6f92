/// What drawing needs: the states of a window of the plane, a cell a square
/// or zoomed out with 2^shift × 2^shift cells a square, read from the
/// quadtree as Golly's `ghashdraw` draws (`NodeStore.walk`).
extension GenericHashLife {
    /// The state of each square of a grid of `columns` × `rows` squares of
    /// 2^`shift` cells a side, row by row, the first square's top-left cell at
    /// (`x`, `y`) in Golly's coordinates. A cell a square (`shift` 0) gives
    /// each cell's state; zoomed out, a square with any cell not in state 0 is
    /// 1, the rest 0, as Golly's `ghashdraw` paints every such square in state
    /// 1's colour.
    ///
    /// Zoomed out the squares are the quadtree's own: `x` must be a multiple
    /// of 2^shift and `y − 1` too (see `densities`).
    public func states(x: Int128, y: Int128, columns: Int, rows: Int, shift: Int = 0) -> [UInt8] {
        precondition(columns >= 0 && rows >= 0 && (0...Self.maxExponent).contains(shift), "bad window")
        var out = [UInt8](repeating: 0, count: columns * rows)
        out.withUnsafeMutableBufferPointer { out in
            store.walk(root, level: level, window: SquareWindow(x: x, y: y, columns: columns, rows: rows, shift: shift),
                       whole: { i, _, _ in out[i] = 1 }) { i, state in out[i] = shift == 0 ? state : 1 }
        }
        return out
    }

    /// The share of cells not in state 0 (0...1) in each square of a grid of
    /// `columns` × `rows` squares of 2^`shift` cells a side, row by row, the
    /// first square's top-left cell at (`x`, `y`) in Golly's coordinates: how
    /// bright a zoomed-out square is, as `HashLife.densities` gives it (the
    /// squares the quadtree's own, likewise).
    public func densities(x: Int128, y: Int128, columns: Int, rows: Int, shift: Int) -> [Double] {
        precondition(columns >= 0 && rows >= 0 && (0...Self.maxExponent).contains(shift), "bad window")
        refreshPopulations()
        return store.densities(root: root, level: level, window: SquareWindow(x: x, y: y, columns: columns, rows: rows, shift: shift),
                               populations: &populations)
    }
}

extension GenericHashLife {
    /// The cells not in state 0, trimmed to their bounding box, and where its
    /// top-left cell lies; nil when the box is wider or taller than `maxSide`
    /// (an empty plane gives the empty pattern at (0, 0)).
    public func pattern(maxSide: Int = Board.maxSide) -> (pattern: Pattern, origin: GridPoint)? {
        guard let box = boundingBox else { return (.empty, GridPoint(x: 0, y: 0)) }
        guard box.width <= maxSide, box.height <= maxSide else { return nil }
        let width = Int(box.width), height = Int(box.height)
        let cells = states(x: box.x, y: box.y, columns: width, rows: height)
        let pattern = Pattern(width: width, height: height) { x, y in Int(cells[y * width + x]) }
        return (pattern, GridPoint(x: Int(box.x), y: Int(box.y)))
    }
}
