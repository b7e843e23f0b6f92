import LifeCore

/// A whole canvas as terminal cells, built in memory before anything is
/// written: `columns × rows` cells, row-major, cell (x, y) showing the
/// `mosaic.columns × mosaic.rows` canvas pixels from (x·columns, y·rows).
package struct CellFrame: Sendable, Equatable {
    package private(set) var columns: Int
    package private(set) var rows: Int
    /// The glyph set the cells' masks refer to.
    package private(set) var mosaic: Mosaic
    package private(set) var cells: [TerminalCell]
    /// The blitter that fills the cells, kept so its buffers are reused.
    private var blitter: MosaicBlitter

    /// A frame of one colour.
    package init(columns: Int, rows: Int, color: TerminalColor, mosaic: Mosaic = .half) {
        precondition(columns >= 0 && rows >= 0, "negative frame size")
        self.columns = columns
        self.rows = rows
        self.mosaic = mosaic
        blitter = MosaicBlitter(mosaic)
        cells = Array(repeating: TerminalCell(mask: 0, foreground: color, background: color), count: columns * rows)
    }

    /// The cells for an RGB canvas, each character the best glyph and two
    /// colours of `mode` for its block of pixels. A canvas that does not
    /// fill the last row or column of characters is padded with black.
    package init(canvas: RGBFrame, mode: ColorMode, mosaic: Mosaic = .half) {
        self.init(columns: 0, rows: 0, color: .rgb(.black), mosaic: mosaic)
        update(from: canvas, mode: mode, mosaic: mosaic)
    }

    /// Makes this frame the cells of `canvas`, reusing its storage when the size is the same.
    package mutating func update(from canvas: RGBFrame, mode: ColorMode, mosaic: Mosaic = .half) {
        let columns = (canvas.width + mosaic.columns - 1) / mosaic.columns
        let rows = (canvas.height + mosaic.rows - 1) / mosaic.rows
        if mosaic != self.mosaic {
            self.mosaic = mosaic
            blitter = MosaicBlitter(mosaic)
        }
        if self.columns != columns || self.rows != rows {
            self.columns = columns
            self.rows = rows
            cells = Array(repeating: TerminalCell(mask: 0, foreground: .rgb(.black), background: .rgb(.black)), count: columns * rows)
        }
        cells.withUnsafeMutableBufferPointer { out in
            blitter.fill(out, columns: columns, rows: rows, from: canvas, mode: mode)
        }
    }

    /// After an `update` that its blitter could compare with the update
    /// before, the cells that may differ from that update's, in order (all
    /// others are as it left them); nil otherwise. Says nothing of cells set
    /// through the subscript.
    package func withChanges<R>(_ body: (UnsafeBufferPointer<Int32>?) -> R) -> R {
        blitter.withChanges(body)
    }

    /// The cell at column `x`, row `y`.
    package subscript(x: Int, y: Int) -> TerminalCell {
        get { cells[y * columns + x] }
        set { cells[y * columns + x] = newValue }
    }

    package static func == (a: CellFrame, b: CellFrame) -> Bool {
        a.columns == b.columns && a.rows == b.rows && a.mosaic == b.mosaic && a.cells == b.cells
    }
}
