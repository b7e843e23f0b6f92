import LifeCore

/// How terminal cells, canvas pixels and Life cells line up.
///
/// The canvas is the terminal's pixel grid: one pixel per column and two per
/// row (a '▀' glyph: upper pixel, lower pixel). The view covers it: enough
/// Life cells of `cellSize` pixels to reach every edge, centred, so partial
/// cells may show at the edges; the world may be larger (`Viewport`). All board arithmetic is `SceneLayout`'s, the
/// layout the painter draws, so a click lands on the cell that is drawn there.
/// `play` and `render` lay boards out with this one rule.
public struct CanvasGeometry: Sendable, Equatable {
    /// The canvas in pixels.
    public var pixelWidth: Int
    public var pixelHeight: Int
    /// Canvas pixels per Life cell side (fractions allowed, at least 1).
    public var cellSize: Double

    /// A canvas of `pixelWidth × pixelHeight` pixels.
    public init(pixelWidth: Int, pixelHeight: Int, cellSize: Double) {
        self.pixelWidth = max(0, pixelWidth)
        self.pixelHeight = max(0, pixelHeight)
        self.cellSize = cellSize.isFinite ? max(1, cellSize) : 1
    }

    /// A canvas of `columns × rows` terminal cells.
    public init(columns: Int, rows: Int, cellSize: Double) {
        self.init(pixelWidth: columns, pixelHeight: 2 * max(0, rows), cellSize: cellSize)
    }

    /// The canvas of the terminal app on a terminal of `columns × rows`:
    /// every row but the last, which is the status line.
    public static func play(terminalColumns columns: Int, terminalRows rows: Int, cellSize: Double) -> CanvasGeometry {
        CanvasGeometry(columns: columns, rows: rows - 1, cellSize: cellSize)
    }

    /// Terminal columns and rows the canvas spans.
    public var columns: Int { pixelWidth }
    public var rows: Int { (pixelHeight + 1) / 2 }

    /// Whether there is any canvas to draw on.
    public var isDrawable: Bool { pixelWidth >= 2 && pixelHeight >= 2 }

    /// The view: the cells that cover the canvas, at least 1×1 (a new world's size).
    public var boardWidth: Int { Self.cellsCovering(pixelWidth, cellSize) }
    public var boardHeight: Int { Self.cellsCovering(pixelHeight, cellSize) }

    /// How the board lies on the canvas.
    public var scene: SceneLayout {
        SceneLayout(canvasWidth: pixelWidth, canvasHeight: pixelHeight,
                    boardWidth: boardWidth, boardHeight: boardHeight, scale: cellSize)
    }

    /// Cells of `cell` pixels needed to cover `pixels` (at least one).
    static func cellsCovering(_ pixels: Int, _ cell: Double) -> Int {
        max(1, Int((Double(pixels) / cell).rounded(.up)))
    }

    /// The Life cell under terminal cell (`column`, `row`), or nil outside the
    /// canvas. A glyph holds two pixels; when Life cells are smaller than a
    /// glyph (cell size 1), the click picks the upper one.
    public func cell(column: Int, row: Int) -> CellPoint? {
        guard column >= 0, row >= 0, column < columns, row < rows else { return nil }
        return cell(pixelX: column, pixelY: row * 2)
    }

    /// The Life cell under canvas pixel (x, y), or nil outside the canvas or board.
    public func cell(pixelX x: Int, pixelY y: Int) -> CellPoint? {
        guard x >= 0, y >= 0, x < pixelWidth, y < pixelHeight, let c = scene.cell(atPixelX: x, y: y) else { return nil }
        return CellPoint(c.x, c.y)
    }

    /// The Life cell under a canvas pixel reported by the mouse.
    public func cell(at pixel: CanvasPixel) -> CellPoint? {
        cell(pixelX: pixel.x, pixelY: pixel.y)
    }
}
