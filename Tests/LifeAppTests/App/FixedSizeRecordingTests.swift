import LifeCore
import Testing
@testable import LifeApp

@Suite struct FixedSizeRecordingTests {
    private func board(_ width: Int, _ height: Int) throws -> Board {
        var b = try Board(width: width, height: height)
        for (x, y) in [(1, 0), (2, 1), (0, 2), (1, 2), (2, 2)] { b[x + width / 2, y + height / 2] = true }
        return b
    }

    @Test func theFirstSizeIsRecordedAsShown() throws {
        var painter = Painter()
        let b = try board(40, 20)
        var recording = FixedSizeRecording()
        for t in 0..<3 {
            let shown = painter.frame(board: b, video: nil, canvasWidth: 80, canvasHeight: 40, cellSize: 2, time: Double(t))
            #expect(recording.frame(shown: shown, screen: painter, board: b, video: nil, cellSize: 2, time: Double(t)) == shown)
        }
        #expect((recording.width, recording.height) == (80, 40))
    }

    // (new canvas width, height): larger, smaller, and back to the start.
    @Test(arguments: [(120, 60), (50, 30), (81, 41)])
    func afterAResizeFramesKeepTheFirstSizeAndShowTheSameScene(width: Int, height: Int) throws {
        var screen = Painter()
        var reference = Painter()          // what a terminal of the first size would have shown
        var b = try board(40, 20)
        var recording = FixedSizeRecording()
        let first = screen.frame(board: b, video: nil, canvasWidth: 80, canvasHeight: 40, cellSize: 2, time: 0)
        _ = recording.frame(shown: first, screen: screen, board: b, video: nil, cellSize: 2, time: 0)
        _ = reference.frame(board: b, video: nil, canvasWidth: 80, canvasHeight: 40, cellSize: 2, time: 0)
        for t in 1...4 {
            b.step()
            let shown = screen.frame(board: b, video: nil, canvasWidth: width, canvasHeight: height, cellSize: 2,
                                     time: Double(t))
            let recorded = recording.frame(shown: shown, screen: screen, board: b, video: nil, cellSize: 2,
                                           time: Double(t))
            let expected = reference.frame(board: b, video: nil, canvasWidth: 80, canvasHeight: 40, cellSize: 2,
                                           time: Double(t))
            #expect((recorded.width, recorded.height) == (80, 40))
            #expect(recorded == expected, "frame \(t): the fading trails carry over, nothing is scaled")
        }
        // Back at the first size: the shown frame itself again.
        b.step()
        let back = screen.frame(board: b, video: nil, canvasWidth: 80, canvasHeight: 40, cellSize: 2, time: 5)
        #expect(recording.frame(shown: back, screen: screen, board: b, video: nil, cellSize: 2, time: 5) == back)
    }
}
