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

    /// An engine slower than the speed asks (a 1024² soup tended by the
    /// keep-alive: 1.5 ms a generation) gets as many generations a turn as
    /// fit in three quarters of a frame's interval, not 64.
    @Test func aSlowEngineGetsTheGenerationsThatFitInAFrame() {
        var pacer = PlayPacer(framesPerSecond: 30)
        #expect(pacer.generationsPerTurn == PlayPacer.maxGenerationsPerTurn)
        pacer.stepped(64, seconds: 0.096)
        #expect(pacer.generationsPerTurn == 16)  // 0.025 s / 0.0015 s
        _ = pacer.generationsDue(now: 0, speed: 10000)
        #expect(pacer.generationsDue(now: 1, speed: 10000) == 16)
        // A quarter's weight to the newest: a step that took no time moves the pace a quarter of the way.
        pacer.stepped(16, seconds: 0)
        #expect(pacer.generationsPerTurn == 22)  // 0.025 s / 0.001125 s
        pacer.stepped(1, seconds: 10)
        #expect(pacer.generationsPerTurn == 1)
    }

    /// Steps run on the loop's thread when they are quicker than handing
    /// them over (1 ms), once the engine's pace is known.
    @Test(arguments: [(nil, 1, false), (0.000_01, 1, true), (0.000_01, 99, true), (0.000_01, 100, false),
                      (0.0015, 1, false)] as [(Double?, Int, Bool)])
    func quickStepsRunInline(secondsPerGeneration: Double?, generations: Int, inline: Bool) {
        var pacer = PlayPacer(framesPerSecond: 30)
        if let secondsPerGeneration { pacer.stepped(1, seconds: secondsPerGeneration) }
        #expect(pacer.stepsInline(generations) == inline)
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
