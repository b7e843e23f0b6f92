/// A date on the calendar, given to LifeCore by the app (which owns the clock),
/// so that date-dependent behaviour can be tested with any day.
public struct CalendarDay: Sendable, Hashable {
    public var year: Int
    public var month: Int
    public var day: Int

    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }
}
