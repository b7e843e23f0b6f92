/// A universe of a rule loaded from Golly's rule files (`LoadedRule`) on a
/// board of a byte a cell (`StateBoard`): Golly's RuleLoader computed
/// directly. On a bounded grid the board is the grid; on Golly's unbounded
/// plane, or a grid with one unbounded side, the board is as large as the
/// cells need along the open sides and grows as they spread.
///
/// Exactness of the growing board: a loaded rule never wakes empty space
/// (such rules are refused where they are read), so its cells spread at most
/// one cell a generation; with `room` empty lines between the cells and each
/// open end, `room − 1` generations are exact, and then the board grows, as
/// `Board.step(_:open:)` does for the bit-packed board.
public final class StateUniverse: LifeAlgorithm {
    public internal(set) var board: StateBoard
    /// The grid (a side of 0 unbounded); nil on Golly's plane.
    public let grid: Grid?
    /// Golly's coordinates of the board's top-left cell.
    public private(set) var origin: GridPoint
    /// Along which sides the board grows; nil on a bounded grid.
    let open: Board.OpenSide?

    /// An empty board on `grid` (nil: Golly's plane): the grid itself when it
    /// is bounded, else one for cells spanning `extent` with its top-left at
    /// Golly's `start`, with room to grow round them.
    public init(rule: LoadedRule, grid: Grid?, extent: CellRect = CellRect(x: 0, y: 0, width: 1, height: 1)) throws(AlgorithmError) {
        self.grid = grid
        if let grid, grid.isFinite {
            open = nil
            origin = grid.origin
            do { board = try StateBoard(width: grid.width, height: grid.height, topology: grid.topology, rule: rule) } catch {
                throw .board(error)
            }
            return
        }
        let side: Board.OpenSide = grid.map { $0.width == 0 ? .across : .down } ?? .both
        open = side
        func axis(_ extent: Int, _ start: Int) throws(AlgorithmError) -> (length: Int, origin: Int) {
            guard let length = Board.openLength(holding: extent) else {
                throw .outgrown("the cells span more than lifecam's largest board (\(Board.maxSide) cells) holds with room to grow")
            }
            return (length, start - (length - extent) / 2)
        }
        let across = side == .down ? (grid!.width, grid!.origin.x) : try axis(extent.width, extent.x)
        let down = side == .across ? (grid!.height, grid!.origin.y) : try axis(extent.height, extent.y)
        origin = GridPoint(x: across.1, y: down.1)
        do {
            board = try StateBoard(width: across.0, height: down.0, topology: grid?.topology ?? .bounded, rule: rule)
        } catch {
            throw .board(error)
        }
    }

    public var algorithm: Algorithm { board.rule.algorithm }
    public var rule: RuleSpec { RuleSpec(named: board.rule.name, grid: grid) }
    public var states: Int { board.rule.states }
    public var generation: Int {
        get { board.generation }
        set { board.generation = newValue }
    }
    public var population: UInt128 { UInt128(board.population) }
    public var populationByState: [UInt128]? {
        var counts = board.populationByState.map { UInt128($0) }
        counts[0] = 0  // The empty cells are the board's, not the universe's.
        return counts
    }
    /// Nil: a rule file's states are its own, none of them "alive" more than another (`populationByState` counts them).
    public var liveCount: UInt128? { nil }

    public var boundingBox: PlaneRect? {
        board.boundingBox.map { PlaneRect(x: Int128($0.x + origin.x), y: Int128($0.y + origin.y),
                                          width: Int128($0.width), height: Int128($0.height)) }
    }

    public var summary: String {
        switch (grid, open) {
        case (nil, _): "Golly's unbounded plane (\(board.rule.algorithm.rawValue)'s rule a byte a cell, a \(board.width)x\(board.height) board here, grown with the cells)"
        case let (grid?, nil):
            "a \(board.width)x\(board.height) \(board.topology == .bounded ? "bounded plane" : board.topology.name) (:\(grid))"
        case let (grid?, _): "a \(grid.name) (:\(grid), a \(board.width)x\(board.height) board here, grown with the cells)"
        }
    }

    public func state(x: Int, y: Int) -> Int { Int(board[x - origin.x, y - origin.y]) }

    /// Sets a cell; one beyond the board along an open side grows the board
    /// to hold it, one beyond a bounded side is left alone.
    public func setState(_ state: Int, x: Int, y: Int) throws(AlgorithmError) {
        guard (0..<states).contains(state) else { throw .stateOutOfRange(state: state, states: states) }
        let bx = x - origin.x, by = y - origin.y
        let inside = (x: (0..<board.width).contains(bx), y: (0..<board.height).contains(by))
        if !inside.x || !inside.y {
            guard let open, state != 0, open != .across || inside.y, open != .down || inside.x else { return }
            let cell = CellRect(x: bx, y: by, width: 1, height: 1)
            try grow(around: board.boundingBox.map { $0.union(cell) } ?? cell, open)
        }
        board[x - origin.x, y - origin.y] = UInt8(state)
    }

    public func load(_ pattern: Pattern, at at: GridPoint) throws(AlgorithmError) -> Int {
        if let open, pattern.population > 0 {
            let box = CellRect(x: at.x - origin.x, y: at.y - origin.y, width: pattern.width, height: pattern.height)
            if box.x < 2 || box.y < 2 || box.x + box.width > board.width - 2 || box.y + box.height > board.height - 2 {
                try grow(around: board.boundingBox.map { $0.union(box) } ?? box, open)
            }
        }
        var dropped = 0
        for y in 0..<pattern.height {
            for x in 0..<pattern.width {
                let state = pattern.state(x: x, y: y)
                guard state != 0 else { continue }
                let bx = at.x - origin.x + x, by = at.y - origin.y + y
                guard (0..<board.width).contains(bx), (0..<board.height).contains(by) else {
                    dropped += 1
                    continue
                }
                guard state < states else { throw .stateOutOfRange(state: state, states: states) }
                board[bx, by] = UInt8(state)
            }
        }
        return dropped
    }

    public func step(_ generations: Int) throws(AlgorithmError) {
        guard let open else { return board.step(generations) }
        var left = generations
        while left > 0 {
            guard let box = board.boundingBox else {
                board.step(left)
                return
            }
            let across = min(box.x, board.width - box.x - box.width), down = min(box.y, board.height - box.y - box.height)
            let room = open == .across ? across : open == .down ? down : min(across, down)
            if room < 2 {
                try grow(around: box, open)
                continue
            }
            let run = min(left, room - 1)
            board.step(run)
            left -= run
        }
    }

    /// A new board round `box` (board cells) with `Board.openLength`'s room
    /// along the open sides, the cells copied over and `origin` moved.
    private func grow(around box: CellRect, _ open: Board.OpenSide) throws(AlgorithmError) {
        func axis(_ extent: Int, _ at: Int, _ length: Int) throws(AlgorithmError) -> (length: Int, shift: Int) {
            guard let room = Board.openLength(holding: extent) else {
                throw .outgrown("at generation \(board.generation) the cells span more than lifecam's largest board "
                    + "(\(Board.maxSide) cells)\(grid.map { " along the open side of :\($0)" } ?? " on Golly's plane")")
            }
            let wanted = max(length, room)
            return (wanted, (wanted - extent) / 2 - at)
        }
        let across = open == .down ? (board.width, 0) : try axis(box.width, box.x, board.width)
        let down = open == .across ? (board.height, 0) : try axis(box.height, box.y, board.height)
        var fresh: StateBoard
        do { fresh = try StateBoard(width: across.0, height: down.0, topology: board.topology, rule: board.rule) } catch {
            throw .board(error)
        }
        fresh.generation = board.generation
        for y in 0..<board.height {
            let row = board.row(y), ny = y + down.1
            guard (0..<fresh.height).contains(ny) else { continue }
            for (i, state) in row.enumerated() where state != 0 { fresh[i + across.1, ny] = state }
        }
        board = fresh
        origin = GridPoint(x: origin.x - across.1, y: origin.y - down.1)
    }

    public func cells(maxSide: Int) -> (pattern: Pattern, origin: GridPoint)? {
        guard let box = board.boundingBox else { return (.empty, GridPoint(x: 0, y: 0)) }
        guard box.width <= maxSide, box.height <= maxSide else { return nil }
        let pattern = Pattern(width: box.width, height: box.height) { x, y in Int(board[box.x + x, box.y + y]) }
        return (pattern, GridPoint(x: box.x + origin.x, y: box.y + origin.y))
    }
}
