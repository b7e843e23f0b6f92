import LifeCore
import LifeTestSupport
import Testing
@testable import LifeApp
import LifeTUI

/// `e` in play: the board as SVG, the same shapes `render --out FILE.svg`
/// writes for the same options at the same moment.
@Suite struct PlayLoopSVGTests {
    /// Runs `frames` turns a thirtieth of a second apart, `e` pressed at turn `atFrame`.
    static func pressE(_ loop: inout PlayLoop, screen: MemoryScreen, clock: FixedClock, atFrame: Int, frames: Int) throws {
        screen.holdsTime = true
        for i in 0..<frames {
            clock.set(Double(i) / 30)
            if i == atFrame { screen.script = [(clock.now(), [.key(.character("e"))])] }
            try loop.turn()
        }
    }

    @Test(arguments: [("geometric", "mix", 2.0), ("perlin", "hex", 8)])
    func eSavesTheBoardRenderWouldDraw(palette: String, shape: String, cell: Double) throws {
        func edit(_ raw: inout LookArguments) {
            raw.palette = Palette(name: palette)
            raw.shape = CellShape(name: shape)
            raw.cell = cell
            raw.source = SourceSpec.none
        }
        let studio = MemoryStudio()
        var (loop, screen, clock) = try PlayLoopTests.loop(studio: studio, edit)
        try Self.pressE(&loop, screen: screen, clock: clock, atFrame: 45, frames: 47)
        #expect(loop.game.message == "SVG saved: memory-1.svg")
        let played = try SVGReader(try #require(studio.documents.first))
        // Sized at 8 pixels per cell at least: 40×24 cells of 2 pixels make a 320×192 picture.
        let scale = max(8, cell) / cell
        #expect(played.root["width"] == String(Int(80 * scale)) && played.root["height"] == String(Int(48 * scale)))

        let plan = try RenderPlan.besidePlay(out: "board.svg", frames: 47, edit)
        var job = try RenderJob(plan: plan, pattern: nil, source: SolidSource())
        let rendered = try SVGReader(try #require(job.vectorPicture { _ in }).bytes)
        #expect(job.board == loop.game.board)
        #expect(played.placed == rendered.placed && played.placed.count > 50)
        #expect(played.root["viewBox"] == rendered.root["viewBox"] && played.defined == rendered.defined)
    }

    /// A bounded board larger than the view is saved whole, its live cells
    /// where they are (it showed the view's corner of the board before).
    @Test func aBoardLargerThanTheViewIsSavedWhole() throws {
        let studio = MemoryStudio()
        var (loop, screen, clock) = try PlayLoopTests.loop(columns: 40, rows: 12, paused: true, studio: studio) {
            $0.world = Dimensions(width: 200, height: 150)
            $0.source = SourceSpec.none
        }
        try Self.pressE(&loop, screen: screen, clock: clock, atFrame: 2, frames: 4)
        #expect(loop.game.message == "SVG saved: memory-1.svg")
        let board = loop.game.board
        #expect(board.width == 200 && board.height == 150 && !loop.game.viewport.showsWholeWorld)
        let read = try SVGReader(try #require(studio.documents.first))
        #expect(read.root["viewBox"] == "0 0 200 150" && read.root["width"] == "1600" && read.root["height"] == "1200")
        var live = Set<[Double]>()
        for y in 0..<board.height { for x in 0..<board.width where board[x, y] { live.insert([Double(x), Double(y)]) } }
        #expect(Set(read.placed.map { [$0.x, $0.y] }) == live && read.placed.count == board.population)
    }

    @Test func aFailedSaveSaysWhy() throws {
        final class FullStudio: Studio {
            func startRecording(fps: Int) throws(RecordingError) -> any FrameRecorder { throw .emptyPicture }
            func saveSnapshot(_ frame: RGBFrame) throws(RecordingError) -> String { throw .emptyPicture }
            func saveSVG(_ document: [UInt8]) throws(RecordingError) -> String {
                throw .file(FileError(kind: .diskFull, operation: .write, path: "lifecam-x.svg", reason: ""))
            }
            func saveBoard(_ pattern: Pattern, rule: RuleSpec) throws(RecordingError) -> String { throw .emptyPicture }
            func saveMacrocell(_ document: [UInt8]) throws(RecordingError) -> String { throw .emptyPicture }
        }
        var raw = try LookArguments.parse([])
        raw.source = SourceSpec.none
        let options = try LookOptions(raw, for: .play)
        let clock = FixedClock()
        let screen = MemoryScreen(columns: 40, rows: 12, clock: clock)
        let game = try GameLaunch.start(options: options, geometry: .play(terminalColumns: 40, terminalRows: 12, cellSize: 2),
                                  pattern: nil, day: nil)
        var loop = PlayLoop(screen: screen, clock: clock, game: game, fps: 30, source: SolidSource(), colors: .truecolor,
                            studio: FullStudio())
        screen.script = [(0, [.key(.character("e"))])]
        for _ in 0..<3 { try loop.turn() }
        #expect(loop.game.message == "SVG failed: disk full: cannot write to lifecam-x.svg")
    }
}
