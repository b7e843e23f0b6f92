import LifeCore
import LifeTestSupport
import TerminalRenderer
import Testing
@testable import LifeApp

/// The replay loop on a memory screen whose waits move a test clock.
@Suite struct ReplayerTests {
    /// Ten seconds of frames at 30 fps, each a picture of its own.
    static func tenSeconds() -> ReplayClip {
        var encoder = FrameEncoder(mode: .truecolor)
        let events = (0..<300).map { i in
            ReplayClip.Event(time: Double(i) / 30, bytes: encoder.encode(canvas: TestFrames.random(width: 20, height: 12, seed: UInt64(i))))
        }
        return ReplayClip(width: 20, height: 6, events: events)
    }

    private func replay(_ clip: ReplayClip, script: [(time: Double, events: [InputEvent])] = []) throws -> (Replayer, MemoryScreen) {
        let clock = FixedClock(seconds: 100)
        let screen = MemoryScreen(columns: 20, rows: 6, clock: clock)
        screen.script = script
        var replayer = Replayer(screen: screen, clock: clock, clip: clip)
        try replayer.run()
        return (replayer, screen)
    }

    /// The goal: a 10 s recording replays within 5 % of its duration — by the
    /// injected clock, exactly: the last event goes out at its time.
    @Test func tenSecondsReplayInTenSeconds() throws {
        let clip = Self.tenSeconds()
        let (replayer, screen) = try replay(clip)
        let took = try #require(replayer.endedAt) - replayer.startedAt
        #expect(abs(took - clip.duration) <= 0.05 * clip.duration)
        #expect(abs(took - clip.duration) <= Replayer.resolution, "the last event at its time, to the cast's microsecond")
        #expect(screen.canvasFrames.reduce([], +) == clip.events.flatMap(\.bytes), "every byte, in order, none dropped")
        #expect(screen.canvasFrames.count == 300, "each event when it is due")
    }

    /// Space pauses and resumes: the recording's time stops meanwhile.
    @Test func spacePausesAndResumes() throws {
        let clip = Self.tenSeconds()
        let space = InputEvent.key(.character(" "))
        let (replayer, _) = try replay(clip, script: [(102, [space]), (105, [space])])
        #expect(abs(try #require(replayer.endedAt) - replayer.startedAt - (clip.duration + 3)) <= Replayer.resolution)
    }

    @Test(arguments: [InputEvent.key(.character("q")), .key(.escape), .key(.character("\u{03}"))])
    func quitKeysStopAtOnce(key: InputEvent) throws {
        let (replayer, screen) = try replay(Self.tenSeconds(), script: [(101.01, [key])])   // between the events at 1.0 s and 1.033 s
        #expect(replayer.quit && replayer.endedAt == nil)
        #expect(screen.canvasFrames.count == 31)
    }

    /// A terminal slower than the recording makes the replay late, never lossy:
    /// what fell due meanwhile goes out in one write.
    @Test func aSlowTerminalGetsWhatWasDueInOneWrite() throws {
        let clip = Self.tenSeconds()
        let clock = FixedClock()
        let screen = MemoryScreen(columns: 20, rows: 6, clock: clock)
        var replayer = Replayer(screen: screen, clock: clock, clip: clip)
        try replayer.turn()
        screen.ready = false
        clock.set(1)
        try replayer.turn()
        #expect(screen.canvasFrames.count == 1)
        screen.ready = true
        try replayer.run()
        #expect(screen.canvasFrames.count < 300)
        #expect(screen.canvasFrames.reduce([], +) == clip.events.flatMap(\.bytes))
    }
}
