import LifeCore

/// Mouse reports in SGR-Pixels mode (1016) carry screen pixels instead of
/// cells. This turns one back into the terminal cell under the pointer plus
/// where in the cell the pointer is, which picks the glyph's sub-pixel (the
/// upper or lower pixel of a '▀', one of an octant's eight, the very pixel of
/// a kitty or sixel picture), and with it the exact Life cell when cells are that small.
package struct PixelMouse: Sendable, Equatable {
    /// One terminal cell in screen pixels.
    package var cell: Dimensions

    /// Nil unless both sides are above 0.
    package init?(cell: Dimensions) {
        guard cell.width > 0, cell.height > 0 else { return nil }
        self.cell = cell
    }

    /// One cell's size from the tty's size in cells and in pixels
    /// (`TIOCGWINSZ`), or nil when the kernel does not know the pixels.
    package init?(columns: Int, rows: Int, pixelWidth: Int, pixelHeight: Int) {
        guard columns > 0, rows > 0, pixelWidth >= columns, pixelHeight >= rows else { return nil }
        self.init(cell: Dimensions(width: pixelWidth / columns, height: pixelHeight / rows))
    }

    /// `report` with its column and row read as screen pixels (0-based):
    /// the cell under them, the pointer's place in that cell in `offset`, and
    /// the column to the pixel in `fineColumn`.
    package func convert(_ report: MouseReport) -> MouseReport {
        let x = max(0, report.column), y = max(0, report.row)
        var out = report
        out.column = x / cell.width
        out.row = y / cell.height
        out.offset = CellOffset(x: x % cell.width, y: y % cell.height, cell: cell)
        // The middle of the screen pixel, in cells.
        out.fineColumn = (Double(x) + 0.5) / Double(cell.width)
        return out
    }
}
