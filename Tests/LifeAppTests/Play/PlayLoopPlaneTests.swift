import LifeCore
import LifeTestSupport
import Testing
@testable import LifeApp
import LifeTUI

/// A giant played through the loop on a memory screen and a clock the test moves.
@Suite struct PlayLoopPlaneTests {
    /// A loop playing `loaded` in a 120x25 terminal (half blocks, no strip) at 30 fps and `speed` steps a second.
    static func loop(_ loaded: LoadedPattern, speed: Double = 30, paused: Bool = false,
                     _ edit: (inout LookArguments) -> Void = { _ in }) throws -> (PlayLoop, MemoryScreen, FixedClock) {
        var raw = try LookArguments.parse([])
        raw.seed = 7
        raw.speed = speed
        raw.source = SourceSpec.none
        edit(&raw)
        let options = try LookOptions(raw, for: .play)
        let clock = FixedClock()
        let screen = MemoryScreen(columns: 120, rows: 25, clock: clock)
        let geometry = CanvasGeometry.play(terminalColumns: 120, terminalRows: 25, cellSize: options.cell, strip: false)
        let game = try GameLaunch.start(options: options, geometry: geometry, loaded: loaded, day: clock.today(), paused: paused)
        let loop = PlayLoop(screen: screen, clock: clock, game: game, fps: Double(options.fps), source: SolidSource(),
                            colors: .truecolor, studio: MemoryStudio(), strip: false)
        return (loop, screen, clock)
    }

    /// Keys pressed at the clock's time, then turns until `frames` more frames are shown (the first may come before the keys are read).
    static func press(_ keys: String, _ loop: inout PlayLoop, _ screen: MemoryScreen, frames: Int = 2) throws {
        screen.script = [(screen.clock.now(), keys.map { InputEvent.key(.character($0)) })]
        let target = loop.framesShown + frames
        var turns = 0
        while loop.framesShown < target, turns < 10_000 {
            try loop.turn()
            turns += 1
        }
    }

    @Test func aMacrocellFilePlaysTwoToTheEightGenerationsAFrame() throws {
        var (loop, screen, clock) = try Self.loop(try GamePlaneTests.macrocell())
        // The whole canvas (120x48 half-block pixels), a pixel a square of 2^18 cells: 2^23 + 3 cells down 46 pixels.
        #expect(loop.game.geometry.cellSize == 1 && loop.game.board.width == 120 && loop.game.camera.plane?.shift == 18)
        try Self.press(">>>>>>>>", &loop, screen)
        #expect(loop.game.camera.plane?.stepExponent == 8)
        let start = loop.game.generation
        while loop.framesShown < 61 { try loop.turn() }
        // Two seconds at 30 steps a second: 60 steps of 256 generations, one a frame.
        #expect(abs(clock.now() - 2) < 0.05)
        // (The keys landed after the first frame's step of 2^0: `PlayLoop+Step`.)
        #expect((loop.game.generation - start) / 256 >= 59 && (loop.game.generation - start) % 256 == 0)
        #expect(loop.game.life.population == 10)
        let status = try #require(screen.statuses.last)
        #expect(status.contains("step 2^8") && status.contains("pop 10") && status.contains("scale 1:2^18"), "\(status)")
        // Paused and reset: generation 0 again, the status line says so at once.
        try Self.press(" 0", &loop, screen)
        #expect(loop.game.pace.paused && loop.game.generation == 0)
        #expect(screen.statuses.last?.contains("gen 0 ") == true, "\(screen.statuses.last ?? "")")
    }

    /// `S` saves the plane as a macrocell file that reads back to the same cells, at its generation.
    @Test func sSavesTheGiantAsMacrocell() throws {
        let studio = MemoryStudio()
        var (loop, screen, _) = try Self.loop(try GamePlaneTests.macrocell(), paused: true)
        loop = PlayLoop(screen: screen, clock: screen.clock, game: loop.game, fps: 30, source: SolidSource(), colors: .truecolor,
                        studio: studio, strip: false)
        try Self.press(">>>>n", &loop, screen)
        try Self.press("S", &loop, screen)
        let saved = try #require(studio.macrocells.first)
        var decoder = MacrocellDecoder()
        try decoder.feed(saved)
        let file = try decoder.finish()
        let back = try HashLife()
        try back.load(file)
        #expect(loop.game.camera.plane != nil)
        #expect(file.generation == 16 && loop.game.generation == 16)
        #expect(back.hasSameCells(as: loop.game.life) && back.population == 10)
        #expect(loop.game.message == "giant saved: memory-1.mc (10 cells, generation 16)")
    }

    /// What is lit on the canvas follows the plane: panned away, nothing; `F`, both gliders again.
    @Test func panAndFitShowWhatThePlaneHolds() throws {
        var (loop, screen, _) = try Self.loop(try GamePlaneTests.giant(), paused: true)
        func litCells() -> Int { loop.game.board.population }
        try Self.press("", &loop, screen)
        #expect(litCells() == 2)
        screen.script = [(screen.clock.now(), [.key(.right), .key(.right), .key(.right), .key(.right)])]
        let shown = loop.framesShown
        while loop.framesShown == shown { try loop.turn() }
        #expect(litCells() == 0 && loop.game.camera.plane.map { $0.centre.x > 0 } == true)
        try Self.press("F", &loop, screen)
        #expect(litCells() == 2)
        #expect(screen.statuses.last?.contains("at ") == true)
    }

    /// The densities are the mask's brightness: a lone glider in a square of
    /// 2^15 cells lights its pixel dimly, in mono's white over black.
    @Test func theDensityIsTheMasksBrightness() throws {
        let studio = MemoryStudio()
        var raw = try LookArguments.parse([])
        raw.seed = 7
        raw.palette = .mono
        raw.source = SourceSpec.none
        let options = try LookOptions(raw, for: .play)
        let clock = FixedClock()
        let screen = MemoryScreen(columns: 80, rows: 25, clock: clock)
        let geometry = CanvasGeometry.play(terminalColumns: 80, terminalRows: 25, cellSize: options.cell, strip: false)
        let game = try GameLaunch.start(options: options, geometry: geometry, loaded: try GamePlaneTests.giant(), day: nil, paused: true)
        var loop = PlayLoop(screen: screen, clock: clock, game: game, fps: 30, source: SolidSource(), colors: .truecolor,
                            studio: studio, strip: false)
        loop.recordSize = .canvas
        try Self.press("s", &loop, screen)
        while studio.snapshots.isEmpty { try loop.turn() }
        let shot = studio.snapshots[0]
        var lit: [RGB] = []
        for y in 0..<shot.height { for x in 0..<shot.width where shot[x, y] != .black { lit.append(shot[x, y]) } }
        let dim = UInt8((PlaneView.dimmest * 255).rounded())
        #expect(lit.count == 2 && lit.allSatisfy { abs(Int($0.r) - Int(dim)) <= 2 && $0.r == $0.g && $0.g == $0.b })
    }
}
