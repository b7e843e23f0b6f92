import LifeCore

/// Paints a recording's scenes (`RecordedScene`), one after the other, on
/// the recorder's thread: the painter keeps the fading trails from frame to
/// frame, starting from the screen's own (handed over with the first scene),
/// and moves them with their cells when the view pans, also across scenes
/// that were dropped.
package struct SceneRecording {
    private var painter: Painter?
    private var lastView: Viewport?

    package init() {}

    /// The frame for `scene`, at the recording's size: painted, then
    /// resampled to the picture's size when that differs.
    package mutating func frame(for scene: RecordedScene) -> RGBFrame {
        if painter == nil { painter = scene.painter ?? Painter(options: scene.look) }
        painter!.options = scene.look
        painter!.brightness = scene.brightness
        if let last = lastView, let move = scene.view.shift(from: last), move.dx != 0 || move.dy != 0 {
            painter!.pan(dx: move.dx, dy: move.dy)
        }
        lastView = scene.view
        let painted = painter!.frame(board: scene.board, video: scene.video, canvasWidth: scene.width,
                                     canvasHeight: scene.height, cellSize: scene.cellSize, cellHeight: scene.cellHeight,
                                     time: scene.time)
        return painted.resampled(toWidth: scene.picture.width, height: scene.picture.height)
    }
}
