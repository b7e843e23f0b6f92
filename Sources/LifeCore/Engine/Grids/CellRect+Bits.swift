/// The bounding box of cells packed 64 a word, the layout of `Board` and
/// `Pattern`: row-major, `wordsPerRow` words a row, bit `i` of word `k` in
/// row `y` the cell `(64k + i, y)`.
extension CellRect {
    /// The smallest rectangle holding every set bit of `rows` rows whose word
    /// `j` (counted from the first row's first word) is `word(j)`; nil when no
    /// bit is set. Rows are scanned word by word; the columns come from the OR
    /// of all rows, so the cost is one pass over the words.
    static func bounding(rows: Int, wordsPerRow n: Int, word: (Int) -> UInt64) -> CellRect? {
        var columns = [UInt64](repeating: 0, count: n)
        var top = -1, bottom = -1
        for y in 0..<rows {
            var any: UInt64 = 0
            for k in 0..<n {
                let bits = word(y &* n &+ k)
                columns[k] |= bits
                any |= bits
            }
            if any != 0 {
                if top < 0 { top = y }
                bottom = y
            }
        }
        guard top >= 0,
            let first = columns.firstIndex(where: { $0 != 0 }),
            let last = columns.lastIndex(where: { $0 != 0 })
        else { return nil }
        let left = first &* 64 &+ columns[first].trailingZeroBitCount
        let right = last &* 64 &+ 63 &- columns[last].leadingZeroBitCount
        return CellRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
    }
}
