import LifeCore
import Testing
@testable import LifeApp

/// Recordings painted from scenes (`RecordingView`, `SceneRecording`), at the
/// canvas size or another, keeping their size and view across resizes.
@Suite struct SceneRecordingTests {
    private static let glider = [(1, 0), (2, 1), (0, 2), (1, 2), (2, 2)]

    /// A game on a canvas of `width × height` pixels, cells of 2, a glider in its middle.
    private func game(_ width: Int, _ height: Int) throws -> Game {
        var g = try Game(geometry: CanvasGeometry(pixelWidth: width, pixelHeight: height, cellSize: 2))
        g.apply(.paint(Self.glider.map { GridPoint(x: $0.0 + g.board.width / 2, y: $0.1 + g.board.height / 2) }, alive: true))
        return g
    }

    private func board(_ width: Int, _ height: Int) throws -> Board {
        var b = try Board(width: width, height: height)
        for (x, y) in Self.glider { b[x + width / 2, y + height / 2] = true }
        return b
    }

    /// Without a size the recording is what the screen shows, trails and all.
    @Test func theDefaultIsTheCanvasAsShown() throws {
        var screen = Painter()
        var g = try game(80, 40)
        var view: RecordingView?
        var recording = SceneRecording()
        for t in 0..<6 {
            let shown = screen.frame(board: g.board, video: nil, canvasWidth: 80, canvasHeight: 40, cellSize: 2, time: Double(t))
            if view == nil { view = RecordingView(canvas: g.geometry, size: .canvas, painter: screen) }
            #expect(recording.frame(for: view!.scene(of: g, video: nil, time: Double(t))) == shown, "frame \(t)")
            g.advance(1)
        }
        #expect((view?.width, view?.height, view?.zoom) == (80, 40, 1))
    }

    /// The screen's painter handed over with the first scene brings the trails
    /// already fading on screen; a fresh painter would start without them.
    @Test func theFirstSceneBringsTheTrailsAlong() throws {
        var screen = Painter()
        var g = try game(80, 40)
        for t in 0..<4 {
            _ = screen.frame(board: g.board, video: nil, canvasWidth: 80, canvasHeight: 40, cellSize: 2, time: Double(t))
            g.advance(1)
        }
        let shown = screen.frame(board: g.board, video: nil, canvasWidth: 80, canvasHeight: 40, cellSize: 2, time: 4)
        var handed = RecordingView(canvas: g.geometry, size: .canvas, painter: screen)
        var fresh = RecordingView(canvas: g.geometry, size: .canvas, painter: nil)
        var one = SceneRecording(), other = SceneRecording()
        #expect(one.frame(for: handed.scene(of: g, video: nil, time: 4)) == shown)
        #expect(other.frame(for: fresh.scene(of: g, video: nil, time: 4)) != shown)
    }

    // (new canvas width, height): larger (the world grows), smaller (a part of it shows), and about the start.
    @Test(arguments: [(120, 60), (50, 30), (81, 41)])
    func afterAResizeFramesKeepTheFirstSizeAndShowTheSameScene(width: Int, height: Int) throws {
        var reference = Painter()          // what a terminal of the first size would have shown
        var b = try board(40, 20)
        var g = try game(80, 40)
        var view = RecordingView(canvas: g.geometry, size: .canvas, painter: nil)
        var recording = SceneRecording()
        _ = recording.frame(for: view.scene(of: g, video: nil, time: 0))
        _ = reference.frame(board: b, video: nil, canvasWidth: 80, canvasHeight: 40, cellSize: 2, time: 0)
        g.resize(to: CanvasGeometry(pixelWidth: width, pixelHeight: height, cellSize: 2))
        for t in 1...4 {
            b.step()
            g.advance(1)
            let recorded = recording.frame(for: view.scene(of: g, video: nil, time: Double(t)))
            let expected = reference.frame(board: b, video: nil, canvasWidth: 80, canvasHeight: 40, cellSize: 2, time: Double(t))
            #expect((recorded.width, recorded.height) == (80, 40))
            #expect(recorded == expected, "frame \(t): the fading trails carry over, nothing is scaled")
        }
    }

    /// `--record-size 1280x720` from a 160×48 terminal (a 160×94 canvas): the
    /// scene painted at ×8 (the zoom at which the canvas covers 1280×720), its
    /// 2-pixel cells as 16-pixel discs, not the shown frame blown up.
    @Test func aLargerSizeIsTheScenePaintedLarger() throws {
        var g = try game(160, 94)
        g.randomFill()
        var view = RecordingView(canvas: g.geometry, size: .fixed(Dimensions(width: 1280, height: 720)), painter: nil)
        var recording = SceneRecording()
        var reference = Painter()
        for t in 0..<3 {
            let recorded = recording.frame(for: view.scene(of: g, video: nil, time: Double(t)))
            let expected = reference.frame(board: g.board, video: nil, canvasWidth: 1280, canvasHeight: 720, cellSize: 16, time: Double(t))
            #expect((recorded.width, recorded.height) == (1280, 720))
            #expect(recorded == expected)
            g.advance(1)
        }
        #expect(view.zoom == 8)
        #expect(SceneLayout(canvasWidth: 1280, canvasHeight: 720, boardWidth: 80, boardHeight: 47, scale: 16).drawsDiscs)
    }

    @Test(arguments: [(1280, 720, 160, 94, 8.0), (640, 360, 160, 94, 4.0), (100, 100, 200, 50, 2.0), (10, 10, 0, 0, 1.0)])
    func theZoomMakesTheCanvasCoverTheRecording(width: Int, height: Int, canvasWidth: Int, canvasHeight: Int, zoom: Double) {
        #expect(RecordingView.zoom(width: width, height: height, canvasWidth: canvasWidth, canvasHeight: canvasHeight) == zoom)
    }
}

/// A giant recorded: every scene carries the brightness of the plane's view it shows.
@Suite struct GiantRecordingTests {
    @Test func eachSceneIsAsBrightAsThePlaneUnderIt() throws {
        var g = try GamePlaneTests.game(try GamePlaneTests.macrocell(level: 8), cell: 1)
        var screen = Painter()
        var view: RecordingView?
        var recording = SceneRecording()
        // Zoomed so each pixel holds part of a glider: its share changes as it moves.
        while let shift = g.camera.plane?.shift, shift < 2 { g.apply(.cellSize(-1)) }
        for t in 0..<6 {
            g.watch(screen.follow(g, video: nil))
            let shown = screen.frame(board: g.board, video: nil, canvasWidth: g.geometry.pixelWidth,
                                     canvasHeight: g.geometry.pixelHeight, cellSize: 1, time: Double(t))
            if view == nil { view = RecordingView(canvas: g.geometry, size: .canvas, painter: screen) }
            let scene = view!.scene(of: g, video: nil, time: Double(t))
            #expect(scene.brightness == g.camera.brightness && g.camera.brightness != nil)
            let same = recording.frame(for: scene) == shown
            #expect(same, "frame \(t)")
            g.advance(1)
        }
    }
}
