import LifeCore
import LifeTestSupport
import Testing
@testable import LifeApp
import LifeTUI

/// Births from motion in the play loop: the same as in render, and the `M` key.
@Suite struct PlayBirthsTests {
    /// A 128×49 terminal (a 128×96 canvas) at 4 pixels a cell, 5 generations a
    /// second, starting from `empty`, over a square that moves after half a second.
    static func loop(studio: MemoryStudio = MemoryStudio(), births: String? = "motion", paused: Bool = false)
        throws -> (PlayLoop, MemoryScreen, FixedClock) {
        let options = try LookOptions(raw(births: births), for: .play)
        let clock = FixedClock()
        let screen = MemoryScreen(columns: 128, rows: 49, clock: clock)
        var game = try GameLaunch.start(options: options, geometry: .play(terminalColumns: 128, terminalRows: 49, cellSize: options.cell),
                                  pattern: PatternLibrary.named("empty"), day: clock.today(), paused: paused)
        let source = square()
        game.setBirths(options.births(for: source, under: game.rule))
        var loop = PlayLoop(screen: screen, clock: clock, game: game, fps: Double(options.fps), source: source,
                            colors: .truecolor, studio: studio, strip: false)   // the canvas render draws: no strip
        // Snapshots are the canvas itself (`--record-size canvas`): what these tests read.
        loop.recordSize = .canvas
        return (loop, screen, clock)
    }

    static func raw(births: String?) throws -> LookArguments {
        var raw = try LookArguments.parse([])
        raw.seed = 7
        raw.cell = 4
        raw.speed = 5
        raw.births = births.flatMap(BirthsChoice.init(rawValue:))
        return raw
    }

    static func square() -> MovingSquareSource { MovingSquareSource(width: 128, height: 96, start: (8, 40), moveAt: 0.5) }

    /// Play, its clock set frame by frame, bears the cells render bears: `s`
    /// saves frame 46 of play, which is render's frame 46, and the boards agree.
    @Test func playBearsWhatRenderBears() throws {
        let studio = MemoryStudio()
        var (loop, screen, clock) = try Self.loop(studio: studio)
        let shown = try loop.snapshot(ofFrame: 46, screen: screen, clock: clock, studio: studio)

        var options = RenderPlan.Options(out: "x.y4m", look: try LookArguments.parse([]))
        options.frames = 47
        options.size = Dimensions(width: 128, height: 96)
        options.look = try Self.raw(births: "motion")
        let plan = try RenderPlan(options, isDirectory: { _ in false })
        var job = try RenderJob(plan: plan, pattern: PatternLibrary.named("empty"), source: Self.square())
        let writer = CollectingWriter()
        try job.run(into: writer) { _ in }
        #expect(job.board.population > 0)
        #expect(job.board == loop.game.board)
        #expect(writer.frames[46] == shown)
    }

    /// `M` turns births off (the moving square then seeds nothing) and on again.
    @Test func theMKeyTurnsBirthsOffAndOn() throws {
        var (loop, screen, clock) = try Self.loop()
        #expect(loop.game.support.birthsOn)
        screen.script = [(0, [.key(.character("M"))])]
        while clock.now() < 2 { try loop.turn() }
        #expect(!loop.game.support.birthsOn && loop.game.message == "births from motion off")
        #expect(loop.game.board.population == 0)
        screen.script = [(clock.now(), [.key(.character("M"))])]
        while clock.now() < 3 { try loop.turn() }
        #expect(loop.game.support.birthsOn && loop.game.message.hasPrefix("births from motion on"))
        #expect(loop.game.board.population > 0)
    }

    /// Paused, the moving square bears nothing.
    @Test func pausedNothingIsBorn() throws {
        var (loop, _, clock) = try Self.loop(paused: true)
        while clock.now() < 2 { try loop.turn() }
        #expect(loop.game.board.population == 0)
    }

    /// In a world larger than the view, cells are born where the motion is
    /// shown: at the world cells of the window, not at the world's corner.
    @Test func birthsLandInTheWorldWhereTheViewShowsThem() throws {
        var game = try Game(geometry: CanvasGeometry(pixelWidth: 128, pixelHeight: 96, cellSize: 4), world: (100, 80), seed: 3)
        game.setBirths(true)
        let view = game.viewport
        #expect(view.isPartial && view.origin != GridPoint(x: 0, y: 0))
        var painter = Painter(options: game.look)
        let source = Self.square()
        // Still for half a second, then 30 pixels a second: by 1 s the square has covered x 8...30, rows 40...47.
        for i in 0...30 {
            game.watch(painter.follow(game, video: source.latestVideo(at: Double(i) / 30)))
        }
        game.advance(1)
        var born: [GridPoint] = []
        for y in 0..<80 {
            for x in 0..<100 where game.board[x, y] { born.append(GridPoint(x: x, y: y)) }
        }
        #expect(born.count >= 3)
        // Window cells x 2...9, y 10...11 (4 pixels a cell), in the world.
        #expect(born.allSatisfy { ($0.x - view.origin.x) >= 2 && ($0.x - view.origin.x) <= 9
                                  && ($0.y - view.origin.y) >= 10 && ($0.y - view.origin.y) <= 11 })
    }
}
