import LifeCore
import LifeTestSupport
import TerminalRenderer
import Testing
@testable import LifeApp
import LifeTUI

/// `t` and the blitters in the play loop, on an in-memory screen.
@Suite struct PlayLoopBlitterTests {
    static func loop(blitters: BlitterCycle, columns: Int = 80, rows: Int = 25, cell: Double? = nil, studio: MemoryStudio)
        throws -> (PlayLoop, MemoryScreen, FixedClock) {
        var raw = try LookArguments.parse([])
        raw.seed = 7
        raw.cell = cell
        let options = try LookOptions(raw, for: .play)
        let clock = FixedClock()
        let screen = MemoryScreen(columns: columns, rows: rows, clock: clock)
        // Without the control strip: the canvas is every row but the status line.
        let geometry = PlayLoop.geometry(of: screen, cellSize: options.cell, blitter: blitters.current, strip: false)
        let game = try GameLaunch.start(options: options, geometry: geometry, pattern: nil, day: clock.today())
        var loop = PlayLoop(screen: screen, clock: clock, game: game, fps: 30, source: SyntheticSource(pattern: .bars, seed: 7),
                            colors: .truecolor, studio: studio, blitters: blitters, strip: false)
        // Snapshots are the canvas itself (`--record-size canvas`): what these tests read.
        loop.recordSize = .canvas
        return (loop, screen, clock)
    }

    /// The help names the blitter in use and those `t` steps through (the
    /// status line may have no room for it), and follows `t`.
    @Test func helpNamesTheBlitter() throws {
        var (loop, screen, clock) = try Self.loop(blitters: BlitterCycle(current: .quadrant, available: [.half, .quadrant]), rows: 48,
                                                  studio: MemoryStudio())
        try loop.turn()
        for (key, blitter) in [("?" as Character, Blitter.quadrant), ("t", .half), ("?", .half)] {
            screen.script = [(clock.now(), [.key(.character(key))])]
            for _ in 0..<3 { try loop.turn() }
            if key == "t" {
                #expect(loop.blitters.current == blitter)
                continue
            }
            let help = try #require(screen.overlays.last)
            #expect(help.contains { $0.contains("blitter: \(blitter) (t steps through half, quadrant)") }, "\(help)")
            screen.script = [(clock.now(), [.key(.escape)])]
            for _ in 0..<3 { try loop.turn() }
        }
        #expect(screen.overlays.count == 2)
        var (single, _, _) = try Self.loop(blitters: BlitterCycle(current: .half, available: [.half]), studio: MemoryStudio())
        try single.turn()
        #expect(single.blitterNote == "blitter: half, the only one this terminal shows")
    }

    /// Each `t` takes the next blitter: the canvas takes its pixel grid (the
    /// snapshot's size), the board is laid out again, the status line names
    /// it, and the screen, decoded glyph by glyph, shows the painted canvas.
    @Test func tStepsThroughTheBlittersTheTerminalShows() throws {
        let studio = MemoryStudio()
        var (loop, screen, clock) = try Self.loop(blitters: BlitterCycle(current: .half, available: [.half, .quadrant, .sextant, .octant]),
                                                  columns: 200, studio: studio)
        for (i, blitter) in [Blitter.half, .quadrant, .sextant, .octant, .half].enumerated() {
            if i > 0 {
                screen.script = [(clock.now(), [.key(.character("t"))])]
                while loop.blitters.current != blitter { try loop.turn() }
                #expect(loop.game.message == "blitter \(blitter)")
            }
            screen.script = [(clock.now() + 0.05, [.key(.character("s"))])]
            while studio.snapshots.count <= i { try loop.turn() }
            let grid = blitter.characterPixels(cell: nil)!
            let shot = studio.snapshots[i]
            #expect(loop.blitters.current == blitter)
            #expect((shot.width, shot.height) == (200 * grid.width, 24 * grid.height))
            #expect(loop.game.geometry.pixelWidth == shot.width && loop.game.geometry.pixelHeight == shot.height)
            // Life cells keep their width on screen: half blocks' cell of 2 (two characters)
            // is 4 in the mosaics, two pixels a character across; and they are square on
            // screen: as many pixels down as a character's width is of its height (1:2), so
            // 2 quadrant pixels (2 rows of 1:2 pixels a character), 3 sextant ones, 4 octant ones.
            let cell = Double(2 * grid.width), height = cell * Double(grid.height) / Double(grid.width) / 2
            #expect(loop.game.geometry.cellSize == cell && loop.game.geometry.cellHeight == height)
            // The view covers the canvas; the world grows with it and keeps its cells when it shrinks.
            let (across, down) = (Int((Double(shot.width) / cell).rounded(.up)), Int((Double(shot.height) / height).rounded(.up)))
            #expect(loop.game.geometry.boardWidth == across && loop.game.geometry.boardHeight == down)
            #expect(loop.game.board.width >= across && loop.game.board.height >= down)
            let status = try #require(screen.statuses.last)
            #expect(status.contains("│ \(blitter.rawValue)"), "\(status)")
            // The frame saved was also the last one drawn: the screen, decoded glyph by glyph, shows it.
            let painted = CellFrame(canvas: shot, mode: .truecolor, mosaic: blitter.mosaic!)
            let error = try #require(RendererFixtures.worstMosaicError(screen.model, painted))
            #expect(error <= FrameEncoder.defaultThreshold)
        }
    }

    /// The Life cell's size in canvas pixels across blitters: `t` keeps its
    /// width on screen (a cell of `size` pixels on `from` pixels a character
    /// is as wide as `kept` on `to`), within `--cell`'s range.
    @Test(arguments: [
        (2.0, 2, 1, 1.0), (1.0, 1, 2, 2.0), (2.0, 2, 10, 10.0), (10.0, 10, 2, 2.0), (3.0, 2, 9, 13.5),
        (1.0, 2, 1, 1.0), (200.0, 2, 10, 256.0),
    ] as [(Double, Int, Int, Double)])
    func tKeepsTheCellsWidthOnScreen(size: Double, from: Int, to: Int, kept: Double) {
        #expect(LookOptions.cell(characters: size / Double(from), across: to) == kept)
    }

    /// A width `--cell`'s range rounds (an octant cell of 1 is half a
    /// character, half a half-block pixel) comes back as it was: 1 in
    /// octants, 1 in half blocks, 1 again in octants; `]` then starts afresh.
    @Test func aRoundedCellComesBackAfterARoundTrip() throws {
        let studio = MemoryStudio()
        var (loop, screen, clock) = try Self.loop(blitters: BlitterCycle(current: .octant, available: [.half, .octant]),
                                                  cell: 1, studio: studio)
        var sizes = [loop.game.geometry.cellSize]
        for key: Character in ["t", "t", "]", "t"] {
            screen.script = [(clock.now(), [.key(.character(key))])]
            for _ in 0..<3 { try loop.turn() }
            sizes.append(loop.game.geometry.cellSize)
        }
        #expect(sizes == [1, 1, 1, 2, 1])
    }

    @Test(arguments: [
        (nil, Blitter.quadrant, 4.0), (nil, .half, 2), (nil, .sextant, 4), (nil, .octant, 4), (nil, .kitty, 20), (nil, .sixel, 20),
        (3.0, .kitty, 3), (3, .quadrant, 3),
    ] as [(Double?, Blitter, Double)])
    func theStartCell(given: Double?, blitter: Blitter, cell: Double) throws {
        var raw = try LookArguments.parse([])
        raw.cell = given
        let options = try LookOptions(raw, for: .play)
        #expect(PlayLoop.startCell(options, blitter: blitter, cellPixels: Dimensions(width: 10, height: 20)) == cell)
    }

    /// A single blitter: `t` keeps it and says it is the only one.
    @Test func aTerminalWithOneBlitterSaysSo() throws {
        let studio = MemoryStudio()
        var (loop, screen, clock) = try Self.loop(blitters: BlitterCycle(current: .half, available: [.half]), studio: studio)
        screen.script = [(clock.now() + 0.1, [.key(.character("t"))])]
        while loop.game.message.isEmpty || loop.game.message.hasPrefix("?") || !screen.script.isEmpty { try loop.turn() }
        #expect(loop.blitters.current == .half)
        #expect(loop.game.message == "blitter half: the only one this terminal shows")
    }

    /// The screen is told from the start how to take the pictures away on
    /// any way out (it sends that after the frame in flight): kitty's
    /// picture is deleted; glyphs and sixel leave nothing to take away.
    @Test func theScreenKnowsHowToTakeThePicturesAway() throws {
        let clock = FixedClock()
        for pictures in [[Blitter.kitty: KittyEncoder(deflater: StoredDeflater())] as [Blitter: any CanvasEncoder], [:]] {
            var raw = try LookArguments.parse([])
            raw.seed = 7
            let options = try LookOptions(raw, for: .play)
            let screen = MemoryScreen(columns: 40, rows: 12, clock: clock)
            let blitters = BlitterCycle(current: .half, available: pictures.isEmpty ? [.half] : [.half, .kitty])
            let geometry = PlayLoop.geometry(of: screen, cellSize: options.cell, blitter: blitters.current, strip: false)
            let game = try GameLaunch.start(options: options, geometry: geometry, pattern: nil, day: clock.today())
            _ = PlayLoop(screen: screen, clock: clock, game: game, fps: 30, source: SyntheticSource(pattern: .bars, seed: 7),
                         colors: .truecolor, studio: MemoryStudio(), blitters: blitters, strip: false, pictures: pictures)
            var model = KittyModel(inflate: { data, _ in data })
            try model.feed(screen.farewell)
            #expect(screen.farewell.isEmpty == pictures.isEmpty)
            #expect(model.commands.map { $0["a"] } == (pictures.isEmpty ? [] : ["d"]))
        }
    }
}
