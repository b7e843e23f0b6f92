import LifeCore
import Testing
@testable import LifeApp
import LifeTUI

/// A board below a cell a pixel (`Game+Zoom`): a bounded grid larger than
/// the view starts seen whole, `[` and `]` go below a cell a pixel and back,
/// `F` fits the cells on every grid, each pixel a square of 2^k cells as
/// bright as its share of live cells, and the world's edge is drawn.
@Suite struct BoardZoomTests {
    /// A 160x48 terminal in quadrants with the strip: 320x92 canvas pixels of 1:2, the default cell 4 (80x46 cells).
    static let quadrants = CanvasGeometry.play(terminalColumns: 160, terminalRows: 48, cellSize: 4,
                                               characterPixels: Dimensions(width: 2, height: 2), pixelAspect: 0.5, strip: true)

    static func start(_ rle: String, cell: Double? = nil, geometry: CanvasGeometry = quadrants) throws -> Game {
        var raw = try LookArguments.parse([])
        raw.cell = cell
        return try GameLaunch.start(options: try LookOptions(raw, for: .play), geometry: geometry,
                              pattern: try Pattern.decode(Array(rle.utf8)), day: nil, paused: true)
    }

    /// Two cells 149 apart on a 200x200 Generations grid (as Golly's Fireworks.mcl): at the default cell
    /// one is outside the 80x46 view, so the whole grid is fitted: 200 rows need squares of 2^2 in 92 pixel rows.
    static let fireworks = "#CXRLE Pos=-75,0\nx = 150, y = 1, rule = /2/3:P200,200\no148bo!"

    @Test func aGridLargerThanTheViewStartsWhole() throws {
        let game = try Self.start(Self.fireworks)
        let zoom = try #require(game.camera.zoom)
        #expect(zoom.shift == 2 && game.geometry.cellSize == 2 && game.camera.plane == nil)
        #expect(game.message == "pattern loaded: the whole grid in view, 200x200 cells, scale 1:2^2")
        #expect(zoom.window == CellRect(x: 0, y: 0, width: 50, height: 50) && zoom.inside == 2)
        #expect(game.viewport.showsWholeWorld && game.picture.population == 2)
        #expect(game.outsideView(windowPopulation: 2) == nil)
        // With --cell given, as asked: the view on the pattern's middle, both cells outside.
        let asked = try Self.start(Self.fireworks, cell: 4)
        #expect(asked.camera.zoom == nil && asked.message.hasSuffix("2 of 2 cells outside the view (arrows pan)"))
    }

    /// `]` halves the cells a pixel shows, then goes back to a cell a pixel; `[` at the smallest cell zooms out again.
    @Test func theBracketsGoBelowACellAPixelAndBack() throws {
        var game = try Self.start(Self.fireworks)
        game.apply(.cellSize(1))
        #expect(game.camera.zoom?.shift == 1 && game.message.hasPrefix("scale 1:2^1"))
        // 100x100 squares in a view of 160x92: the two cells' row is inside, the bottom of the grid is not.
        #expect(game.camera.zoom?.window.height == 92 && game.outsideView(windowPopulation: 0)?.hasSuffix(": 0 cells outside") == true)
        game.apply(.pan(0, 1))
        #expect(game.camera.zoom?.window.y == 8 && game.message.isEmpty)
        game.apply(.pan(0, 1))
        #expect(game.message == "the view is at the board's edge")
        game.apply(.cellSize(1))
        #expect(game.camera.zoom == nil && game.camera.brightness == nil && game.geometry.cellSize == 2 && game.message == "cell size 2")
        game.apply(.cellSize(-1))
        #expect(game.camera.zoom?.shift == 1 && game.message.contains("zoomed out"))
        for _ in 0..<20 { game.apply(.cellSize(-1)) }
        #expect(game.camera.zoom?.shift == 8 && game.message == "zoomed out as far as the whole board in a pixel")
    }

    /// Zoomed out a pixel is many cells: a click says to zoom in and changes nothing; `c` clears the world.
    @Test func clicksWaitForACellAPixel() throws {
        var game = try Self.start(Self.fireworks)
        game.apply(.click(GridPoint(x: 10, y: 10)))
        #expect(game.board.population == 2 && game.message.hasPrefix("zoom in to edit (])"))
        game.apply(.hover(GridPoint(x: 10, y: 10)))
        #expect(game.editing.pointer == nil && game.ghostCells.isEmpty)
        game.apply(.clear)
        #expect(game.board.population == 0 && game.picture.population == 0)
    }

    /// The picture follows the world as it steps: Brian's Brain kills both lone cells, which dye, then go.
    @Test func thePictureFollowsTheWorld() throws {
        var game = try Self.start(Self.fireworks)
        game.advance(1)
        #expect(game.board.population == 2 && game.board.liveCount == 0 && game.picture.population == 2)
        game.advance(1)
        #expect(game.board.population == 0 && game.picture.population == 0 && game.generation == 2)
    }

    /// Each pixel as bright as the share of live cells in its square, as a giant's plane is drawn.
    @Test func aSquareIsAsBrightAsItsShare() throws {
        let frame = WorldFrame(width: 4, height: 4, topology: .bounded)
        let world = try Universe.make(.board, rule: .moore(.conway), grid: frame.grid, contents: Universe.Contents()).universe
        for (x, y) in [(0, 0), (2, 2), (3, 2), (2, 3), (3, 3)] { try world.setState(1, x: x - 2, y: y - 2) }
        var zoom = BoardZoom(shift: 1, centre: GridPoint(x: 2, y: 2))
        zoom.draw(world, frame: frame, columns: 10, rows: 10)
        #expect(zoom.picture?.width == 2 && zoom.picture?.height == 2 && zoom.inside == 5)
        #expect(zoom.brightness == [PlaneView.brightness(share: 0.25), 0, 0, 1])
        #expect(PlaneView.brightness(share: 0.25) > PlaneView.dimmest && PlaneView.brightness(share: 0.25) < 1)
    }

    /// On Golly's plane a pattern wider than the view at a cell a pixel starts zoomed out on the board,
    /// every cell in view, under Life (F then goes on with HashLife) and under a rule HashLife does not run.
    @Test(arguments: ["B3/S23", "B2cek3i/S12cei"])
    func aWidePatternOnThePlaneStartsWhole(rule: String) throws {
        var game = try Self.start("x = 900, y = 2, rule = \(rule)\n2o896b2o$2o896b2o!")
        let zoom = try #require(game.camera.zoom)
        #expect(game.isOnPlaneWorld && game.camera.plane == nil && zoom.shift == 3 && zoom.inside == 8)
        #expect(game.message == "pattern loaded: the whole pattern in view, 900x2 cells, scale 1:2^3")
        #expect(game.outsideView(windowPopulation: 0)?.hasSuffix("on the plane: 0 cells outside") == true)
        // A population the status line counted earlier is not mixed with the picture's count (it said -169 in play).
        #expect(game.outsideView(windowPopulation: 0, population: 3)?.hasSuffix("on the plane: 0 cells outside") == true)
        game.apply(.fitPattern)
        #expect(rule == "B3/S23" ? game.camera.plane?.shift == 3 : game.camera.zoom?.shift == 3)
    }

    /// `F` on a grid fits its live cells, zooming in as Golly's fit does; `0` starts again zoomed out.
    @Test func fFitsTheCellsOnAGrid() throws {
        var game = try Self.start(Self.fireworks)
        game.apply(.fitPattern)
        #expect(game.camera.zoom == nil && game.geometry.cellSize == 2 && game.message == "the whole pattern in view, 150x1 cells, cell size 2")
        #expect(game.viewport.windowCell(ofWorld: GridPoint(x: 25, y: 100)) != nil && game.viewport.windowCell(ofWorld: GridPoint(x: 174, y: 100)) != nil)
        game.apply(.restart)
        #expect(game.camera.zoom?.shift == 2 && game.generation == 0)
    }

    /// The window laid out again for another canvas stays zoomed out, a cell a pixel of the new blitter.
    @Test func aResizeKeepsTheZoom() throws {
        var game = try Self.start(Self.fireworks)
        game.resize(to: .play(terminalColumns: 100, terminalRows: 30, cellSize: 6))
        #expect(game.camera.zoom?.shift == 2 && game.geometry.cellSize == 1 && game.camera.zoom?.picture?.width == 50)
    }

    /// A thin grey line just outside a grid's edges, where the canvas has room; none on Golly's plane.
    @Test func theWorldsEdgeIsDrawn() throws {
        let klein = try Self.start("x = 3, y = 3, rule = B3/S23:K40*,20\nbo$2bo$3o!",
                                   geometry: .play(terminalColumns: 100, terminalRows: 30, cellSize: 2))
        // 40x20 cells of 2 pixels on a 100x58 canvas: the world is pixels 10..<90 and 9..<49.
        #expect(WorldBorder.sides(of: klein) == .all)
        var frame = RGBFrame(width: 100, height: 58)
        WorldBorder.draw(.all, view: klein.viewport, into: &frame)
        let (first, last) = (klein.viewport.pixels(of: GridPoint(x: 0, y: 0)), klein.viewport.pixels(of: GridPoint(x: 39, y: 19)))
        let (x0, x1, y0, y1) = (first.x.lowerBound, last.x.upperBound, first.y.lowerBound, last.y.upperBound)
        #expect(x1 - x0 == 80 && y1 - y0 == 40)
        for y in (y0 - 1)...y1 { #expect(frame[x0 - 1, y] == WorldBorder.colour && frame[x1, y] == WorldBorder.colour) }
        for x in (x0 - 1)...x1 { #expect(frame[x, y0 - 1] == WorldBorder.colour && frame[x, y1] == WorldBorder.colour) }
        var lit = 0
        for y in 0..<58 { for x in 0..<100 where frame[x, y] == WorldBorder.colour { lit += 1 } }
        #expect(lit == 2 * 82 + 2 * 40)
        let plane = try Self.start("x = 3, y = 3, rule = B3/S23\nbo$2bo$3o!")
        #expect(WorldBorder.sides(of: plane).isEmpty)
        // Zoomed in to 2^1, the 200-row grid is taller than the view: only its left and right edges show.
        var zoomed = try Self.start(Self.fireworks)
        zoomed.apply(.cellSize(1))
        #expect(WorldBorder.sides(of: zoomed) == [.left, .right])
    }
}
