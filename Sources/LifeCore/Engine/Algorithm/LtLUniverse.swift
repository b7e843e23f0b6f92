/// A Larger than Life universe (Golly's `Larger than Life` algorithm) on
/// `LtLBoard`: on a torus or a plane the board is the grid; on Golly's
/// unbounded plane it is a stretch of the plane round the cells, grown (and
/// moved) before a generation could reach its edge, as Golly's `ltlalgo`
/// grows its grid.
///
/// Exactness of the growing board: a cell can only change within the range
/// of a cell not in state 0 (births need a neighbour in state 1; rules with
/// B0 are refused on the unbounded plane, as Golly refuses them), so while
/// the cells' box grown by the range lies inside the board, the board's edges
/// (all dead beyond) change nothing.
public final class LtLUniverse: LifeAlgorithm {
    public private(set) var board: LtLBoard
    /// The grid (a torus or a plane); nil on Golly's unbounded plane.
    public let grid: Grid?
    /// Golly's coordinates of the board's cell (0, 0).
    public private(set) var origin: GridPoint

    /// Golly's editing limit: no cell of the unbounded plane lies beyond ±10⁹.
    public static let coordinateLimit = 1_000_000_000

    /// An empty universe: `grid` raised to the rule's least size (twice the
    /// range a side), or, on Golly's plane (nil), a board round `extent`
    /// (Golly's coordinates) with room to grow.
    public init(rule: LtLRule, grid: Grid?, extent: CellRect = CellRect(x: 0, y: 0, width: 1, height: 1)) throws(AlgorithmError) {
        if let grid {
            let fitted: Grid
            do { fitted = try rule.fitted(grid, fail: { RuleError(text: "", reason: $0) }) } catch { throw .outgrown(error.reason) }
            self.grid = fitted
            origin = fitted.origin
            do { board = try LtLBoard(width: fitted.width, height: fitted.height, torus: fitted.topology == .torus, rule: rule) } catch {
                throw .board(error)
            }
            return
        }
        self.grid = nil
        let room = try Self.room(for: extent, rule: rule, at: 0)
        origin = GridPoint(x: room.x, y: room.y)
        do { board = try LtLBoard(width: room.width, height: room.height, torus: false, rule: rule) } catch { throw .board(error) }
    }

    public var algorithm: Algorithm { .largerThanLife }
    public var rule: RuleSpec { RuleSpec(largerThanLife: board.rule, grid: grid) }
    public var states: Int { board.rule.states }
    public var generation: Int {
        get { board.generation }
        set { board.generation = newValue }
    }
    public var population: UInt128 { UInt128(board.population) }
    public var populationByState: [UInt128]? { states > 2 ? board.populationByState.map { UInt128($0) } : nil }

    public var boundingBox: PlaneRect? {
        board.boundingBox.map { PlaneRect(x: Int128($0.x + origin.x), y: Int128($0.y + origin.y),
                                          width: Int128($0.width), height: Int128($0.height)) }
    }

    public var summary: String {
        let range = "Larger than Life, range \(board.rule.range)"
        guard let grid else {
            return "Golly's unbounded plane (\(range), a \(board.width)x\(board.height) board here, grown with the cells)"
        }
        return "a \(grid.width)x\(grid.height) \(grid.topology == .torus ? "torus" : "bounded plane") (:\(grid), \(range))"
    }

    public func state(x: Int, y: Int) -> Int { Int(board[x - origin.x, y - origin.y]) }

    /// Sets a cell; on Golly's plane one beyond the board grows it, on a grid one beyond it is left alone.
    public func setState(_ state: Int, x: Int, y: Int) throws(AlgorithmError) {
        guard (0..<states).contains(state) else { throw .stateOutOfRange(state: state, states: states) }
        if grid == nil, state != 0 { try hold(CellRect(x: x, y: y, width: 1, height: 1)) }
        board[x - origin.x, y - origin.y] = UInt8(state)
    }

    public func load(_ pattern: Pattern, at at: GridPoint) throws(AlgorithmError) -> Int {
        guard pattern.population > 0 else { return 0 }
        if grid == nil { try hold(CellRect(x: at.x, y: at.y, width: pattern.width, height: pattern.height)) }
        var dropped = 0
        for y in 0..<pattern.height {
            for x in 0..<pattern.width {
                let state = pattern.state(x: x, y: y)
                guard state != 0 else { continue }
                guard state < states else { throw .stateOutOfRange(state: state, states: states) }
                let bx = at.x - origin.x + x, by = at.y - origin.y + y
                guard bx >= 0, by >= 0, bx < board.width, by < board.height else {
                    dropped += 1
                    continue
                }
                board[bx, by] = UInt8(state)
            }
        }
        return dropped
    }

    public func randomFill(density: Double, using generator: inout Xoshiro256) throws(AlgorithmError) {
        guard grid != nil else { throw .unbounded("a random fill needs a bounded grid; \(summary) has none") }
        guard density >= 0, density <= 1 else { throw .board(.invalidDensity(density)) }
        board.clear()
        let fraction = Board.randomFraction(density)
        for y in 0..<board.height {
            var x = 0
            while x < board.width {
                let word = Board.randomWord(fraction: fraction, using: &generator)
                for bit in 0..<min(64, board.width - x) where word >> UInt64(bit) & 1 == 1 { board[x + bit, y] = 1 }
                x += 64
            }
        }
        board.generation = 0
    }

    public func step(_ generations: Int) throws(AlgorithmError) {
        guard grid == nil else { return board.step(generations) }
        for _ in 0..<max(0, generations) {
            if let box = board.box {
                let reach = board.rule.range
                if box.x - reach < 0 || box.y - reach < 0 || box.x + box.width + reach > board.width
                    || box.y + box.height + reach > board.height {
                    try hold(CellRect(x: box.x + origin.x, y: box.y + origin.y, width: box.width, height: box.height))
                }
            }
            board.step()
        }
    }

    public func cells(maxSide: Int) -> (pattern: Pattern, origin: GridPoint)? {
        guard let box = board.boundingBox else { return (.empty, GridPoint(x: 0, y: 0)) }
        guard box.width <= maxSide, box.height <= maxSide else { return nil }
        let pattern = Pattern(width: box.width, height: box.height) { x, y in Int(board[box.x + x, box.y + y]) }
        return (pattern, GridPoint(x: box.x + origin.x, y: box.y + origin.y))
    }

    /// On Golly's plane, grows the board (a new one, the cells copied) so that
    /// `rect` (Golly's coordinates) and the cells lie at least twice the range
    /// inside it, unless they already do.
    private func hold(_ rect: CellRect) throws(AlgorithmError) {
        let reach = 2 * board.rule.range
        let inner = CellRect(x: origin.x + reach, y: origin.y + reach, width: board.width - 2 * reach, height: board.height - 2 * reach)
        let wanted = board.box.map { CellRect(x: $0.x + origin.x, y: $0.y + origin.y, width: $0.width, height: $0.height).union(rect) } ?? rect
        if inner.width > 0, inner.height > 0, inner.union(wanted) == inner { return }
        let room = try Self.room(for: wanted, rule: board.rule, at: board.generation)
        var fresh: LtLBoard
        do { fresh = try LtLBoard(width: room.width, height: room.height, torus: false, rule: board.rule) } catch { throw .board(error) }
        fresh.generation = board.generation
        if let box = board.box {
            for y in box.y..<(box.y + box.height) {
                for x in box.x..<(box.x + box.width) {
                    let state = board[x, y]
                    if state != 0 { fresh[x + origin.x - room.x, y + origin.y - room.y] = state }
                }
            }
        }
        board = fresh
        origin = GridPoint(x: room.x, y: room.y)
    }

    /// The board for cells spanning `extent` (Golly's coordinates) on the
    /// plane: twice the range round it and as much again as the cells span
    /// (at least 64), within Golly's limits of 10⁸ cells and ±10⁹.
    private static func room(for extent: CellRect, rule: LtLRule, at generation: Int) throws(AlgorithmError) -> CellRect {
        let reach = 2 * rule.range
        let least = CellRect(x: extent.x - reach, y: extent.y - reach, width: extent.width + 2 * reach, height: extent.height + 2 * reach)
        let limit = coordinateLimit
        guard least.x >= -limit, least.y >= -limit, least.x + least.width <= limit, least.y + least.height <= limit else {
            throw .outgrown("at generation \(generation) the cells reach beyond Golly's editing limits (±\(limit))")
        }
        guard least.width * least.height <= LtLRule.maxCells else {
            throw .outgrown("at generation \(generation) the cells span \(extent.width)x\(extent.height), more than Golly's "
                + "unbounded Larger than Life universe holds (\(LtLRule.maxCells) cells with twice the range round them)")
        }
        var margin = max(64, max(extent.width, extent.height) / 2)
        while margin > 0, (least.width + 2 * margin) * (least.height + 2 * margin) > LtLRule.maxCells { margin /= 2 }
        return CellRect(x: least.x - margin, y: least.y - margin, width: least.width + 2 * margin, height: least.height + 2 * margin)
    }
}
