import LifeCore
import Testing
@testable import LifeApp

@Suite struct CameraTests {
    /// A bounded world of `width × height`.
    static func world(_ width: Int = 100, _ height: Int = 50) -> WorldFrame {
        WorldFrame(width: width, height: height, topology: .bounded)
    }

    /// A camera on a canvas of 100 × 50 square pixels, over the world.
    static func camera(cell: Double = 2) throws -> Camera {
        let universe = try Game.universe(rule: .moore(.conway), on: world())
        return Camera(geometry: CanvasGeometry(pixelWidth: 100, pixelHeight: 50, cellSize: cell), universe: universe)
    }

    // (cell size, + or -, the cell size after): whole sizes, within `--cell`'s range.
    @Test(arguments: [(2.5, 1, 3.0), (2.5, -1, 2), (2, 1, 3), (1, -3, LookOptions.cells.lowerBound),
                      (250, 10, LookOptions.cells.upperBound)])
    func cellSizesStepWhole(cell: Double, delta: Int, after: Double) throws {
        let camera = try Self.camera(cell: cell)
        #expect(camera.cellSize(steppedBy: delta) == after)
    }

    // (cells across, cells down, the largest cell that shows them and one to spare each side)
    @Test(arguments: [(8, 3, 10.0 as Double?), (1, 1, 16), (98, 1, 1), (99, 1, nil), (1, 23, 2)])
    func theFittingCellLeavesACellEachSide(width: Int, height: Int, cell: Double?) throws {
        let camera = try Self.camera()
        #expect(camera.fittingCell(width: width, height: height) == cell)
    }

    // (the box, the least shift whose squares and one to spare fit 100 × 50 pixels)
    @Test(arguments: [(CellRect(x: 0, y: 0, width: 400, height: 10), 3), (CellRect(x: 0, y: 0, width: 150, height: 10), 1),
                      (CellRect(x: 1, y: 0, width: 196, height: 10), 2), (CellRect(x: 0, y: 0, width: 10, height: 1000), 5)])
    func theZoomShowsTheBoxWithRoomToSpare(box: CellRect, shift: Int) throws {
        let camera = try Self.camera()
        #expect(camera.zoomShift(fitting: box) == shift)
    }

    /// Arrows over a bounded board twice the view: a quarter of the window a
    /// press, until its edge, and said when they cannot move.
    @Test func arrowsPanABoardToItsEdges() throws {
        var camera = try Self.camera()
        let frame = Self.world()
        camera.centre(on: GridPoint(x: 0, y: 0), in: frame)
        #expect(camera.origin == GridPoint(x: 0, y: 0))
        #expect(camera.pan(dx: -1, dy: 0, on: frame) == "the view is at the board's edge")
        #expect(camera.pan(dx: 1, dy: 0, on: frame) == "" && camera.origin == GridPoint(x: 12, y: 0))
        for _ in 0..<10 { _ = camera.pan(dx: 1, dy: 1, on: frame) }
        #expect(camera.origin == GridPoint(x: 50, y: 25))
        #expect(camera.pan(dx: 1, dy: 0, on: frame) == "the view is at the board's edge")
        let narrow = Self.world(40, 50)
        camera.centre(on: GridPoint(x: 20, y: 25), in: narrow)
        #expect(camera.pan(dx: 1, dy: 0, on: narrow) == "the board's whole width is in view")
        let small = Self.world(40, 20)
        camera.centre(on: GridPoint(x: 20, y: 10), in: small)
        #expect(camera.pan(dx: 0, dy: 1, on: small) == "the whole board is in view: arrows pan a board larger than the window")
    }

    @Test func theViewFollowsCellsTheFrameMoved() throws {
        var camera = try Self.camera()
        camera.centre(on: GridPoint(x: 60, y: 30), in: Self.world())
        let before = camera.origin
        camera.follow(GridPoint(x: 3, y: -4))
        #expect(camera.origin == GridPoint(x: before.x + 3, y: before.y - 4))
    }

    /// The picture is the window's cells at a cell a pixel or more, and zoomed
    /// out one cell a square, lit where any of its cells is.
    @Test func thePictureIsTheWindowOrItsSquares() throws {
        var camera = try Self.camera()
        let frame = Self.world(), universe = try Game.universe(rule: .moore(.conway), on: frame)
        let cell = frame.golly(GridPoint(x: 60, y: 30))
        try universe.setState(1, x: cell.x, y: cell.y)
        camera.centre(on: GridPoint(x: 60, y: 30), in: frame)
        camera.draw(universe, frame: frame)
        let view = camera.viewport(of: frame)
        #expect((camera.picture.width, camera.picture.height) == (50, 25) && camera.picture.population == 1)
        #expect(camera.picture[60 - view.origin.x, 30 - view.origin.y] && camera.brightness == nil)
        camera.zoom = BoardZoom(shift: 2, centre: GridPoint(x: 50, y: 25))
        camera.draw(universe, frame: frame)
        #expect((camera.picture.width, camera.picture.height) == (25, 13) && camera.picture[15, 7])
        #expect(camera.brightness?[7 * 25 + 15] == PlaneView.brightness(share: 1.0 / 16))
    }
}
