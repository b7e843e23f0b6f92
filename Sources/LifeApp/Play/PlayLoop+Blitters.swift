import LifeCore
import TerminalRenderer

extension PlayLoop {
    /// The canvas the screen offers now, at `cellSize`, for `blitter`, with or
    /// without the strip: a picture blitter's canvas has the screen's own
    /// pixels (half blocks when the cell size in pixels is unknown).
    package static func geometry(of screen: any Screen, cellSize: Double, blitter: Blitter, strip: Bool) -> CanvasGeometry {
        CanvasGeometry.play(terminalColumns: screen.size.columns, terminalRows: screen.size.rows, cellSize: cellSize,
                            characterPixels: blitter.characterPixels(cell: screen.cellPixels) ?? CanvasGeometry.halfBlock,
                            pixelAspect: blitter.pixelAspect(cell: screen.cellPixels), strip: strip)
    }

    /// The Life cell to start with on `blitter`: `--cell` as given, else
    /// the default, two characters wide on every blitter
    /// (`LookOptions.startCell(characterWidth:)`).
    package static func startCell(_ options: LookOptions, blitter: Blitter, cellPixels: Dimensions?) -> Double {
        options.startCell(characterWidth: (blitter.characterPixels(cell: cellPixels) ?? CanvasGeometry.halfBlock).width)
    }

    /// The screen was cleared (resize, help, a lost write): every encoder
    /// sends everything next time.
    mutating func invalidateCanvas() {
        presenter.invalidate()
    }

    /// `t`: the next blitter the terminal shows. The canvas takes its pixel
    /// grid, so the board is laid out again, Life cells as wide on screen as
    /// they were (a quadrant cell of 2 becomes a half-block cell of 1 and a
    /// kitty cell of a character's width in pixels), and the whole canvas is
    /// repainted; a picture the last blitter left is taken away with the next frame.
    mutating func switchBlitter() {
        let before = game.geometry.characterPixels.width
        blitters.advance()
        let blitter = blitters.current
        presenter.switchBlitter(to: blitter)
        game.look.pixelAspect = blitter.pixelAspect(cell: screen.cellPixels)
        let after = (blitter.characterPixels(cell: screen.cellPixels) ?? CanvasGeometry.halfBlock).width
        let size = game.geometry.cellSize
        // Unchanged since the last t: its width, unrounded (a cell of 1 in quadrants is 1 in half blocks, and 1 again after).
        let width = cellWidth.flatMap { $0.cell == size ? $0.characters : nil } ?? size / Double(max(1, before))
        let cell = LookOptions.cell(characters: width, across: after)
        cellWidth = (width, cell)
        let g = Self.geometry(of: screen, cellSize: cell, blitter: blitter, strip: stripShown)
        if g.isDrawable { game.resize(to: g) }
        game.message = blitters.available.count > 1 ? "blitter \(blitter)" : "blitter \(blitter): the only one this terminal shows"
    }
}
