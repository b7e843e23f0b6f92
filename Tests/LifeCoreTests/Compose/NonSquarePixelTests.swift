import Testing
@testable import LifeCore

/// Cells on pixels that are not square (a quadrant pixel is 1:2 on a 1:2
/// character, a sextant pixel 3:4): `scaleX` pixels across and `scaleY` down
/// make a cell square on screen, and the shapes drawn in it are round there.
@Suite struct NonSquarePixelTests {
    /// The board painted with the mono palette over no video (a lit pixel is
    /// white × coverage), or the geometric palette's overlapping shapes.
    static func paint(_ board: Board, across: Double, down: Double, palette: Palette = .mono) -> RGBFrame {
        var painter = Painter(options: PaintOptions(colours: ColourSettings(palette: palette, seed: 1)))
        return painter.frame(board: board, video: nil, canvasWidth: Int(Double(board.width) * across),
                             canvasHeight: Int(Double(board.height) * down), cellSize: across, cellHeight: down, time: 0)
    }

    /// Whether pixel (x, y) is more than half lit (`mono`), or shows any of a translucent shape.
    static func lit(_ frame: RGBFrame, _ x: Int, _ y: Int, palette: Palette = .mono) -> Bool {
        let p = frame[x, y]
        return Int(p.r) + Int(p.g) + Int(p.b) > (palette == .mono ? 3 * 127 : 0)
    }

    /// Small cells are filled rectangles of `scaleX × scaleY` pixels: a lone
    /// cell of 4 × 2 quadrant pixels lights exactly those 8.
    @Test func aSmallCellFillsItsRectangle() throws {
        var board = try Board(width: 5, height: 5, topology: .bounded)
        board[2, 3] = true
        let out = Self.paint(board, across: 4, down: 2)
        for y in 0..<out.height {
            for x in 0..<out.width {
                #expect(Self.lit(out, x, y) == ((8..<12).contains(x) && (6..<8).contains(y)), "pixel \(x),\(y)")
            }
        }
        let layout = SceneLayout(canvasWidth: 20, canvasHeight: 10, boardWidth: 5, boardHeight: 5, scaleX: 4, scaleY: 2)
        #expect(layout.cell(atPixelX: 11, y: 7) == GridPoint(x: 2, y: 3))
        #expect(layout.cell(atPixelX: 12, y: 7) == GridPoint(x: 3, y: 3))
        #expect(layout.cell(atPixelX: 11, y: 8) == GridPoint(x: 2, y: 4))
        #expect(!layout.drawsDiscs)
    }

    /// A disc in a cell of 16 × 8 quadrant pixels (each pixel half as wide as
    /// tall) or 12 × 9 sextant pixels (3:4) is as wide as it is tall on
    /// screen, and its area is a circle's, in pixels of the same area; both
    /// compositors, the one-shape-a-cell one and the geometric palette's.
    @Test(arguments: [(16.0, 8.0, Palette.mono), (12, 9, .mono), (16, 8, .geometric), (12, 9, .geometric)])
    func discsAreRoundOnScreen(across: Double, down: Double, palette: Palette) throws {
        var board = try Board(width: 3, height: 3, topology: .bounded)
        board[1, 1] = true
        let out = Self.paint(board, across: across, down: down, palette: palette)
        let (midX, midY) = (out.width / 2, out.height / 2)
        let wide = (0..<out.width).filter { Self.lit(out, $0, midY, palette: palette) }.count
        let tall = (0..<out.height).filter { Self.lit(out, midX, $0, palette: palette) }.count
        // On screen a pixel is `down / across` as wide as it is tall; whole
        // pixels on each side: within a pixel and a half of a pixel's height.
        let (width, height) = (Double(wide) * down / across, Double(tall))
        #expect(abs(width - height) <= 1.5, "\(wide) pixels across, \(tall) down")
        #expect(width > 0.6 * down, "a disc, not a dot: \(wide) across")
        if palette == .mono {
            let area = stride(from: 0, to: out.pixels.count, by: 3).reduce(0.0) { $0 + Double(out.pixels[$1]) / 255 }
            // The disc's radius in pixels of area 1 (sides sqrt(down/across) by sqrt(across/down)).
            let r = ((across * down).squareRoot() - 1) / 2
            #expect(abs(area - Double.pi * r * r) < r, "area \(area), circle \(Double.pi * r * r)")
        }
    }

    /// The board's cells fit a canvas by the scale across, their height `aspect` of it.
    @Test func fittingCountsTheCellsHeight() {
        // 10 × 5 cells, each twice as many pixels across as down, on 100 × 30: 10 across, 6 down by height.
        #expect(SceneLayout.fittingScale(boardWidth: 10, boardHeight: 5, canvasWidth: 100, canvasHeight: 30, aspect: 0.5) == 10)
        #expect(SceneLayout.fittingScale(boardWidth: 10, boardHeight: 5, canvasWidth: 100, canvasHeight: 20, aspect: 0.5) == 8)
    }
}
