import Glibc
import LifeCore

/// Time as the app sees it: a monotonic clock for pacing, and today's date for
/// the calendar (the palette's birthday easter egg). Injected so tests can fix it.
public protocol AppClock: Sendable {
    /// Seconds on a monotonic clock; only differences mean anything.
    func now() -> Double
    /// Today's local date.
    func today() -> CalendarDay
}

/// The real clock: `CLOCK_MONOTONIC` and the local calendar.
public struct SystemClock: AppClock {
    public init() {}

    public func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }

    public func today() -> CalendarDay {
        var t = time(nil)
        var parts = tm()
        localtime_r(&t, &parts)
        return CalendarDay(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
    }
}

/// A clock that says what it is told: for tests and reproducible runs.
public final class FixedClock: AppClock, @unchecked Sendable {
    private var seconds: Double
    private let day: CalendarDay

    public init(seconds: Double = 0, day: CalendarDay = CalendarDay(year: 2026, month: 1, day: 1)) {
        self.seconds = seconds
        self.day = day
    }

    /// Moves time forward.
    public func advance(by delta: Double) { seconds += delta }

    public func now() -> Double { seconds }
    public func today() -> CalendarDay { day }
}
