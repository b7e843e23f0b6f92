import LifeCore

/// A reading of the wall clock: what fresh file names (`RecordingName`) and a
/// cast's header (`timestamp`) are made of. The shell's clock reads it
/// (`AppClock.wallTime()`); the app only formats it, so tests fix it.
package struct WallTime: Sendable, Hashable {
    /// Whole seconds since 1970-01-01 00:00:00 UTC.
    package var secondsSince1970: Int
    /// The local calendar day at that moment.
    package var day: CalendarDay
    /// The local time of day: 0...23, 0...59, 0...60 (a leap second).
    package var hour: Int
    package var minute: Int
    package var second: Int

    package init(secondsSince1970: Int, day: CalendarDay, hour: Int, minute: Int, second: Int) {
        self.secondsSince1970 = secondsSince1970
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    /// 2026-01-01 00:00:00 UTC: what a `FixedClock` says unless told.
    package static let newYear2026 = WallTime(secondsSince1970: 1_767_225_600, day: CalendarDay(year: 2026, month: 1, day: 1),
                                              hour: 0, minute: 0, second: 0)
}
