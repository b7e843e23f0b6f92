/// Moore neighbourhood counts (`NM`: the (2r+1)² square) by running sums,
/// a fixed cost a cell whatever the range (Adam P. Goucher's idea, which
/// Golly's `faster_Moore_*` use as a summed-area table): a sum per column of
/// the 2r+1 rows round the current row, kept from row to row by adding the
/// row entering and taking away the row leaving, and along each row a running
/// window of 2r+1 of those column sums.
extension LtLBoard {
    static func countMoore(_ source: Source, _ span: Span, _ emit: (Int, UnsafePointer<Int32>) -> Void) {
        let r = source.range, columns = span.columns, sums = columns + 2 * r
        let firstColumn = span.x0 - r
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: sums + columns) { buffer in
            let column = buffer.baseAddress!, counts = column + sums
            column.initialize(repeating: 0, count: sums + columns)
            // Column sums for the first row: the rows that may hold cells among y0−r…y0+r.
            for y in (span.y0 - r)...(span.y0 + r) where source.mayHoldCells(y) {
                add(source.row(y) + firstColumn, to: column, count: sums)
            }
            for y in span.y0...span.y1 {
                if y > span.y0 {
                    let entering = y + r, leaving = y - r - 1
                    switch (source.mayHoldCells(entering), source.mayHoldCells(leaving)) {
                    case (true, true): exchange(source.row(entering) + firstColumn, source.row(leaving) + firstColumn, column, sums)
                    case (true, false): add(source.row(entering) + firstColumn, to: column, count: sums)
                    case (false, true): subtract(source.row(leaving) + firstColumn, from: column, count: sums)
                    case (false, false): break
                    }
                }
                var window: Int32 = 0
                for k in 0...(2 * r) { window &+= column[k] }
                counts[0] = window
                var k = 1
                while k < columns {
                    window &+= column[k &+ 2 &* r] &- column[k &- 1]
                    counts[k] = window
                    k &+= 1
                }
                emit(y, counts)
            }
        }
    }

    /// Adds 1 to `column[k]` for each cell `row[k]` in state 1.
    @inline(__always) static func add(_ row: UnsafePointer<UInt8>, to column: UnsafeMutablePointer<Int32>, count: Int) {
        for k in 0..<count { column[k] &+= row[k] == 1 ? 1 : 0 }
    }

    @inline(__always) static func subtract(_ row: UnsafePointer<UInt8>, from column: UnsafeMutablePointer<Int32>, count: Int) {
        for k in 0..<count { column[k] &-= row[k] == 1 ? 1 : 0 }
    }

    @inline(__always) static func exchange(_ entering: UnsafePointer<UInt8>, _ leaving: UnsafePointer<UInt8>,
                                           _ column: UnsafeMutablePointer<Int32>, _ count: Int) {
        for k in 0..<count { column[k] &+= Int32(entering[k] == 1 ? 1 : 0) &- Int32(leaving[k] == 1 ? 1 : 0) }
    }
}
