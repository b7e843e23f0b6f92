import LifeCore

/// How terminal cells, canvas pixels and Life cells line up.
///
/// The canvas is the terminal's pixel grid for the blitter: `characterPixels`
/// canvas pixels per character (1×2 for half blocks: a '▀' glyph's upper and
/// lower pixel; 2×2 quadrants, 2×3 sextants, 2×4 octants; one terminal cell's
/// screen pixels for kitty and sixel). The view covers it: enough
/// Life cells of `cellSize` pixels to reach every edge, centred, so partial
/// cells may show at the edges; the world may be larger (`Viewport`).
/// A Life cell is square on screen whatever the blitter, as nearly as whole
/// pixels allow: `cellSize` pixels across and `cellHeight` down, which
/// differ where the pixels are not square (`pixelAspect`: a quadrant pixel
/// is 1:2, a sextant pixel 3:4 on a 1:2 character). All board arithmetic is `SceneLayout`'s, the
/// layout the painter draws, so a click lands on the cell that is drawn there.
/// `play` and `render` lay boards out with this one rule.
package struct CanvasGeometry: Sendable, Equatable {
    /// The canvas in pixels.
    package var pixelWidth: Int
    package var pixelHeight: Int
    /// Canvas pixels per Life cell across (fractions allowed; at least `smallestCell`).
    package var cellSize: Double {
        didSet { cellSize = Self.clamped(cellSize, pixelAspect: pixelAspect) }
    }
    /// Canvas pixels per character (each side at least 1).
    package var characterPixels: Dimensions
    /// A canvas pixel's width over its height on screen (1 for square pixels).
    package let pixelAspect: Double

    /// A canvas of `pixelWidth × pixelHeight` pixels, each `pixelAspect` (width over height) on screen.
    package init(pixelWidth: Int, pixelHeight: Int, cellSize: Double, characterPixels: Dimensions = Self.halfBlock,
                 pixelAspect: Double = 1) {
        self.pixelWidth = max(0, pixelWidth)
        self.pixelHeight = max(0, pixelHeight)
        self.pixelAspect = pixelAspect.isFinite && pixelAspect > 0 ? pixelAspect : 1
        self.cellSize = Self.clamped(cellSize, pixelAspect: self.pixelAspect)
        self.characterPixels = Dimensions(width: max(1, characterPixels.width), height: max(1, characterPixels.height))
    }

    /// A canvas of `columns × rows` terminal cells.
    package init(columns: Int, rows: Int, cellSize: Double, characterPixels: Dimensions = Self.halfBlock,
                 pixelAspect: Double = 1) {
        self.init(pixelWidth: max(0, columns) * characterPixels.width, pixelHeight: max(0, rows) * characterPixels.height,
                  cellSize: cellSize, characterPixels: characterPixels, pixelAspect: pixelAspect)
    }

    /// Canvas pixels per Life cell down: the whole number of pixels nearest
    /// a square on screen, `cellSize × pixelAspect`, at least one (exact on
    /// square pixels). Whole, because cells of two heights in turn (1.5
    /// sextant pixels would be rows of 1 and 2) make a glider look different
    /// at every place; so a cell of 2 sextant pixels across is 2 down (4:3
    /// tall on screen) and of 4 across exactly 3, and a half-block cell on a
    /// 10×21 character is as many pixels down as across.
    package var cellHeight: Double { Self.down(cellSize, pixelAspect: pixelAspect) }

    /// `across` pixels' worth of square, down, on pixels of `pixelAspect`.
    static func down(_ across: Double, pixelAspect: Double) -> Double {
        pixelAspect == 1 ? across : max(1, (across * pixelAspect).rounded())
    }

    /// The smallest whole cell size across whose square is at least three
    /// quarters of a pixel down, so that a cell is never more than 4:3 off
    /// square: 1 on half blocks, octants and sextants, 2 on quadrants (whose
    /// cell of 1 would be twice as tall as wide).
    package static func smallestCell(pixelAspect: Double) -> Double {
        var n = 1.0
        while n * pixelAspect < 0.75 { n += 1 }
        return n
    }

    /// The smallest cell size across on these pixels (`smallestCell(pixelAspect:)`).
    package var smallestCell: Double { Self.smallestCell(pixelAspect: pixelAspect) }

    private static func clamped(_ size: Double, pixelAspect: Double) -> Double {
        let least = smallestCell(pixelAspect: pixelAspect)
        return size.isFinite ? max(least, size) : least
    }

    /// The canvas of the terminal app on a terminal of `columns × rows`:
    /// every row but the last, which is the status line, and the one above
    /// it when the control strip is shown (`strip`).
    package static func play(terminalColumns columns: Int, terminalRows rows: Int, cellSize: Double,
                            characterPixels: Dimensions = Self.halfBlock, pixelAspect: Double = 1,
                            strip: Bool = false) -> CanvasGeometry {
        CanvasGeometry(columns: columns, rows: rows - 1 - (strip ? 1 : 0), cellSize: cellSize, characterPixels: characterPixels,
                       pixelAspect: pixelAspect)
    }

    /// Half blocks: one pixel across, two down.
    package static let halfBlock = Dimensions(width: 1, height: 2)

    /// Terminal columns and rows the canvas spans.
    package var columns: Int { (pixelWidth + characterPixels.width - 1) / characterPixels.width }
    package var rows: Int { (pixelHeight + characterPixels.height - 1) / characterPixels.height }

    /// Whether there is any canvas to draw on.
    package var isDrawable: Bool { pixelWidth >= 2 && pixelHeight >= 2 }

    /// The view: the cells that cover the canvas, at least 1×1 (a new world's size).
    package var boardWidth: Int { Self.cellsCovering(pixelWidth, cellSize) }
    package var boardHeight: Int { Self.cellsCovering(pixelHeight, cellHeight) }

    /// How the board lies on the canvas.
    package var scene: SceneLayout {
        SceneLayout(canvasWidth: pixelWidth, canvasHeight: pixelHeight,
                    boardWidth: boardWidth, boardHeight: boardHeight, scaleX: cellSize, scaleY: cellHeight)
    }

    /// Cells of `cell` pixels needed to cover `pixels` (at least one).
    static func cellsCovering(_ pixels: Int, _ cell: Double) -> Int {
        max(1, Int((Double(pixels) / cell).rounded(.up)))
    }

    /// The Life cell under terminal cell (`column`, `row`), or nil outside the
    /// canvas. A character holds several pixels; when Life cells are smaller
    /// than a character, the click picks the one at its top left, unless
    /// `offset` says where in the character the pointer is (pixel mouse reports).
    package func cell(column: Int, row: Int, offset: CellOffset? = nil) -> GridPoint? {
        pixel(column: column, row: row, offset: offset).flatMap { cell(pixelX: $0.x, pixelY: $0.y) }
    }

    /// The canvas pixel under terminal cell (`column`, `row`): its top-left
    /// one, or the one at `offset` in it; nil outside the canvas.
    package func pixel(column: Int, row: Int, offset: CellOffset? = nil) -> CanvasPixel? {
        guard column >= 0, row >= 0, column < columns, row < rows else { return nil }
        let (w, h) = (characterPixels.width, characterPixels.height)
        var x = column * w, y = row * h
        if let offset {
            x += min(w - 1, max(0, offset.x) * w / max(1, offset.cell.width))
            y += min(h - 1, max(0, offset.y) * h / max(1, offset.cell.height))
        }
        guard x < pixelWidth, y < pixelHeight else { return nil }
        return CanvasPixel(x: x, y: y)
    }

    /// The Life cell under canvas pixel (x, y), or nil outside the canvas or board.
    package func cell(pixelX x: Int, pixelY y: Int) -> GridPoint? {
        guard x >= 0, y >= 0, x < pixelWidth, y < pixelHeight else { return nil }
        return scene.cell(atPixelX: x, y: y)
    }

    /// The Life cell under a canvas pixel reported by the mouse.
    package func cell(at pixel: CanvasPixel) -> GridPoint? {
        cell(pixelX: pixel.x, pixelY: pixel.y)
    }
}
