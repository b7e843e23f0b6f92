/// `lifecam replay`: plays a recording back on a `Screen` at its recorded
/// pace, by an injected clock, so a test replays ten seconds in no time.
///
/// Each turn writes every event that is due, all in one write, through the
/// `ReplayFilter`; nothing is dropped (a replay must not lose bytes that later
/// ones build on), so a terminal slower than the recording makes the replay
/// late rather than wrong. Space pauses and resumes (the clock stops counting
/// for the recording), q, Esc or Ctrl-C quit. It ends when the last event has
/// reached the terminal.
package struct Replayer {
    let screen: any Screen
    let clock: any AppClock
    package let clip: ReplayClip
    private var filter = ReplayFilter()
    /// The next event to write.
    package private(set) var next = 0
    /// The clock's time at the recording's time 0 (later by every pause).
    private var origin: Double
    private var pausedAt: Double?
    package private(set) var quit = false
    /// The clock's time when the last event was written.
    package private(set) var endedAt: Double?
    /// When the replay started, by the clock.
    package let startedAt: Double

    package init(screen: any Screen, clock: any AppClock, clip: ReplayClip) {
        self.screen = screen
        self.clock = clock
        self.clip = clip
        startedAt = clock.now()
        origin = startedAt
    }

    package var paused: Bool { pausedAt != nil }

    /// The recording's time now.
    package var position: Double { (pausedAt ?? clock.now()) - origin }

    /// Plays to the end, or until the viewer quits.
    package mutating func run() throws(TerminalError) {
        while !quit {
            if next >= clip.events.count, try screen.canvasReady() { return }
            try turn()
        }
    }

    /// Writes what is due, then waits for input until the next event is due.
    package mutating func turn() throws(TerminalError) {
        let ready = try screen.canvasReady()
        if !paused, ready, next < clip.events.count {
            let now = position
            var bytes: [UInt8] = []
            while next < clip.events.count, clip.events[next].time <= now + Self.resolution {
                filter.filter(clip.events[next].bytes, into: &bytes)
                next += 1
            }
            if !bytes.isEmpty { try screen.writeCanvas(bytes) }
            if next == clip.events.count { endedAt = clock.now() }
        }
        try screen.waitForInput(seconds: wait(ready: ready))
        for event in try screen.readInput() {
            guard case .key(let key) = event else { continue }
            switch key {
            case .character(" "): togglePause()
            case .character("q"), .character("Q"), .character("\u{03}"), .escape: quit = true
            default: break
            }
        }
    }

    /// How long to wait for input: until the next event (a little, while the
    /// terminal takes the last write), for ever while paused.
    private func wait(ready: Bool) -> Double? {
        if paused { return nil }
        if !ready { return Self.drainWait }
        guard next < clip.events.count else { return 0 }
        return max(0, clip.events[next].time - position)
    }

    /// A cast's times are microseconds: an event this close is due. Without
    /// it, a wait that rounding makes a hair short would be repeated for ever
    /// once the clock can no longer move by so little.
    static let resolution = 1e-6

    /// How long a turn waits while the terminal is still taking the last write.
    static let drainWait = 0.005

    private mutating func togglePause() {
        if let pausedAt {
            origin += clock.now() - pausedAt
            self.pausedAt = nil
        } else {
            pausedAt = clock.now()
        }
    }
}
