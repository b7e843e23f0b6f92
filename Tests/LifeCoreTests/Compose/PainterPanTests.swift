import Testing
@testable import LifeCore

/// A painter that paints a window of a larger world keeps the fading trails
/// on their cells when the window moves.
@Suite struct PainterPanTests {
    @Test func trailsMoveWithTheirCellsWhenTheViewPans() throws {
        var world = try BoardStepTests.randomBoard(40, 30, .torus, .conway, seed: 11, density: 0.35)
        var options = PaintOptions()
        options.colours.palette = .mono
        var panning = Painter(options: options), still = Painter(options: options), whole = Painter(options: options)
        var window = try Board(width: 20, height: 16)
        func paint(_ painter: inout Painter, at x: Int, _ y: Int) -> RGBFrame {
            window.copyWindow(of: world, x: x, y: y)
            return painter.frame(board: window, video: nil, canvasWidth: 20, canvasHeight: 16, cellSize: 1, time: 0)
        }
        _ = paint(&panning, at: 5, 4)
        _ = paint(&still, at: 5, 4)
        _ = whole.frame(board: world, video: nil, canvasWidth: 40, canvasHeight: 30, cellSize: 1, time: 0)
        world.step(2)
        panning.pan(dx: 4, dy: -2)
        let moved = paint(&panning, at: 9, 2)
        let unmoved = paint(&still, at: 9, 2)
        let reference = whole.frame(board: world, video: nil, canvasWidth: 40, canvasHeight: 30, cellSize: 1, time: 0)
        // Where both windows saw the world (x 9...24, y 4...17), the panned painter shows what a painter of the whole world shows.
        var trails = 0, stale = 0
        for y in 4...17 {
            for x in 9...24 {
                let shown = moved[x - 9, y - 2]
                #expect(shown == reference[x, y], "(\(x), \(y))")
                if shown != .black && shown != .white { trails += 1 }
                if unmoved[x - 9, y - 2] != reference[x, y] { stale += 1 }
            }
        }
        #expect(trails > 0 && stale > 0, "the test needs fading cells, and a painter told nothing shows them in the wrong place")
    }
}
