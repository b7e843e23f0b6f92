/// Putting patterns on a board and taking them off again.
extension Board {
    /// Makes the live cells of `pattern`, turned by `orientation`, alive with
    /// the oriented pattern's top-left at `origin`. Cells already alive stay
    /// alive. Cells beyond an edge go where its join leads (`folded`: round a
    /// torus, mirrored across a Klein bottle's twist); on a bounded board
    /// they are dropped.
    public mutating func stamp(_ pattern: Pattern, at origin: GridPoint, orientation: Orientation = .identity) {
        let p = pattern.oriented(orientation)
        if origin.x >= 0, origin.y >= 0, origin.x + p.width <= width, origin.y + p.height <= height {
            return stampInside(p, at: origin)
        }
        p.forEachLiveCell { c in
            if let cell = folded(origin.x + c.x, origin.y + c.y) { self[cell.x, cell.y] = true }
        }
    }

    /// Makes the live cells of `pattern` alive with its top-left at `origin`,
    /// dropping those that fall off the board, whatever its topology: Golly
    /// drops the cells of a file that lie beyond its grid. Returns how many were dropped.
    @discardableResult
    public mutating func place(_ pattern: Pattern, at origin: GridPoint) -> Int {
        if origin.x >= 0, origin.y >= 0, origin.x + pattern.width <= width, origin.y + pattern.height <= height {
            stampInside(pattern, at: origin)
            return 0
        }
        var dropped = 0
        pattern.forEachLiveCell { c in
            let x = origin.x + c.x, y = origin.y + c.y
            if x >= 0, y >= 0, x < width, y < height { self[x, y] = true } else { dropped += 1 }
        }
        return dropped
    }

    /// Golly's coordinates of the board's top-left cell, the board taken as
    /// Golly's grid of its size: (−⌊W/2⌋, −⌊H/2⌋).
    public var gollyOrigin: GridPoint { GridPoint(x: -(width / 2), y: -(height / 2)) }

    /// `stamp` for a pattern that lies wholly on the board: each pattern word is
    /// shifted into the one or two board words it covers, 64 cells at a time
    /// (a 16384² pattern would take seconds cell by cell).
    private mutating func stampInside(_ p: Pattern, at origin: GridPoint) {
        let shift = UInt64(origin.x & 63), first = origin.x >> 6
        let perRow = wordsPerRow
        words.withUnsafeMutableBufferPointer { board in
            for y in 0..<p.height {
                let row = (origin.y + y) * perRow + first
                for k in 0..<p.wordsPerRow {
                    let word = p.words[y * p.wordsPerRow + k]
                    guard word != 0 else { continue }
                    board[row + k] |= word << shift
                    // The high bits spill into the next word; it exists, since they are cells on the board.
                    if shift != 0, word >> (64 - shift) != 0 { board[row + k + 1] |= word >> (64 - shift) }
                }
            }
        }
    }

    /// Where `pattern` goes to be centred as Golly centres it: the top-left of
    /// its bounding box at (W/2 − w/2, H/2 − h/2), integer division.
    public func centredOrigin(for pattern: Pattern) -> GridPoint {
        GridPoint(x: width / 2 - pattern.width / 2, y: height / 2 - pattern.height / 2)
    }

    /// The live cells as a pattern trimmed to their bounding box, and the
    /// board position of that box's top-left corner ((0, 0) when the board is empty).
    public func extractPattern() -> (pattern: Pattern, origin: GridPoint) {
        var minY = Int.max, maxY = -1, minX = Int.max, maxX = -1
        for y in 0..<height {
            withRow(y) { row in
                for (k, w) in row.enumerated() where w != 0 {
                    minY = min(minY, y); maxY = y
                    minX = min(minX, k << 6 + w.trailingZeroBitCount)
                    maxX = max(maxX, k << 6 + 63 - w.leadingZeroBitCount)
                }
            }
        }
        guard maxY >= 0 else { return (.empty, GridPoint(x: 0, y: 0)) }
        let w = maxX - minX + 1, h = maxY - minY + 1
        let perRow = (w + 63) >> 6
        var out = [UInt64](repeating: 0, count: perRow * h)
        for y in minY...maxY {
            withRow(y) { row in
                for (k, word) in row.enumerated() {
                    var bits = word
                    while bits != 0 {
                        let x = k << 6 + bits.trailingZeroBitCount - minX
                        out[(y - minY) * perRow + (x >> 6)] |= 1 << UInt64(x & 63)
                        bits &= bits - 1
                    }
                }
            }
        }
        return (Pattern(width: w, height: h, words: out), GridPoint(x: minX, y: minY))
    }
}
