import LifeCore
import LifeTestSupport
import Testing
@testable import LifeApp
import LifeTUI

/// The keep-alive through the whole pipeline: `Benchmarks/keepalive.sh`
/// measures the goal on real renders (PNG, decoded by ffmpeg); this is its
/// cheap twin, at one frame per generation.
@Suite struct KeepAliveRenderTests {
    /// Measures each frame's lit share instead of keeping it.
    final class LitWriter: FrameWriter {
        let path = "memory"
        var shares: [Double] = []
        func write(_ frame: RGBFrame) throws(RecordingError) { shares.append(LitShare.of(frame)) }
        func finish() throws(RecordingError) {}
    }

    /// Three minutes of play's defaults on an 80×24 terminal's canvas (80×44
    /// pixels, cells of 2: the status line and the control strip are not canvas) over the plasma, one frame per generation (10 fps
    /// at 10 generations a second: the board runs exactly as at 30 fps).
    static func shares(keepAlive: String?, seed: UInt64 = 1) throws -> [Double] {
        var options = RenderPlan.Options(out: "x.y4m", look: try LookArguments.parse([]))
        options.size = Dimensions(width: 80, height: 44)
        options.frames = 1800
        options.look.cell = 2
        options.look.fps = 10
        options.look.seed = seed
        options.look.keepAlive = keepAlive.flatMap(Switch.init(rawValue:))
        let plan = try RenderPlan(options, isDirectory: { _ in false })
        var job = try RenderJob(plan: plan, pattern: nil, source: SyntheticSource(pattern: .plasma, width: 160, height: 120, seed: seed))
        // What Life lights: dead cells black, as without the default look's
        // video floor (over the bright plasma the dimmed video alone is mostly
        // above LitShare's level); the board runs the same either way.
        job.game.look.videoFloor = 0
        let writer = LitWriter()
        try job.run(into: writer) { _ in }
        return writer.shares
    }

    @Test func theDefaultsStayBetweenAFifthAndFourFifthsLit() throws {
        let shares = try Self.shares(keepAlive: nil)
        let afterAMinute = shares.dropFirst(600)
        #expect(shares.count == 1800)
        #expect(afterAMinute.min()! >= 0.2, "lowest \(afterAMinute.min()!)")
        #expect(afterAMinute.max()! <= 0.8, "highest \(afterAMinute.max()!)")
    }

    /// The same soup untended burns down below a tenth.
    @Test func withoutItThePictureBurnsDown() throws {
        let shares = try Self.shares(keepAlive: "off")
        #expect(shares[0] > 0.25)
        #expect(shares.suffix(600).max()! < 0.1)
    }

    /// On for the soup; off for a pattern and for `--paused` unless asked for.
    @Test func onByDefaultOnlyForTheSoup() throws {
        func game(_ keepAlive: String?, pattern: Pattern? = nil, paused: Bool = false) throws -> Bool {
            var raw = try LookArguments.parse([])
            raw.keepAlive = keepAlive.flatMap(Switch.init(rawValue:))
            let options = try LookOptions(raw, for: .play)
            return try GameLaunch.start(options: options, geometry: CanvasGeometry(columns: 40, rows: 12, cellSize: 2), pattern: pattern,
                                  day: nil, paused: paused).support.keepAliveOn
        }
        let glider = PatternLibrary.named("glider")
        #expect(try game(nil) && !game(nil, pattern: glider) && !game(nil, paused: true))
        #expect(try game("on", pattern: glider) && game("on", paused: true) && !game("off"))
    }

    /// While the video gives births the keep-alive leaves the board to it;
    /// three seconds after the square stops moving (at 3.7 s) it takes over.
    @Test func birthsFromMotionComeFirst() throws {
        func revivals(frames: Int) throws -> Int {
            var options = RenderPlan.Options(out: "x.y4m", look: try LookArguments.parse([]))
            options.size = Dimensions(width: 128, height: 96)
            options.frames = frames
            options.look.cell = 4
            options.look.keepAlive = .on
            options.look.births = .motion
            let plan = try RenderPlan(options, isDirectory: { _ in false })
            let source = MovingSquareSource(width: 128, height: 96, start: (8, 40), moveAt: 0)
            var job = try RenderJob(plan: plan, pattern: PatternLibrary.named("empty"), source: source)
            try job.run(into: CollectingWriter()) { _ in }
            #expect(job.board.population > 0)
            return job.game.support.keepAlive.revivals
        }
        #expect(try revivals(frames: 100) == 0)
        #expect(try revivals(frames: 240) > 0)
    }
}
