import LifeCore
import Testing
@testable import LifeApp
import LifeTUI

/// `F` on Golly's plane, as Golly's "fit pattern": the live cells centred in
/// the view, the cell as large as lets them all show, and below one cell a
/// pixel on with HashLife, whose view zooms out by powers of two.
@Suite struct FitPatternTests {
    static func start(_ pattern: Pattern, rule: String? = nil, columns: Int = 80, rows: Int = 25, cell: Double? = nil) throws -> Game {
        var raw = try LookArguments.parse([])
        raw.rule = try rule.map { try RuleSpec(parsingAny: $0) }
        raw.cell = cell
        return try GameLaunch.start(options: try LookOptions(raw, for: .play),
                              geometry: .play(terminalColumns: columns, terminalRows: rows, cellSize: 2),
                              pattern: pattern, day: nil, paused: true)
    }

    /// The board cells the window shows hold every live cell of the board.
    static func showsEveryCell(_ game: Game) -> Bool {
        let view = game.viewport, (cells, at) = game.board.extractPattern()
        return cells.liveCells.allSatisfy { c in
            let x = c.x + at.x - view.origin.x, y = c.y + at.y - view.origin.y
            return x >= 0 && y >= 0 && x < view.windowWidth && y < view.windowHeight
        }
    }

    /// Cells far apart: two blocks `apart` cells apart across.
    static func blocks(apart: Int) throws -> Pattern {
        let block = [(0, 0), (1, 0), (0, 1), (1, 1)]
        return try Pattern(cells: block.map { GridPoint(x: $0.0, y: $0.1) } + block.map { GridPoint(x: $0.0 + apart, y: $0.1) })
    }

    /// A glider panned out of view comes back centred and zoomed in: the
    /// largest cell (at most 32 pixels) at which its 3x3 cells and one to
    /// spare fit the 80x48-pixel canvas is 9 pixels (5 x 9 = 45 ≤ 48).
    @Test func aSmallPatternComesBackZoomedIn() throws {
        var game = try Self.start(PatternLibrary.named("glider")!)
        for _ in 0..<10 { game.apply(.pan(1, 1)) }
        #expect(!Self.showsEveryCell(game))
        game.apply(.fitPattern)
        #expect(game.geometry.cellSize == 9 && game.camera.plane == nil && game.isOnPlaneWorld)
        #expect(Self.showsEveryCell(game))
        #expect(game.message == "the whole pattern in view, 3x3 cells, cell size 9")
        // Fitting again changes nothing.
        let view = game.viewport
        game.apply(.fitPattern)
        #expect(game.viewport == view)
    }

    /// The gun grown for 600 generations, its gliders 150 cells off, shown at
    /// cell 2 on a 240x238-pixel canvas: `F` zooms out to a cell a pixel.
    @Test func aGrownPatternIsZoomedOutToFit() throws {
        var game = try Self.start(PatternLibrary.named("gosper-glider-gun")!, columns: 240, rows: 120)
        game.advance(600)
        #expect(!Self.showsEveryCell(game))
        game.apply(.fitPattern)
        let box = try #require(game.board.boundingBox)
        #expect(game.geometry.cellSize == 1 && box.width > 120 && game.camera.plane == nil)
        #expect(Self.showsEveryCell(game))
        #expect(game.generation == 600)
    }

    /// Cells wider than the view at a cell a pixel: the plane goes on with
    /// HashLife, zoomed out so each pixel shows 2^3 cells (502 cells in 78
    /// pixels), both blocks lit, the generation and the cells kept.
    @Test func cellsWiderThanTheViewGoOnWithHashLife() throws {
        var game = try Self.start(try Self.blocks(apart: 500))
        game.apply(.fitPattern)
        let plane = try #require(game.camera.plane)
        #expect(plane.shift == 3 && game.geometry.cellSize == 1 && game.openWorld == nil)
        #expect(game.life.population == 8 && game.board.population == 2)
        #expect(game.message.hasPrefix("the whole pattern in view, 502x2 cells, 1:2^3") && game.message.contains("HashLife"))
    }

    /// Two blocks 60 cells apart (62 cells across) do not fit the 40 cells of
    /// the default cell of 2 on an 80-pixel canvas: play starts as `F` shows
    /// them, at a cell of 1; with `--cell 2` given, as asked, the rest outside.
    @Test func aPatternWiderThanTheViewStartsFitted() throws {
        let game = try Self.start(try Self.blocks(apart: 60))
        #expect(game.geometry.cellSize == 1 && game.camera.plane == nil && Self.showsEveryCell(game))
        #expect(game.message == "pattern loaded: the whole pattern in view, 62x2 cells, cell size 1")
        var raw = try LookArguments.parse([])
        raw.cell = 2
        let asked = try GameLaunch.start(options: try LookOptions(raw, for: .play),
                                   geometry: .play(terminalColumns: 80, terminalRows: 25, cellSize: 2),
                                   pattern: try Self.blocks(apart: 60), day: nil, paused: true)
        #expect(asked.geometry.cellSize == 2 && !Self.showsEveryCell(asked))
        #expect(asked.message.hasSuffix("outside the view (arrows pan)"))
    }

    /// Edits made on the board are undone and done again after the plane went on with HashLife
    /// (`--cell 2`: at the start the board is not zoomed out, `BoardZoomTests`).
    @Test func editsAreUndoneAfterTheHandover() throws {
        var game = try Self.start(try Self.blocks(apart: 500), cell: 2)
        let cell = GridPoint(x: game.camera.origin.x + 2, y: game.camera.origin.y + 2)
        let spot = try #require(game.openWorld).golly(cell)
        game.apply(.click(cell))
        game.apply(.endStroke)
        game.apply(.fitPattern)
        #expect(game.camera.plane != nil)
        #expect(game.life.population == 9 && game.life[spot.x, spot.y])
        game.apply(.undo)
        #expect(game.life.population == 8 && !game.life[spot.x, spot.y])
        game.apply(.redo)
        #expect(game.life.population == 9 && game.life[spot.x, spot.y])
    }

    /// `[` at the smallest cell on the plane goes on below it, with HashLife.
    @Test func zoomingOutPastOneCellAPixelGoesOnWithHashLife() throws {
        var game = try Self.start(PatternLibrary.named("gosper-glider-gun")!)
        game.apply(.cellSize(-1))
        #expect(game.geometry.cellSize == 1 && game.camera.plane == nil)
        game.apply(.cellSize(-1))
        #expect(game.camera.plane?.shift == 1 && game.message.contains("1:2^1") && game.message.contains("HashLife"))
        #expect(game.life.population == 36 && game.gridLabel == nil)
        // F on HashLife's plane zooms back in, to the cell the board's F would take: 36x9 in 80x48 pixels.
        game.apply(.fitPattern)
        #expect(game.camera.plane?.shift == 0 && game.geometry.cellSize == 2 && game.board.population == 36)
        #expect(game.message == "the whole pattern in view, cell size 2")
    }

    /// Under a rule HashLife does not run (Generations), cells wider than the
    /// view at a cell a pixel stay on the board, which is seen zoomed out
    /// (`Game+Zoom`): 502 cells in 63 squares of 2^3 at a cell a pixel, centred, and the message says why.
    @Test func withoutHashLifeTheBoardIsZoomedOut() throws {
        var game = try Self.start(try Self.blocks(apart: 500), rule: "/2/3", cell: 2)
        game.apply(.fitPattern)
        #expect(game.camera.plane == nil && game.geometry.cellSize == 1 && game.camera.zoom?.shift == 3)
        #expect(game.message.hasPrefix("the whole pattern in view, 502x2 cells, scale 1:2^3") && game.message.contains("HashLife does not run"))
        let world = try #require(game.openWorld), zoom = try #require(game.camera.zoom)
        #expect(abs(world.golly(zoom.centre).x) <= 1)  // Golly centres the file on (0, 0).
        #expect(zoom.inside == 8 && game.outsideView(windowPopulation: 0)?.hasSuffix(": 0 cells outside") == true)
        game.apply(.cellSize(-1))
        #expect(game.camera.plane == nil && game.camera.zoom?.shift == 4)
    }

    /// On the soup's world, which is the view, `F` says where it works.
    @Test func onTheSoupFSaysWhereItWorks() throws {
        var game = try Game(geometry: .play(terminalColumns: 80, terminalRows: 25, cellSize: 2))
        game.apply(.fitPattern)
        #expect(game.message.hasPrefix("F fits a pattern (--pattern) or a grid"))
    }
}
