import Foundation
import LifeApp
import LifeCore

extension WallTime {
    /// `date` on the wall clock of `timeZone`: the seconds since 1970, and the
    /// day and time of day there (Foundation's Gregorian calendar).
    init(_ date: Date, timeZone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        self.init(secondsSince1970: Int(date.timeIntervalSince1970.rounded(.down)),
                  day: CalendarDay(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1),
                  hour: parts.hour ?? 0, minute: parts.minute ?? 0, second: parts.second ?? 0)
    }
}
