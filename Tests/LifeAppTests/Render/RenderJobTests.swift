import LifeCore
import LifeTestSupport
import Testing
@testable import LifeApp

@Suite struct RenderJobTests {
    private func plan(_ edit: (inout RenderPlan.Options) -> Void = { _ in }) throws -> RenderPlan {
        try RenderPlan.testing(frames: 6, edit)
    }

    private func render(_ plan: RenderPlan, pattern: Pattern? = nil, source: any FrameSource = SolidSource()) throws -> [RGBFrame] {
        var job = try RenderJob(plan: plan, pattern: pattern, source: source)
        let writer = CollectingWriter()
        var reported: [Int] = []
        try job.run(into: writer) { reported.append($0) }
        #expect(reported == Array(1...plan.frames))
        #expect(writer.finished)
        return writer.frames
    }

    @Test func sameOptionsGiveTheSameFramesAndAnotherSeedOthers() throws {
        let p = try plan { $0.look.source = .synthetic(.plasma) }
        let a = try render(p, source: SyntheticSource(pattern: .plasma, seed: 1))
        let b = try render(p, source: SyntheticSource(pattern: .plasma, seed: 1))
        #expect(a.count == 6 && a == b)
        let c = try render(try plan { $0.look.source = .synthetic(.plasma); $0.look.seed = 2 }, source: SyntheticSource(pattern: .plasma, seed: 1))
        #expect(c != a)
    }

    /// A blinker at one generation per frame, mono cells over white: frame i
    /// lights the centres of exactly the cells alive in generation i.
    @Test func framesFollowTheTimetable() throws {
        let p = try plan { $0.look.speed = 30; $0.look.fps = 30; $0.look.palette = .mono; $0.look.cell = 8 }
        let blinker = try Pattern(cells: [GridPoint(x: 0, y: 0), GridPoint(x: 1, y: 0), GridPoint(x: 2, y: 0)])
        let frames = try render(p, pattern: blinker)
        // 96x64 at 8 pixels a cell: a 12x8 board; the blinker's row starts at (5, 4).
        for (i, frame) in frames.enumerated() {
            var lit: [GridPoint] = []
            for y in 0..<8 {
                for x in 0..<12 where frame[x * 8 + 4, y * 8 + 4] == .white { lit.append(GridPoint(x: x, y: y)) }
            }
            let expected = i % 2 == 0
                ? [GridPoint(x: 5, y: 4), GridPoint(x: 6, y: 4), GridPoint(x: 7, y: 4)]
                : [GridPoint(x: 6, y: 3), GridPoint(x: 6, y: 4), GridPoint(x: 6, y: 5)]
            #expect(lit == expected, "frame \(i)")
        }
    }

    @Test func theRuleOptionWinsOverThePatterns() throws {
        // Under B3/S (nothing survives) a blinker is gone after one generation.
        let blinker = try Pattern(cells: [GridPoint(x: 0, y: 0), GridPoint(x: 1, y: 0), GridPoint(x: 2, y: 0)])
        var job = try RenderJob(plan: try plan { $0.look.rule = try! RuleSpec(parsing: "B3/S"); $0.look.speed = 30 }, pattern: blinker, source: SolidSource())
        try job.run(into: CollectingWriter()) { _ in }
        #expect(job.board.population == 0)
        #expect(job.board.generation == 5)
    }

    @Test func aPatternLargerThanTheViewGrowsTheWorldAndTheViewShowsItsMiddle() throws {
        let wide = try Pattern(cells: [GridPoint(x: 0, y: 0), GridPoint(x: 20, y: 0), GridPoint(x: 10, y: 0)])
        // With --cell 8 given: 21 cells plus run's margin of 64 on each side; the 12x8 view centred on the pattern's middle cell.
        let job = try RenderJob(plan: try plan { $0.look.cell = 8 }, pattern: wide, source: SolidSource())
        #expect((job.board.width, job.board.height) == (149, 129) && job.board.population == 3)
        let view = job.game.viewport
        #expect(view.windowWidth == 12 && view.windowHeight == 8 && view.centre == GridPoint(x: 74, y: 64) && job.board[74, 64])
        #expect(job.game.message == "pattern loaded: 21x1, 2 of 3 cells outside the view (arrows pan)")
        // Without --cell the pattern on Golly's plane starts as F shows it: a cell of 4, all three cells in view.
        let fitted = try RenderJob(plan: try plan(), pattern: wide, source: SolidSource())
        let window = fitted.game.viewport
        #expect(fitted.game.geometry.cellSize == 4 && window.windowWidth == 24)
        #expect(fitted.game.message == "pattern loaded: the whole pattern in view, 21x1 cells, cell size 4")
        let (cells, at) = fitted.board.extractPattern()
        #expect(cells.liveCells.count == 3 && cells.liveCells.allSatisfy { c in
            let x = c.x + at.x - window.origin.x, y = c.y + at.y - window.origin.y
            return x >= 0 && y >= 0 && x < window.windowWidth && y < window.windowHeight
        })
    }

    /// A fixed world is a grid: what lies beyond it is dropped, as Golly drops it, and the message says so.
    @Test func aPatternLargerThanAFixedWorldLosesWhatLiesBeyond() throws {
        let wide = try Pattern(cells: [GridPoint(x: 0, y: 0), GridPoint(x: 20, y: 0)])
        let job = try RenderJob(plan: try plan { $0.look.world = Dimensions(width: 12, height: 30) }, pattern: wide, source: SolidSource())
        // Centred: the 21x1 pattern's left cell at 12/2 − 21/2 = −4, off the world; its right one at 16, off too.
        #expect(job.board.population == 0 && job.game.message.contains("2 of 2 cells lay beyond the grid and were dropped"))
        // A file that names its grid: its frame (x = 25) does not fit a 20-wide grid, so it starts at the corner.
        let file = try Pattern.decode("x = 25, y = 1, rule = B3/S23:T20,20\no18bo5bo!")
        let named = try RenderJob(plan: try plan(), pattern: file, source: SolidSource())
        #expect(named.board.population == 2 && named.board[0, 0] && named.board[19, 0])
        #expect(named.game.message.contains("1 of 3 cells lay beyond the grid"))
    }

    @Test func withoutAMaskTheVideoShowsAlone() throws {
        let p = try plan { $0.out = "a.ans"; $0.size = nil; $0.terminal = Dimensions(width: 20, height: 8); $0.look.mask = .none }
        let source = SyntheticSource(pattern: .bars, width: 40, height: 16, seed: 0)
        let frames = try render(p, source: source)
        #expect(frames[3] == source.latestFrame(at: 3.0 / 30)!.scaled(toWidth: 20, height: 16))
    }

    /// The built-in `empty` pattern is a blank board: every frame is the
    /// video dimmed to the default look's floor (30 % of its brightness), byte
    /// for byte the video alone (`--mask none`) dimmed.
    @Test func theEmptyPatternRendersTheVideoDimmed() throws {
        let empty = try #require(PatternLibrary.named("empty"))
        let frames = try render(try plan { $0.look.source = .synthetic(.plasma) }, pattern: empty,
                                source: SyntheticSource(pattern: .plasma, seed: 1))
        let video = try render(try plan { $0.look.source = .synthetic(.plasma); $0.look.mask = .none }, pattern: empty,
                               source: SyntheticSource(pattern: .plasma, seed: 1))
        #expect(frames.count == video.count && !frames.isEmpty)
        for (frame, whole) in zip(frames, video) {
            #expect(frame.pixels == whole.pixels.map(Self.dimmed))
            #expect(frame.pixels.max()! <= 76 && frame.pixels.max()! > 30)
        }
    }

    /// A byte of video as dead cells show it: `floor × 256` rounded, then `>> 8`.
    static func dimmed(_ byte: UInt8) -> UInt8 {
        UInt8((UInt16(byte) * UInt16((PaintOptions().videoFloor * 256).rounded())) >> 8)
    }

    /// Renders a 128x96 canvas at 4 pixels a cell (a 32x24 board) from the
    /// built-in `empty` pattern with births from motion over `source`.
    private func births(_ source: any FrameSource, frames: Int = 45, seed: UInt64 = 1, births: String? = "motion") throws -> [RGBFrame] {
        let p = try plan {
            $0.size = Dimensions(width: 128, height: 96)
            $0.look.cell = 4
            $0.look.speed = 5
            $0.look.seed = seed
            $0.look.births = births.flatMap(BirthsChoice.init(rawValue:))
            $0.frames = frames
        }
        let empty = try #require(PatternLibrary.named("empty"))
        return try render(p, pattern: empty, source: source)
    }

    /// Pixels brighter than the floor makes any video (its white, 76): lit by Life.
    private func lit(_ frame: RGBFrame) -> [(x: Int, y: Int)] {
        var lit: [(x: Int, y: Int)] = []
        let floor = Self.dimmed(255)
        for y in 0..<frame.height {
            for x in 0..<frame.width where max(frame[x, y].r, frame[x, y].g, frame[x, y].b) > floor { lit.append((x, y)) }
        }
        return lit
    }

    /// Nothing is born from a still picture: it shows dimmed, the white
    /// square at the floor's white and the grey around it at the floor's grey.
    @Test func birthsFromAStillPictureLeaveItDimmed() throws {
        let frames = try births(MovingSquareSource(width: 128, height: 96, start: (8, 40), moveAt: nil))
        let white = Self.dimmed(255), grey = Self.dimmed(90)
        #expect(white == 76 && grey == 27)
        #expect(frames.allSatisfy { lit($0).isEmpty && $0[10, 42] == RGB(white, white, white) && $0[100, 10] == RGB(grey, grey, grey) })
    }

    /// The square stands still for half a second, then moves right 30 pixels
    /// a second: nothing is lit before it moves, and afterwards only cells
    /// near its path (it covers rows 40-47 and columns 8-53; Life spreads at
    /// most one cell, 4 pixels, per generation, and 5 generations run after
    /// the first births).
    @Test func birthsFromMotionLightOnlyNearThePath() throws {
        let source = MovingSquareSource(width: 128, height: 96, start: (8, 40), moveAt: 0.5)
        let frames = try births(source)
        for i in 0...15 { #expect(lit(frames[i]).isEmpty, "frame \(i)") }
        let after = frames[16...].flatMap(lit)
        #expect(after.count > 100)
        let reach = 4 * 6
        #expect(after.allSatisfy { $0.y >= 40 - reach && $0.y < 48 + reach && $0.x >= 8 - reach && $0.x < 54 + reach })
        #expect(try births(source) == frames)
        #expect(try births(MovingSquareSource(width: 128, height: 96, start: (8, 40), moveAt: 0.5), seed: 2) != frames)
        #expect(try births(MovingSquareSource(width: 128, height: 96, start: (8, 40), moveAt: 0.5), births: "off").allSatisfy { lit($0).isEmpty })
    }

    /// Captured video (a camera, a file) brings births by default; synthetic pictures do not.
    @Test func birthsFollowTheSourceByDefault() throws {
        let captured = try RenderJob(plan: try plan(), pattern: nil, source: MovingSquareSource())
        let synthetic = try RenderJob(plan: try plan(), pattern: nil, source: SyntheticSource())
        let off = try RenderJob(plan: try plan { $0.look.births = .off }, pattern: nil, source: MovingSquareSource())
        let on = try RenderJob(plan: try plan { $0.look.births = .motion }, pattern: nil, source: SolidSource())
        #expect(captured.game.support.birthsOn && !synthetic.game.support.birthsOn)
        #expect(!off.game.support.birthsOn && on.game.support.birthsOn)
    }
}
