import LifeCore

/// A recording keeps the picture size it started with, whatever the terminal
/// does meanwhile: while the screen's canvas has that size the shown frame is
/// recorded as is; after a resize the scene is painted a second time at the
/// recording's size (the view's middle kept, as on a terminal of that size), by a
/// copy of the screen's painter as it was before the resize, so the fading
/// trails carry over and nothing is scaled or blurred.
package struct FixedSizeRecording {
    /// The recording's picture size, fixed by its first frame.
    package private(set) var width = 0
    package private(set) var height = 0
    private var painter: Painter?
    private var window = ViewWindow()

    package init() {}

    /// The frame to record: `shown` when it has the recording's size, else
    /// `game`'s world and `video` painted again at that size with `screen`'s
    /// settings, through a view of that size with the same middle.
    package mutating func frame(shown: RGBFrame, screen: Painter, game: Game, video: VideoFrame?, time: Double) -> RGBFrame {
        if width == 0 || height == 0 {
            width = shown.width
            height = shown.height
        }
        guard shown.width != width || shown.height != height else {
            // The scene so far, for a resize to carry on from (shared until the screen's painter writes again).
            painter = screen
            window = ViewWindow()
            return shown
        }
        if painter == nil { painter = screen }
        painter!.options = screen.options
        let cellSize = game.geometry.cellSize
        let view = game.viewport.resized(to: CanvasGeometry(pixelWidth: width, pixelHeight: height, cellSize: cellSize))
        let (board, pan) = window.board(of: game.board, through: view)
        if let pan { painter!.pan(dx: pan.dx, dy: pan.dy) }
        return painter!.frame(board: board, video: video, canvasWidth: width, canvasHeight: height,
                              cellSize: cellSize, time: time)
    }
}
