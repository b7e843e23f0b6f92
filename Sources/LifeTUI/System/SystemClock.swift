import Foundation
import Glibc
import LifeApp
import LifeCore

/// The real clock: `CLOCK_MONOTONIC`, the local calendar and the wall clock.
/// The one place the shell reads the time of day.
package struct SystemClock: AppClock {
    package init() {}

    package func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }

    package func today() -> CalendarDay {
        var t = time(nil)
        var parts = tm()
        localtime_r(&t, &parts)
        return CalendarDay(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
    }

    package func wallTime() -> WallTime {
        WallTime(Date(), timeZone: .current)
    }
}
