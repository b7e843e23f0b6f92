/// Cells written by the readers as they decode, straight into `Pattern`'s packed layout:
/// row-major, `wordsPerRow` words a row, bit `i` of word `k` in row `y` is the
/// cell `(64k + i, y)`.
///
/// The row width comes from the file's header, so a file whose header is true
/// (every file lifecam writes) costs one bit per cell of its box and nothing
/// more: rows are appended as the decoder reaches them, and `pattern()` trims in
/// place. A cell beyond the header's width widens every row (at least doubling,
/// so a lying header costs a few copies, not one per cell). Coordinates stay
/// below `Board.maxSide`, so the words never pass 32 MiB.
struct PackedCanvas {
    private var wordsPerRow: Int
    private var words: [UInt64] = []
    private var rows = 0

    /// A canvas expecting `width`×`height` cells (the header's box; 0 if unknown).
    init(width: Int = 0, height: Int = 0) {
        wordsPerRow = max(1, (min(width, Board.maxSide) + 63) >> 6)
        words.reserveCapacity(wordsPerRow * min(max(height, 0), Board.maxSide))
    }

    /// Makes `count` cells alive starting at (x, y).
    mutating func setRun(x: Int, y: Int, count: Int) throws(PatternError) {
        guard count > 0 else { return }
        guard y < Board.maxSide else {
            throw PatternError(.tooLarge, "the pattern is taller than \(Board.maxSide) cells")
        }
        guard x + count <= Board.maxSide else {
            throw PatternError(.tooLarge, "the pattern is wider than \(Board.maxSide) cells")
        }
        let end = x + count
        if (end - 1) >> 6 >= wordsPerRow { widen(to: (end - 1) >> 6 + 1) }
        if y >= rows {
            words.append(contentsOf: repeatElement(0, count: (y + 1 - rows) * wordsPerRow))
            rows = y + 1
        }
        let base = y * wordsPerRow
        words.withUnsafeMutableBufferPointer { w in
            var i = x
            while i < end {
                let lo = i & 63
                let n = min(64 - lo, end - i)
                w[base + i >> 6] |= n == 64 ? ~0 : ((1 << UInt64(n)) - 1) << UInt64(lo)
                i += n
            }
        }
    }

    private mutating func widen(to needed: Int) {
        let perRow = min(Board.maxSide >> 6, max(needed, wordsPerRow * 2))
        var wider = [UInt64](repeating: 0, count: rows * perRow)
        for y in 0..<rows {
            for k in 0..<wordsPerRow { wider[y * perRow + k] = words[y * wordsPerRow + k] }
        }
        words = wider
        wordsPerRow = perRow
    }

    /// The cells trimmed to their bounding box, moved into the pattern without a copy.
    consuming func pattern() -> Pattern { trimmed().pattern }

    /// `pattern()`, and where its top-left cell was on the canvas ((0, 0) when empty).
    consuming func trimmed() -> (pattern: Pattern, offset: GridPoint) {
        var minY = Int.max, maxY = -1, minX = Int.max, maxX = -1
        for y in 0..<rows {
            for k in 0..<wordsPerRow {
                let w = words[y * wordsPerRow + k]
                guard w != 0 else { continue }
                minY = min(minY, y); maxY = y
                minX = min(minX, k << 6 + w.trailingZeroBitCount)
                maxX = max(maxX, k << 6 + 63 - w.leadingZeroBitCount)
            }
        }
        guard maxY >= 0 else { return (.empty, GridPoint(x: 0, y: 0)) }
        let width = maxX - minX + 1, height = maxY - minY + 1
        let perRow = (width + 63) >> 6
        let skip = minX >> 6, shift = UInt64(minX & 63)
        // Row r moves from (minY + r, minX) to (r, 0). Every word is written at an
        // index no later than the first one still to be read, so in place is safe.
        words.withUnsafeMutableBufferPointer { w in
            for r in 0..<height {
                let from = (minY + r) * wordsPerRow + skip, to = r * perRow
                for j in 0..<perRow {
                    var word = w[from + j] >> shift
                    if shift != 0, skip + j + 1 < wordsPerRow { word |= w[from + j + 1] << (64 - shift) }
                    w[to + j] = word
                }
            }
        }
        words.removeLast(words.count - height * perRow)
        return (Pattern(width: width, height: height, words: words), GridPoint(x: minX, y: minY))
    }
}
