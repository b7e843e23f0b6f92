import LifeCore

/// How large the view draws the world: the cell size, and below a cell a
/// pixel the power of two of cells a pixel stands for (a world zoomed out, a giant).
struct ViewScale: Sendable, Equatable {
    var cellSize: Double
    var zoomShift: Int?
    var giantShift: Int?

    init(of game: Game) {
        cellSize = game.geometry.cellSize
        zoomShift = game.camera.zoom?.shift
        giantShift = game.camera.plane?.shift
    }
}

extension PlayLoop {
    /// A terminal that draws mosaic glyphs from its font may spill a pixel or
    /// two of a glyph into the cells above and below it (xterm with a TrueType
    /// font: the quadrants and half blocks), and those stay until the cell
    /// they fell in is written again. Frames write only the cells that
    /// changed, so after the view changes scale (a zoom, `F`, the cell size),
    /// where most of the picture changes at once and much of it to black,
    /// remnants of the old picture stayed as a faint grid around the new one.
    /// There the screen is cleared and the next frame written whole, as after
    /// the help closes.
    mutating func clearOnRescale() throws(TerminalError) {
        let scale = ViewScale(of: game)
        defer { shownScale = scale }
        guard let shown = shownScale, shown != scale, !tooSmall, !game.status.showHelp else { return }
        try screen.clearAll()
        invalidateCanvas()
        statusBar.screenShows(nil)
        strip.screenCleared()
        dirty = true
    }
}
