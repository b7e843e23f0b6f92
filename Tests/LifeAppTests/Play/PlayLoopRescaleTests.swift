import LifeCore
import Testing
@testable import LifeApp

/// After the view changes scale the screen is cleared and written whole, so
/// that nothing a terminal's glyphs spilled into neighbouring cells is left of
/// the old picture (xterm's faint grid around a giant fitted with `F`).
@Suite struct PlayLoopRescaleTests {
    @Test func aZoomClearsTheScreenOnceAndAnyOtherFrameDoesNot() throws {
        var (loop, screen, _) = try PlayLoopTests.loop(columns: 80, rows: 25, paused: true) { $0.world = Dimensions(width: 400, height: 300) }
        try loop.turn()
        let clearsAtStart = screen.clears
        // A soup sown and a step: frames that change cells, at the same scale.
        screen.script = [(screen.clock.now(), [.key(.character("r")), .key(.character("n"))])]
        for _ in 0..<5 { try loop.turn() }
        #expect(screen.clears == clearsAtStart && screen.canvasFrames.count >= 2)
        // `[` to smaller cells, then below a cell a pixel (the world zoomed out): one clear each, then a
        // frame that writes every character of the canvas.
        var presses = 0
        while loop.game.camera.zoom == nil && presses < 6 {
            let framesBefore = screen.canvasFrames.count
            screen.script = [(screen.clock.now(), [.key(.character("["))])]
            for _ in 0..<5 { try loop.turn() }
            presses += 1
            #expect(screen.clears == clearsAtStart + presses)
            #expect(screen.canvasFrames.count == framesBefore + 1)
            let whole = String(decoding: screen.canvasFrames.last!, as: UTF8.self)
            #expect(whole.unicodeScalars.filter { $0.value >= 0x2580 || $0 == " " }.count >= 80 * 23,
                    "the frame after a clear writes every character of the canvas")
        }
        #expect(loop.game.camera.zoom?.shift == 1)
        // Paused and unchanged: nothing more.
        for _ in 0..<5 { try loop.turn() }
        #expect(screen.clears == clearsAtStart + presses)
    }
}
