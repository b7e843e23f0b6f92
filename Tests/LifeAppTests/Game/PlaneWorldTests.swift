import LifeCore
import Testing
@testable import LifeApp
import LifeTUI

/// `play` and `render` with a pattern that names no grid: Golly's unbounded
/// plane, on a board that grows with the cells and the view. Checked against
/// HashLife (another engine, on the plane itself) and bgolly's figures.
@Suite struct PlaneWorldTests {
    static func start(_ pattern: Pattern, columns: Int = 80, rows: Int = 25, paused: Bool = true, cell: Double? = nil) throws -> Game {
        var raw = try LookArguments.parse([])
        raw.cell = cell
        return try GameLaunch.start(options: try LookOptions(raw, for: .play),
                       geometry: .play(terminalColumns: columns, terminalRows: rows, cellSize: 2),
                       pattern: pattern, day: nil, paused: paused)
    }

    static let gun = PatternLibrary.named("gosper-glider-gun")!

    /// The live cells in Golly's coordinates, as `S` saves them.
    static func gollyCells(_ game: Game) -> Set<GridPoint> {
        let (pattern, _) = game.savedBoard
        let at = pattern.position ?? GridPoint(x: 0, y: 0)
        return Set(pattern.liveCells.map { GridPoint(x: $0.x + at.x, y: $0.y + at.y) })
    }

    /// The same cells run by HashLife on the plane, placed as `run` places them.
    static func hashLifeCells(_ pattern: Pattern, generations: Int) throws -> Set<GridPoint> {
        let life = try HashLife(rule: .conway)
        try life.load(LoadedPattern(pattern).planeCells)
        try life.advance(generations: generations)
        let (cells, at) = try #require(life.pattern(maxSide: 1 << 15))
        return Set(cells.liveCells.map { GridPoint(x: $0.x + at.x, y: $0.y + at.y) })
    }

    /// Gosper's gun: its gliders fly off for good instead of coming round on a
    /// torus the size of the view; the population is bgolly's (`bgolly -a
    /// QuickLife -m N`: 201 at 990, 213 at 1000, 884 at 5000) and the cells
    /// are HashLife's, where Golly puts them.
    @Test(arguments: [(990, 201), (1000, 213)]) func theGunRunsOnThePlane(generations: Int, population: Int) throws {
        var game = try Self.start(Self.gun, paused: false)
        #expect(game.isOnPlaneWorld && game.gridLabel == nil && !game.worldIsFixed)
        game.advance(generations)
        #expect(game.generation == generations && game.board.population == population)
        #expect(Self.gollyCells(game) == (try Self.hashLifeCells(Self.gun, generations: generations)))
        // The board grew with the gliders, which fly 250 cells in 1000 generations.
        #expect(game.board.width > 250 && game.board.height > 250)
    }

    /// The arrows go anywhere: 400 cells left of an empty plane, the board
    /// grown to hold the view; a cell toggled there is saved at its place in
    /// Golly's coordinates, with no grid in the rule, and read back there.
    @Test func anEditFarFromTheOriginSavesAndReadsBackInPlace() throws {
        var game = try Self.start(PatternLibrary.named("empty")!)
        #expect(game.isOnPlaneWorld && game.board.population == 0)
        let view = game.viewport, start = try #require(game.openWorld).golly(view.origin)
        for _ in 0..<40 { game.apply(.pan(-1, 0)) }
        #expect(game.message == "")
        let corner = try #require(game.openWorld).golly(game.camera.origin)
        #expect(corner == GridPoint(x: start.x - 40 * (view.windowWidth / 4), y: start.y))
        #expect(game.board.width >= 40 * (view.windowWidth / 4))
        game.apply(.click(GridPoint(x: game.camera.origin.x + 3, y: game.camera.origin.y + 2)))
        game.apply(.endStroke)
        let spot = GridPoint(x: corner.x + 3, y: corner.y + 2)
        #expect(Self.gollyCells(game) == [spot])
        #expect(game.outsideView(windowPopulation: 1) == "view \(corner.x),\(corner.y) on the plane: 0 cells outside")

        let (pattern, rule) = game.savedBoard
        #expect(rule.grid == nil && pattern.position == spot)
        #expect(pattern.comments.first?.contains("Golly's unbounded plane at generation 0") == true)
        let text = RLEWriter.encode(pattern, rule: rule)
        #expect(text.hasPrefix("#CXRLE Pos=\(spot.x),\(spot.y)"))
        let again = try Self.start(try Pattern.decode(Array(text.utf8)), columns: 60, rows: 20)
        #expect(again.isOnPlaneWorld && Self.gollyCells(again) == [spot])
        // z takes the toggle back, on the board the pan grew.
        game.apply(.undo)
        #expect(game.board.population == 0)
    }

    /// `r` sows soup in the view only: the gun, out of view, is untouched.
    @Test func rFillsTheViewOnly() throws {
        var game = try Self.start(Self.gun)
        for _ in 0..<12 { game.apply(.pan(0, 1)) }
        let view = try #require(game.viewCells)
        game.apply(.randomFill)
        #expect(game.message == "random fill of the view")
        var inside = 0
        for y in view.y..<(view.y + view.height) {
            for x in view.x..<(view.x + view.width) where game.board[x, y] { inside += 1 }
        }
        let share = Double(inside) / Double(view.width * view.height)
        #expect(share > 0.2 && share < 0.4)
        #expect(game.board.population - inside == 36)
        #expect(Self.gollyCells(game).isSuperset(of: Self.gollyCells(try Self.start(Self.gun))))
    }

    /// The keep-alive tends the view: on an empty plane the first revival
    /// sows soup (or launches gliders) within the view, not the whole board.
    @Test func theKeepAliveTendsTheView() throws {
        var game = try Self.start(PatternLibrary.named("empty")!, paused: false)
        for _ in 0..<20 { game.apply(.pan(1, 0)) }
        game.support.setKeepAlive(true)
        let view = try #require(game.viewCells)
        game.advance(1)
        let population = game.board.population
        var inside = 0
        for y in view.y..<(view.y + view.height) {
            for x in view.x..<(view.x + view.width) where game.board[x, y] { inside += 1 }
        }
        #expect(population > 0 && inside == population)
    }

    /// A B0 rule on the plane: Life-Like's p168 knightship (`B013568/S01`)
    /// has bgolly's 12, 25 and 10 cells at generations 0, 1 and 1000, as `run` has.
    @Test func aB0RuleRunsOnThePlane() throws {
        let rle = "x = 7, y = 4, rule = B013568/S01\nbo4bo$b2ob3o$2o3bo$2bobo!"
        var game = try Self.start(try Pattern.decode(Array(rle.utf8)), paused: false)
        #expect(game.isOnPlaneWorld && game.board.population == 12)
        game.advance(1)
        #expect(game.generation == 1 && game.board.population == 25)
        // bgolly -m 1000: 10 cells, the ship far from where it started (and the board moved with it).
        game.advance(999)
        #expect(game.generation == 1000 && game.board.population == 10)
    }

    /// Two spaceships flying apart outgrow lifecam's largest board: they go
    /// on with HashLife from the generation they reached, the view where it
    /// was, and at generation 200 the plane has HashLife's own cells (`--cell
    /// 2`: without it they start zoomed out on the board, `BoardZoomTests`).
    @Test func cellsBeyondTheLargestBoardGoOnWithHashLife() throws {
        let west: [GridPoint] = [(1, 0), (4, 0), (0, 1), (0, 2), (4, 2), (0, 3), (1, 3), (2, 3), (3, 3)].map { GridPoint(x: $0.0, y: $0.1) }
        let east = west.map { GridPoint(x: Board.maxSide - 100 - $0.x, y: $0.y) }
        let ships = try Pattern(cells: west + east)
        var game = try Self.start(ships, cell: 2)
        #expect(game.board.width == Board.maxSide && game.camera.plane == nil)
        let centre = try #require(game.openWorld).golly(game.viewport.centre)
        game.apply(.togglePause)
        game.advance(200)
        let plane = try #require(game.camera.plane)
        #expect(!game.pace.paused && game.generation == 200 && game.openWorld == nil)
        #expect(game.message.hasPrefix("at generation ") && game.message.contains("on with HashLife on Golly's plane"))
        #expect(plane.shift == 0 && abs(Int(plane.centre.x) - centre.x) <= 1 && abs(Int(plane.centre.y) - centre.y) <= 1)
        let (cells, at) = try #require(game.life.pattern(maxSide: 1 << 15))
        let theirs = try Self.hashLifeCells(ships, generations: 200)
        #expect(Set(cells.liveCells.map { GridPoint(x: $0.x + at.x, y: $0.y + at.y) }) == theirs)
        // Now a giant, edited at a cell a pixel: r sows the view on HashLife's plane.
        game.apply(.randomFill)
        #expect(game.message == "random fill of the view" && game.life.population > 100)
    }

    /// An edit between steps (a stroke made while the gun runs) is stepped with the rest, as HashLife steps the same cells.
    @Test func anEditBetweenStepsIsSteppedWithTheRest() throws {
        var game = try Self.start(Self.gun, paused: false)
        game.advance(60)
        let population = game.board.population
        // A blinker in the view's top-left corner, away from the gun and its gliders (heading down and right).
        game.apply(.paint((1...3).map { GridPoint(x: game.camera.origin.x + $0, y: game.camera.origin.y + 2) }, alive: true))
        game.apply(.endStroke)
        #expect(game.board.population == population + 3)
        let (edited, _) = game.savedBoard
        game.advance(61)
        #expect(game.generation == 121)
        #expect(Self.gollyCells(game) == (try Self.hashLifeCells(edited, generations: 61)))
    }
}
