import LifeCore

/// One frame of a play session as the recorder needs it: not the picture
/// the screen shows, but what it is made of, so the recorder can paint it at
/// its own size on its own thread (`SceneRecording`) while the screen goes
/// on at its frame rate.
///
/// Everything is a value: the board, the video frame (whose pixels the
/// source never changes once published) and the look are shared, not
/// copied, until the play loop changes them.
package struct RecordedScene: Sendable {
    package var board: Board
    package var video: VideoFrame?
    package var look: PaintOptions
    /// The screen's canvas in pixels and its pixels per Life cell.
    package var canvasWidth: Int
    package var canvasHeight: Int
    package var cellSize: Double
    /// Seconds since the session started (animated colours).
    package var time: Double
    /// The size to record at (`--record-size`); nil: the screen's canvas size.
    package var outputSize: Dimensions?
    /// The screen's painter, handed over with a recording's first scene, so
    /// the fading trails already on screen carry over into the recording.
    package var painter: Painter?

    package init(board: Board, video: VideoFrame?, look: PaintOptions, canvasWidth: Int, canvasHeight: Int, cellSize: Double,
                 time: Double, outputSize: Dimensions? = nil, painter: Painter? = nil) {
        self.board = board
        self.video = video
        self.look = look
        self.canvasWidth = canvasWidth
        self.canvasHeight = canvasHeight
        self.cellSize = cellSize
        self.time = time
        self.outputSize = outputSize
        self.painter = painter
    }
}
