/// Paces generations by speed (generations per second) and frames by fps,
/// independently: Life can crawl at 2 generations a second while video runs
/// at 30 frames. Pure arithmetic on times from an `AppClock`.
///
/// Generations follow the same timetable as `lifecam render`
/// (`Timetable.generations`): counted from the moment the current speed took
/// effect, so the play loop on a clock at i/fps shows the generation render
/// shows at frame i.
package struct PlayPacer: Sendable {
    /// Most generations run in one go; a slow machine skips the rest instead of spiralling.
    package static let maxGenerationsPerTurn = 64
    /// The share of a frame's interval one turn's generations may take
    /// (`generationsPerTurn`): the rest is the frame's own work.
    static let stepShare = 0.75

    package var framesPerSecond: Double
    /// Seconds a generation takes the engine, smoothed over the steps
    /// measured (`stepped`); 0 until one took any time.
    private(set) var secondsPerGeneration = 0.0
    /// When the current speed took effect, its speed, and generations run since.
    private var anchor: (time: Double, speed: Double, done: Int)?
    /// When frames started being counted, and the number of the next one:
    /// frame k is due at origin + k / fps, computed, not summed, so a clock at
    /// i/fps meets frame i exactly, as render's frame i.
    private var frames: (origin: Double, next: Int)?

    package init(framesPerSecond: Double) {
        self.framesPerSecond = framesPerSecond
    }

    /// Generations due at `now` at `speed`; call every turn of the loop.
    /// While paused, pass speed 0: nothing is owed, and time starts again
    /// when the game runs.
    package mutating func generationsDue(now: Double, speed: Double) -> Int {
        guard speed > 0 else {
            anchor = nil
            return 0
        }
        guard var a = anchor, a.speed == speed, now >= a.time else {
            anchor = (now, speed, 0)
            return 0
        }
        let due = Timetable.generations(elapsed: now - a.time, speed: speed) - a.done
        let most = generationsPerTurn
        if due > most {
            // Too far behind: run a bounded number and start counting afresh.
            anchor = (now, speed, 0)
            return most
        }
        a.done += max(0, due)
        anchor = a
        return max(0, due)
    }

    /// The most generations one turn runs: `maxGenerationsPerTurn`, or as
    /// many as the engine's pace fits in `stepShare` of a frame's interval,
    /// so that a world slower to step than the speed asks costs generations,
    /// not frames (a 1024² soup tended by the keep-alive takes about 1.5 ms a
    /// generation: 64 would hold a frame up three intervals).
    package var generationsPerTurn: Int {
        guard secondsPerGeneration > 0 else { return Self.maxGenerationsPerTurn }
        let fit = Self.stepShare / framesPerSecond / secondsPerGeneration
        return fit >= Double(Self.maxGenerationsPerTurn) ? Self.maxGenerationsPerTurn : max(1, Int(fit))
    }

    /// Steps expected to take less than this run on the loop's own thread
    /// (`stepsInline`): handing a step to the engine's thread and meeting it
    /// costs two wake-ups, more CPU than the few generations a second of
    /// play's default take (measured, docs/BENCHMARKS.md "CPU in play":
    /// lifecam's defaults at 1.08× timg's CPU with every step handed over,
    /// 1.06× with quick steps kept here, 1.02× before the engine's thread).
    static let inlineStepSeconds = 0.001

    /// Whether `generations` are quick enough to step on the loop's own
    /// thread: the engine's pace is known and they take under
    /// `inlineStepSeconds`. Until a step has been timed, no (a first step of
    /// a giant world must not hold a frame up).
    package func stepsInline(_ generations: Int) -> Bool {
        secondsPerGeneration > 0 && secondsPerGeneration * Double(generations) < Self.inlineStepSeconds
    }

    /// Tells the pacer `generations` took `seconds` to step (a quarter's
    /// weight to the newest, so one slow step, a descheduled thread, moves it a little).
    package mutating func stepped(_ generations: Int, seconds: Double) {
        guard generations > 0, seconds >= 0 else { return }
        let each = seconds / Double(generations)
        secondsPerGeneration = secondsPerGeneration == 0 ? each : secondsPerGeneration * 0.75 + each * 0.25
    }

    /// Whether a frame is due at `now`; when it is, schedules the next one.
    /// A late frame does not cause a burst of catch-up frames.
    package mutating func frameDue(now: Double) -> Bool {
        guard var f = frames else {
            frames = (now, 1)
            return true
        }
        let due = f.origin + Double(f.next) / framesPerSecond
        guard now >= due else { return false }
        if now - due < 1 / framesPerSecond { f.next += 1 } else { f = (now, 1) }
        frames = f
        return true
    }

    /// When the next frame is due; nil before the first.
    var nextFrame: Double? {
        frames.map { $0.origin + Double($0.next) / framesPerSecond }
    }

    /// Seconds until the next frame is due.
    package func secondsToNextFrame(now: Double) -> Double {
        max(0, (nextFrame ?? now) - now)
    }

    /// Seconds until the next generation is due at `speed`; nil when paused.
    package func secondsToNextGeneration(now: Double, speed: Double) -> Double? {
        guard speed > 0 else { return nil }
        guard let a = anchor, a.speed == speed else { return 0 }
        return max(0, a.time + Double(a.done + 1) / speed - now)
    }
}

/// The one timetable of play and render: how many generations `elapsed`
/// seconds hold at `speed` generations per second.
package enum Timetable {
    package static func generations(elapsed: Double, speed: Double) -> Int {
        guard elapsed > 0, speed > 0 else { return 0 }
        return Int((elapsed * speed).rounded(.down))
    }
}
