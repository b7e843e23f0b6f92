import LifeCore

/// One frame of a play session as the recorder needs it: not the picture
/// the screen shows, but what it is made of, so the recorder can paint it at
/// its own size on its own thread (`SceneRecording`) while the screen goes
/// on at its frame rate. `RecordingView` makes them.
///
/// Everything is a value: the board (the window of the world the recording
/// shows), the video frame (whose pixels the source never changes once
/// published) and the look are shared, not copied, until the play loop
/// changes them.
package struct RecordedScene: Sendable {
    /// The part of the world the recording shows, and where it lies in the world.
    package var board: Board
    package var view: Viewport
    package var video: VideoFrame?
    package var look: PaintOptions
    /// The size the scene is painted at, in pixels of the canvas's shape,
    /// and its pixels per Life cell across and down.
    package var width: Int
    package var height: Int
    package var cellSize: Double
    package var cellHeight: Double
    /// The recording's picture size, in square pixels: the painting resampled.
    package var picture: Dimensions
    /// Seconds since the session started (animated colours).
    package var time: Double
    /// The screen's painter, handed over with a recording's first scene, so
    /// the fading trails already on screen carry over into the recording.
    package var painter: Painter?
    /// A giant's brightness per board cell (`Game.brightness`); nil on a board.
    package var brightness: [Float]?

    package init(board: Board, view: Viewport, video: VideoFrame?, look: PaintOptions, width: Int, height: Int,
                 cellSize: Double, cellHeight: Double? = nil, time: Double, picture: Dimensions? = nil,
                 painter: Painter? = nil) {
        self.board = board
        self.view = view
        self.video = video
        self.look = look
        self.width = width
        self.height = height
        self.cellSize = cellSize
        self.cellHeight = cellHeight ?? cellSize
        self.picture = picture ?? Dimensions(width: width, height: height)
        self.time = time
        self.painter = painter
    }
}
