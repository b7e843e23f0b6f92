/// A growable grid of cells with non-negative coordinates that readers write
/// into while parsing, then trim into a `Pattern`.
///
/// Each row is its own word array, grown only as far as its rightmost live
/// cell, so a sparse pattern costs little and a dense one about one bit per
/// cell. Callers keep coordinates below `Board.maxSide` (checked by `setRun`).
struct PatternCanvas {
    private var rows: [[UInt64]] = []

    /// Makes `count` cells alive starting at (x, y).
    mutating func setRun(x: Int, y: Int, count: Int) throws(PatternError) {
        guard count > 0 else { return }
        guard y < Board.maxSide else {
            throw PatternError(.tooLarge, "the pattern is taller than \(Board.maxSide) cells")
        }
        guard x + count <= Board.maxSide else {
            throw PatternError(.tooLarge, "the pattern is wider than \(Board.maxSide) cells")
        }
        if rows.count <= y { rows.append(contentsOf: repeatElement([], count: y + 1 - rows.count)) }
        let lastWord = (x + count - 1) >> 6
        if rows[y].count <= lastWord {
            rows[y].append(contentsOf: repeatElement(0, count: lastWord + 1 - rows[y].count))
        }
        var i = x
        let end = x + count
        while i < end {
            let k = i >> 6, lo = i & 63
            let n = min(64 - lo, end - i)
            let mask: UInt64 = n == 64 ? ~0 : ((1 << UInt64(n)) - 1) << UInt64(lo)
            rows[y][k] |= mask
            i += n
        }
    }

    /// The cells trimmed to their bounding box.
    func pattern() -> Pattern {
        var minY = Int.max, maxY = -1, minX = Int.max, maxX = -1
        for (y, row) in rows.enumerated() {
            for (k, w) in row.enumerated() where w != 0 {
                minY = min(minY, y); maxY = y
                minX = min(minX, k << 6 + w.trailingZeroBitCount)
                maxX = max(maxX, k << 6 + 63 - w.leadingZeroBitCount)
            }
        }
        guard maxY >= 0 else { return .empty }
        let width = maxX - minX + 1, height = maxY - minY + 1
        let perRow = (width + 63) >> 6
        var words = [UInt64](repeating: 0, count: perRow * height)
        for y in minY...maxY {
            for (k, w) in rows[y].enumerated() {
                var word = w
                while word != 0 {
                    let x = k << 6 + word.trailingZeroBitCount - minX
                    words[(y - minY) * perRow + (x >> 6)] |= 1 << UInt64(x & 63)
                    word &= word - 1
                }
            }
        }
        return Pattern(width: width, height: height, words: words)
    }
}
