import LifeCore
import Testing
@testable import LifeApp
import LifeTUI

/// `0`: the loaded pattern again at its first generation, the view where it
/// started, on a board, on Golly's plane, and after the plane went on with HashLife.
@Suite struct RestartTests {
    static func start(_ pattern: Pattern, topology: String? = nil, columns: Int = 80, rows: Int = 25, cell: Double? = nil) throws -> Game {
        var raw = try LookArguments.parse([])
        raw.cell = cell
        raw.topology = try topology.map { try TopologyChoice(parsing: $0) }
        return try GameLaunch.start(options: try LookOptions(raw, for: .play),
                              geometry: .play(terminalColumns: columns, terminalRows: rows, cellSize: 2),
                              pattern: pattern, day: nil, paused: true)
    }

    static let gun = PatternLibrary.named("gosper-glider-gun")!

    /// Where the view's middle is in Golly's coordinates, and the cells there.
    static func where_(_ game: Game) -> (centre: GridPoint, cells: Set<GridPoint>, cell: Double) {
        let world = game.openWorld!
        return (world.golly(game.viewport.centre), PlaneWorldTests.gollyCells(game), game.geometry.cellSize)
    }

    @Test func theGunComesBackOnThePlane() throws {
        var game = try Self.start(Self.gun)
        let before = Self.where_(game)
        game.advance(100)
        for _ in 0..<5 { game.apply(.pan(1, 0)) }
        game.apply(.cellSize(2))
        game.apply(.click(GridPoint(x: game.camera.origin.x + 1, y: game.camera.origin.y + 1)))
        game.apply(.endStroke)
        game.apply(.restart)
        #expect(game.generation == 0 && game.message == "back to generation 0")
        let after = Self.where_(game)
        #expect(after.centre == before.centre && after.cells == before.cells && after.cell == before.cell)
        game.apply(.undo)
        #expect(game.message == "nothing to undo" && game.board.population == 36)
    }

    /// After `F` hands the plane to HashLife: back on the board as it started
    /// (at `--cell 2`), births as they were.
    @Test func afterFitToHashLifeTheBoardComesBack() throws {
        let block = [(0, 0), (1, 0), (0, 1), (1, 1)]
        let pattern = try Pattern(cells: block.map { GridPoint(x: $0.0, y: $0.1) } + block.map { GridPoint(x: $0.0 + 500, y: $0.1) })
        var game = try Self.start(pattern, cell: 2)
        game.setBirths(true)
        let before = Self.where_(game)
        game.apply(.fitPattern)
        #expect(game.camera.plane != nil && !game.support.birthsOn)
        game.advance(3)
        game.apply(.restart)
        #expect(game.camera.plane == nil && game.camera.brightness == nil && game.isOnPlaneWorld && game.generation == 0)
        let after = Self.where_(game)
        #expect(after.centre == before.centre && after.cells == before.cells && after.cell == 2)
        #expect(game.support.birthsOn && game.gridLabel == nil)
    }

    /// Two spaceships that outgrow lifecam's largest board go on with HashLife; `0` brings them back.
    @Test func afterOutgrowingTheBoardTheBoardComesBack() throws {
        let west: [GridPoint] = [(1, 0), (4, 0), (0, 1), (0, 2), (4, 2), (0, 3), (1, 3), (2, 3), (3, 3)].map { GridPoint(x: $0.0, y: $0.1) }
        let east = west.map { GridPoint(x: Board.maxSide - 100 - $0.x, y: $0.y) }
        var game = try Self.start(try Pattern(cells: west + east))
        let before = Self.where_(game)
        game.advance(200)
        #expect(game.camera.plane != nil && game.generation == 200)
        game.apply(.restart)
        #expect(game.camera.plane == nil && game.generation == 0 && game.board.population == 18)
        let after = Self.where_(game)
        #expect(after.centre == before.centre && after.cells == before.cells)
        game.advance(1)
        #expect(game.generation == 1 && game.camera.plane == nil && game.board.population > 0)
    }

    /// On the view's torus too (`--topology torus`).
    @Test func onATorusToo() throws {
        var game = try Self.start(Self.gun, topology: "torus")
        let cells = game.board.extractPattern().pattern.liveCells
        game.advance(50)
        game.apply(.restart)
        #expect(game.generation == 0 && game.board.extractPattern().pattern.liveCells == cells)
    }

    /// Without a pattern (the soup) there is nothing to go back to.
    @Test func aSoupHasNothingToGoBackTo() throws {
        var game = try Game(geometry: .play(terminalColumns: 80, terminalRows: 25, cellSize: 2))
        game.apply(.restart)
        #expect(game.message.hasPrefix("0 starts a loaded pattern"))
    }
}
