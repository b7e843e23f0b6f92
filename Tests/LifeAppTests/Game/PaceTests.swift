import Testing
@testable import LifeApp

@Suite struct PaceTests {
    @Test(arguments: [(10.0, 1, 15.0), (10, -1, 8), (480, 1, 480), (0.25, -1, 0.25), (7, 1, 8), (7, -1, 5)])
    func speedClimbsTheLadder(from: Double, direction: Int, to: Double) {
        #expect(Pace.nextSpeed(from: from, direction: direction) == to)
    }

    // (speed asked by the strip, speed kept, the message): clamped to `--speed`'s range.
    @Test(arguments: [(45.0, 45.0, "speed 45/s"), (0.5, 0.5, "speed 0.5/s"), (1e9, 10_000, "speed 10000/s"),
                      (-3, LookOptions.speeds.lowerBound, "speed \(NumberText.short(LookOptions.speeds.lowerBound))/s")] as [(Double, Double, String)])
    func theStripSetsASpeedWithinRange(asked: Double, kept: Double, message: String) {
        var pace = Pace(paused: false, speed: 10)
        #expect(pace.set(asked) == message)
        #expect(pace.speed == kept)
    }

    @Test func runningNeedsNoPauseAndASpeed() {
        var pace = Pace(paused: true, speed: 10)
        #expect(!pace.isRunning)
        #expect(pace.togglePause() == "running" && pace.isRunning)
        #expect(pace.togglePause() == "paused" && !pace.isRunning)
        #expect(!Pace(paused: false, speed: 0).isRunning)
    }

    @Test func plusAndMinusSayTheSpeed() {
        var pace = Pace(paused: false, speed: 10)
        #expect(pace.change(by: 1) == "speed 15/s" && pace.speed == 15)
        #expect(pace.change(by: -1) == "speed 10/s")
        #expect(pace.change(by: -1) == "speed 8/s" && pace.speed == 8)
    }
}
