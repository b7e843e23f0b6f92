import LifeCore
import LifeTestSupport
import TerminalRenderer
import Testing
@testable import LifeApp
import LifeTUI

/// What play keeps of its frames (`s`, `R`): pictures of the shape the viewer
/// saw, at a size worth sharing, or the canvas itself when asked.
@Suite struct PlayLoopCaptureTests {
    /// A loop on a 160×48 memory screen (a default xterm: the control strip
    /// shown, a 46-row canvas) with `blitter`, capturing at `size`; `cell`:
    /// the character cell in screen pixels, when the terminal said.
    static func loop(blitter: Blitter, size: RecordSize, cell: Dimensions? = nil, studio: MemoryStudio)
        throws -> (PlayLoop, MemoryScreen, FixedClock) {
        var raw = try LookArguments.parse([])
        raw.seed = 7
        let options = try LookOptions(raw, for: .play)
        let clock = FixedClock()
        let screen = MemoryScreen(columns: 160, rows: 48, clock: clock)
        screen.pixelMouse = cell.flatMap { PixelMouse(cell: $0) }
        let geometry = PlayLoop.geometry(of: screen, cellSize: options.cell, blitter: blitter, strip: true)
        let game = try GameLaunch.start(options: options, geometry: geometry, pattern: nil, day: clock.today())
        var loop = PlayLoop(screen: screen, clock: clock, game: game, fps: 30, source: SyntheticSource(pattern: .bars, seed: 7),
                            colors: .truecolor, studio: studio, blitters: BlitterCycle(current: blitter, available: [blitter]))
        loop.recordSize = size
        return (loop, screen, clock)
    }

    /// Plays with `R` pressed at 0.2 s and `s` at 0.5 s: the snapshot and the
    /// recording's frames so far.
    static func recordAndSnap(blitter: Blitter, size: RecordSize, cell: Dimensions? = nil)
        throws -> (snapshot: RGBFrame, recorded: [RGBFrame], loop: PlayLoop) {
        let studio = MemoryStudio()
        var (loop, screen, _) = try loop(blitter: blitter, size: size, cell: cell, studio: studio)
        screen.script = [(0.2, [.key(.character("R"))]), (0.5, [.key(.character("s"))])]
        while studio.snapshots.isEmpty { try loop.turn() }
        return (studio.snapshots[0], try #require(studio.recorders.first).frames, loop)
    }

    /// The defect: from a 160×48 xterm, quadrant snapshots and recordings
    /// were 320×92, a 3.5:1 picture of a 1.7:1 view. Now every glyph
    /// blitter gives 960×552, the view's shape (160 characters by 46 of
    /// twice the height), each canvas pixel a whole block of the picture;
    /// the recording's frame of that moment is the same picture.
    @Test(arguments: Blitter.glyphs)
    func snapshotsAndRecordingsHaveTheShapeTheViewerSaw(blitter: Blitter) throws {
        let (shot, recorded, loop) = try Self.recordAndSnap(blitter: blitter, size: .shared)
        let canvas = try Self.recordAndSnap(blitter: blitter, size: .canvas).snapshot
        let g = loop.game.geometry
        #expect((canvas.width, canvas.height) == (g.pixelWidth, g.pixelHeight))
        #expect((shot.width, shot.height) == (960, 552))
        #expect(Double(shot.width) / Double(shot.height) == 160.0 / (46 * 2))
        let (kx, ky) = (shot.width / canvas.width, shot.height / canvas.height)
        #expect(kx * canvas.width == shot.width && ky * canvas.height == shot.height)
        var wrong = 0
        for y in 0..<shot.height {
            for x in 0..<shot.width where shot[x, y] != canvas[x / kx, y / ky] { wrong += 1 }
        }
        #expect(wrong == 0, "\(wrong) pixels are not the canvas pixel under them")
        #expect(recorded.count >= 5 && recorded.allSatisfy { ($0.width, $0.height) == (960, 552) })
        #expect(recorded.last == shot)
    }

    /// A terminal that gives its cell size in pixels (xterm's 6×13 font):
    /// the picture has the screen's own shape (960×598 screen pixels), at 1034×644.
    @Test func theReportedCellSizeGivesTheShape() throws {
        let (shot, recorded, _) = try Self.recordAndSnap(blitter: .quadrant, size: .shared, cell: Dimensions(width: 6, height: 13))
        #expect((shot.width, shot.height) == (1034, 644))
        let screen = 160.0 * 6 / (46.0 * 13)
        #expect(abs(Double(shot.width) / Double(shot.height) - screen) / screen < 0.005)
        #expect(recorded.last == shot)
    }

    /// `--record-size 1280x720` with quadrants: the scene is painted in 1:2
    /// pixels twice as many across (zoom 8: 2-pixel cells as 16), then
    /// brought to 1280×720 square pixels.
    @Test func aSizeOfItsOwnIsPaintedInTheCanvasShapeOfPixel() throws {
        let studio = MemoryStudio()
        var (loop, screen, _) = try Self.loop(blitter: .quadrant, size: .fixed(Dimensions(width: 1280, height: 720)),
                                              studio: studio)
        screen.script = [(0.2, [.key(.character("R"))]), (0.5, [.key(.character("s"))])]
        while studio.snapshots.isEmpty { try loop.turn() }
        let recorder = try #require(studio.recorders.first)
        #expect(recorder.scenes.allSatisfy { ($0.width, $0.height, $0.cellSize) == (2560, 720, 16) })
        #expect(recorder.scenes.allSatisfy { ($0.picture.width, $0.picture.height) == (1280, 720) })
        #expect(recorder.frames.allSatisfy { ($0.width, $0.height) == (1280, 720) })
        #expect(recorder.frames.last == studio.snapshots[0])
    }
}
