import LifeCore

/// A recording keeps the picture size it started with, whatever the terminal
/// does meanwhile: while the screen's canvas has that size the shown frame is
/// recorded as is; after a resize the scene is painted a second time at the
/// recording's size (the board centred, as on a terminal of that size), by a
/// copy of the screen's painter, so the fading trails carry over and nothing
/// is scaled or blurred.
package struct FixedSizeRecording {
    /// The recording's picture size, fixed by its first frame.
    package private(set) var width = 0
    package private(set) var height = 0
    private var painter: Painter?

    package init() {}

    /// The frame to record: `shown` when it has the recording's size, else
    /// `board` and `video` painted again at that size with `screen`'s settings.
    package mutating func frame(shown: RGBFrame, screen: Painter, board: Board, video: VideoFrame?,
                        cellSize: Double, time: Double) -> RGBFrame {
        if width == 0 || height == 0 {
            width = shown.width
            height = shown.height
        }
        guard shown.width != width || shown.height != height else {
            painter = nil
            return shown
        }
        if painter == nil { painter = screen }
        painter!.options = screen.options
        return painter!.frame(board: board, video: video, canvasWidth: width, canvasHeight: height,
                              cellSize: cellSize, time: time)
    }
}
