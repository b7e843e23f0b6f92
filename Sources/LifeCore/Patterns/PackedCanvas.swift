/// Cells written by the readers as they decode, straight into `Pattern`'s packed layout:
/// row-major, `wordsPerRow` words a row, bit `i` of word `k` in row `y` is the
/// cell `(64k + i, y)`. States above 1 add bit planes of state − 1, each laid
/// out as the cells, made only when a state needs them (as on `Pattern`).
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
    /// Bit p of state − 1 for every cell, plane p laid out as `words`.
    private var planes: [[UInt64]] = []
    private var rows = 0

    /// A canvas expecting `width`×`height` cells (the header's box; 0 if unknown).
    init(width: Int = 0, height: Int = 0) {
        wordsPerRow = max(1, (min(width, Board.maxSide) + 63) >> 6)
        words.reserveCapacity(wordsPerRow * min(max(height, 0), Board.maxSide))
    }

    /// Puts `count` cells starting at (x, y) in `state` (1 alive, 2… dying).
    /// State 0 (dead) sets nothing.
    mutating func setRun(x: Int, y: Int, count: Int, state: Int = 1) throws(PatternError) {
        guard count > 0, state > 0 else { return }
        guard y < Board.maxSide else {
            throw PatternError(.tooLarge, "the pattern is taller than \(Board.maxSide) cells")
        }
        guard x + count <= Board.maxSide else {
            throw PatternError(.tooLarge, "the pattern is wider than \(Board.maxSide) cells")
        }
        let end = x + count
        if (end - 1) >> 6 >= wordsPerRow { widen(to: (end - 1) >> 6 + 1) }
        if y >= rows {
            let added = (y + 1 - rows) * wordsPerRow
            words.append(contentsOf: repeatElement(0, count: added))
            for p in planes.indices { planes[p].append(contentsOf: repeatElement(0, count: added)) }
            rows = y + 1
        }
        let value = state - 1
        while value >> planes.count != 0 { planes.append(Array(repeating: 0, count: words.count)) }
        let base = y * wordsPerRow
        Self.set(&words, base: base, from: x, to: end, on: true)
        // A cell written again takes the new state, as Golly's setcell does.
        for p in planes.indices { Self.set(&planes[p], base: base, from: x, to: end, on: value >> p & 1 == 1) }
    }

    /// Sets or clears the bits of cells `from ..< to` in the row starting at word `base`.
    private static func set(_ layer: inout [UInt64], base: Int, from: Int, to end: Int, on: Bool) {
        layer.withUnsafeMutableBufferPointer { w in
            var i = from
            while i < end {
                let lo = i & 63
                let n = min(64 - lo, end - i)
                let bits: UInt64 = n == 64 ? ~0 : ((1 << UInt64(n)) - 1) << UInt64(lo)
                if on { w[base + i >> 6] |= bits } else { w[base + i >> 6] &= ~bits }
                i += n
            }
        }
    }

    private mutating func widen(to needed: Int) {
        let perRow = min(Board.maxSide >> 6, max(needed, wordsPerRow * 2))
        func widened(_ layer: [UInt64]) -> [UInt64] {
            var wider = [UInt64](repeating: 0, count: rows * perRow)
            for y in 0..<rows {
                for k in 0..<wordsPerRow { wider[y * perRow + k] = layer[y * wordsPerRow + k] }
            }
            return wider
        }
        words = widened(words)
        planes = planes.map(widened)
        wordsPerRow = perRow
    }

    /// The cells trimmed to their bounding box, moved into the pattern without a copy.
    consuming func pattern() -> Pattern { trimmed().pattern }

    /// `pattern()`, and where its top-left cell was on the canvas ((0, 0) when empty).
    consuming func trimmed() -> (pattern: Pattern, offset: GridPoint) {
        let wordsPerRow = self.wordsPerRow
        let found = words.withUnsafeBufferPointer { all in CellRect.bounding(rows: rows, wordsPerRow: wordsPerRow) { all[$0] } }
        guard let box = found else { return (.empty, GridPoint(x: 0, y: 0)) }
        let minX = box.x, minY = box.y, width = box.width, height = box.height
        let perRow = (width + 63) >> 6
        let skip = minX >> 6, shift = UInt64(minX & 63)
        // Row r moves from (minY + r, minX) to (r, 0). Every word is written at an
        // index no later than the first one still to be read, so in place is safe.
        func trim(_ layer: inout [UInt64]) {
            layer.withUnsafeMutableBufferPointer { w in
                for r in 0..<height {
                    let from = (minY + r) * wordsPerRow + skip, to = r * perRow
                    for j in 0..<perRow {
                        var word = w[from + j] >> shift
                        if shift != 0, skip + j + 1 < wordsPerRow { word |= w[from + j + 1] << (64 - shift) }
                        w[to + j] = word
                    }
                }
            }
            layer.removeLast(layer.count - height * perRow)
        }
        trim(&words)
        var stacked: [UInt64] = []
        for p in planes.indices {
            trim(&planes[p])
            stacked += planes[p]
            planes[p] = []
        }
        return (Pattern(width: width, height: height, words: words, planes: stacked), GridPoint(x: minX, y: minY))
    }
}
