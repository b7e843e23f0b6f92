import LifeCore
import Testing
@testable import LifeApp
import LifeTUI

/// A giant in play: HashLife on Golly's plane, the board the view drawn from
/// it, zoomed, panned, stepped 2^k generations at a time, fitted and reset by keys.
@Suite struct GamePlaneTests {
    /// Two gliders `apart` cells apart on each axis, as an RLE too large for a board comes.
    static func giant(apart: Int = 2_000_000) throws -> LoadedPattern {
        let glider = try #require(PatternLibrary.named("glider"))
        var cells = PlaneCells()
        cells.insert(glider, at: GridPoint(x: -apart / 2, y: -apart / 2))
        cells.insert(glider, at: GridPoint(x: apart / 2, y: apart / 2))
        return LoadedPattern(.empty, plane: cells)
    }

    /// A macrocell file of two gliders at opposite corners of a root of level `level`.
    static func macrocell(level: Int = 24) throws -> LoadedPattern {
        var lines = ["[M2] (golly 3.3)", "#R B3/S23", ".*$..*$***$"]
        for l in 4..<level { lines.append("\(l) \(l - 3) 0 0 0") }
        lines.append("\(level) \(level - 3) 0 0 \(level - 3)")
        var decoder = MacrocellDecoder()
        try decoder.feed(Array(lines.joined(separator: "\n").utf8))
        let file = try decoder.finish()
        return LoadedPattern(Pattern.empty.with(name: "two gliders", comments: [], rule: file.rule), macrocell: file)
    }

    /// A game on an 80x46-pixel canvas (cell 2 unless `cell` says) with `loaded` on the plane.
    static func game(_ loaded: LoadedPattern? = nil, cell: Double? = nil, paused: Bool = true) throws -> Game {
        var raw = try LookArguments.parse([])
        raw.seed = 7
        raw.cell = cell
        let options = try LookOptions(raw, for: .play)
        let geometry = CanvasGeometry(pixelWidth: 80, pixelHeight: 46, cellSize: options.cell)
        return try GameLaunch.start(options: options, geometry: geometry, loaded: try loaded ?? giant(), day: nil, paused: paused)
    }

    @Test func aGiantStartsFittedWithTheSmallestCell() throws {
        let g = try Self.game()
        let view = try #require(g.camera.plane)
        // 2,000,003 cells down 44 pixels: 2^16 cells a pixel; the cell went from 2 pixels to 1.
        #expect(g.geometry.cellSize == 1 && view.shift == 16)
        #expect((g.board.width, g.board.height) == (80, 46) && (view.columns, view.rows) == (80, 46))
        #expect(g.board.population == 2)
        // Five cells in squares of 2^32: the dimmest light, not nothing.
        let lit = try #require(g.camera.brightness).filter { $0 > 0 }
        #expect(lit.count == 2 && lit.allSatisfy { abs($0 - PlaneView.dimmest) < 0.01 })
        #expect(g.message.contains("Golly's plane") && g.message.contains("1:2^16"))
    }

    @Test func aMacrocellFileStartsAtItsPlace() throws {
        let g = try Self.game(try Self.macrocell())
        let view = try #require(g.camera.plane)
        #expect(g.life.population == 10 && g.board.population == 2 && view.shift > 0)
        #expect(g.message.hasPrefix("two gliders"))
    }

    /// `[` below the smallest cell doubles the cells a pixel shows; `]` halves them, then grows the cell.
    @Test func zoomGoesOnBelowOneCellAPixel() throws {
        var g = try Self.game(cell: 1)
        #expect(g.camera.plane?.shift == 16)
        g.apply(.cellSize(-1))
        #expect(g.camera.plane?.shift == 17 && g.geometry.cellSize == 1 && g.message.contains("1:2^17"))
        for _ in 0..<17 { g.apply(.cellSize(1)) }
        #expect(g.camera.plane?.shift == 0 && g.geometry.cellSize == 1)
        g.apply(.cellSize(1))
        #expect(g.camera.plane?.shift == 0 && g.geometry.cellSize == 2)
        #expect((g.board.width, g.board.height) == (40, 23) && g.camera.plane?.columns == 40)
        g.apply(.cellSize(-1))
        g.apply(.cellSize(-1))
        #expect(g.geometry.cellSize == 1 && g.camera.plane?.shift == 1)
        for _ in 0..<80 { g.apply(.cellSize(-1)) }
        #expect(g.camera.plane?.shift == PlaneView.maxShift && g.message.contains("as far as"))
    }

    /// In quadrants, whose smallest square cell is 2 pixels across and 1
    /// down, `[` from there zooms the giant out (it stopped at 2, waiting for 1).
    @Test func quadrantsZoomOutFromTheirSmallestCell() throws {
        var raw = try LookArguments.parse([])
        raw.seed = 7
        let options = try LookOptions(raw, for: .play)
        let geometry = CanvasGeometry(pixelWidth: 80, pixelHeight: 46, cellSize: 4, characterPixels: Dimensions(width: 2, height: 2),
                                      pixelAspect: 0.5)
        var g = try GameLaunch.start(options: options, geometry: geometry, loaded: try Self.giant(), day: nil, paused: true)
        // Fitted: the smallest cell, 2 across and 1 down, then squares of 2^k cells.
        #expect(g.geometry.cellSize == 2 && g.geometry.cellHeight == 1)
        #expect((g.board.width, g.board.height) == (40, 46))
        let shift = try #require(g.camera.plane?.shift)
        g.apply(.cellSize(-1))
        #expect(g.camera.plane?.shift == shift + 1 && g.geometry.cellSize == 2)
    }

    /// `--cell 0.25` is a pixel of 2^2 cells a side: allowed for a giant, refused on a board.
    @Test func aCellBelowOnePixelZoomsOutAGiant() throws {
        let g = try Self.game(cell: 0.25)
        #expect(g.camera.plane?.shift == 2 && g.geometry.cellSize == 1)
        #expect(throws: CommandFailure.self) { try Self.game(LoadedPattern(.empty), cell: 0.25) }
        var raw = try LookArguments.parse([])
        for bad in [0.3, 0.75, 0.0, -0.5, 0x1p-63] {
            raw.cell = bad
            #expect(throws: CommandFailure.self) { try LookOptions(raw, for: .play) }
        }
        raw.cell = 0x1p-62
        #expect(try LookOptions(raw, for: .picture).zoomOut == 62)
    }

    /// Each generation due is one step of 2^k generations; `0` goes back to the first.
    @Test func stepsAreTwoToTheKAndZeroResets() throws {
        var g = try Self.game(try Self.macrocell(), paused: false)
        for _ in 0..<8 { g.apply(.stepExponent(1)) }
        #expect(g.camera.plane?.stepExponent == 8 && g.message == "step 2^8 generations")
        g.advance(1)
        #expect(g.generation == 256 && g.life.generation == 256)
        g.apply(.step)
        #expect(g.generation == 512 && g.pace.paused)
        g.advance(100)
        // A turn runs at most four steps, as the pacer bounds generations.
        #expect(g.generation == 512 + 4 * 256)
        #expect(g.life.population == 10)
        g.apply(.restart)
        #expect(g.generation == 0 && g.camera.plane?.stepExponent == 8 && g.message == "back to generation 0")
        #expect(g.life.population == 10 && g.board.population == 2)
        g.apply(.stepExponent(-20))
        #expect(g.camera.plane?.stepExponent == 0)
    }

    /// Arrows pan a quarter of the view, anywhere; `F` brings the whole pattern back.
    @Test func arrowsPanAnywhereAndFFits() throws {
        var g = try Self.game()
        let view = try #require(g.camera.plane)
        let start = view.centre
        for _ in 0..<1000 { g.apply(.pan(1, 0)) }
        g.apply(.pan(0, -1))
        let moved = try #require(g.camera.plane)
        #expect(moved.centre.x - start.x == 1000 * Int128(20) << 16)
        #expect(moved.centre.y - start.y == -(Int128(11) << 16))
        #expect(g.board.population == 0)
        g.apply(.cellSize(1))
        g.apply(.fitPattern)
        #expect(g.camera.plane?.shift == 16 && g.board.population == 2 && g.message.contains("whole pattern"))
    }

    /// On a board (the soup's torus), the giant's keys say what they are for.
    @Test func theGiantKeysOnABoard() throws {
        var g = try Game(geometry: CanvasGeometry(pixelWidth: 80, pixelHeight: 46, cellSize: 2))
        #expect(g.camera.plane == nil && g.openWorld == nil)
        for action in [Action.stepExponent(1), .restart] {
            g.apply(action)
            #expect(g.message.contains("Golly's plane"))
        }
        // F works on every grid and on a pattern's world (`BoardZoomTests`), not on the soup's, which is the view.
        g.apply(.fitPattern)
        #expect(g.message.hasPrefix("F fits a pattern (--pattern) or a grid"))
    }

    /// A resized canvas keeps the board exactly the view and the view's middle.
    @Test func aResizeKeepsTheBoardTheView() throws {
        var g = try Self.game()
        let middle = try #require(g.camera.plane).centre
        g.resize(to: CanvasGeometry(pixelWidth: 120, pixelHeight: 60, cellSize: 1))
        let view = try #require(g.camera.plane)
        #expect((g.board.width, g.board.height) == (120, 60) && (view.columns, view.rows) == (120, 60))
        #expect(abs(view.centre.x - middle.x) <= 1 << 16 && abs(view.centre.y - middle.y) <= 1 << 16)
        #expect(g.camera.brightness?.count == 120 * 60)
    }
}
