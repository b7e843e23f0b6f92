import LifeCore
import TerminalRenderer
import Testing
@testable import LifeApp

/// A Life cell is square on screen whatever the blitter: `cellSize` canvas
/// pixels across and `cellHeight` down, from the pixel's shape.
@Suite struct SquareCellTests {
    static func geometry(_ blitter: Blitter, cell: Double, characterCell: Dimensions? = nil) -> CanvasGeometry {
        CanvasGeometry(columns: 160, rows: 47, cellSize: cell,
                       characterPixels: blitter.characterPixels(cell: characterCell) ?? CanvasGeometry.halfBlock,
                       pixelAspect: blitter.pixelAspect(cell: characterCell))
    }

    /// On 1:2 characters a cell's width in characters is half its height in
    /// characters where whole pixels allow (2 quadrant pixels across are 1
    /// down, 4 sextant pixels exactly 3), and within 4:3 of it where they do
    /// not (2 sextant pixels across are 2 down, not 1.5).
    @Test(arguments: [Blitter.half, .quadrant, .sextant, .octant], [2.0, 4, 8])
    func cellsAreSquareOnScreen(blitter: Blitter, cell: Double) {
        let g = Self.geometry(blitter, cell: cell)
        let grid = g.characterPixels
        let (wide, tall) = (g.cellSize / Double(grid.width), g.cellHeight / Double(grid.height))
        let exact = cell * blitter.pixelAspect(cell: nil)
        #expect(g.cellHeight == exact.rounded() && g.cellHeight == g.cellHeight.rounded(.down))
        if exact == exact.rounded() {
            #expect(wide == 2 * tall, "\(blitter) \(cell): \(wide) characters across, \(tall) down")
        } else {
            #expect(wide / (2 * tall) >= 0.75 && wide / (2 * tall) <= 4.0 / 3, "\(blitter) \(cell)")
        }
        #expect(g.boardHeight == Int((Double(g.pixelHeight) / g.cellHeight).rounded(.up)))
    }

    /// Where the terminal says its character cell in pixels, that shape is
    /// used, to the nearest whole pixel down.
    @Test(arguments: [
        (Blitter.half, 2.0, Dimensions(width: 10, height: 21), 2.0),    // 1.905
        (.half, 10, Dimensions(width: 10, height: 21), 10),              // 9.524
        (.sextant, 2, Dimensions(width: 8, height: 16), 2),              // 1.5
        (.sextant, 4, Dimensions(width: 10, height: 21), 3),             // 2.857
        (.quadrant, 4, Dimensions(width: 9, height: 20), 2),             // 1.8
        (.quadrant, 8, Dimensions(width: 8, height: 20), 3),             // 3.2
        (.octant, 3, Dimensions(width: 8, height: 16), 3),
        (.kitty, 13.5, Dimensions(width: 9, height: 18), 13.5),          // square pixels: as across
    ] as [(Blitter, Double, Dimensions, Double)])
    func theTerminalsCellShapeIsUsed(blitter: Blitter, cell: Double, characterCell: Dimensions, height: Double) {
        let g = Self.geometry(blitter, cell: cell, characterCell: characterCell)
        #expect(g.cellHeight == height)
    }

    /// No cell is more than 4:3 off square: the smallest across is 2 on
    /// quadrants (a cell of 1 would be 1:2), 1 on the others; `[` stops there.
    @Test(arguments: [(Blitter.half, 1.0), (.quadrant, 2), (.sextant, 1), (.octant, 1)])
    func theSmallestCellIsNearlySquare(blitter: Blitter, smallest: Double) throws {
        let g = Self.geometry(blitter, cell: 1)
        #expect(g.cellSize == smallest && g.cellHeight == 1)
        var game = try Game(geometry: g, seed: 1, paused: true)
        game.apply(.cellSize(-1))
        #expect(game.geometry.cellSize == smallest)
        #expect(game.message == "cell size \(NumberText.short(smallest))")
    }

    /// A click in quadrants picks the cell drawn there: a character holds one
    /// cell of 2 across and two down; the pointer's place in it says which.
    @Test func aQuadrantClickPicksTheUpperOrLowerCell() {
        let g = Self.geometry(.quadrant, cell: 2)
        #expect(g.cell(column: 10, row: 5) == GridPoint(x: 10, y: 10))
        let lower = CellOffset(x: 3, y: 15, cell: Dimensions(width: 10, height: 20))
        #expect(g.cell(column: 10, row: 5, offset: lower) == GridPoint(x: 10, y: 11))
        let view = Viewport(covering: g)
        let pixels = view.pixels(of: GridPoint(x: 10, y: 11))
        #expect(pixels.x == 20..<22 && pixels.y == 11..<12)
    }

    /// The SVG's view is the canvas in cells, square ones: 320 × 94 quadrant
    /// pixels of 2 × 1 a cell are 160 × 94 cells, as the screen shows them.
    @Test func theSVGShowsTheCanvasInSquareCells() throws {
        let g = Self.geometry(.quadrant, cell: 2)
        let svg = BoardSVG(shapes: [], layout: g.scene, radius: 0.4, background: RGB(0, 0, 0), pixelsPerCell: 8)
        #expect(svg.text.contains("width=\"1280\" height=\"752\" viewBox=\"0 0 160 94\""), "\(svg.text.prefix(300))")
    }
}
