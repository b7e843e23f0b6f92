import LifeCore
import LifeTestSupport
import Testing
@testable import LifeApp

/// Ctrl-Z in the play loop (the terminal is in raw mode, so the key is a byte, not a signal).
@Suite struct PlayLoopSuspendTests {
    /// The key stops the program through the screen; where stops are ignored
    /// (no job control) the status line says so, and play goes on either way.
    @Test(arguments: [true, false])
    func ctrlZSuspends(jobControl: Bool) throws {
        var (loop, screen, clock) = try PlayLoopTests.loop()
        screen.canSuspend = jobControl
        screen.script = [(clock.now() + 0.1, [.key(.character("\u{1A}"))])]
        while !screen.script.isEmpty { try loop.turn() }
        try loop.turn()
        #expect(screen.suspensions == (jobControl ? 1 : 0))
        #expect(loop.game.message.contains("cannot suspend") == !jobControl, "\(loop.game.message)")
        let generation = loop.game.generation
        let frames = loop.framesShown
        while loop.framesShown < frames + 30 { try loop.turn() }
        #expect(loop.game.generation > generation)
    }
}
