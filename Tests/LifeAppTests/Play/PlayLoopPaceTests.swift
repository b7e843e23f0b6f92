import LifeCore
import LifeTestSupport
import TerminalRenderer
import Testing
@testable import LifeApp

/// Frames at the terminal's pace: a terminal a little slower than the frame
/// rate (xterm drawing sixel pictures takes 35–50 ms a frame) gets the next
/// frame as soon as it has taken the last, not at the next frame's time,
/// which would show every other frame.
@Suite struct PlayLoopPaceTests {
    /// Three seconds of a moving picture on a terminal that takes 40 ms a frame.
    static func play(seconds: Double, secondsPerFrame: Double, studio: MemoryStudio = MemoryStudio())
        throws -> (PlayLoop, MemoryScreen, FixedClock) {
        var (loop, screen, clock) = try PlayLoopTests.loop(source: SyntheticSource(pattern: .plasma, seed: 7),
                                                           studio: studio)
        screen.secondsPerFrame = secondsPerFrame
        while clock.now() < seconds { try loop.turn() }
        return (loop, screen, clock)
    }

    @Test func aSlowTerminalGetsEachFrameAsSoonAsItTookTheLast() throws {
        let (loop, screen, _) = try Self.play(seconds: 3, secondsPerFrame: 0.04)
        // 25 a second, where sending only at the frames' times (30 a second) gets every other one through: 15.
        #expect((73...76).contains(screen.canvasFrames.count), "\(screen.canvasFrames.count) frames")
        let gaps = zip(screen.writeTimes.dropFirst(), screen.writeTimes).map { $0 - $1 }
        #expect(gaps.allSatisfy { abs($0 - 0.04) < 1e-9 }, "\(gaps.prefix(8))")
        // The frames in between the terminal could not take still count as dropped.
        #expect(loop.presenter.framesDropped > 10)
    }

    @Test func aTerminalFastEnoughGetsFramesAtTheirTimesOnly() throws {
        let (loop, screen, _) = try Self.play(seconds: 3, secondsPerFrame: 0.01)
        #expect(screen.canvasFrames.count == 90)
        #expect(screen.writeTimes.allSatisfy { abs(($0 * 30).rounded() - $0 * 30) < 1e-6 })
        #expect(loop.presenter.framesDropped == 0)
    }

    /// A recording keeps one frame per frame time: the frames sent in
    /// between are not recorded.
    @Test func framesSentInBetweenAreNotRecorded() throws {
        let studio = MemoryStudio()
        var (loop, screen, clock) = try PlayLoopTests.loop(source: SyntheticSource(pattern: .plasma, seed: 7),
                                                           studio: studio)
        screen.secondsPerFrame = 0.04
        screen.script = [(0, [.key(.character("R"))]), (2, [.key(.character("R"))])]
        while clock.now() < 2.2 { try loop.turn() }
        let recorded = try #require(studio.recorders.first).frames.count
        #expect((59...61).contains(recorded), "\(recorded) frames recorded in 2 s at 30 a second")
        #expect(screen.canvasFrames.count > 50)
    }

    /// Life over a still picture on the slow terminal, then paused: what the
    /// screen shows at the end, decoded from the bytes, is the picture
    /// painted, the last change sent once the terminal took the frame before.
    @Test func theLastChangeReachesTheSlowTerminal() throws {
        let studio = MemoryStudio()
        var (loop, screen, clock) = try PlayLoopTests.loop(studio: studio)
        screen.secondsPerFrame = 0.05
        screen.script = [(1.51, [.key(.character(" "))]), (2, [.key(.character("s"))])]
        while clock.now() < 2.5 { try loop.turn() }
        #expect(loop.game.pace.paused && loop.game.generation > 10)
        let snapshot = try #require(studio.snapshots.first)
        let error = try #require(RendererFixtures.worstError(screen.model, CellFrame(canvas: snapshot, mode: .truecolor)))
        #expect(error <= FrameEncoder.defaultThreshold)
    }
}
