import LifeCore
import Synchronization

/// Time as the app sees it: a monotonic clock for pacing, and today's date for
/// the calendar (the palette's birthday easter egg). Injected: the shell gives
/// the system's clock, tests a `FixedClock` they move by hand.
package protocol AppClock: Sendable {
    /// Seconds on a monotonic clock; only differences mean anything.
    func now() -> Double
    /// Today's local date.
    func today() -> CalendarDay
}

/// A clock that says what it is told: for tests and reproducible runs. Safe
/// to read from one thread while another moves it.
package final class FixedClock: AppClock {
    private let seconds: Mutex<Double>
    private let day: CalendarDay

    package init(seconds: Double = 0, day: CalendarDay = CalendarDay(year: 2026, month: 1, day: 1)) {
        self.seconds = Mutex(seconds)
        self.day = day
    }

    /// Moves time forward.
    package func advance(by delta: Double) { seconds.withLock { $0 += delta } }

    /// Sets the time.
    package func set(_ value: Double) { seconds.withLock { $0 = value } }

    package func now() -> Double { seconds.withLock { $0 } }
    package func today() -> CalendarDay { day }
}
