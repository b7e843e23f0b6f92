/// A bounded grid of multi-state cells, one byte each, stepped by a rule
/// loaded from Golly's rule files (`LoadedRule`): Golly's RuleLoader on
/// every bounded grid it has (`Topology`), computed directly rather than by
/// hashing.
///
/// Layout: `cells` holds `(width + 2) × (height + 2)` bytes, row-major, the
/// grid's cell (x, y) at `(y + 1) · stride + x + 1`, so that the grid has a
/// one-cell ring around it. Before each step the ring is filled from the
/// edges as the topology joins them (Golly's `CreateBorderCells`; on a
/// bounded plane it stays empty), so every cell's neighbours are plain
/// reads. `spare` receives the next generation; the two are swapped.
///
/// A step looks each neighbourhood up in a `PackedNeighbourhoodTable` where
/// the rule's states and neighbourhood allow one (and the board is large
/// enough to pay for making it), else walks the rule's decision diagram
/// (`RuleDiagram`) per cell.
public struct StateBoard: Sendable {
    /// The largest width or height accepted, as for `Board`.
    public static let maxSide = Board.maxSide

    /// Columns, 1...`maxSide`.
    public let width: Int
    /// Rows, 1...`maxSide`.
    public let height: Int
    /// How the edges are joined.
    public let topology: Topology
    /// The rule the next step applies. Changing it to one of fewer states
    /// clears the cells in states the new rule lacks.
    public var rule: LoadedRule {
        didSet {
            guard rule != oldValue else { return }
            stepper = Stepper(rule, cells: width * height)
            if rule.states < oldValue.states { clearStates(from: rule.states) }
        }
    }
    /// Generations stepped since creation or the last `clear`; settable, as `Board.generation` is.
    public var generation: Int = 0

    /// Bytes from one row to the next: `width + 2`.
    let stride: Int
    /// The cells and their ring (layout above).
    var cells: [UInt8]
    /// The back buffer a step writes into; its contents are scratch.
    var spare: [UInt8]
    /// Where each ring cell is copied from before a step.
    let ring: RingCopies
    /// How a step computes a cell.
    var stepper: Stepper

    /// An empty board. Throws for sizes below 1 or above `maxSide`, and for a
    /// topology the size cannot have; the topology is fitted to the size as
    /// Golly fits it (`Topology.fitted`).
    public init(width: Int, height: Int, topology: Topology = .torus, rule: LoadedRule) throws(BoardError) {
        guard (1...Self.maxSide).contains(width), (1...Self.maxSide).contains(height) else {
            throw BoardError.invalidSize(width: width, height: height)
        }
        if let problem = topology.problem(width: width, height: height) { throw BoardError.invalidTopology(problem) }
        self.width = width
        self.height = height
        self.topology = topology.fitted(width: width, height: height)
        self.rule = rule
        stride = width + 2
        cells = [UInt8](repeating: 0, count: (width + 2) * (height + 2))
        spare = cells
        ring = RingCopies(width: width, height: height, topology: self.topology)
        stepper = Stepper(rule, cells: width * height)
    }

    /// The state of cell (x, y); 0 outside the grid. Setting a cell outside the
    /// grid, or to a state the rule lacks, does nothing.
    public subscript(x: Int, y: Int) -> UInt8 {
        get {
            guard x >= 0, y >= 0, x < width, y < height else { return 0 }
            return cells[(y + 1) * stride + x + 1]
        }
        set {
            guard x >= 0, y >= 0, x < width, y < height, Int(newValue) < rule.states else { return }
            cells[(y + 1) * stride + x + 1] = newValue
        }
    }

    /// The states of row `y`, `width` of them.
    public func row(_ y: Int) -> ArraySlice<UInt8> {
        cells[((y + 1) * stride + 1)..<((y + 1) * stride + 1 + width)]
    }

    /// Cells in a state other than 0, as Golly counts its population.
    public var population: Int {
        var total = 0
        for y in 0..<height { total += row(y).count { $0 != 0 } }
        return total
    }

    /// How many cells are in each state: `rule.states` counts, state 0's first.
    public var populationByState: [Int] {
        var counts = [Int](repeating: 0, count: rule.states)
        for y in 0..<height { for s in row(y) { counts[Int(s)] += 1 } }
        return counts
    }

    /// The smallest rectangle holding every cell in a state other than 0, or nil when there is none.
    public var boundingBox: CellRect? {
        var top = -1, bottom = -1, left = width, right = -1
        for y in 0..<height {
            let r = row(y)
            guard let first = r.firstIndex(where: { $0 != 0 }), let last = r.lastIndex(where: { $0 != 0 }) else { continue }
            if top < 0 { top = y }
            bottom = y
            left = min(left, first - r.startIndex)
            right = max(right, last - r.startIndex)
        }
        guard top >= 0 else { return nil }
        return CellRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
    }

    /// Empties every cell and resets the generation.
    public mutating func clear() {
        cells.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        generation = 0
    }

    private mutating func clearStates(from first: Int) {
        for i in cells.indices where Int(cells[i]) >= first { cells[i] = 0 }
    }
}

extension StateBoard: Equatable {
    /// Boards are equal when their size, topology, rule, generation and cells agree.
    public static func == (a: StateBoard, b: StateBoard) -> Bool {
        guard a.width == b.width, a.height == b.height, a.topology == b.topology, a.rule == b.rule,
              a.generation == b.generation else { return false }
        return (0..<a.height).allSatisfy { a.row($0) == b.row($0) }
    }
}
