import LifeCore
import TerminalRenderer

extension PlayLoop {
    /// The canvas the screen offers now, at `cellSize`, for `blitter`, with or
    /// without the strip: a picture blitter's canvas has the screen's own
    /// pixels (half blocks when the cell size in pixels is unknown).
    package static func geometry(of screen: any Screen, cellSize: Double, blitter: Blitter, strip: Bool) -> CanvasGeometry {
        CanvasGeometry.play(terminalColumns: screen.size.columns, terminalRows: screen.size.rows, cellSize: cellSize,
                            characterPixels: blitter.characterPixels(cell: screen.cellPixels) ?? CanvasGeometry.halfBlock,
                            strip: strip)
    }

    /// The bytes that show `canvas` with the blitter in use, after what the
    /// last blitter left behind.
    mutating func encodeFrame(_ canvas: RGBFrame) -> [UInt8] {
        var bytes = frameBytes
        frameBytes = []
        bytes.removeAll(keepingCapacity: true)
        bytes += leftOver
        leftOver = []
        let blitter = blitters.current
        if blitter.drawsPixels, var picture = pictures[blitter] {
            picture.encode(canvas: canvas, into: &bytes)
            pictures[blitter] = picture
        } else {
            encoder.encode(canvas: canvas, into: &bytes)
        }
        return bytes
    }

    /// Whether the picture blitter in use held the last frame back (`CanvasEncoder.heldBack`).
    var pictureHeldBack: Bool {
        blitters.current.drawsPixels && pictures[blitters.current]?.heldBack == true
    }

    /// The screen was cleared (resize, help, a lost write): every encoder
    /// sends everything next time.
    mutating func invalidateCanvas() {
        encoder.invalidate()
        for key in pictures.keys { pictures[key]?.invalidate() }
    }

    /// `t`: the next blitter the terminal shows. The canvas takes its pixel
    /// grid, so the board is laid out again (cells keep their size in canvas
    /// pixels) and the whole canvas is repainted; a picture the last blitter
    /// left is taken away with the next frame.
    mutating func switchBlitter() {
        if let old = pictures[blitters.current] { leftOver += old.farewell() }
        blitters.advance()
        let blitter = blitters.current
        if let mosaic = blitter.mosaic { encoder.mosaic = mosaic }
        game.look.pixelAspect = blitter.pixelAspect(cell: screen.cellPixels)
        let g = Self.geometry(of: screen, cellSize: game.geometry.cellSize, blitter: blitter, strip: stripShown)
        if g.isDrawable { game.resize(to: g) }
        invalidateCanvas()
        game.message = blitters.available.count > 1 ? "blitter \(blitter)" : "blitter \(blitter): the only one this terminal shows"
    }

    /// What takes every picture the pixel blitters may have placed away, on
    /// any way out (the screen sends it after the frame in flight): what a
    /// picture leaves is not text, so leaving the alternate screen may not.
    static func farewell(of pictures: [Blitter: any CanvasEncoder]) -> [UInt8] {
        Blitter.allCases.flatMap { pictures[$0]?.farewell() ?? [] }
    }
}
