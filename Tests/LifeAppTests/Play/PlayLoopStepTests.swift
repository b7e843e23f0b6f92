import Foundation
import LifeCore
import LifeTestSupport
import Synchronization
import Testing
@testable import LifeApp

/// The game stepped on a worker (issue 39 §2): the generations the next
/// frame shows step while this frame is written, and the loop meets them
/// before it handles input.
@Suite struct PlayLoopStepTests {
    /// A `StepWorker` on a thread of its own, as play's `StepThread` (which
    /// LifeAppTests cannot import): each job on another thread than the loop's.
    final class ThreadWorker: StepWorker, @unchecked Sendable {
        private let jobs = Mutex<[@Sendable () -> Void]>([])
        private let started = DispatchSemaphore(value: 0)
        private let finished = DispatchSemaphore(value: 0)
        private let out = Mutex(0)
        /// The jobs run, and how many ran on the loop's thread (none should).
        let ran = Mutex((jobs: 0, onCaller: 0))
        private let caller = Thread.current

        init() {
            Thread.detachNewThread { [self] in
                while true {
                    started.wait()
                    guard let job = jobs.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) else { return }
                    job()
                    ran.withLock { $0.jobs += 1; if Thread.current == caller { $0.onCaller += 1 } }
                    finished.signal()
                }
            }
        }

        func start(_ job: @escaping @Sendable () -> Void) {
            jobs.withLock { $0.append(job) }
            out.withLock { $0 += 1 }
            started.signal()
        }

        func wait() {
            while out.withLock({ $0 > 0 }) {
                finished.wait()
                out.withLock { $0 -= 1 }
            }
        }

        /// Ends the thread.
        func close() { started.signal() }
    }

    /// A worker that runs each job only when waited for: whatever the loop
    /// did before meeting the step saw the game as it was before it.
    final class LateWorker: StepWorker, @unchecked Sendable {
        private let job = Mutex<(@Sendable () -> Void)?>(nil)
        func start(_ job: @escaping @Sendable () -> Void) { self.job.withLock { $0 = job } }
        func wait() { job.withLock { $0 }?() ; job.withLock { $0 = nil } }
    }

    /// `seconds` of play at `speed` over the plasma with the keep-alive
    /// tending the soup, the clock moved by the test a 60th of a second a
    /// turn (so that it never moves while a step is out), a click and keys on
    /// the way: every canvas frame and status line.
    /// `pace`, when given, is what the pacer is told the engine took a
    /// generation before play starts.
    static func play(worker: any StepWorker, speed: Double, seconds: Double,
                     pace: Double? = nil) throws -> (PlayLoop, MemoryScreen) {
        var (loop, screen, clock) = try PlayLoopTests.loop(source: SyntheticSource(pattern: .plasma, seed: 7)) { raw in
            raw.speed = speed
            raw.keepAlive = .on
        }
        loop = PlayLoop(screen: screen, clock: clock, game: loop.game, fps: 30, source: SyntheticSource(pattern: .plasma, seed: 7),
                        colors: .truecolor, studio: MemoryStudio(), strip: false, worker: worker)
        if let pace { loop.pacer.stepped(1, seconds: pace) }
        screen.holdsTime = true
        screen.script = [(0.51, [.mouse(MouseReport(column: 30, row: 10, kind: .press(.left))),
                                 .mouse(MouseReport(column: 30, row: 10, kind: .release(.left)))]),
                         (1.02, [.key(.character("g"))]), (1.5, [.key(.character("+"))])]
        var turn = 0
        while clock.now() < seconds {
            try loop.turn()
            turn += 1
            clock.set(Double(turn) / 60)
        }
        return (loop, screen)
    }

    @Test(arguments: [10.0, 480])
    func framesAreTheSameWithTheEngineOnItsOwnThread(speed: Double) throws {
        let (inline, one) = try Self.play(worker: InlineStepWorker(), speed: speed, seconds: 3)
        let worker = ThreadWorker()
        defer { worker.close() }
        let (threaded, two) = try Self.play(worker: worker, speed: speed, seconds: 3)
        let ran = worker.ran.withLock { $0 }
        #expect(ran.jobs > 30 && ran.onCaller == 0, "\(ran)")
        #expect(one.canvasFrames.count == 90 && one.canvasFrames == two.canvasFrames)
        #expect(one.statuses == two.statuses)
        #expect(inline.game.generation == threaded.game.generation && inline.game.board == threaded.game.board)
        #expect(inline.game.generation > Int(speed))
    }

    /// Steps quicker than the hand-off (the pacer's `stepsInline`: here every
    /// one, the engine's pace told as 10 µs a generation) never reach the
    /// worker, and the frames are those of the worker's runs.
    @Test(arguments: [10.0, 480])
    func quickStepsStayOnTheLoopsThread(speed: Double) throws {
        let (inline, one) = try Self.play(worker: InlineStepWorker(), speed: speed, seconds: 3)
        let worker = ThreadWorker()
        defer { worker.close() }
        let (quick, two) = try Self.play(worker: worker, speed: speed, seconds: 3, pace: 0.000_01)
        #expect(worker.ran.withLock { $0.jobs } == 0)
        #expect(one.canvasFrames.count == 90 && one.canvasFrames == two.canvasFrames)
        #expect(one.statuses == two.statuses)
        #expect(inline.game.generation == quick.game.generation && inline.game.board == quick.game.board)
    }

    /// A click while the generations of the next frame step lands on the
    /// generation they reach, the one the next frame shows: the glider it
    /// launches is there, fresh, at that generation. (Handled before the
    /// step was met, it would land two generations early and be stepped with them.)
    @Test func anEditDuringAStepLandsOnTheGenerationTheNextFrameShows() throws {
        let clock = FixedClock()
        let screen = MemoryScreen(columns: 80, rows: 25, clock: clock)
        let geometry = CanvasGeometry.play(terminalColumns: 80, terminalRows: 25, cellSize: 2, strip: false)
        func empty() throws -> Game { try Game(geometry: geometry, seed: 7, paused: false, speed: 60) }
        var loop = PlayLoop(screen: screen, clock: clock, game: try empty(), fps: 30, source: SolidSource(), colors: .truecolor,
                            studio: MemoryStudio(), strip: false, worker: LateWorker())
        let click = MouseReport(column: 30, row: 10, kind: .press(.left))
        // The click comes between the frames at 1 s and 31/30 s, while the next frame's two generations step.
        screen.script = [(1.01, [.mouse(click), .mouse(MouseReport(column: 30, row: 10, kind: .release(.left)))])]
        while screen.script.count == 1 { try loop.turn() }
        #expect(loop.game.generation == 62)
        // The same click on the game at generation 62 (another game: a copy would share the universe).
        var expected = try empty()
        expected.advance(62)
        let cell = try #require(MouseTracker.worldCell(under: click, in: expected.viewport))
        expected.apply(.hover(cell))
        expected.apply(.click(cell))
        expected.apply(.endStroke)
        #expect(loop.game.board.population == 5 && loop.game.board == expected.board)
    }
}
