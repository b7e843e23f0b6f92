/// How terminal cells, canvas pixels and Life cells line up.
///
/// The canvas is the terminal's pixel grid: `columns` pixels wide and two
/// pixels per canvas row (a '▀' glyph: upper pixel, lower pixel). A Life cell
/// covers `cellSize`×`cellSize` pixels from the top-left; pixels past the last
/// whole Life cell on the right or bottom stay outside the board.
public struct CanvasGeometry: Sendable, Equatable {
    /// Terminal columns the canvas spans.
    public var columns: Int
    /// Terminal rows the canvas spans (the status line is not one of them).
    public var rows: Int
    /// Canvas pixels per Life cell side (≥ 1).
    public var cellSize: Int

    public init(columns: Int, rows: Int, cellSize: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        self.cellSize = max(1, cellSize)
    }

    /// Canvas size in pixels.
    public var pixelWidth: Int { columns }
    public var pixelHeight: Int { rows * 2 }

    /// The Life board that fits: whole cells only, at least 1×1.
    public var boardWidth: Int { max(1, pixelWidth / cellSize) }
    public var boardHeight: Int { max(1, pixelHeight / cellSize) }

    /// The Life cell under terminal cell (`column`, `row`), or nil outside the
    /// board. A glyph holds two pixels; when Life cells are smaller than a
    /// glyph (cell size 1), the click picks the upper one.
    public func cell(column: Int, row: Int) -> CellPoint? {
        guard column >= 0, row >= 0, column < columns, row < rows else { return nil }
        return cell(pixelX: column, pixelY: row * 2)
    }

    /// Canvas position of the board's top-left corner.
    public var originX: Int { (pixelWidth - boardWidth * cellSize) / 2 }
    public var originY: Int { (pixelHeight - boardHeight * cellSize) / 2 }

    /// The Life cell under canvas pixel (x, y), or nil outside the board.
    public func cell(pixelX x: Int, pixelY y: Int) -> CellPoint? {
        let dx = x - originX, dy = y - originY
        guard dx >= 0, dy >= 0 else { return nil }
        let cx = dx / cellSize, cy = dy / cellSize
        guard cx < pixelWidth / cellSize, cy < pixelHeight / cellSize else { return nil }
        return CellPoint(cx, cy)
    }

    /// The Life cell under a canvas pixel reported by the mouse, or nil
    /// outside the canvas or the board.
    public func cell(at pixel: CanvasPixel) -> CellPoint? {
        guard pixel.x < pixelWidth, pixel.y < pixelHeight else { return nil }
        return cell(pixelX: pixel.x, pixelY: pixel.y)
    }
}
