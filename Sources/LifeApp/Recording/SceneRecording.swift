import LifeCore

/// Paints a recording's frames from scenes, at one size for the whole
/// recording: `--record-size`, else the screen's canvas when it started.
///
/// The scene is the screen's, zoomed: the first scene fixes how many
/// recording pixels stand for one canvas pixel (enough for the board to
/// cover the recording, as it covers the screen: a 160×94 canvas becomes
/// 1280×720 at ×8, cutting a few rows of cells at the top and bottom), and
/// every later frame keeps that zoom and size, whatever the terminal does
/// meanwhile: after a resize the board is centred as on a terminal of the
/// first size, and a cell size change (`[`, `]`) shows as it does on screen.
/// Cells of 4 pixels and more are drawn as discs, so a large recording shows
/// round cells, not blown-up squares. The painter is the screen's, handed
/// over with the first scene, so the fading trails carry over.
package struct SceneRecording {
    /// The recording's picture size, fixed by the first scene.
    package private(set) var width = 0
    package private(set) var height = 0
    /// Recording pixels per canvas pixel, fixed by the first scene.
    package private(set) var zoom = 1.0
    private var painter: Painter?

    package init() {}

    /// The frame for `scene`, painted at the recording's size.
    package mutating func frame(for scene: RecordedScene) -> RGBFrame {
        if painter == nil {
            let size = scene.outputSize ?? Dimensions(width: scene.canvasWidth, height: scene.canvasHeight)
            width = max(1, size.width)
            height = max(1, size.height)
            zoom = Self.zoom(width: width, height: height, canvasWidth: scene.canvasWidth, canvasHeight: scene.canvasHeight)
            painter = scene.painter ?? Painter(options: scene.look)
        }
        painter!.options = scene.look
        return painter!.frame(board: scene.board, video: scene.video, canvasWidth: width, canvasHeight: height,
                              cellSize: scene.cellSize * zoom, time: scene.time)
    }

    /// The zoom at which a `canvasWidth × canvasHeight` canvas covers `width × height`.
    static func zoom(width: Int, height: Int, canvasWidth: Int, canvasHeight: Int) -> Double {
        guard canvasWidth > 0, canvasHeight > 0 else { return 1 }
        return max(Double(width) / Double(canvasWidth), Double(height) / Double(canvasHeight))
    }
}
