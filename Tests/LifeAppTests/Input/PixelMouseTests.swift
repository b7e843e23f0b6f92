import LifeCore
import Testing
@testable import LifeApp

@Suite struct PixelMouseTests {
    // 10×20-pixel cells. (pointer x, y) → (column, row, canvas pixel y); the column to the pixel (its middle) too.
    @Test(arguments: [
        (0, 0, 0, 0, 0),
        (9, 9, 0, 0, 0),        // upper half of the first glyph
        (9, 10, 0, 0, 1),       // lower half
        (105, 119, 10, 5, 11),  // row 5 spans pixels 100..<120: 110 and above is the lower half
        (105, 100, 10, 5, 10),
        (2495, 599, 249, 29, 59),
    ])
    func pixelsBecomeCellsAndCanvasPixels(x: Int, y: Int, column: Int, row: Int, canvasY: Int) throws {
        let cell = Dimensions(width: 10, height: 20)
        let mouse = try #require(PixelMouse(cell: cell))
        let r = mouse.convert(MouseReport(column: x, row: y, kind: .press(.left)))
        #expect(r == MouseReport(column: column, row: row, kind: .press(.left),
                                 offset: CellOffset(x: x % 10, y: y % 20, cell: cell),
                                 fineColumn: (Double(x) + 0.5) / 10))
        // Half blocks at cell size 1: the canvas pixel's own Life cell.
        let g = CanvasGeometry(columns: 300, rows: 40, cellSize: 1)
        #expect(g.cell(column: r.column, row: r.row, offset: r.offset) == GridPoint(x: column, y: canvasY))
    }

    /// Octants at cell size 1: each of a character's 2×4 sub-pixels is its own Life cell.
    @Test(arguments: [(0, 0, 0, 0), (4, 4, 0, 0), (5, 4, 1, 0), (9, 19, 1, 3), (0, 5, 0, 1), (3, 14, 0, 2), (15, 25, 3, 5)])
    func octantPixelsPickTheirSubpixel(x: Int, y: Int, cellX: Int, cellY: Int) throws {
        let mouse = try #require(PixelMouse(cell: Dimensions(width: 10, height: 20)))
        let g = CanvasGeometry(columns: 8, rows: 4, cellSize: 1, characterPixels: Dimensions(width: 2, height: 4))
        let r = mouse.convert(MouseReport(column: x, row: y, kind: .press(.left)))
        #expect(g.cell(column: r.column, row: r.row, offset: r.offset) == GridPoint(x: cellX, y: cellY))
    }

    @Test func negativePositionsClampToTheCorner() throws {
        let mouse = try #require(PixelMouse(cell: Dimensions(width: 8, height: 16)))
        let r = mouse.convert(MouseReport(column: -3, row: -1, kind: .motion))
        #expect(r.column == 0 && r.row == 0 && r.offset == CellOffset(x: 0, y: 0, cell: Dimensions(width: 8, height: 16)))
    }

    // (columns, rows, ws_xpixel, ws_ypixel, cell width, cell height)
    @Test(arguments: [(80, 24, 640, 480, 8, 20), (160, 48, 1600, 960, 10, 20), (100, 30, 1005, 631, 10, 21)])
    func cellSizeFromTheKernel(columns: Int, rows: Int, width: Int, height: Int, cw: Int, ch: Int) {
        #expect(PixelMouse(columns: columns, rows: rows, pixelWidth: width, pixelHeight: height)?.cell
                == Dimensions(width: cw, height: ch))
    }

    @Test(arguments: [(80, 24, 0, 0), (80, 24, 640, 0), (0, 24, 640, 480), (80, 24, 40, 480)])
    func unknownPixelSizeMeansNoPixelMouse(columns: Int, rows: Int, width: Int, height: Int) {
        #expect(PixelMouse(columns: columns, rows: rows, pixelWidth: width, pixelHeight: height) == nil)
    }

    @Test func clickInTheLowerHalfPicksTheLowerLifeCell() throws {
        // Cell size 1: one glyph holds two Life cells. Without pixels, the upper one.
        let g = CanvasGeometry(columns: 80, rows: 23, cellSize: 1)
        let mouse = try #require(PixelMouse(cell: Dimensions(width: 8, height: 16)))
        var tracker = MouseTracker()
        let lower = mouse.convert(MouseReport(column: 8 * 10 + 3, row: 16 * 5 + 12, kind: .press(.left)))
        #expect(tracker.actions(for: lower, view: Viewport(covering: g)) == [.click(GridPoint(x: 10, y: 11))])
        _ = tracker.actions(for: MouseReport(column: 10, row: 5, kind: .release(.left)), view: Viewport(covering: g))
        let upper = mouse.convert(MouseReport(column: 8 * 10 + 3, row: 16 * 5 + 2, kind: .press(.left)))
        #expect(tracker.actions(for: upper, view: Viewport(covering: g)) == [.click(GridPoint(x: 10, y: 10))])
        var cells = MouseTracker()
        #expect(cells.actions(for: MouseReport(column: 10, row: 5, kind: .press(.left)), view: Viewport(covering: g))
                == [.click(GridPoint(x: 10, y: 10))])
    }

    @Test func pixelDragPaintsEveryHalfGlyphAndClampsAtTheEdge() throws {
        let g = CanvasGeometry(columns: 20, rows: 5, cellSize: 1)
        let mouse = try #require(PixelMouse(cell: Dimensions(width: 10, height: 20)))
        var tracker = MouseTracker()
        _ = tracker.actions(for: mouse.convert(.init(column: 55, row: 5, kind: .press(.left))), view: Viewport(covering: g))
        // Down from pixel y 5 (canvas row 0) to 35 (canvas row 3): every Life cell, no gaps.
        #expect(tracker.actions(for: mouse.convert(.init(column: 55, row: 35, kind: .motion)), view: Viewport(covering: g))
                == [.paint([GridPoint(x: 5, y: 1), GridPoint(x: 5, y: 2), GridPoint(x: 5, y: 3)], alive: true)])
        // Far below the canvas: painting stops at its last pixel row (9).
        #expect(tracker.actions(for: mouse.convert(.init(column: 55, row: 900, kind: .motion)), view: Viewport(covering: g))
                == [.paint((4...9).map { GridPoint(x: 5, y: $0) }, alive: true)])
    }
}
