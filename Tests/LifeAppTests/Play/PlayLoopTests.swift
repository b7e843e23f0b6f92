import LifeCore
import LifeTestSupport
import TerminalRenderer
import Testing
@testable import LifeApp
import LifeTUI

/// The play loop, frame by frame, on an in-memory screen and a clock the test moves.
@Suite struct PlayLoopTests {
    /// A loop on a `columns × rows` memory screen with the options typed as `edit` says;
    /// the control strip hidden unless `strip` says (nil: as the app decides).
    static func loop(columns: Int = 80, rows: Int = 25, paused: Bool = false, source: any FrameSource = SolidSource(),
                     studio: MemoryStudio = MemoryStudio(), strip: Bool? = false,
                     _ edit: (inout LookArguments) -> Void = { _ in })
        throws -> (PlayLoop, MemoryScreen, FixedClock) {
        var raw = try LookArguments.parse([])
        raw.seed = 7
        edit(&raw)
        let options = try LookOptions(raw, for: .play)
        let clock = FixedClock()
        let screen = MemoryScreen(columns: columns, rows: rows, clock: clock)
        let shown = PlayLoop.showsStrip(rows: rows, choice: strip)
        let game = try GameLaunch.start(options: options, geometry: .play(terminalColumns: columns, terminalRows: rows,
                                                                    cellSize: options.cell, strip: shown),
                                  pattern: nil, day: clock.today(), paused: paused)
        var loop = PlayLoop(screen: screen, clock: clock, game: game, fps: Double(options.fps), source: source,
                            colors: .truecolor, studio: studio, strip: strip)
        // Snapshots are the canvas itself (`--record-size canvas`): what these tests read.
        loop.recordSize = .canvas
        return (loop, screen, clock)
    }

    @Test func threeHundredFramesOfAMovingPicture() throws {
        let studio = MemoryStudio()
        var (loop, screen, clock) = try Self.loop(source: SyntheticSource(pattern: .bars, seed: 7), studio: studio)
        while loop.framesShown < 300 { try loop.turn() }
        #expect(screen.canvasFrames.count == 300)
        // Ten seconds of play at 30 fps and 10 generations a second; the clock waits at frame 300, and
        // the game is at the generation of frame 301 (`PlayLoop+Step`: it steps while frame 300 is written).
        #expect(abs(clock.now() - 10) < 1e-9)
        #expect(loop.game.generation == 100)
        // The status line's running numbers refresh four times a second: at most a quarter second behind.
        let shown = screen.statuses.last.flatMap { $0.split(separator: "│").first { $0.contains("gen ") } }
            .flatMap { Int($0.split(separator: " ").last ?? "") }
        #expect(shown.map { (97...99).contains($0) } == true, "\(screen.statuses.last ?? "")")
        // What the screen shows, decoded from the bytes, is the picture painted (within the encoder's threshold).
        screen.script = [(clock.now(), [.key(.character("s"))])]
        while studio.snapshots.isEmpty { try loop.turn() }
        let painted = CellFrame(canvas: studio.snapshots[0], mode: .truecolor)
        let error = try #require(RendererFixtures.worstError(screen.model, painted))
        #expect(error <= FrameEncoder.defaultThreshold)
    }

    /// The same options, source and clock composite the same pixels in play
    /// and in render: `s` saves frame 46 of play, render writes its frame 46.
    @Test(arguments: [("perlin", 2.0, 10.0), ("hsv", 3, 7.5), ("geometric", 2, 30), ("mono", 1, 4)])
    func playCompositesWhatRenderRenders(palette: String, cell: Double, speed: Double) throws {
        func edit(_ raw: inout LookArguments) {
            raw.palette = Palette(name: palette)
            raw.cell = cell
            raw.speed = speed
            raw.source = .synthetic(.plasma)
        }
        let studio = MemoryStudio()
        var (loop, screen, clock) = try Self.loop(source: SyntheticSource(pattern: .plasma, seed: 7), studio: studio, edit)
        let shown = try loop.snapshot(ofFrame: 46, screen: screen, clock: clock, studio: studio)
        // The loop has stepped frame 47's generations while frame 46 was written (`PlayLoop+Step`).
        let (job, frames) = try Self.render(frames: 48, edit)
        #expect(frames[46] == shown)
        #expect(job.board == loop.game.board)
    }

    /// `render` of `frames` frames at 80x48 over the seeded plasma, with the options `edit` sets.
    static func render(frames: Int, _ edit: (inout LookArguments) -> Void) throws -> (RenderJob, [RGBFrame]) {
        let plan = try RenderPlan.besidePlay(out: "x.y4m", frames: frames, edit)
        var job = try RenderJob(plan: plan, pattern: nil, source: SyntheticSource(pattern: .plasma, seed: 7))
        let writer = CollectingWriter()
        try job.run(into: writer) { _ in }
        return (job, writer.frames)
    }

    /// The same with a world larger than the canvas (`--world`): both show its middle.
    @Test func playAndRenderShowTheSameWindowOfALargerWorld() throws {
        func edit(_ raw: inout LookArguments) {
            raw.world = Dimensions(width: 150, height: 100)
            raw.topology = TopologyChoice(.bounded)
            raw.cell = 2
            raw.source = .synthetic(.plasma)
        }
        let studio = MemoryStudio()
        var (loop, screen, clock) = try Self.loop(source: SyntheticSource(pattern: .plasma, seed: 7), studio: studio, edit)
        let shown = try loop.snapshot(ofFrame: 31, screen: screen, clock: clock, studio: studio)
        let (job, frames) = try Self.render(frames: 32, edit)
        #expect(job.board == loop.game.board && job.board.width == 150 && job.board.topology == .bounded)
        #expect(job.game.viewport.isPartial && job.game.camera.origin == loop.game.camera.origin)
        #expect(frames[31] == shown)
    }

    @Test func pausedOnAStillPictureNothingIsRedrawn() throws {
        var (loop, screen, _) = try Self.loop(paused: true)
        for _ in 0..<50 { try loop.turn() }
        // One frame, then sleep: a second at a time (for the frame rate shown), never a canvas again.
        #expect(screen.canvasFrames.count == 1)
        #expect(screen.waits.dropFirst().allSatisfy { $0 == PlayLoop.idleWake })
        // A key wakes it: the next frame is painted, then it sleeps again.
        screen.script = [(screen.clock.now(), [.key(.character("r"))])]
        for _ in 0..<5 { try loop.turn() }
        #expect(screen.canvasFrames.count == 2)
        #expect(loop.game.board.population > 0)
    }

    /// Every pointer move is reported: with the single cell (no ghost) a move
    /// paints nothing; with a pattern brush it paints once per frame at most.
    @Test func aPointerMovingOverAStillPicturePaintsOnlyForTheGhost() throws {
        var (loop, screen, _) = try Self.loop(paused: true)
        try loop.turn()
        func moves(_ columns: ClosedRange<Int>) -> [InputEvent] {
            columns.map { .mouse(MouseReport(column: $0, row: 5, kind: .motion)) }
        }
        screen.script = [(screen.clock.now(), moves(1...20))]
        for _ in 0..<5 { try loop.turn() }
        #expect(screen.canvasFrames.count == 1)
        loop.game.editing.take(brush: Brush(name: "glider", pattern: PatternLibrary.named("glider")))
        screen.script = [(screen.clock.now() + 1, moves(21...40))]
        for _ in 0..<5 { try loop.turn() }
        #expect(screen.canvasFrames.count == 2)
    }

    @Test func aFrameTheTerminalCannotTakeIsDroppedAndPaintedLater() throws {
        var (loop, screen, _) = try Self.loop(paused: true)
        try loop.turn()
        screen.ready = false
        screen.script = [(screen.clock.now(), [.key(.character("r"))])]
        for _ in 0..<3 { try loop.turn() }
        #expect(screen.canvasFrames.count == 1 && loop.presenter.framesDropped == 1)
        screen.ready = true
        for _ in 0..<3 { try loop.turn() }
        #expect(screen.canvasFrames.count == 2)
        #expect(screen.statuses.last?.contains("dropped 1") == true)
    }

    /// `--record-size`: the recording and a snapshot are the scene painted at
    /// that size, while the screen shows its own canvas.
    @Test func recordingsAndSnapshotsTakeTheRecordSize() throws {
        let studio = MemoryStudio()
        var (loop, screen, _) = try Self.loop(columns: 160, rows: 48, studio: studio)
        loop.recordSize = .fixed(Dimensions(width: 1280, height: 720))
        screen.script = [(0, [.key(.character("R"))])]
        for _ in 0..<5 { try loop.turn() }
        screen.script = [(screen.clock.now(), [.key(.character("s"))])]
        while studio.snapshots.isEmpty { try loop.turn() }
        let recorder = try #require(studio.recorders.first)
        #expect(recorder.frames.count >= 4 && recorder.frames.allSatisfy { ($0.width, $0.height) == (1280, 720) })
        #expect(recorder.scenes.allSatisfy { ($0.width, $0.height, $0.cellSize) == (1280, 720, 16) })
        #expect(recorder.scenes.allSatisfy { $0.view == loop.game.viewport })
        #expect(recorder.scenes.first?.painter != nil && recorder.scenes.dropFirst().allSatisfy { $0.painter == nil })
        #expect((studio.snapshots[0].width, studio.snapshots[0].height) == (1280, 720))
        #expect(screen.canvasFrames.count >= 4)
        // The snapshot shows the scene of its frame, painted alike: the recording's last frame so far.
        #expect(recorder.frames.last == studio.snapshots[0])
    }

    /// A first frame, the whole canvas, takes a slow terminal a while: frames
    /// skipped meanwhile are start-up, not dropped; later ones count.
    @Test func framesSkippedWhileTheFirstOneIsOnItsWayAreNotCountedAsDropped() throws {
        var (loop, screen, _) = try Self.loop(paused: true)
        screen.busyAfterNextWrite = 3
        screen.script = (1...8).map { (Double($0) / 20, [.key(.character($0 % 2 == 0 ? "h" : "H"))]) }
        for _ in 0..<10 { try loop.turn() }
        #expect(screen.canvasFrames.count >= 2)
        #expect(loop.presenter.framesDropped == 0)
        #expect(screen.statuses.allSatisfy { !$0.contains("dropped") })
        // Once it arrived, a frame the terminal cannot take is dropped and shown as such.
        screen.ready = false
        screen.script = [(screen.clock.now() + 0.05, [.key(.character("r"))])]
        for _ in 0..<3 { try loop.turn() }
        screen.ready = true
        for _ in 0..<3 { try loop.turn() }
        #expect(loop.presenter.framesDropped >= 1)
        #expect(screen.statuses.last?.contains("dropped \(loop.presenter.framesDropped)") == true)
    }

    @Test func recordingTwiceInOneFrameSaysNothingWasSaved() throws {
        let studio = MemoryStudio()
        var (loop, screen, _) = try Self.loop(studio: studio)
        try loop.turn()
        screen.script = [(screen.clock.now(), [.key(.character("R")), .key(.character("R"))])]
        for _ in 0..<3 { try loop.turn() }
        #expect(studio.recorders.count == 1 && studio.recorders[0].frames.isEmpty)
        #expect(loop.game.message == "recording stopped before its first frame: nothing was saved")
    }

    @Test func aRecordingThatFailsSaysSoAndStops() throws {
        let studio = MemoryStudio()
        var (loop, screen, _) = try Self.loop(studio: studio)
        screen.script = [(0, [.key(.character("R"))])]
        try loop.turn()
        try loop.turn()
        studio.recorders[0].failAfter = 3
        for _ in 0..<10 { try loop.turn() }
        #expect(studio.recorders[0].frames.count == 3)
        #expect(loop.game.message == "recording stopped: disk full: cannot write to memory-1.y4m (3 frames kept in memory-1.y4m)")
        #expect(screen.statuses.last?.contains("recording stopped: disk full") == true)
    }

    @Test func aSourceFaultShowsAtEightyColumns() throws {
        final class Lost: FrameSource {
            let name = "v4l2:/dev/video0"
            var state: SourceState { .lost(reason: "unplugged") }
            func latestFrame(at time: Double) -> RGBFrame? { nil }
        }
        var (loop, screen, _) = try Self.loop(columns: 80, rows: 24, source: Lost())
        for _ in 0..<3 { try loop.turn() }
        #expect(screen.statuses.last?.contains("v4l2:/dev/video0 lost: unplugged") == true, "\(screen.statuses.last ?? "")")
    }

    /// A damaged video file's warning (ffmpeg's errors on a pass that went on)
    /// reaches the status line once, named by the source.
    @Test func aSourcesWarningIsShownOnce() throws {
        final class Damaged: FrameSource {
            let name = "file:clip.mp4"
            var state: SourceState { .live }
            var warned = false
            var warning: String? { warned ? "truncated or damaged: ffmpeg reported errors decoding it: partial file" : nil }
            func latestFrame(at time: Double) -> RGBFrame? { RGBFrame(width: 4, height: 4, fill: .white) }
        }
        let damaged = Damaged()
        var (loop, screen, _) = try Self.loop(columns: 140, rows: 24, source: damaged)
        try loop.turn()
        #expect(loop.game.message.isEmpty)
        damaged.warned = true
        try loop.turn()
        #expect(loop.game.message == "file:clip.mp4: truncated or damaged: ffmpeg reported errors decoding it: partial file")
        #expect(screen.statuses.last?.contains("file:clip.mp4: truncated or damaged") == true, "\(screen.statuses.last ?? "")")
        loop.game.message = "something else"
        try loop.turn()
        #expect(loop.game.message == "something else")
    }

    @Test func tooSmallKeepsTheBoardForWhenItGrowsBack() throws {
        var (loop, screen, _) = try Self.loop(columns: 40, rows: 12)
        try loop.turn()
        let population = loop.game.board.population
        screen.size = (12, 1)
        screen.script = [(screen.clock.now(), [.resize])]
        for _ in 0..<3 { try loop.turn() }
        #expect(screen.statuses.last?.hasPrefix("too small") == true)
        screen.size = (40, 12)
        screen.script = [(screen.clock.now(), [.resize])]
        for _ in 0..<3 { try loop.turn() }
        #expect(screen.canvasFrames.count >= 2 && loop.game.board.width == 20)
        #expect(loop.game.generation > 0 && population > 0)
    }

    /// The board is never cut by the window: shrinking the terminal to 40x12
    /// keeps every cell (the status line says how many lie outside) and
    /// growing it back shows them again, the picture as before.
    @Test func shrinkingTheTerminalAndGrowingItBackKeepsEveryCell() throws {
        let studio = MemoryStudio()
        var (loop, screen, _) = try Self.loop(columns: 120, rows: 40, paused: true, studio: studio)
        screen.script = [(0, [.key(.character("r")), .key(.character("s"))])]
        for _ in 0..<3 { try loop.turn() }
        let board = loop.game.board
        #expect(board.population > 500 && studio.snapshots.count == 1)
        screen.size = (40, 12)
        screen.script = [(screen.clock.now(), [.resize])]
        for _ in 0..<3 { try loop.turn() }
        #expect(loop.game.board == board)
        // The 60x39 world seen through a 20x11 view in its middle (the status line drops this field at 40 columns).
        let shown = loop.game.picture.population
        #expect(loop.statusBar.laidOut?.line.view == "view 20,14 of 60x39: \(board.population - shown) cells outside")
        screen.size = (120, 40)
        screen.script = [(screen.clock.now(), [.resize, .key(.character("s"))])]
        for _ in 0..<3 { try loop.turn() }
        #expect(loop.game.board == board && loop.game.viewport.showsWholeWorld)
        #expect(studio.snapshots.count == 2 && studio.snapshots[1] == studio.snapshots[0])
        #expect(screen.statuses.last?.contains("outside") == false)
    }

    @Test func aPatternLargerThanTheViewIsLoadedWholeOnThePlaneAndTheArrowsPan() throws {
        let clock = FixedClock()
        let screen = MemoryScreen(columns: 40, rows: 12, clock: clock)
        // --cell 2 given: the pattern is not fitted at the start (`BoardZoomTests`).
        var raw = try LookArguments.parse([])
        raw.cell = 2
        let options = try LookOptions(raw, for: .play)
        var cells: [GridPoint] = []
        for x in stride(from: 0, to: 300, by: 10) { cells += [GridPoint(x: x, y: 0), GridPoint(x: x + 1, y: 0), GridPoint(x: x, y: 1), GridPoint(x: x + 1, y: 1)] }
        let blocks = try Pattern(cells: cells)   // 30 still blocks in a row, 292 cells wide
        let game = try GameLaunch.start(options: options, geometry: .play(terminalColumns: 40, terminalRows: 12, cellSize: 2),
                                  pattern: blocks, day: nil, paused: true)
        var loop = PlayLoop(screen: screen, clock: clock, game: game, fps: 30, source: SolidSource(), colors: .truecolor,
                            studio: MemoryStudio())
        #expect(loop.game.board.population == 120)
        // On Golly's plane the world is the pattern plus run's margin (half its length, at least 64 cells)
        // on every side; the 20x11 view shows its middle, at (-10, -5) in Golly's coordinates.
        #expect((loop.game.board.width, loop.game.board.height) == (584, 130) && loop.game.camera.origin == GridPoint(x: 282, y: 60))
        #expect(loop.game.message == "pattern loaded: 292x2, 112 of 120 cells outside the view (arrows pan)")
        try loop.turn()
        #expect(loop.statusBar.laidOut?.line.view == "view -10,-5 on the plane: 112 cells outside")
        // Two steps right, a quarter of the view each: the next block comes into view.
        screen.script = [(clock.now(), [.key(.right), .key(.right)])]
        for _ in 0..<3 { try loop.turn() }
        #expect(loop.game.camera.origin == GridPoint(x: 292, y: 60))
        #expect(loop.statusBar.laidOut?.line.view == "view 0,-5 on the plane: 112 cells outside")
        #expect(screen.statuses.last?.contains("paused") == true)
    }

    /// In the loop, as a player does it: the pointer moves with no button
    /// held (any-event reports), the ghost of the pulsar follows it on the
    /// screen (not in snapshots), a click stamps 48 cells where it was, z
    /// takes them back and Z brings them again.
    @Test func theGhostFollowsThePointerAndAClickStampsWhereItWas() throws {
        let studio = MemoryStudio()
        var (loop, screen, _) = try Self.loop(columns: 60, rows: 25, paused: true, studio: studio) { $0.source = SourceSpec.none }
        loop.game.editing.take(brush: Brush(name: "pulsar", pattern: PatternLibrary.named("pulsar")))
        try loop.turn()
        let dark = screen.model[30, 10]
        // Column 30, row 10 is Life cell (15, 10); the pulsar's middle goes there.
        screen.script = [(screen.clock.now(), [.mouse(MouseReport(column: 30, row: 10, kind: .motion)), .key(.character("s"))])]
        for _ in 0..<3 { try loop.turn() }
        #expect(loop.statusBar.laidOut?.line.brush == "pulsar")
        let ghost = loop.game.ghostCells
        #expect(ghost.count == 48)
        for cell in ghost {
            #expect(screen.model[cell.x * 2, cell.y] != dark, "no ghost at \(cell)")
        }
        #expect(screen.model[30, 10] == dark)   // the pulsar's middle is empty
        #expect(studio.snapshots.first.map { $0 == RGBFrame(width: 60, height: 48) } == true, "the snapshot has no ghost")
        screen.script = [(screen.clock.now(), [.mouse(MouseReport(column: 30, row: 10, kind: .press(.left))),
                                               .mouse(MouseReport(column: 30, row: 10, kind: .release(.left)))])]
        for _ in 0..<3 { try loop.turn() }
        #expect(loop.game.board.population == 48)
        #expect(ghost.allSatisfy { loop.game.board[$0.x, $0.y] })
        screen.script = [(screen.clock.now(), [.key(.character("z"))])]
        for _ in 0..<3 { try loop.turn() }
        #expect(loop.game.board.population == 0)
        screen.script = [(screen.clock.now(), [.key(.character("Z"))])]
        for _ in 0..<3 { try loop.turn() }
        #expect(loop.game.board.population == 48 && ghost.allSatisfy { loop.game.board[$0.x, $0.y] })
    }

    @Test func helpCoversTheCanvasUntilClosed() throws {
        var (loop, screen, _) = try Self.loop(paused: true)
        try loop.turn()
        screen.script = [(screen.clock.now(), [.key(.character("?"))])]
        for _ in 0..<3 { try loop.turn() }
        #expect(screen.overlays.count == 1 && screen.overlays[0].contains { $0.contains("lifecam — keys") })
        let frames = screen.canvasFrames.count
        screen.script = [(screen.clock.now(), [.key(.escape)])]
        for _ in 0..<3 { try loop.turn() }
        #expect(screen.clears == 1 && screen.canvasFrames.count == frames + 1)
    }

    @Test func quitEndsTheRun() throws {
        var (loop, screen, _) = try Self.loop()
        screen.script = [(1.0, [.key(.character("q"))])]
        try loop.run()
        #expect(loop.finished && abs(screen.clock.now() - 1.0) < 1e-9)
    }
}
