import LifeCore
import Testing
@testable import LifeApp

/// Fresh names come from the injected clock's wall time, never from a clock
/// of their own.
@Suite struct WallTimeNameTests {
    @Test(arguments: [
        (WallTime(secondsSince1970: 1_795_317_300, day: CalendarDay(year: 2026, month: 11, day: 22), hour: 3, minute: 15, second: 0),
         "lifecam-20261122-031500.svg"),
        (WallTime(secondsSince1970: 0, day: CalendarDay(year: 1970, month: 1, day: 1), hour: 0, minute: 0, second: 0),
         "lifecam-19700101-000000.svg"),
        (WallTime(secondsSince1970: 253_402_300_799, day: CalendarDay(year: 9999, month: 12, day: 31), hour: 23, minute: 59,
                  second: 59), "lifecam-99991231-235959.svg"),
    ])
    func theStampIsTheLocalDateAndTime(time: WallTime, expected: String) {
        #expect(RecordingName(at: time, fileExtension: "svg").candidates.first == expected)
    }

    @Test func aFixedClockSaysTheWallTimeItWasGivenWhateverItsSecondsDo() {
        let wall = WallTime(secondsSince1970: 1_795_317_300, day: CalendarDay(year: 2026, month: 11, day: 22), hour: 3, minute: 15,
                            second: 0)
        let clock = FixedClock(seconds: 5, wall: wall)
        clock.advance(by: 3600)
        #expect(clock.wallTime() == wall)
        #expect(FixedClock().wallTime() == .newYear2026)
        #expect(RecordingName(at: FixedClock().wallTime(), fileExtension: "").candidates.first == "lifecam-20260101-000000")
    }
}
