import LifeCore
import LifeTestSupport
import Testing
@testable import LifeApp
import LifeTUI

/// What a player just made glows: shown at full brightness for `Glow.full`
/// generations, fading by `Glow.gone`, a launched glider wherever it has got
/// to, a paused edit until the game runs.
@Suite struct GlowTests {
    static func game(paused: Bool) throws -> Game {
        try Game(geometry: CanvasGeometry(columns: 80, rows: 30, cellSize: 1), seed: 3, paused: paused)
    }

    /// The picture's live cells, as `CellGlow` indices.
    static func live(_ g: Game) -> Set<Int> {
        var cells: Set<Int> = []
        for y in 0..<g.picture.height { for x in 0..<g.picture.width where g.picture[x, y] { cells.insert(y * g.picture.width + x) } }
        return cells
    }

    @Test func theLevelIsFullThenFadesOut() {
        #expect(Glow.level(age: -1) == 0 && Glow.level(age: 0) == 255 && Glow.level(age: Glow.full) == 255)
        #expect(Glow.level(age: 40) == 127 && Glow.level(age: Glow.gone - 1) == 5 && Glow.level(age: Glow.gone) == 0)
        let levels = (0...Glow.gone).map(Glow.level(age:))
        #expect(zip(levels, levels.dropFirst()).allSatisfy { $0 >= $1 })
    }

    /// A glider launched into a running game glows where it travels: all
    /// five of its cells, at full brightness, then fading, then not at all.
    @Test func aLaunchedGliderGlowsAsItTravels() throws {
        var g = try Self.game(paused: false)
        g.apply(.click(GridPoint(x: 20, y: 10)))
        #expect(g.board.population == 5)
        var glowing = g.glowingCells
        #expect(Set(glowing.map(\.cell)) == Self.live(g) && glowing.allSatisfy { $0.level == 255 })
        g.advance(12)
        glowing = g.glowingCells
        #expect(g.board.population == 5 && Set(glowing.map(\.cell)) == Self.live(g) && glowing.allSatisfy { $0.level == 255 })
        #expect(Self.live(g).allSatisfy { $0 / 80 >= 12 }, "the glider went south-east: \(Self.live(g))")
        g.advance(28)
        glowing = g.glowingCells
        #expect(Set(glowing.map(\.cell)) == Self.live(g) && glowing.allSatisfy { $0.level == Glow.level(age: 40) })
        g.advance(24)
        #expect(g.board.population == 5 && g.glowingCells.isEmpty)
    }

    /// Cells set while paused glow until the game runs on; other cells do
    /// not; undone, nothing glows.
    @Test func aPausedEditGlowsUntilTheGameRuns() throws {
        var g = try Self.game(paused: true)
        g.apply(.click(GridPoint(x: 5, y: 5)))
        g.apply(.endStroke)
        #expect(g.glowingCells == [CellGlow(cell: 5 * 80 + 5, level: 255)])
        g.apply(.undo)
        #expect(g.board.population == 0 && g.glowingCells.isEmpty)
        g.apply(.redo)
        #expect(g.glowingCells.count == 1)
        // A stroke: every cell painted glows with its click.
        g.apply(.click(GridPoint(x: 30, y: 20)))
        g.apply(.paint([GridPoint(x: 31, y: 20), GridPoint(x: 32, y: 20)], alive: true))
        g.apply(.endStroke)
        #expect(Set(g.glowingCells.map(\.cell)) == [5 * 80 + 5, 20 * 80 + 30, 20 * 80 + 31, 20 * 80 + 32])
        g.advance(Glow.gone)
        #expect(g.board.population > 0 && g.glowingCells.isEmpty)
    }

    /// Played over a dark video, the launched glider's pixels are as bright
    /// as its colour (brighter than any pixel of the video), and once the
    /// glow is gone, no brighter than the video again.
    @Test func playShowsALaunchedGliderOverADarkVideoAtFullBrightness() throws {
        final class Dark: FrameSource {
            let name = "test:dark"
            var state: SourceState { .live }
            let frame = RGBFrame(width: 128, height: 96, fill: RGB(24, 16, 30))
            func latestFrame(at time: Double) -> RGBFrame? { frame }
        }
        var raw = try LookArguments.parse([])
        raw.seed = 7
        raw.cell = 4
        raw.speed = 30
        let options = try LookOptions(raw, for: .play)
        let clock = FixedClock()
        let screen = MemoryScreen(columns: 128, rows: 49, clock: clock)
        let studio = MemoryStudio()
        let game = try GameLaunch.start(options: options, geometry: .play(terminalColumns: 128, terminalRows: 49, cellSize: 4),
                                  pattern: PatternLibrary.named("empty"), day: clock.today(), paused: false)
        var loop = PlayLoop(screen: screen, clock: clock, game: game, fps: 30, source: Dark(), colors: .truecolor,
                            studio: studio, strip: false)
        loop.recordSize = .canvas
        screen.holdsTime = true
        // `s` asks for a snapshot: frames are played, a thirtieth of a second apart, until one is saved.
        var i = 0
        func snapshot(keys: [InputEvent] = []) throws -> RGBFrame {
            let saved = studio.snapshots.count
            screen.script = [(Double(i) / 30, keys + [.key(.character("s"))])]
            for _ in 0..<10 where studio.snapshots.count == saved {
                clock.set(Double(i) / 30)
                try loop.turn()
                i += 1
            }
            try #require(studio.snapshots.count > saved)
            return studio.snapshots[saved]
        }
        #expect(try snapshot().pixels.max()! <= 30)
        let click = [InputEvent.mouse(MouseReport(column: 60, row: 20, kind: .press(.left))),
                     .mouse(MouseReport(column: 60, row: 20, kind: .release(.left)))]
        let lit = try snapshot(keys: click)
        #expect(loop.game.board.population == 5)
        #expect(lit.pixels.max()! > 120, "the glider is drawn in its colour, not the video's")
        var shown = lit
        while loop.game.generation < Glow.gone + 8 && i < 400 { shown = try snapshot() }
        #expect(loop.game.board.population == 5 && shown.pixels.max()! <= 30)
    }
}
