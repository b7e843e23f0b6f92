import Testing
@testable import LifeApp

@Suite struct PlayPacerTests {
    /// Runs the pacer on a fixed clock, turning every `step` seconds for `seconds`.
    func simulate(speed: Double, fps: Double, seconds: Double, step: Double) -> (generations: Int, frames: Int) {
        let clock = FixedClock()
        var pacer = PlayPacer(framesPerSecond: fps)
        var generations = 0, frames = 0
        while clock.now() < seconds {
            generations += pacer.generationsDue(now: clock.now(), speed: speed)
            if pacer.frameDue(now: clock.now()) { frames += 1 }
            clock.advance(by: step)
        }
        return (generations, frames)
    }

    @Test(arguments: [(2.0, 30.0), (30, 2), (10, 30), (0.5, 60), (120, 30)])
    func generationsAndFramesAreIndependent(speed: Double, fps: Double) {
        let r = simulate(speed: speed, fps: fps, seconds: 10, step: 0.001)
        #expect(abs(Double(r.generations) - speed * 10) <= 1)
        #expect(abs(Double(r.frames) - fps * 10) <= 2)
    }

    @Test func pausedOwesNothing() {
        var pacer = PlayPacer(framesPerSecond: 30)
        // Paused for 100 s: nothing owed; running again, time counts from there.
        let due = [(0.0, 0.0), (100, 0), (100.5, 10), (101, 10)].map { pacer.generationsDue(now: $0.0, speed: $0.1) }
        #expect(due == [0, 0, 0, 5])
    }

    @Test func aLongStallRunsABoundedNumberOfGenerations() {
        var pacer = PlayPacer(framesPerSecond: 30)
        _ = pacer.generationsDue(now: 0, speed: 480)
        let due = pacer.generationsDue(now: 60, speed: 480)
        #expect(due == PlayPacer.maxGenerationsPerTurn)
    }

    @Test func aLateFrameDoesNotBurst() {
        var pacer = PlayPacer(framesPerSecond: 10)
        let due = [0, 5, 5.05, 5.1].map { pacer.frameDue(now: $0) }
        #expect(due == [true, true, false, true])
    }

    @Test func waitsUntilTheNearestDeadline() {
        var pacer = PlayPacer(framesPerSecond: 10)
        _ = pacer.generationsDue(now: 0, speed: 100)
        _ = pacer.frameDue(now: 0)
        #expect(abs(pacer.secondsToNextGeneration(now: 0, speed: 100)! - 0.01) < 1e-9)
        #expect(pacer.secondsToNextGeneration(now: 0, speed: 0) == nil)
        #expect(abs(pacer.secondsToNextFrame(now: 0) - 0.1) < 1e-9)
    }
}
