/// A grid of Golly's on lifecam's bit-packed board, for two-state, isotropic
/// and Generations rules (Golly's QuickLife and Generations on a grid): a
/// bounded grid (a torus, a bounded plane, a Klein bottle, a cross-surface, a
/// sphere, a shifted torus), whose board cell (0, 0) is the grid's top-left
/// (−⌊W/2⌋, −⌊H/2⌋); or a grid with one unbounded side (the tube `:T0,68`, a
/// plane endless one way `:P30,0`), whose board is as long as the finite side
/// and, along the open side, as long as the cells need, grown as they spread
/// (`Board.step(_:open:)`), `origin` following every growth.
public final class BoardUniverse: ThreadedStepping {
    /// The world; stepped in place.
    public internal(set) var board: Board
    private let grid_: Grid
    /// Golly's coordinates of the board's top-left cell.
    public private(set) var origin: GridPoint
    /// Along which side the board grows; nil on a bounded grid.
    private let open: Board.OpenSide?

    /// An empty bounded grid of `width × height` cells joined as `topology` says.
    public init(width: Int, height: Int, topology: Topology, rule: Rule) throws(AlgorithmError) {
        do {
            board = try Board(width: width, height: height, topology: topology, rule: rule)
        } catch {
            throw .board(error)
        }
        grid_ = Grid(width: width, height: height, topology: topology)
        origin = board.gollyOrigin
        open = nil
    }

    /// An empty board on `tube` (one side 0) for cells `extent` long along
    /// the open side, starting at Golly's `start` there: the cells go in the
    /// middle of the board, with room to grow at both ends.
    public init(tube: Grid, rule: Rule, extent: Int, start: Int) throws(AlgorithmError) {
        let across = tube.width == 0
        guard let room = Board.openLength(holding: extent) else {
            throw .outgrown("the cells are longer along the open side of :\(tube) than lifecam's largest board "
                + "(\(Board.maxSide) cells) holds with room to grow")
        }
        let length = min(Board.maxSide, room), before = (length - extent) / 2
        do {
            board = try Board(width: across ? length : tube.width, height: across ? tube.height : length,
                              topology: tube.topology, rule: rule)
        } catch {
            throw .board(error)
        }
        grid_ = tube
        origin = across ? GridPoint(x: start - before, y: tube.origin.y) : GridPoint(x: tube.origin.x, y: start - before)
        open = across ? .across : .down
    }

    public var algorithm: Algorithm { board.rule.isGenerations ? .generations : .quickLife }
    public var rule: RuleSpec { RuleSpec(rule: board.rule, grid: grid_) }
    public var grid: Grid? { grid_ }
    public var states: Int { board.rule.states }
    public var generation: Int {
        get { board.generation }
        set { board.generation = newValue }
    }
    public var population: UInt128 { UInt128(board.population) }
    public var populationByState: [UInt128]? { Self.countStates(board) }
    public var liveCount: UInt128? { states > 2 ? UInt128(board.liveCount) : nil }

    public var boundingBox: PlaneRect? {
        board.occupiedBox.map { PlaneRect(x: Int128($0.x + origin.x), y: Int128($0.y + origin.y),
                                          width: Int128($0.width), height: Int128($0.height)) }
    }

    public var summary: String {
        guard open == nil else { return "a \(grid_.name) (:\(grid_), a \(board.width)x\(board.height) board here, grown with the cells)" }
        return "a \(board.width)x\(board.height) \(board.topology == .bounded ? "bounded plane" : board.topology.name) (:\(grid_))"
    }

    public func state(x: Int, y: Int) -> Int {
        let bx = x - origin.x, by = y - origin.y
        guard (0..<board.width).contains(bx), (0..<board.height).contains(by) else { return 0 }
        return board.state(x: bx, y: by)
    }

    /// Sets a cell; one beyond the board along an open side grows the board
    /// to hold it (and the cells it has), one beyond a bounded side is left alone.
    public func setState(_ state: Int, x: Int, y: Int) throws(AlgorithmError) {
        guard (0..<states).contains(state) else { throw .stateOutOfRange(state: state, states: states) }
        var bx = x - origin.x, by = y - origin.y
        let inside = (x: (0..<board.width).contains(bx), y: (0..<board.height).contains(by))
        if !inside.x || !inside.y {
            guard let open, state != 0, open == .across ? inside.y : inside.x else { return }
            let cell = CellRect(x: bx, y: by, width: 1, height: 1)
            let shift: GridPoint
            do { shift = try board.growOpen(open, around: board.occupiedBox.map { $0.union(cell) } ?? cell) } catch {
                throw .outgrown("a cell at \(open == .across ? x : y) would take the board along the open side of :\(grid_) "
                    + "past lifecam's largest (\(Board.maxSide) cells)")
            }
            origin = GridPoint(x: origin.x - shift.x, y: origin.y - shift.y)
            (bx, by) = (x - origin.x, y - origin.y)
        }
        board.setState(state, x: bx, y: by)
    }

    public func load(_ pattern: Pattern, at at: GridPoint) throws(AlgorithmError) -> Int {
        board.place(pattern, at: GridPoint(x: at.x - origin.x, y: at.y - origin.y))
    }

    public func randomFill(density: Double, using generator: inout Xoshiro256) throws(AlgorithmError) {
        guard open == nil else { throw .unbounded("a random fill needs a bounded grid; :\(grid_) is unbounded one way") }
        do { try board.randomFill(density: density, using: &generator) } catch { throw .board(error) }
    }

    /// The threads a step may use (`Board.runner`); nil: the caller's alone.
    public var runner: (any ParallelRunner)? {
        get { board.runner }
        set { board.runner = newValue }
    }

    public func step(_ generations: Int) throws(AlgorithmError) {
        guard let open else { return board.step(generations) }
        var shifted = origin
        defer { origin = shifted }
        do {
            try board.step(generations, open: open) { shift in shifted = GridPoint(x: shifted.x - shift.x, y: shifted.y - shift.y) }
        } catch {
            throw .outgrown("at generation \(board.generation) the cells span more than lifecam's largest board "
                + "(\(Board.maxSide) cells) along the open side of :\(grid_)")
        }
    }

    public func cells(maxSide: Int) -> (pattern: Pattern, origin: GridPoint)? {
        let (pattern, at) = board.extractPattern()
        guard pattern.width <= maxSide, pattern.height <= maxSide else { return nil }
        return (pattern, pattern.population > 0 ? GridPoint(x: at.x + origin.x, y: at.y + origin.y) : GridPoint(x: 0, y: 0))
    }

    /// Cells in each state of `board`'s rule: the live ones counted by the
    /// board, the dying ones by a walk over the occupied words that are not
    /// live (only a Generations board has them); nil for two states.
    static func countStates(_ board: Board) -> [UInt128]? {
        let states = board.rule.states
        guard states > 2 else { return nil }
        var counts = [UInt128](repeating: 0, count: states)
        counts[1] = UInt128(board.liveCount)
        for y in 0..<board.height {
            board.withRow(y) { live in
                for k in 0..<board.wordsPerRow {
                    var dying = board.occupied(row: y, word: k) & ~live[k]
                    while dying != 0 {
                        let x = k << 6 + dying.trailingZeroBitCount
                        dying &= dying &- 1
                        counts[board.state(x: x, y: y)] += 1
                    }
                }
            }
        }
        return counts
    }
}
