import LifeCore
import LifeTestSupport
import Testing
@testable import LifeApp
import LifeTUI

/// `render --out FILE.svg` of a bounded board: the whole board unless
/// `--size` or `--cell` asks for a window (a 200x200 grid gave an 80x45 crop).
@Suite struct RenderSVGTests {
    /// A soup on a `world` board, one frame (nothing fades yet), with `--size`
    /// and `--cell` as given: the picture, read back, the board, and the view's top-left cell.
    private func picture(world: Dimensions, size: Dimensions? = nil, cell: Double? = nil) throws
        -> (svg: BoardSVG, read: SVGReader, board: Board, origin: GridPoint) {
        var options = RenderPlan.Options(out: "board.svg", look: try LookArguments.parse([]))
        options.frames = 1
        options.size = size
        var look = try LookArguments.parse([])
        look.seed = 3
        look.world = world
        look.cell = cell
        look.source = SourceSpec.none
        options.look = look
        let plan = try RenderPlan(options, isDirectory: { _ in false })
        var job = try RenderJob(plan: plan, pattern: nil, source: SolidSource())
        let svg = try #require(try job.vectorPicture { _ in })
        return (svg, try SVGReader(svg.bytes), job.board, job.game.viewport.origin)
    }

    /// The live cells of `board` inside `x..<x+width`, `y..<y+height`, as shape centres are placed.
    private func live(_ board: Board, x: Int = 0, y: Int = 0, width: Int? = nil, height: Int? = nil) -> Set<[Double]> {
        var cells = Set<[Double]>()
        for cy in y..<(y + (height ?? board.height)) {
            for cx in x..<(x + (width ?? board.width)) where board[cx, cy] { cells.insert([Double(cx), Double(cy)]) }
        }
        return cells
    }

    // (world, the picture's width and height in pixels: 8 a cell)
    @Test(arguments: [(Dimensions(width: 200, height: 200), "1600", "1600"),
                      (Dimensions(width: 80, height: 45), "640", "360")])
    func aBoundedBoardIsDrawnWhole(world: Dimensions, width: String, height: String) throws {
        let (svg, read, board, _) = try picture(world: world)
        #expect(board.width == world.width && board.height == world.height)
        #expect(read.root["viewBox"] == "0 0 \(world.width) \(world.height)")
        #expect(read.root["width"] == width && read.root["height"] == height)
        #expect(Set(read.placed.map { [$0.x, $0.y] }) == live(board))
        #expect(svg.shapes.count == board.population)
    }

    /// `--size` or `--cell` ask for the window the frames show: the view's
    /// part of the board, centred, as before.
    @Test(arguments: [(Dimensions(width: 640, height: 360), nil), (nil, 4.0)] as [(Dimensions?, Double?)])
    func aSizeOrCellAsksForTheWindow(size: Dimensions?, cell: Double?) throws {
        let (_, read, board, origin) = try picture(world: Dimensions(width: 200, height: 200), size: size, cell: cell)
        // 640x360 at 8 pixels a cell (or at 4): 80x45 (160x90) cells of the 200x200 board.
        let (w, h) = cell == nil ? (80, 45) : (160, 90)
        #expect(read.root["viewBox"] == "0 0 \(w) \(h)")
        let shifted = Set(read.placed.map { [$0.x + Double(origin.x), $0.y + Double(origin.y)] })
        #expect(shifted == live(board, x: origin.x, y: origin.y, width: w, height: h))
        #expect(read.placed.count < board.population)
    }

    /// A board too large for 8 pixels a cell within 7680 pixels is drawn with fewer.
    @Test func aLargeBoardsPictureKeepsItsSideUnder7680Pixels() throws {
        let fitted = BoardSVG.wholeBoard(width: 2000, height: 1000, pixelsPerCell: 8)
        #expect(fitted.pixelsPerCell == 3.84)
        let svg = BoardSVG(shapes: [], layout: fitted.layout, radius: 0.4, background: .black, pixelsPerCell: fitted.pixelsPerCell)
        let read = try SVGReader(svg.bytes)
        #expect(read.root["viewBox"] == "0 0 2000 1000")
        #expect(read.root["width"] == "7680" && read.root["height"] == "3840")
    }

    /// A picture of more than a million shapes is refused, whole board or
    /// window (a giant's, built up to it, in `RenderPlaneTests`).
    @Test func tooManyShapesAreRefused() throws {
        try RenderJob.checkSVGShapes(BoardSVG.maxShapes)
        #expect(throws: CommandFailure.self) { try RenderJob.checkSVGShapes(BoardSVG.maxShapes + 1) }
    }
}
