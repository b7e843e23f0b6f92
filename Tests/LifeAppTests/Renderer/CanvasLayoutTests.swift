import LifeCore
import LifeTestSupport
import Testing
@testable import LifeApp

@Suite struct CanvasLayoutTests {
    @Test(arguments: [(160, 48, 160, 94, 47), (80, 2, 80, 2, 1), (400, 120, 400, 238, 119), (1, 2, 1, 2, 1)])
    func canvasFillsAllButTheStatusLine(columns: Int, rows: Int, width: Int, height: Int, status: Int) throws {
        let layout = try #require(CanvasLayout(terminalColumns: columns, terminalRows: rows))
        #expect(layout.pixelWidth == width && layout.pixelHeight == height)
        #expect(layout.cellColumns == columns && layout.cellRows == rows - 1 && layout.statusRow == status)
        #expect(layout.origin == CanvasOrigin())
    }

    @Test(arguments: [(0, 10), (10, 1), (10, 0), (-3, 5)])
    func tooSmallForACanvas(columns: Int, rows: Int) {
        #expect(CanvasLayout(terminalColumns: columns, terminalRows: rows) == nil)
    }

    /// A terminal of the layout's size, encoded frame after frame: the status
    /// line is never touched.
    @Test func encodingALayoutLeavesTheStatusLineAlone() throws {
        let layout = try #require(CanvasLayout(terminalColumns: 23, terminalRows: 7))
        var rng = Xoshiro256(seed: 13)
        var encoder = FrameEncoder(mode: .truecolor, threshold: 0, origin: layout.origin)
        var model = TerminalModel(width: 23, height: 7)
        var frame = RendererFixtures.randomFrame(columns: layout.cellColumns, rows: layout.cellRows, mode: .truecolor, distinct: 12, rng: &rng)
        for _ in 0..<4 {
            try model.feed(encoder.encode(frame))
            #expect(RendererFixtures.worstError(model, frame) == 0)
            frame = RendererFixtures.perturbed(frame, fraction: 0.3, mode: .truecolor, rng: &rng)
        }
        #expect(RendererFixtures.outsideUntouched(model, columns: 23, rows: 6, origin: layout.origin))
    }
}
