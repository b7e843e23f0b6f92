import LifeCore
import Testing
@testable import LifeApp

@Suite struct FixedSizeRecordingTests {
    private static let glider = [(1, 0), (2, 1), (0, 2), (1, 2), (2, 2)]

    private func board(_ width: Int, _ height: Int) throws -> Board {
        var b = try Board(width: width, height: height)
        for (x, y) in Self.glider { b[x + width / 2, y + height / 2] = true }
        return b
    }

    /// A game on a canvas of `width × height` pixels, cells of 2, with the glider of `board` in its middle.
    private func game(_ width: Int, _ height: Int) throws -> Game {
        var g = try Game(geometry: CanvasGeometry(pixelWidth: width, pixelHeight: height, cellSize: 2))
        g.apply(.paint(Self.glider.map { CellPoint($0.0 + g.board.width / 2, $0.1 + g.board.height / 2) }, alive: true))
        return g
    }

    @Test func theFirstSizeIsRecordedAsShown() throws {
        var painter = Painter()
        let g = try game(80, 40)
        var recording = FixedSizeRecording()
        for t in 0..<3 {
            let shown = painter.frame(board: g.board, video: nil, canvasWidth: 80, canvasHeight: 40, cellSize: 2, time: Double(t))
            #expect(recording.frame(shown: shown, screen: painter, game: g, video: nil, time: Double(t)) == shown)
        }
        #expect((recording.width, recording.height) == (80, 40))
    }

    // (new canvas width, height): larger (the world grows), smaller (a part of it shows), and about the start.
    @Test(arguments: [(120, 60), (50, 30), (81, 41)])
    func afterAResizeFramesKeepTheFirstSizeAndShowTheSameScene(width: Int, height: Int) throws {
        var screen = Painter()
        var reference = Painter()          // what a terminal of the first size would have shown
        var b = try board(40, 20)
        var g = try game(80, 40)
        var recording = FixedSizeRecording()
        let first = screen.frame(board: g.board, video: nil, canvasWidth: 80, canvasHeight: 40, cellSize: 2, time: 0)
        _ = recording.frame(shown: first, screen: screen, game: g, video: nil, time: 0)
        _ = reference.frame(board: b, video: nil, canvasWidth: 80, canvasHeight: 40, cellSize: 2, time: 0)
        g.resize(to: CanvasGeometry(pixelWidth: width, pixelHeight: height, cellSize: 2))
        var window = ViewWindow()
        for t in 1...4 {
            b.step()
            g.advance(1)
            let shown = screen.frame(board: window.board(of: g.board, through: g.viewport).board, video: nil,
                                     canvasWidth: width, canvasHeight: height, cellSize: 2, time: Double(t))
            let recorded = recording.frame(shown: shown, screen: screen, game: g, video: nil, time: Double(t))
            let expected = reference.frame(board: b, video: nil, canvasWidth: 80, canvasHeight: 40, cellSize: 2,
                                           time: Double(t))
            #expect((recorded.width, recorded.height) == (80, 40))
            #expect(recorded == expected, "frame \(t): the fading trails carry over, nothing is scaled")
        }
        // Back at the first size: the shown frame itself again.
        g.resize(to: CanvasGeometry(pixelWidth: 80, pixelHeight: 40, cellSize: 2))
        g.advance(1)
        let back = screen.frame(board: window.board(of: g.board, through: g.viewport).board, video: nil,
                                canvasWidth: 80, canvasHeight: 40, cellSize: 2, time: 5)
        #expect(recording.frame(shown: back, screen: screen, game: g, video: nil, time: 5) == back)
    }
}
