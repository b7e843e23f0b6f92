import LifeCore
import Testing
@testable import LifeApp

/// A giant edited: at a cell a pixel or more the board is the view's cells,
/// and clicks, strokes, brushes, `r`, `c`, `z` and `Z` set HashLife's cells
/// at their place on the plane; zoomed out a click says to zoom in.
@Suite struct GiantEditTests {
    /// Two gliders 40 cells apart on each axis, a giant zoomed in to a cell a pixel.
    static func zoomedIn(paused: Bool = true) throws -> Game {
        var g = try GamePlaneTests.game(try GamePlaneTests.giant(apart: 40), paused: paused)
        while let shift = g.camera.plane?.shift, shift > 0 { g.apply(.cellSize(1)) }
        return g
    }

    /// The plane's cell under board cell (x, y).
    static func alive(_ g: Game, _ x: Int, _ y: Int) -> Bool {
        let p = g.frame.origin
        return g.life[p.x + x, p.y + y]
    }

    /// Whether every board cell is the plane's cell under it.
    static func boardIsThePlane(_ g: Game) -> Bool {
        (0..<g.board.height).allSatisfy { y in (0..<g.board.width).allSatisfy { x in g.board[x, y] == alive(g, x, y) } }
    }

    @Test func clicksStrokesAndUndoSetHashLifesCells() throws {
        var g = try Self.zoomedIn()
        let plane = try #require(g.camera.plane)
        #expect(plane.shift == 0 && g.life.population == 10 && !Self.alive(g, 1, 1))
        g.apply(.click(GridPoint(x: 1, y: 1)))
        g.apply(.endStroke)
        #expect(Self.alive(g, 1, 1) && g.life.population == 11 && g.board[1, 1])
        g.apply(.paint([GridPoint(x: 5, y: 5), GridPoint(x: 6, y: 5), GridPoint(x: 7, y: 5)], alive: true))
        g.apply(.endStroke)
        #expect(g.life.population == 14 && Self.boardIsThePlane(g))
        g.apply(.undo)
        #expect(g.life.population == 11 && !Self.alive(g, 6, 5) && g.message.hasPrefix("undone: stroke, 3 cells"))
        g.apply(.redo)
        #expect(g.life.population == 14 && Self.alive(g, 6, 5))
        // Panned away, z still takes the stroke back where it was on the plane; zoomed out, Z does it again.
        let corner = g.frame.origin
        g.apply(.pan(1, 0))
        g.apply(.undo)
        #expect(g.life.population == 11 && !g.life[corner.x + 6, corner.y + 5] && g.life[corner.x + 1, corner.y + 1])
        g.apply(.cellSize(-1))
        #expect(g.camera.plane?.shift == 1)
        g.apply(.redo)
        #expect(g.life.population == 14 && g.life[corner.x + 6, corner.y + 5])
        // The blinker steps as a blinker does, and the board is the plane again at a cell a pixel.
        g.apply(.cellSize(1))
        g.apply(.step)
        #expect(g.life[corner.x + 6, corner.y + 4] && g.life[corner.x + 6, corner.y + 6] && !g.life[corner.x + 5, corner.y + 5])
        #expect(g.generation == 1 && g.life.generation == 1 && Self.boardIsThePlane(g))
    }

    /// A pattern brush and a glider launched into a running giant.
    @Test func brushesAndGliders() throws {
        var g = try Self.zoomedIn(paused: false)
        #expect(g.camera.plane != nil)
        g.apply(.click(GridPoint(x: 10, y: 10)))
        #expect(g.life.population == 15 && g.message.hasPrefix("glider"))
        g.apply(.brush(1))
        let shape = try #require(g.editing.brush.shape)
        g.apply(.click(GridPoint(x: 50, y: 25)))
        #expect(g.life.population == 15 + UInt128(shape.population) && Self.boardIsThePlane(g))
        g.apply(.hover(GridPoint(x: 50, y: 25)))
        #expect(g.ghostCells.count == shape.population)
    }

    /// `r` sows soup in the view and `c` clears it, cells beyond the view kept; `z` takes both back.
    @Test func fillAndClearTheView() throws {
        var g = try Self.zoomedIn()
        #expect(g.camera.plane != nil)
        for _ in 0..<8 { g.apply(.pan(1, 0)) }
        let outside = g.life.population - UInt128(g.board.population)
        g.apply(.randomFill)
        #expect(g.message == "random fill of the view" && Self.boardIsThePlane(g))
        #expect(g.board.population > g.board.width * g.board.height / 5)
        #expect(g.life.population == outside + UInt128(g.board.population))
        g.apply(.clear)
        #expect(g.message == "cleared the view" && g.board.population == 0 && g.life.population == outside)
        g.apply(.undo)
        g.apply(.undo)
        #expect(g.life.population == 10)
    }

    /// Zoomed out a pixel is many cells: edits ask to zoom in, and a giant has no keep-alive or births.
    @Test func zoomedOutAClickSaysToZoomIn() throws {
        var g = try GamePlaneTests.game()
        #expect(g.camera.plane?.shift == 16 && g.ghostCells.isEmpty)
        for action in [Action.click(GridPoint(x: 3, y: 3)), .randomFill, .clear, .paint([GridPoint(x: 1, y: 1)], alive: true)] {
            g.apply(action)
            #expect(g.message.hasPrefix("zoom in to edit (]): at scale 1:2^16 a pixel is 65536 cells a side"))
            #expect(g.board.population == 2 && g.life.population == 10)
        }
        for action in [Action.toggleKeepAlive, .toggleBirths] {
            g.apply(action)
            #expect(g.message == Game.giantHasNoSupport)
        }
        g.apply(.undo)
        #expect(g.message == "nothing to undo")
        g.apply(.saveBoard)
        #expect(g.status.takeRequests() == [.saveBoard])
        g.setBirths(true)
        #expect(!g.support.birthsOn)
    }

    /// The edits `S` saves: the macrocell file holds the clicked cell.
    @Test func sSavesTheEditedPlane() throws {
        var g = try Self.zoomedIn()
        g.apply(.click(GridPoint(x: 1, y: 1)))
        g.apply(.endStroke)
        var decoder = MacrocellDecoder()
        try decoder.feed(try #require(g.giantMacrocell))
        let life = try HashLife()
        try life.load(try decoder.finish())
        #expect(g.camera.plane != nil)
        #expect(life.population == 11 && life.hasSameCells(as: g.life))
    }
}
