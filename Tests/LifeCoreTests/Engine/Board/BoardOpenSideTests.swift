import Testing
@testable import LifeCore

/// A board standing in for a grid with one unbounded side: it grows as the
/// cells spread and says how far it moved them; resizing keeps every state.
@Suite struct BoardOpenSideTests {
    static let glider = PatternLibrary.named("glider")!

    /// A glider (heading down and right) on a tube 10 cells round, open across
    /// or down: after 400 generations it is itself again, 100 cells further
    /// along the open side (the moves the board reports added back), and the
    /// board grew to hold it.
    @Test(arguments: [Board.OpenSide.across, .down])
    func aGliderTravelsAlongTheOpenSide(side: Board.OpenSide) throws {
        var board = try Board(width: side == .across ? 12 : 10, height: side == .across ? 10 : 12, topology: .torus)
        board.stamp(Self.glider, at: GridPoint(x: 1, y: 1))
        var offset = GridPoint(x: 0, y: 0)
        try board.step(400, open: side) { offset = GridPoint(x: offset.x + $0.x, y: offset.y + $0.y) }
        #expect(board.generation == 400)
        let (cells, at) = board.extractPattern()
        #expect(cells.liveCells == Self.glider.liveCells)
        if side == .across {
            #expect(board.width > 12 && board.height == 10)
            #expect(at.x - offset.x == 101)
            #expect(at.y == (1 + 100) % 10)
        } else {
            #expect(board.height > 12 && board.width == 10)
            #expect(at.y - offset.y == 101)
            #expect(at.x == (1 + 100) % 10)
        }
    }

    /// Room is counted from the live cells to the nearer end along the side.
    @Test func roomIsTheEmptyLinesToTheNearerEnd() throws {
        var board = try Board(width: 40, height: 9, topology: .torus)
        #expect(board.room(.across) == Int.max)
        board[5, 2] = true
        board[30, 7] = true
        #expect(board.room(.across) == 5)
        #expect(board.room(.down) == 1)
    }

    /// Cells spanning more than the largest board along the open side cannot be held.
    @Test func cellsSpanningTheLargestBoardThrow() throws {
        var board = try Board(width: Board.maxSide, height: 3, topology: .torus)
        board[0, 1] = true
        board[Board.maxSide - 1, 1] = true
        #expect(throws: BoardError.self) { try board.step(1, open: .across) }
    }

    /// A resize that moves the cells keeps dying cells in their states.
    @Test func resizingKeepsEveryState() throws {
        var board = try Board(width: 70, height: 5, topology: .torus, rule: Rule(birth: [2], survival: [], states: 25))
        for (x, state) in [(0, 1), (3, 2), (63, 24), (64, 13), (69, 7)] { board.setState(state, x: x, y: 2) }
        let moved = try board.resized(width: 200, height: 6, moving: GridPoint(x: 70, y: 1))
        for (x, state) in [(0, 1), (3, 2), (63, 24), (64, 13), (69, 7)] { #expect(moved.state(x: x + 70, y: 3) == state) }
        #expect(moved.population == board.population)
    }
}
