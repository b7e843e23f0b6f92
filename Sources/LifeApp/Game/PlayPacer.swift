/// Paces generations by speed (generations per second) and frames by fps,
/// independently: Life can crawl at 2 generations a second while video runs
/// at 30 frames. Pure arithmetic on times from an `AppClock`.
public struct PlayPacer: Sendable {
    /// Most generations run in one go; a slow machine skips the rest instead of spiralling.
    public static let maxGenerationsPerTurn = 64

    public var framesPerSecond: Double
    private var owed = 0.0
    private var lastTick: Double?
    private(set) var nextFrame: Double?

    public init(framesPerSecond: Double) {
        self.framesPerSecond = framesPerSecond
    }

    /// Generations due at `now` at `speed`; call every turn of the loop. While
    /// paused, pass speed 0 so no debt builds up.
    public mutating func generationsDue(now: Double, speed: Double) -> Int {
        defer { lastTick = now }
        guard let last = lastTick, speed > 0 else { return 0 }
        owed += max(0, now - last) * speed
        let due = Int(owed)
        owed -= Double(due)
        return min(due, Self.maxGenerationsPerTurn)
    }

    /// Whether a frame is due at `now`; when it is, schedules the next one.
    /// A late frame does not cause a burst of catch-up frames.
    public mutating func frameDue(now: Double) -> Bool {
        let interval = 1 / framesPerSecond
        guard let next = nextFrame else {
            nextFrame = now + interval
            return true
        }
        guard now >= next else { return false }
        nextFrame = now - next < interval ? next + interval : now + interval
        return true
    }

    /// Seconds until something is due: the next frame, or the next generation at `speed`.
    public func secondsToWait(now: Double, speed: Double) -> Double {
        var wait = max(0, (nextFrame ?? now) - now)
        if speed > 0 { wait = min(wait, max(0, (1 - owed) / speed)) }
        return wait
    }
}
