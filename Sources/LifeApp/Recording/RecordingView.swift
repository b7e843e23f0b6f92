import LifeCore

/// How a recording sees the world, fixed when it starts: its picture size
/// (`--record-size`, else the screen's canvas), the zoom at which the
/// screen's canvas covers that picture, and the view of the canvas it
/// started on.
///
/// The zoom makes the recording the screen's scene painted larger, not its
/// pixels enlarged: a 160×94 canvas covers 1280×720 at ×8 (cutting a row of
/// cells at the top and bottom), so 2-pixel cells are painted as 16-pixel
/// discs. Size, zoom and view size stay for the whole recording, whatever the
/// terminal does: after a resize the recording shows a view of the first
/// canvas's size with the screen's middle, as a terminal of that size would;
/// `[` and `]` change the cells as on screen; panning moves the view.
package struct RecordingView {
    /// The recording's picture size.
    package let width: Int
    package let height: Int
    /// Recording pixels per canvas pixel.
    package let zoom: Double
    /// The canvas the recording started on, in pixels.
    let canvasWidth: Int
    let canvasHeight: Int
    private var window = ViewWindow()
    private var handOver: Painter?

    /// A recording starting on `canvas`, at `size` (nil: the canvas's), taking
    /// the screen's `painter` along with its first scene.
    package init(canvas: CanvasGeometry, size: Dimensions?, painter: Painter?) {
        canvasWidth = canvas.pixelWidth
        canvasHeight = canvas.pixelHeight
        width = max(1, size?.width ?? canvas.pixelWidth)
        height = max(1, size?.height ?? canvas.pixelHeight)
        zoom = Self.zoom(width: width, height: height, canvasWidth: canvasWidth, canvasHeight: canvasHeight)
        handOver = painter
    }

    /// The scene of `game` now, as the recording shows it.
    package mutating func scene(of game: Game, video: VideoFrame?, time: Double) -> RecordedScene {
        let cell = game.geometry.cellSize
        let view = game.viewport.resized(to: CanvasGeometry(pixelWidth: canvasWidth, pixelHeight: canvasHeight, cellSize: cell))
        let board = window.board(of: game.board, through: view).board
        defer { handOver = nil }
        return RecordedScene(board: board, view: view, video: video, look: game.look, width: width, height: height,
                             cellSize: cell * zoom, time: time, painter: handOver)
    }

    /// The zoom at which a `canvasWidth × canvasHeight` canvas covers `width × height`.
    static func zoom(width: Int, height: Int, canvasWidth: Int, canvasHeight: Int) -> Double {
        guard canvasWidth > 0, canvasHeight > 0 else { return 1 }
        return max(Double(width) / Double(canvasWidth), Double(height) / Double(canvasHeight))
    }
}
