extension Board {
    /// The board seen zoomed out, as `HashLife.densities` sees Golly's plane:
    /// how many cells are in a non-zero state (alive, or dying under a
    /// Generations rule) in each square of 2^`shift` × 2^`shift` cells of a
    /// window `columns` × `rows` squares wide whose top-left square is (`x`,
    /// `y`), in squares (its top-left cell is (x · 2^shift, y · 2^shift)),
    /// row by row. Squares are aligned on the board's cell (0, 0); the cells
    /// of a square beyond the board's edges count as dead.
    ///
    /// Word by word: at a shift of 6 or more a word lies in one square and is
    /// counted whole; below it each square's bits of the word are counted.
    public func occupiedCounts(x: Int, y: Int, columns: Int, rows: Int, shift: Int) -> [Int] {
        precondition(x >= 0 && y >= 0 && columns >= 0 && rows >= 0 && (0...30).contains(shift), "bad square grid")
        var counts = [Int](repeating: 0, count: columns * rows)
        let side = 1 << shift
        let left = x << shift, right = min(width, (x + columns) << shift)
        guard left < right, rows > 0 else { return counts }
        let firstWord = left >> 6, lastWord = (right - 1) >> 6
        counts.withUnsafeMutableBufferPointer { out in
            for row in 0..<rows {
                let top = (y + row) << shift, bottom = min(height, top + side)
                guard top < bottom else { break }
                let base = row * columns - x
                for cy in top..<bottom {
                    let rowBase = cy * wordsPerRow
                    for k in firstWord...lastWord {
                        var word = occupied(rowBase + k)
                        guard word != 0 else { continue }
                        let start = k << 6
                        if start < left { word &= ~0 << UInt64(left - start) }
                        if right - start < 64 { word &= (1 << UInt64(right - start)) &- 1 }
                        if shift >= 6 {
                            out[base + (start >> shift)] += word.nonzeroBitCount
                            continue
                        }
                        let mask: UInt64 = (1 << UInt64(side)) &- 1
                        var at = start
                        while word != 0 {
                            let part = word & mask
                            if part != 0 { out[base + (at >> shift)] += part.nonzeroBitCount }
                            word >>= UInt64(side)
                            at += side
                        }
                    }
                }
            }
        }
        return counts
    }
}
