/// Von Neumann neighbourhood counts (`NN`: the diamond |dx| + |dy| ≤ r) by
/// running sums, a fixed cost a cell whatever the range. Two diagonal prefix
/// sums over the cells in state 1, `a` down-right (a(x, y) = cell + a(x−1, y−1))
/// and `b` down-left (b(x, y) = cell + b(x+1, y−1)), give any diagonal run of
/// cells as one difference, and a diamond's edges are four such runs: moving
/// the diamond a cell right adds its right edge (a `>`) and drops the left
/// one (a `<`); moving it down adds its bottom edge and drops the top. The
/// first cell of the span is counted whole, the first column moved down, each
/// row moved right.
///
/// The sums cover the span widened by r + 1 across and from r + 1 rows above
/// it to r below, in a ring of 2r + 3 rows (all a step looks back or ahead).
extension LtLBoard {
    static func countVonNeumann(_ source: Source, _ span: Span, _ emit: (Int, UnsafePointer<Int32>) -> Void) {
        let r = source.range, columns = span.columns
        let left = span.x0 - r - 1, width = columns + 2 * r + 2, top = span.y0 - r - 1, ring = 2 * r + 3
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: 2 * ring * width + columns) { buffer in
            let base = buffer.baseAddress!
            base.initialize(repeating: 0, count: 2 * ring * width + columns)
            let counts = base + 2 * ring * width
            var sums = DiagonalSums(down: base, up: base + ring * width, width: width, ring: ring, left: left, top: top)
            var made = top - 1
            func make(through y: Int) {
                while made < y {
                    made += 1
                    sums.fill(row: made, from: source.mayHoldCells(made) ? source.row(made) + left : nil)
                }
            }
            make(through: span.y0 + r)
            var first = diamond(source, x: span.x0, y: span.y0)
            for y in span.y0...span.y1 {
                if y > span.y0 {
                    make(through: y + r)
                    first &+= sums.bottomEdge(span.x0, y, r) &- sums.topEdge(span.x0, y - 1, r)
                }
                var n = first
                counts[0] = n
                var k = 1, x = span.x0
                while k < columns {
                    n &+= sums.rightEdge(x &+ 1, y, r) &- sums.leftEdge(x, y, r)
                    counts[k] = n
                    k &+= 1
                    x &+= 1
                }
                emit(y, counts)
            }
        }
    }

    /// The diamond round (x, y) counted cell by cell (once a generation).
    private static func diamond(_ source: Source, x: Int, y: Int) -> Int32 {
        let r = source.range
        var n: Int32 = 0
        for dy in -r...r where source.mayHoldCells(y + dy) {
            let row = source.row(y + dy), reach = r - abs(dy)
            for dx in -reach...reach where row[x + dx] == 1 { n += 1 }
        }
        return n
    }

    /// The diagonal prefix sums, a ring of rows each `width` wide from column `left`.
    struct DiagonalSums {
        /// a: the cell plus a(x−1, y−1).
        let down: UnsafeMutablePointer<Int32>
        /// b: the cell plus b(x+1, y−1).
        let up: UnsafeMutablePointer<Int32>
        let width: Int, ring: Int, left: Int, top: Int

        @inline(__always) func slot(_ y: Int) -> Int { ((y &- top) % ring) &* width }
        @inline(__always) func a(_ x: Int, _ y: Int) -> Int32 { down[slot(y) &+ x &- left] }
        @inline(__always) func b(_ x: Int, _ y: Int) -> Int32 { up[slot(y) &+ x &- left] }

        /// Row `y` from the cells `row` (`width` of them, nil: none in state 1), over row y − 1 (none above `top`).
        mutating func fill(row y: Int, from row: UnsafePointer<UInt8>?) {
            let here = slot(y), above = y > top ? slot(y - 1) : -1
            for k in 0..<width {
                let cell: Int32 = row.map { $0[k] == 1 ? 1 : 0 } ?? 0
                down[here + k] = cell &+ (above >= 0 && k > 0 ? down[above + k - 1] : 0)
                up[here + k] = cell &+ (above >= 0 && k + 1 < width ? up[above + k + 1] : 0)
            }
        }

        /// The right edge of the diamond round (c, y): (c + r − |k|, y + k).
        @inline(__always) func rightEdge(_ c: Int, _ y: Int, _ r: Int) -> Int32 {
            a(c &+ r, y) &- a(c &- 1, y &- r &- 1) &+ b(c, y &+ r) &- b(c &+ r, y)
        }

        /// The left edge of the diamond round (c, y): (c − r + |k|, y + k).
        @inline(__always) func leftEdge(_ c: Int, _ y: Int, _ r: Int) -> Int32 {
            b(c &- r, y) &- b(c &+ 1, y &- r &- 1) &+ a(c, y &+ r) &- a(c &- r, y)
        }

        /// The top edge of the diamond round (c, y): (c + k, y − r + |k|).
        func topEdge(_ c: Int, _ y: Int, _ r: Int) -> Int32 {
            b(c - r, y) - b(c + 1, y - r - 1) + a(c + r, y) - a(c, y - r)
        }

        /// The bottom edge of the diamond round (c, y): (c + k, y + r − |k|).
        func bottomEdge(_ c: Int, _ y: Int, _ r: Int) -> Int32 {
            a(c, y + r) - a(c - r - 1, y - 1) + b(c + 1, y + r - 1) - b(c + r + 1, y - 1)
        }
    }
}
