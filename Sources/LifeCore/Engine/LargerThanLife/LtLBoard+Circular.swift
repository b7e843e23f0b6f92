/// Circular neighbourhood counts (`NC`: the cells at a distance below
/// r + ½), row by row: each of the 2r + 1 rows of the disc is a run of
/// 2w + 1 cells (w from `LtLRule.rowHalfWidths`), read as one difference of
/// that row's running (prefix) sums, so a cell costs 2r + 1 differences. The
/// disc's edge is no few straight runs, so unlike the square and the diamond
/// this cost grows with the range, as Golly's `fast_Shaped` does.
///
/// The prefix sums of the 2r + 1 rows round the current one are kept in a ring.
extension LtLBoard {
    static func countCircular(_ source: Source, _ span: Span, halfWidths: [Int],
                              _ emit: (Int, UnsafePointer<Int32>) -> Void) {
        let r = source.range, columns = span.columns, width = columns + 2 * r + 1, ring = 2 * r + 1
        let left = span.x0 - r
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: ring * width + columns) { buffer in
            let sums = buffer.baseAddress!, counts = sums + ring * width
            sums.initialize(repeating: 0, count: ring * width + columns)
            // Whether each ring slot's row has a cell in state 1 (else its sums are all 0 and skipped).
            var occupied = [Bool](repeating: false, count: ring)
            func fill(_ y: Int) {
                let slot = (y - span.y0 + r) % ring, row = sums + slot * width
                occupied[slot] = source.mayHoldCells(y)
                guard occupied[slot] else { return }
                // row[k] = cells in state 1 among columns left ..< left + k.
                let cells = source.row(y) + left
                var total: Int32 = 0
                row[0] = 0
                for k in 1..<width {
                    total &+= cells[k - 1] == 1 ? 1 : 0
                    row[k] = total
                }
            }
            for y in (span.y0 - r)..<(span.y0 + r) { fill(y) }
            for y in span.y0...span.y1 {
                fill(y + r)
                counts.update(repeating: 0, count: columns)
                for dy in -r...r {
                    let slot = (y + dy - span.y0 + r) % ring
                    guard occupied[slot] else { continue }
                    // Columns x − w … x + w are row[x − w − left] ..< row[x + w + 1 − left].
                    let w = halfWidths[dy + r], row = sums + slot * width
                    let low = row + (r - w), high = row + (r + w + 1)
                    for k in 0..<columns { counts[k] &+= high[k] &- low[k] }
                }
                emit(y, counts)
            }
        }
    }
}
