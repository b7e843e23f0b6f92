import LifeApp
import Foundation

/// Draws a `ProgressBar` on stderr, at most ten times a second (and at the end).
final class ProgressDisplay {
    private let bar: ProgressBar
    private let start = ContinuousClock.now
    private var lastDrawn: ContinuousClock.Instant?

    init(total: Int) { bar = ProgressBar(total: total) }

    func show(done: Int) {
        let now = ContinuousClock.now
        if let last = lastDrawn, now - last < .milliseconds(100), done < bar.total { return }
        lastDrawn = now
        let elapsed = now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        StandardStreams.errorText(bar.line(done: done, elapsed: seconds))
    }

    func end() {
        StandardStreams.errorText("\n")
    }
}
