import LifeCore
import Testing
@testable import LifeApp

@Suite struct SceneRecordingTests {
    private func board(_ width: Int, _ height: Int) throws -> Board {
        var b = try Board(width: width, height: height)
        for (x, y) in [(1, 0), (2, 1), (0, 2), (1, 2), (2, 2)] { b[x + width / 2, y + height / 2] = true }
        return b
    }

    private func scene(_ board: Board, _ width: Int, _ height: Int, time: Double, cell: Double = 2,
                       size: Dimensions? = nil, painter: Painter? = nil) -> RecordedScene {
        RecordedScene(board: board, video: nil, look: PaintOptions(), canvasWidth: width, canvasHeight: height, cellSize: cell,
                      time: time, outputSize: size, painter: painter)
    }

    /// Without a size the recording is what the screen shows, trails and all.
    @Test func theDefaultIsTheCanvasAsShown() throws {
        var screen = Painter()
        var b = try board(40, 20)
        var recording = SceneRecording()
        for t in 0..<6 {
            let shown = screen.frame(board: b, video: nil, canvasWidth: 80, canvasHeight: 40, cellSize: 2, time: Double(t))
            let recorded = recording.frame(for: scene(b, 80, 40, time: Double(t), painter: t == 0 ? screen : nil))
            #expect(recorded == shown, "frame \(t)")
            b.step()
        }
        #expect((recording.width, recording.height, recording.zoom) == (80, 40, 1))
    }

    /// The screen's painter handed over with the first scene brings the trails
    /// already fading on screen; a fresh painter would start without them.
    @Test func theFirstSceneBringsTheTrailsAlong() throws {
        var screen = Painter()
        var b = try board(40, 20)
        for t in 0..<4 {
            _ = screen.frame(board: b, video: nil, canvasWidth: 80, canvasHeight: 40, cellSize: 2, time: Double(t))
            b.step()
        }
        var handed = SceneRecording(), fresh = SceneRecording()
        let shown = screen.frame(board: b, video: nil, canvasWidth: 80, canvasHeight: 40, cellSize: 2, time: 4)
        #expect(handed.frame(for: scene(b, 80, 40, time: 4, painter: screen)) == shown)
        #expect(fresh.frame(for: scene(b, 80, 40, time: 4)) != shown)
    }

    // (new canvas width, height): larger, smaller, and back to the start.
    @Test(arguments: [(120, 60), (50, 30), (81, 41)])
    func afterAResizeFramesKeepTheFirstSizeAndShowTheSameScene(width: Int, height: Int) throws {
        var reference = Painter()          // what a terminal of the first size would have shown
        var b = try board(40, 20)
        var recording = SceneRecording()
        _ = recording.frame(for: scene(b, 80, 40, time: 0))
        _ = reference.frame(board: b, video: nil, canvasWidth: 80, canvasHeight: 40, cellSize: 2, time: 0)
        for t in 1...4 {
            b.step()
            let recorded = recording.frame(for: scene(b, width, height, time: Double(t)))
            let expected = reference.frame(board: b, video: nil, canvasWidth: 80, canvasHeight: 40, cellSize: 2, time: Double(t))
            #expect((recorded.width, recorded.height) == (80, 40))
            #expect(recorded == expected, "frame \(t): the fading trails carry over, nothing is scaled")
        }
    }

    /// `--record-size 1280x720` from a 160×48 terminal (a 160×94 canvas): the
    /// scene painted at ×8 (the zoom at which the board covers 1280×720), its
    /// 2-pixel cells as 16-pixel discs, not the shown frame blown up.
    @Test func aLargerSizeIsTheScenePaintedLarger() throws {
        var b = try board(80, 47)
        var recording = SceneRecording()
        var reference = Painter()
        for t in 0..<3 {
            let recorded = recording.frame(for: scene(b, 160, 94, time: Double(t), size: Dimensions(width: 1280, height: 720)))
            let expected = reference.frame(board: b, video: nil, canvasWidth: 1280, canvasHeight: 720, cellSize: 16, time: Double(t))
            #expect((recorded.width, recorded.height) == (1280, 720))
            #expect(recorded == expected)
            b.step()
        }
        #expect(recording.zoom == 8)
        #expect(SceneLayout(canvasWidth: 1280, canvasHeight: 720, boardWidth: 80, boardHeight: 47, scale: 16).drawsDiscs)
    }

    @Test(arguments: [(1280, 720, 160, 94, 8.0), (640, 360, 160, 94, 4.0), (100, 100, 200, 50, 2.0), (10, 10, 0, 0, 1.0)])
    func theZoomMakesTheCanvasCoverTheRecording(width: Int, height: Int, canvasWidth: Int, canvasHeight: Int, zoom: Double) {
        #expect(SceneRecording.zoom(width: width, height: height, canvasWidth: canvasWidth, canvasHeight: canvasHeight) == zoom)
    }
}
