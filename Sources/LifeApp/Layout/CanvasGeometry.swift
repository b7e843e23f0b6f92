import LifeCore

/// How terminal cells, canvas pixels and Life cells line up.
///
/// The canvas is the terminal's pixel grid for the blitter: `characterPixels`
/// canvas pixels per character (1×2 for half blocks: a '▀' glyph's upper and
/// lower pixel; 2×2 quadrants, 2×3 sextants, 2×4 octants; one terminal cell's
/// screen pixels for kitty and sixel). The view covers it: enough
/// Life cells of `cellSize` pixels to reach every edge, centred, so partial
/// cells may show at the edges; the world may be larger (`Viewport`). All board arithmetic is `SceneLayout`'s, the
/// layout the painter draws, so a click lands on the cell that is drawn there.
/// `play` and `render` lay boards out with this one rule.
package struct CanvasGeometry: Sendable, Equatable {
    /// The canvas in pixels.
    package var pixelWidth: Int
    package var pixelHeight: Int
    /// Canvas pixels per Life cell side (fractions allowed, at least 1).
    package var cellSize: Double
    /// Canvas pixels per character (each side at least 1).
    package var characterPixels: Dimensions

    /// A canvas of `pixelWidth × pixelHeight` pixels.
    package init(pixelWidth: Int, pixelHeight: Int, cellSize: Double, characterPixels: Dimensions = Self.halfBlock) {
        self.pixelWidth = max(0, pixelWidth)
        self.pixelHeight = max(0, pixelHeight)
        self.cellSize = cellSize.isFinite ? max(1, cellSize) : 1
        self.characterPixels = Dimensions(width: max(1, characterPixels.width), height: max(1, characterPixels.height))
    }

    /// A canvas of `columns × rows` terminal cells.
    package init(columns: Int, rows: Int, cellSize: Double, characterPixels: Dimensions = Self.halfBlock) {
        self.init(pixelWidth: max(0, columns) * characterPixels.width, pixelHeight: max(0, rows) * characterPixels.height,
                  cellSize: cellSize, characterPixels: characterPixels)
    }

    /// The canvas of the terminal app on a terminal of `columns × rows`:
    /// every row but the last, which is the status line, and the one above
    /// it when the control strip is shown (`strip`).
    package static func play(terminalColumns columns: Int, terminalRows rows: Int, cellSize: Double,
                            characterPixels: Dimensions = Self.halfBlock, strip: Bool = false) -> CanvasGeometry {
        CanvasGeometry(columns: columns, rows: rows - 1 - (strip ? 1 : 0), cellSize: cellSize, characterPixels: characterPixels)
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
    package var boardHeight: Int { Self.cellsCovering(pixelHeight, cellSize) }

    /// How the board lies on the canvas.
    package var scene: SceneLayout {
        SceneLayout(canvasWidth: pixelWidth, canvasHeight: pixelHeight,
                    boardWidth: boardWidth, boardHeight: boardHeight, scale: cellSize)
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
