extension Board {
    /// The board seen zoomed out, as `HashLife.densities` sees Golly's plane:
    /// how many cells are in a non-zero state (alive, or dying under a
    /// Generations rule) in each square of 2^`shift` × 2^`shift` cells of a
    /// window `columns` × `rows` squares wide whose top-left square is (`x`,
    /// `y`), in squares (its top-left cell is (x · 2^shift, y · 2^shift)),
    /// row by row. Squares are aligned on the board's cell (0, 0); the cells
    /// of a square beyond the board's edges count as dead.
    public func occupiedCounts(x: Int, y: Int, columns: Int, rows: Int, shift: Int) -> [Int] {
        precondition(x >= 0 && y >= 0 && columns >= 0 && rows >= 0 && (0...30).contains(shift), "bad square grid")
        return occupiedCounts(left: x << shift, top: y << shift, columns: columns, rows: rows, shift: shift)
    }

    /// As above, the squares' top-left cell at board cell (`left`, `top`),
    /// anywhere (left of or above the board too): the squares may lie on any
    /// grid, as a view on a universe's coordinates lays them.
    ///
    /// Word by word: each word's bits are split at the squares' edges and
    /// each part counted whole, so a square of 64 cells or more across costs
    /// one count a word and a smaller one a count a square.
    public func occupiedCounts(left: Int, top: Int, columns: Int, rows: Int, shift: Int) -> [Int] {
        precondition(columns >= 0 && rows >= 0 && (0...62).contains(shift), "bad square grid")
        var counts = [Int](repeating: 0, count: columns * rows)
        let from = max(0, left), to = min(width, Int(clamping: Int128(left) + Int128(columns) << shift))
        let firstRow = max(0, top), lastRow = min(height, Int(clamping: Int128(top) + Int128(rows) << shift))
        guard from < to, firstRow < lastRow else { return counts }
        let firstWord = from >> 6, lastWord = (to - 1) >> 6
        counts.withUnsafeMutableBufferPointer { out in
            for cy in firstRow..<lastRow {
                let base = ((cy - top) >> shift) * columns, rowBase = cy * wordsPerRow
                for k in firstWord...lastWord {
                    var word = occupied(rowBase + k)
                    guard word != 0 else { continue }
                    let start = k << 6
                    if start < from { word &= ~0 << UInt64(from - start) }
                    if to - start < 64 { word &= (1 << UInt64(to - start)) &- 1 }
                    Self.addSquares(word, start: start - left, shift: shift, into: out, at: base)
                }
            }
        }
        return counts
    }

    /// Adds the set bits of `word`, whose bit 0 is cell `start` counted from
    /// the squares' left edge (0 or more), to the squares of a row of them at
    /// `base` in `out`.
    @inline(__always)
    static func addSquares(_ word: UInt64, start: Int, shift: Int, into out: UnsafeMutableBufferPointer<Int>, at base: Int) {
        var word = word
        let side = 1 << shift
        while word != 0 {
            let bit = word.trailingZeroBitCount, cell = start + bit
            // The bits up to the end of the square holding `cell`.
            let end = bit + min(64, side - (cell & (side - 1)))
            let part = end >= 64 ? word : word & ((1 << UInt64(end)) &- 1)
            out[base + (cell >> shift)] += part.nonzeroBitCount
            word &= ~part
        }
    }
}
