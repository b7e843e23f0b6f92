import LifeCore

extension PlayLoop {
    /// Output pixels per cell side of an SVG saved in play: the terminal's
    /// canvas has only a few pixels per cell, so the picture is sized as a
    /// render's default (8) unless the cells are larger.
    static let svgPixelsPerCell = 8.0

    /// `e`: the board as it is now (the painter brought up to date with it
    /// first, so edits since the last frame are in) as a new SVG file; the
    /// status line names it. A bounded board larger than the view is saved
    /// whole (its live cells: the cells fading out were painted only where
    /// the view showed them); on Golly's plane, what the view shows.
    mutating func saveSVG() {
        painter.options = game.look
        let pixelsPerCell = max(Self.svgPixelsPerCell, game.geometry.cellSize)
        let svg: BoardSVG
        if game.frame.open == nil, game.camera.plane == nil, game.camera.zoom == nil, !game.viewport.showsWholeWorld,
           let world = game.wholeWorld() {
            var whole = painter
            whole.follow(world, time: clock.now() - start)
            let fitted = BoardSVG.wholeBoard(width: world.width, height: world.height, pixelsPerCell: pixelsPerCell)
            svg = BoardSVG(painter: whole, layout: fitted.layout, pixelsPerCell: fitted.pixelsPerCell)
        } else {
            // As a frame takes it (`composeFrame`), so the next frame finds the painter where it would have.
            if let pan = viewPan.moved(to: game.viewport) { painter.pan(dx: pan.dx, dy: pan.dy) }
            painter.follow(game.picture, time: clock.now() - start)
            svg = BoardSVG(painter: painter, layout: game.geometry.scene, pixelsPerCell: pixelsPerCell)
        }
        guard svg.shapes.count <= BoardSVG.maxShapes else {
            game.message = "SVG not saved: \(svg.shapes.count) shapes, more than \(BoardSVG.maxShapes)"
            return
        }
        do throws(RecordingError) {
            game.message = "SVG saved: \(try studio.saveSVG(svg.bytes))"
        } catch {
            game.message = "SVG failed: \(error.description)"
        }
    }
}
