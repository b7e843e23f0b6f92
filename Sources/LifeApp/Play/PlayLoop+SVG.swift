import LifeCore

extension PlayLoop {
    /// Output pixels per cell side of an SVG saved in play: the terminal's
    /// canvas has only a few pixels per cell, so the picture is sized as a
    /// render's default (8) unless the cells are larger.
    static let svgPixelsPerCell = 8.0

    /// `e`: the board as it is now (the painter brought up to date with it
    /// first, so edits since the last frame are in) as a new SVG file; the
    /// status line names it.
    mutating func saveSVG() {
        painter.options = game.look
        painter.follow(game.board, time: clock.now() - start)
        let svg = BoardSVG(painter: painter, layout: game.geometry.scene,
                           pixelsPerCell: max(Self.svgPixelsPerCell, game.geometry.cellSize))
        do throws(RecordingError) {
            game.message = "SVG saved: \(try studio.saveSVG(svg.bytes))"
        } catch {
            game.message = "SVG failed: \(error.description)"
        }
    }
}
