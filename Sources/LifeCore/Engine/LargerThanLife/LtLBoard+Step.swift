/// One generation of a Larger than Life board: the rectangle where cells
/// can change, each of its rows' neighbourhood counts from the shape's
/// counter, and Golly's `update_next_grid` applied to every cell of it.
extension LtLBoard {
    /// The rectangle of cells a generation computes, in grid cells (inclusive).
    struct Span {
        var x0: Int, x1: Int, y0: Int, y1: Int
        var columns: Int { x1 - x0 + 1 }
    }

    /// Where a neighbourhood counter reads: the cells (a pointer at cell
    /// (0, 0), rows `stride` apart, the border readable) and the rows that may
    /// hold cells in state 1 (on a plane the box's; on a torus every row, its
    /// border included).
    struct Source {
        let cells: UnsafePointer<UInt8>
        let stride: Int
        let range: Int
        let liveRows: Range<Int>

        @inline(__always) func row(_ y: Int) -> UnsafePointer<UInt8> { cells + y * stride }
        @inline(__always) func mayHoldCells(_ y: Int) -> Bool { liveRows.contains(y) }
    }

    /// Runs `generations` generations.
    public mutating func step(_ generations: Int) {
        for _ in 0..<max(0, generations) { step() }
    }

    /// Runs one generation.
    public mutating func step() {
        defer { generation += 1 }
        let r = rule.range
        let everywhere = rule.birth.lowerBound == 0
        guard everywhere || population > 0, let span = span(everywhere: everywhere) else { return }
        if torus { fillBorder() }
        var next = [UInt8]()
        swap(&next, &spare)
        clear(&next, spareBox)
        let liveRows = torus ? (-border)..<(height + border) : (box.map { $0.y..<($0.y + $0.height) } ?? 0..<0)
        var outcome = Outcome()
        let (birth, survival, states) = (rule.birth, rule.countedSurvival, rule.states)
        let start = index(0, 0), stride = stride
        cells.withUnsafeBufferPointer { current in
            next.withUnsafeMutableBufferPointer { written in
                let source = Source(cells: current.baseAddress! + start, stride: stride, range: r, liveRows: liveRows)
                let target = written.baseAddress! + start
                Self.count(rule.neighbourhood, rule: rule, source, span) { y, counts in
                    outcome.row(y, counts: counts, span: span, from: source.row(y), to: target + y * stride,
                                birth: birth, survival: survival, states: states)
                }
            }
        }
        spareBox = box
        swap(&next, &cells)
        spare = next
        population = outcome.population
        box = outcome.box
    }

    /// The rectangle to compute; nil when nothing can change.
    private func span(everywhere: Bool) -> Span? {
        if everywhere { return Span(x0: 0, x1: width - 1, y0: 0, y1: height - 1) }
        guard let box else { return nil }
        let r = rule.range
        var s = Span(x0: box.x - r, x1: box.x + box.width - 1 + r, y0: box.y - r, y1: box.y + box.height - 1 + r)
        // Clipped at an edge: on a torus the rows or columns past it are the other edge's, so all of them (as Golly).
        if s.x0 < 0 || s.x1 > width - 1 { (s.x0, s.x1) = torus ? (0, width - 1) : (max(s.x0, 0), min(s.x1, width - 1)) }
        if s.y0 < 0 || s.y1 > height - 1 { (s.y0, s.y1) = torus ? (0, height - 1) : (max(s.y0, 0), min(s.y1, height - 1)) }
        return s
    }

    /// Zeroes `box`'s cells in `buffer` (a buffer laid out as `cells`).
    private func clear(_ buffer: inout [UInt8], _ box: CellRect?) {
        guard let box else { return }
        buffer.withUnsafeMutableBufferPointer { b in
            for y in box.y..<(box.y + box.height) {
                (b.baseAddress! + index(box.x, y)).update(repeating: 0, count: box.width)
            }
        }
    }

    /// Each row's counts from the neighbourhood's counter.
    private static func count(_ shape: LtLRule.Neighbourhood, rule: LtLRule, _ source: Source, _ span: Span,
                              _ emit: (Int, UnsafePointer<Int32>) -> Void) {
        switch shape {
        case .moore: countMoore(source, span, emit)
        case .vonNeumann: countVonNeumann(source, span, emit)
        case .circular: countCircular(source, span, halfWidths: rule.rowHalfWidths, emit)
        }
    }

    /// The population and box of the generation being written.
    struct Outcome {
        var population = 0
        var box: CellRect?

        /// Writes row `y` of the span from its counts: Golly's rule, the
        /// counts including the cell itself (`LtLRule.countedSurvival`).
        mutating func row(_ y: Int, counts: UnsafePointer<Int32>, span: Span, from: UnsafePointer<UInt8>,
                          to: UnsafeMutablePointer<UInt8>, birth: ClosedRange<Int>, survival: ClosedRange<Int>, states: Int) {
            let bLow = Int32(birth.lowerBound), bSpan = UInt32(birth.upperBound - birth.lowerBound)
            let sLow = Int32(survival.lowerBound), sSpan = UInt32(survival.upperBound - survival.lowerBound)
            let decayed: UInt8 = states > 2 ? 2 : 0, last = states - 1
            var first = Int.max, end = Int.min, alive = 0
            for k in 0..<span.columns {
                let x = span.x0 + k, state = from[x], n = counts[k]
                let next: UInt8
                if state == 0 {
                    next = UInt32(bitPattern: n &- bLow) <= bSpan ? 1 : 0
                } else if state == 1 {
                    next = UInt32(bitPattern: n &- sLow) <= sSpan ? 1 : decayed
                } else {
                    next = Int(state) < last ? state &+ 1 : 0
                }
                to[x] = next
                if next != 0 {
                    alive += 1
                    first = min(first, x)
                    end = x
                }
            }
            guard alive > 0 else { return }
            population += alive
            let cells = CellRect(x: first, y: y, width: end - first + 1, height: 1)
            box = box.map { $0.union(cells) } ?? cells
        }
    }
}
