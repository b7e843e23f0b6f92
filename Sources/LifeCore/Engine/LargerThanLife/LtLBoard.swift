/// A Larger than Life universe on a bounded grid, a byte a cell (the state),
/// stepped as Golly's `ltlalgo` steps it: a torus or a plane (everything
/// beyond it dead), every cell's neighbourhood counted afresh each
/// generation by running sums (`LtLBoard+Moore`, `+VonNeumann`,
/// `+Circular`), so the cost of a cell does not grow with the range (the
/// circular neighbourhood's excepted: its edge is not a few straight lines).
///
/// Layout: the `width × height` cells row by row, surrounded by a border
/// `range + 1` cells thick (Golly's): dead on a plane, on a torus filled
/// before each generation with the cells the joins bring there
/// (`LtLBoard+Torus`), so a neighbourhood is read without a test at the
/// edges. `spare`, laid out the same, receives the next generation; the two
/// are swapped.
///
/// Only the rectangle where a cell can change is computed: the cells' box
/// grown by the range (a birth needs a live cell within range), clipped to
/// the grid, and on a torus the whole width or height where it wraps; under
/// B0 the whole grid.
public struct LtLBoard: Sendable {
    public let rule: LtLRule
    public let width: Int
    public let height: Int
    /// A torus, else a plane.
    public let torus: Bool
    /// The border's thickness: the range and one more (the running sums read one beyond it).
    let border: Int
    /// Bytes from a row to the next.
    let stride: Int
    var cells: [UInt8]
    var spare: [UInt8]
    /// The box `spare`'s cells lie in (the generation before this one), cleared before it is written.
    var spareBox: CellRect?
    /// Cells not in state 0.
    public internal(set) var population = 0
    /// A box holding every cell not in state 0 (tight after a step; a cell set to 0 may leave it loose); nil when empty.
    var box: CellRect?
    /// Generations stepped.
    public var generation = 0

    /// Golly's largest grid (`LtLRule.maxCells`).
    public static let maxCells = LtLRule.maxCells

    /// An empty `width × height` grid; throws past `maxCells` cells.
    public init(width: Int, height: Int, torus: Bool, rule: LtLRule) throws(BoardError) {
        guard width >= 1, height >= 1, width <= Self.maxCells, height <= Self.maxCells,
              width * height <= Self.maxCells else {
            throw BoardError.invalidTopology("a \(width)x\(height) Larger than Life grid is beyond Golly's limit of \(Self.maxCells) cells")
        }
        self.rule = rule
        self.width = width
        self.height = height
        self.torus = torus
        border = rule.range + 1
        stride = width + 2 * border
        cells = [UInt8](repeating: 0, count: stride * (height + 2 * border))
        spare = cells
    }

    /// Index of cell (x, y) (from −border to width + border − 1 across).
    @inline(__always) func index(_ x: Int, _ y: Int) -> Int { (y + border) * stride + x + border }

    /// The state of cell (x, y) of the grid; 0 outside it.
    public subscript(x: Int, y: Int) -> UInt8 {
        get {
            guard x >= 0, y >= 0, x < width, y < height else { return 0 }
            return cells[index(x, y)]
        }
        set {
            guard x >= 0, y >= 0, x < width, y < height else { return }
            let i = index(x, y), old = cells[i]
            guard old != newValue else { return }
            cells[i] = newValue
            if old == 0 {
                population += 1
                let cell = CellRect(x: x, y: y, width: 1, height: 1)
                box = box.map { $0.union(cell) } ?? cell
            } else if newValue == 0 {
                population -= 1
                if population == 0 { box = nil }
            }
        }
    }

    /// The smallest box round the cells not in state 0; nil when there are none.
    public var boundingBox: CellRect? {
        guard population > 0, let box else { return nil }
        var top = Int.max, bottom = Int.min, left = Int.max, right = Int.min
        for y in box.y..<(box.y + box.height) {
            let row = index(box.x, y)
            for x in 0..<box.width where cells[row + x] != 0 {
                top = min(top, y)
                bottom = y
                left = min(left, box.x + x)
                right = max(right, box.x + x)
            }
        }
        return CellRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
    }

    /// Cells in each state (index 0 unused, 0).
    public var populationByState: [Int] {
        var counts = [Int](repeating: 0, count: rule.states)
        guard let box else { return counts }
        for y in box.y..<(box.y + box.height) {
            let row = index(box.x, y)
            for x in 0..<box.width { counts[Int(cells[row + x])] += 1 }
        }
        counts[0] = 0
        return counts
    }

    /// Empties the grid.
    public mutating func clear() {
        for i in cells.indices { cells[i] = 0 }
        for i in spare.indices { spare[i] = 0 }
        population = 0
        box = nil
        spareBox = nil
    }
}
