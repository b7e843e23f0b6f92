/// Where the live cells are, and moving them to a board of another size.
extension Board {
    /// The smallest rectangle holding every live cell, or `nil` on an empty board
    /// (one pass over the words: `CellRect.bounding`).
    public var boundingBox: CellRect? {
        words.withUnsafeBufferPointer { all in box { all[$0] } }
    }

    /// The smallest rectangle holding every cell in a non-zero state (the live
    /// cells' `boundingBox` under a two-state rule), or nil on an empty board.
    public var occupiedBox: CellRect? {
        guard !ages.isEmpty else { return boundingBox }
        return box { occupied($0) }
    }

    /// The smallest rectangle holding every set bit of the layer whose word `k`
    /// is `word(k)` (laid out as `words`).
    private func box(_ word: (Int) -> UInt64) -> CellRect? {
        CellRect.bounding(rows: height, wordsPerRow: wordsPerRow, word: word)
    }

    /// A board of the new size with the same topology, rule and generation, and
    /// the content centred: cell (x, y) moves to (x + dx, y + dy) with
    /// dx = newWidth/2 − width/2 and dy = newHeight/2 − height/2 (integer halves),
    /// so the centre cell stays the centre cell; what falls outside is cropped and
    /// new space is dead. Growing then shrinking back gives the original board.
    /// Throws for sizes outside 1...`maxSide`.
    public func resized(width newWidth: Int, height newHeight: Int) throws(BoardError) -> Board {
        try resized(width: newWidth, height: newHeight, moving: GridPoint(x: newWidth / 2 - width / 2, y: newHeight / 2 - height / 2))
    }

    /// A board of the new size with the same topology, rule, generation and runner, every
    /// cell (x, y) moved to (x + shift.x, y + shift.y) in its state (dying cells
    /// keep their age); what falls outside is cropped and new space is dead.
    /// Throws for sizes outside 1...`maxSide`.
    public func resized(width newWidth: Int, height newHeight: Int, moving shift: GridPoint) throws(BoardError) -> Board {
        var result = try Board(width: newWidth, height: newHeight, topology: topology, rule: rule)
        result.generation = generation
        result.runner = runner
        Board.move(words, wordsPerRow: wordsPerRow, height: height, into: &result.words, as: result, by: shift)
        let count = words.count, stride = ageStride, newCount = result.words.count, newStride = result.ageStride
        for p in 0..<agePlaneCount {
            var plane = Array(result.ages[(p * newStride)..<(p * newStride + newCount)])
            Board.move(Array(ages[(p * stride)..<(p * stride + count)]), wordsPerRow: wordsPerRow, height: height,
                       into: &plane, as: result, by: shift)
            result.ages.replaceSubrange((p * newStride)..<(p * newStride + newCount), with: plane)
        }
        return result
    }

    /// Copies one layer of cells laid out as a board's (`words`, or an age plane)
    /// into `target`, laid out as `shape`'s, each cell moved by `shift`.
    private static func move(_ source: [UInt64], wordsPerRow n: Int, height: Int, into target: inout [UInt64],
                             as shape: Board, by shift: GridPoint) {
        let m = shape.wordsPerRow, mask = shape.lastWordMask, dx = shift.x, dy = shift.y
        source.withUnsafeBufferPointer { source in
            target.withUnsafeMutableBufferPointer { target in
                for y in max(0, dy)..<max(max(0, dy), min(shape.height, height + dy)) {
                    let row = UnsafeBufferPointer(rebasing: source[((y - dy) * n)..<((y - dy + 1) * n)])
                    for k in 0..<m {
                        let word = Board.bits(of: row, from: k * 64 - dx)
                        target[y * m + k] = k == m - 1 ? word & mask : word
                    }
                }
            }
        }
    }

    /// The 64 bits of `row` starting at bit `start` (which may be negative or run
    /// past the end); bits outside the row read as zero.
    static func bits(of row: UnsafeBufferPointer<UInt64>, from start: Int) -> UInt64 {
        let index = start >> 6  // floor division, also for negative starts
        let shift = UInt64(start & 63)
        func word(_ i: Int) -> UInt64 { i >= 0 && i < row.count ? row[i] : 0 }
        if shift == 0 { return word(index) }
        return word(index) >> shift | word(index + 1) << (64 - shift)
    }
}
