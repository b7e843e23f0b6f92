import LifeCore
import Testing
@testable import LifeApp

@Suite struct CanvasGeometryTests {
    // (columns, rows, cell size, click column, click row, expected cell)
    @Test(arguments: [
        (160, 47, 1, 0, 0, GridPoint(x: 0, y: 0)),
        (160, 47, 1, 10, 5, GridPoint(x: 10, y: 10)),        // cell size 1: the glyph's upper cell
        (160, 47, 2, 10, 5, GridPoint(x: 5, y: 5)),          // 2×2 pixels: one row, two columns
        (160, 47, 2, 11, 5, GridPoint(x: 5, y: 5)),
        (160, 47, 3, 10, 5, GridPoint(x: 3, y: 3)),          // pixel y = 10 → cell 3
        (160, 48, 4, 159, 46, GridPoint(x: 39, y: 23)),
        (300, 60, 1, 249, 29, GridPoint(x: 249, y: 58)),     // past column 223 (SGR only)
        (400, 120, 2, 399, 119, GridPoint(x: 199, y: 119)),
        (1000, 50, 5, 998, 0, GridPoint(x: 199, y: 0)),
        // The board covers the canvas, centred, as the painter draws it: 41 cells of 4 over 162 columns
        // start at column -1, 24 cells of 4 over 94 pixel rows at pixel row -1; the edge cells show in part.
        (162, 47, 4, 0, 0, GridPoint(x: 0, y: 0)),
        (162, 47, 4, 1, 1, GridPoint(x: 0, y: 0)),
        (162, 47, 4, 3, 1, GridPoint(x: 1, y: 0)),
        (162, 47, 4, 160, 46, GridPoint(x: 40, y: 23)),
        (162, 47, 4, 161, 46, GridPoint(x: 40, y: 23)),
        (160, 47, 3, 159, 3, GridPoint(x: 53, y: 2)),        // 54 cells of 3 over 160 columns: the last shows two of its three
    ])
    func clickPicksTheCell(columns: Int, rows: Int, size: Double, column: Int, row: Int, cell: GridPoint?) {
        #expect(CanvasGeometry(columns: columns, rows: rows, cellSize: size).cell(column: column, row: row) == cell)
    }

    @Test(arguments: [
        (160, 47, 2, 160, 0), (160, 47, 2, 0, 47), (160, 47, 2, -1, 3), (160, 47, 2, 3, -1),
        (161, 47, 2, 161, 3),   // past the canvas
    ])
    func clicksOutsideTheBoardHitNothing(columns: Int, rows: Int, size: Double, column: Int, row: Int) {
        #expect(CanvasGeometry(columns: columns, rows: rows, cellSize: size).cell(column: column, row: row) == nil)
    }

    @Test(arguments: [(160, 47, 1, 160, 94), (160, 47, 2, 80, 47), (160, 47, 3, 54, 32),
                      (301, 90, 4, 76, 45), (1, 1, 8, 1, 1), (160, 47, 2.5, 64, 38)])
    func boardFillsTheCanvas(columns: Int, rows: Int, size: Double, width: Int, height: Int) {
        let g = CanvasGeometry(columns: columns, rows: rows, cellSize: size)
        #expect((g.boardWidth, g.boardHeight) == (width, height))
    }

    @Test(arguments: [(160, 47, 1), (161, 47, 2), (250, 70, 3), (162, 47, 4), (300, 61, 5), (97, 13, 7), (401, 121, 16)])
    func matchesTheSceneLayoutThePainterDraws(columns: Int, rows: Int, size: Double) {
        let g = CanvasGeometry(columns: columns, rows: rows, cellSize: size)
        let layout = SceneLayout(canvasWidth: g.pixelWidth, canvasHeight: g.pixelHeight,
                                 boardWidth: g.boardWidth, boardHeight: g.boardHeight, scale: size)
        for y in 0..<g.pixelHeight {
            for x in 0..<g.pixelWidth {
                #expect(g.cell(pixelX: x, pixelY: y) == layout.cell(atPixelX: x, y: y), "pixel \(x),\(y)")
            }
        }
    }

    @Test func everyTerminalCellMapsIntoTheBoard() {
        for size in [1.0, 2, 3, 4, 5, 6] {
            let g = CanvasGeometry(columns: 250, rows: 70, cellSize: size)
            for column in 0..<g.columns {
                for row in 0..<g.rows {
                    if let c = g.cell(column: column, row: row) {
                        #expect(c.x < g.boardWidth && c.y < g.boardHeight)
                    }
                }
            }
        }
    }

    // (canvas pixel x, y, expected cell) on a 160×47 canvas: 94 pixel rows.
    @Test(arguments: [
        (1, 10, 11, GridPoint(x: 10, y: 11)),    // cell size 1: the lower pixel of glyph row 5 is its own cell
        (1, 10, 10, GridPoint(x: 10, y: 10)),
        (2, 10, 11, GridPoint(x: 5, y: 5)),
        (1, 159, 93, GridPoint(x: 159, y: 93)),
        (1, 160, 0, nil), (1, 0, 94, nil),   // past the canvas
        (3, 159, 3, GridPoint(x: 53, y: 1)),       // the last, partial column of cells
    ])
    func canvasPixelPicksTheCell(size: Double, x: Int, y: Int, cell: GridPoint?) {
        let g = CanvasGeometry(columns: 160, rows: 47, cellSize: size)
        #expect(g.cell(at: CanvasPixel(x: x, y: y)) == cell)
    }
}
