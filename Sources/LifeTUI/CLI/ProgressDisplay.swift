import LifeApp

/// Draws a `ProgressBar` on stderr, at most ten times a second (and at the
/// end), fitted to the terminal's width as it is at each drawing. Time comes
/// from the injected clock.
final class ProgressDisplay {
    private let bar: ProgressBar
    private let clock: any AppClock
    private let start: Double
    private var lastDrawn: Double?

    init(total: Int, unit: ProgressBar.Unit = .frames, clock: any AppClock = SystemClock()) {
        bar = ProgressBar(total: total, unit: unit)
        self.clock = clock
        start = clock.now()
    }

    func show(done: Int) {
        let now = clock.now()
        if let last = lastDrawn, now - last < 0.1, done < bar.total { return }
        lastDrawn = now
        StandardStreams.errorText(bar.line(done: done, elapsed: now - start, columns: StandardStreams.errorColumns ?? 80))
    }

    func end() {
        StandardStreams.errorText("\n")
    }
}
