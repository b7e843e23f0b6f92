import LifeCore
import LifeTestSupport
import Testing
@testable import LifeApp

/// `render --pattern` of a giant: HashLife on the plane, seen whole at any scale.
@Suite struct RenderPlaneTests {
    private func plan(_ edit: (inout RenderPlan.Options) -> Void = { _ in }) throws -> RenderPlan {
        try RenderPlan.testing(frames: 4) {
            $0.look.palette = .mono
            $0.look.cell = 1
            edit(&$0)
        }
    }

    /// Two gliders two million cells apart, on the plane as an RLE too large for a board would come.
    private func giant() throws -> LoadedPattern {
        let glider = try #require(PatternLibrary.named("glider"))
        var cells = PlaneCells()
        cells.insert(glider, at: GridPoint(x: -1_000_000, y: -1_000_000))
        cells.insert(glider, at: GridPoint(x: 1_000_000, y: 1_000_000))
        return LoadedPattern(.empty, plane: cells)
    }

    @Test func aGiantIsSeenWholeAndRunsOnThePlane() throws {
        let p = try plan { $0.look.speed = 120; $0.look.fps = 30 }
        var job = try RenderJob(plan: p, loaded: try giant(), source: SolidSource())
        let view = try #require(job.plane)
        // 2,000,003 cells across 94 pixels: 2^15 cells a pixel.
        #expect(view.shift == 15)
        #expect(job.board.width == 96 && job.board.height == 64)
        #expect(job.board.population == 2)
        let writer = CollectingWriter()
        try job.run(into: writer) { _ in }
        #expect(writer.frames.count == 4)
        // Frame i shows generation 4i: the last frame, 12 (speed 120 at 30 frames a second).
        #expect(job.game.generation == 12)
        #expect(job.board.generation == 12 && job.board.population == 2)
        // Each glider lights one pixel, dimly (five cells in a square of 2^30) on black in mono, as play draws it.
        let first = writer.frames[0]
        var lit = 0
        for y in 0..<first.height { for x in 0..<first.width where first[x, y] != .black { lit += 1 } }
        #expect(lit == 2 && job.game.camera.brightness?.filter { $0 > 0 }.count == 2)
    }

    @Test func aPatternThatFitsStaysOnTheBoard() throws {
        let glider = try #require(PatternLibrary.named("glider"))
        let job = try RenderJob(plan: try plan(), loaded: LoadedPattern(glider), source: SolidSource())
        #expect(job.plane == nil && job.board.population == 5)
    }

    @Test func aGridIsRefused() throws {
        #expect(throws: CommandFailure.self) {
            try RenderJob(plan: try plan { $0.look.world = Dimensions(width: 64, height: 64) }, loaded: try giant(), source: SolidSource())
        }
    }

    /// SVG: one shape per lit square, refused past a million.
    @Test func theSVGOfAGiantHasItsLimit() throws {
        var small = try RenderJob(plan: try plan { $0.out = "out.svg"; $0.frames = 1 }, loaded: try giant(), source: SolidSource())
        let picture = try #require(try small.vectorPicture { _ in })
        #expect(picture.shapes.count == 2)
        // A 1500x1000 block lights 1.5 million squares at one cell a pixel.
        var cells = PlaneCells()
        for y in 0..<1000 { cells.insertRun(x: 0, y: y, count: 1500) }
        var big = try RenderJob(plan: try plan { $0.out = "out.svg"; $0.frames = 1; $0.size = Dimensions(width: 2000, height: 1200) },
                                loaded: LoadedPattern(.empty, plane: cells), source: SolidSource())
        #expect(big.plane?.shift == 0 && big.board.population == 1_500_000)
        #expect(throws: CommandFailure.self) { try big.vectorPicture { _ in } }
    }
}
