/// The plane to and from `Pattern`, lifecam's dense cells.
extension HashLife {
    /// A plane holding `pattern` with its top-left cell at `origin`.
    public convenience init(_ pattern: Pattern, at origin: GridPoint, rule: Rule = .conway,
                            maxMemory: Int = HashLife.defaultMaxMemory) throws(HashLifeError) {
        try self.init(rule: rule, maxMemory: maxMemory)
        var cells = PlaneCells()
        cells.insert(pattern, at: origin)
        try load(cells)
    }

    /// The live cells trimmed to their bounding box, and where its top-left
    /// cell lies; nil when the box is wider or taller than `maxSide` (an empty
    /// plane gives the empty pattern at (0, 0)).
    public func pattern(maxSide: Int = Board.maxSide) -> (pattern: Pattern, origin: GridPoint)? {
        guard let box = boundingBox else { return (.empty, GridPoint(x: 0, y: 0)) }
        guard box.width <= maxSide, box.height <= maxSide else { return nil }
        let width = Int(box.width), height = Int(box.height)
        let perRow = (width + 63) >> 6
        var words = [UInt64](repeating: 0, count: perRow * height)
        let corner = rootCorner
        words.withUnsafeMutableBufferPointer { w in
            fill(root, level: level, x: corner.x - box.x, y: corner.y - box.y, into: w, perRow: perRow)
        }
        return (Pattern(width: width, height: height, words: words), GridPoint(x: Int(box.x), y: Int(box.y)))
    }

    /// Sets the cells of `n` (of `level`), whose top-left cell is at (x, y) in
    /// the words' rows and columns; every live cell lies inside them.
    private func fill(_ n: UInt32, level: Int, x: Int128, y: Int128, into w: UnsafeMutableBufferPointer<UInt64>, perRow: Int) {
        if store.isZero(n, level: level) { return }
        let q = store[n]
        if level == 3 {
            var cells = q.cells
            while cells != 0 {
                let bit = cells.trailingZeroBitCount
                let cx = Int(x) + bit & 7, cy = Int(y) + bit >> 3
                w[cy * perRow + cx >> 6] |= 1 << UInt64(cx & 63)
                cells &= cells - 1
            }
            return
        }
        let half = Int128(1) << (level - 1)
        fill(q.nw, level: level - 1, x: x, y: y, into: w, perRow: perRow)
        fill(q.ne, level: level - 1, x: x + half, y: y, into: w, perRow: perRow)
        fill(q.sw, level: level - 1, x: x, y: y + half, into: w, perRow: perRow)
        fill(q.se, level: level - 1, x: x + half, y: y + half, into: w, perRow: perRow)
    }
}
