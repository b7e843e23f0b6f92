import LifeCore
import Synchronization

/// Time as the app sees it: a monotonic clock for pacing, today's date for
/// the calendar (the palette's birthday easter egg), and the wall clock for
/// fresh file names and a cast's start. Injected: the shell gives the
/// system's clock, tests a `FixedClock` they move by hand; nothing else reads
/// the time.
package protocol AppClock: Sendable {
    /// Seconds on a monotonic clock; only differences mean anything.
    func now() -> Double
    /// Today's local date.
    func today() -> CalendarDay
    /// The wall clock now: seconds since 1970 and the local date and time.
    func wallTime() -> WallTime
}

/// A clock that says what it is told: for tests and reproducible runs. Safe
/// to read from one thread while another moves it.
package final class FixedClock: AppClock {
    private let seconds: Mutex<Double>
    private let day: CalendarDay
    private let wall: WallTime

    package init(seconds: Double = 0, day: CalendarDay = CalendarDay(year: 2026, month: 1, day: 1),
                 wall: WallTime = .newYear2026) {
        self.seconds = Mutex(seconds)
        self.day = day
        self.wall = wall
    }

    /// Moves time forward.
    package func advance(by delta: Double) { seconds.withLock { $0 += delta } }

    /// Sets the time.
    package func set(_ value: Double) { seconds.withLock { $0 = value } }

    package func now() -> Double { seconds.withLock { $0 } }
    package func today() -> CalendarDay { day }
    /// The wall time it was given, whatever `advance` and `set` do.
    package func wallTime() -> WallTime { wall }
}
