import LifeCore

/// How a recording sees the world, fixed when it starts: its picture size
/// (`RecordSize`), the size and zoom at which the scene is painted for it,
/// and the view of the canvas it started on.
///
/// A picture of its own size (`--record-size WxH`) is the screen's scene
/// painted larger, not its pixels enlarged: a 160×94 canvas covers 1280×720
/// at ×8 (cutting a row of cells at the top and bottom), so 2-pixel cells
/// are painted as 16-pixel discs. The scene is painted in pixels of the
/// canvas's shape (`pixelAspect`; a quadrant pixel is 1:2) and then
/// resampled to square ones, so the picture has the shape the viewer saw.
/// By default (`shared`) the canvas is painted as it is and enlarged.
/// Size, zoom and view size stay for the whole recording, whatever the
/// terminal does: after a resize the recording shows a view of the first
/// canvas's size with the screen's middle, as a terminal of that size would;
/// `[` and `]` change the cells as on screen; panning moves the view.
package struct RecordingView {
    /// The recording's picture size, in square pixels.
    package let width: Int
    package let height: Int
    /// The size the scene is painted at, in pixels of the canvas's shape,
    /// before it is resampled to `width × height`.
    package let paintWidth: Int
    package let paintHeight: Int
    /// Painted pixels per canvas pixel.
    package let zoom: Double
    /// The canvas the recording started on, in pixels.
    let canvasWidth: Int
    let canvasHeight: Int
    /// The canvas's pixel, width over height on screen.
    let pixelAspect: Double
    private var window: Board?
    private var handOver: Painter?

    /// A recording starting on `canvas`, whose pixels are `pixelAspect`
    /// (width over height) on screen, at `size`, taking the screen's
    /// `painter` along with its first scene.
    package init(canvas: CanvasGeometry, size: RecordSize, pixelAspect: Double = 1, painter: Painter?) {
        canvasWidth = canvas.pixelWidth
        canvasHeight = canvas.pixelHeight
        let aspect = pixelAspect.isFinite && pixelAspect > 0 ? pixelAspect : 1
        self.pixelAspect = aspect
        let picture: Dimensions
        switch size {
        case .canvas:
            picture = Dimensions(width: max(1, canvasWidth), height: max(1, canvasHeight))
            (paintWidth, paintHeight) = (picture.width, picture.height)
        case .shared:
            picture = RecordSize.shared(canvasWidth: canvasWidth, canvasHeight: canvasHeight, pixelAspect: aspect)
            (paintWidth, paintHeight) = (max(1, canvasWidth), max(1, canvasHeight))
        case let .fixed(fixed):
            picture = Dimensions(width: max(1, fixed.width), height: max(1, fixed.height))
            // Painted with the canvas's shape of pixel, enlarged along one side rather than shrunk along the other.
            (paintWidth, paintHeight) = aspect < 1
                ? (max(1, Int((Double(picture.width) / aspect).rounded())), picture.height)
                : (picture.width, max(1, Int((Double(picture.height) * aspect).rounded())))
        }
        (width, height) = (picture.width, picture.height)
        zoom = Self.zoom(width: paintWidth, height: paintHeight, canvasWidth: canvasWidth, canvasHeight: canvasHeight)
        handOver = painter
    }

    /// The scene of `game` now, as the recording shows it.
    package mutating func scene(of game: Game, video: VideoFrame?, time: Double) -> RecordedScene {
        let canvas = CanvasGeometry(pixelWidth: canvasWidth, pixelHeight: canvasHeight, cellSize: game.geometry.cellSize,
                                    pixelAspect: pixelAspect)
        let view = game.viewport.resized(to: canvas)
        let board = game.window(through: view, into: &window)
        defer { handOver = nil }
        var scene = RecordedScene(board: board, view: view, video: video, look: game.look, width: paintWidth, height: paintHeight,
                                  cellSize: canvas.cellSize * zoom, cellHeight: canvas.cellHeight * zoom, time: time,
                                  picture: Dimensions(width: width, height: height), painter: handOver)
        // A giant's board, and a board zoomed out, is the whole view: its brightness goes with it.
        if board.width == game.picture.width, board.height == game.picture.height { scene.brightness = game.camera.brightness }
        return scene
    }

    /// The zoom at which a `canvasWidth × canvasHeight` canvas covers `width × height`.
    static func zoom(width: Int, height: Int, canvasWidth: Int, canvasHeight: Int) -> Double {
        guard canvasWidth > 0, canvasHeight > 0 else { return 1 }
        return max(Double(width) / Double(canvasWidth), Double(height) / Double(canvasHeight))
    }
}
