import LifeCore
import LifeTestSupport
import Testing
@testable import TerminalRenderer

@Suite struct FrameEncoderTests {
    typealias F = RendererFixtures
    static let wrapper = EscapeWriter.frameStart + EscapeWriter.frameEnd

    /// Random frames, then partial changes, in every mode: what the terminal
    /// shows after each frame is exactly what was meant.
    @Test(arguments: ColorMode.allCases, [1, 7, 42] as [UInt64])
    func roundTripsRandomFramesAndTheirDiffs(mode: ColorMode, seed: UInt64) throws {
        var rng = Xoshiro256(seed: seed)
        var encoder = FrameEncoder(mode: mode, threshold: 0)
        var model = TerminalModel(width: 37, height: 12)
        var frame = F.randomFrame(columns: 37, rows: 11, mode: mode, distinct: seed == 1 ? 3 : 40, rng: &rng)
        try model.feed(encoder.encode(frame))
        #expect(F.worstError(model, frame) == 0)
        #expect(encoder.lastFrame.cellsWritten == 37 * 11)
        for fraction in [0.02, 0.3, 0.9] {
            frame = F.perturbed(frame, fraction: fraction, mode: mode, rng: &rng)
            let bytes = encoder.encode(frame)
            try model.feed(bytes)
            #expect(F.worstError(model, frame) == 0)
            #expect(!model.synchronized)
            #expect(encoder.lastFrame.bytes == bytes.count)
        }
        #expect(F.outsideUntouched(model, columns: 37, rows: 11, origin: CanvasOrigin()))
    }

    @Test(arguments: ColorMode.allCases)
    func onlyChangedCellsAreWritten(mode: ColorMode) throws {
        var rng = Xoshiro256(seed: 5)
        var encoder = FrameEncoder(mode: mode, threshold: 0)
        var model = TerminalModel(width: 50, height: 10)
        var frame = F.randomFrame(columns: 50, rows: 10, mode: mode, distinct: 50, rng: &rng)
        try model.feed(encoder.encode(frame))
        let before = model.glyphsWritten
        let changed = [(3, 0), (4, 0), (49, 0), (0, 5), (17, 9)]
        for (x, y) in changed {
            let c = frame[x, y]
            frame[x, y] = HalfBlock.cell(upper: c.lower, lower: c.upper == c.lower ? mode.quantize(RGB(1, 99, 200)) : c.upper)
        }
        try model.feed(encoder.encode(frame))
        #expect(F.worstError(model, frame) == 0)
        // Changed cells, plus at most a few neighbours rewritten instead of a cursor move.
        #expect(encoder.lastFrame.cellsWritten >= changed.count && encoder.lastFrame.cellsWritten <= changed.count + 2)
        #expect(model.glyphsWritten - before == encoder.lastFrame.cellsWritten)
    }

    @Test(arguments: ColorMode.allCases, [0, 4])
    func staticSceneCostsOnlyTheWrapper(mode: ColorMode, threshold: Int) throws {
        var rng = Xoshiro256(seed: 9)
        var encoder = FrameEncoder(mode: mode, threshold: threshold)
        let frame = F.randomFrame(columns: 160, rows: 47, mode: mode, distinct: 200, rng: &rng)
        let first = encoder.encode(frame)
        #expect(first.count > 160 * 47)
        #expect(encoder.encode(frame) == Self.wrapper)
        #expect(encoder.lastFrame == FrameStatistics(bytes: Self.wrapper.count, cellsWritten: 0))
        #expect(encoder.encode(frame) == Self.wrapper)
    }

    @Test func wrapperSavesAndRestoresTheCursorAndAttributes() throws {
        var encoder = FrameEncoder(mode: .truecolor)
        var model = TerminalModel(width: 10, height: 4)
        try model.feed(Array("\u{1B}[4;7H\u{1B}[31m".utf8))
        let bytes = encoder.encode(CellFrame(columns: 10, rows: 3, color: .rgb(RGB(3, 4, 5))))
        #expect(bytes.starts(with: Array("\u{1B}[?2026h\u{1B}7".utf8)))
        #expect(bytes.suffix(14) == ArraySlice(Array("\u{1B}[0m\u{1B}8\u{1B}[?2026l".utf8)))
        try model.feed(bytes)
        #expect(model.row == 3 && model.column == 6 && model.foreground == .indexed(1) && model.background == nil)
        #expect(F.worstError(model, CellFrame(columns: 10, rows: 3, color: .rgb(RGB(3, 4, 5)))) == 0)
    }

    /// One colour everywhere: one colour code, then only spaces and row moves.
    @Test(arguments: ColorMode.allCases)
    func aColourInEffectIsNeverSentAgain(mode: ColorMode) throws {
        var encoder = FrameEncoder(mode: mode, threshold: 0)
        var model = TerminalModel(width: 30, height: 8)
        let frame = CellFrame(columns: 30, rows: 8, color: mode.quantize(RGB(200, 100, 50)))
        try model.feed(encoder.encode(frame))
        #expect(model.sgrCount == 2)  // the colour, and the wrapper's reset
        #expect(F.worstError(model, frame) == 0)
    }

    /// Alternating stripes: '▀' and '▄' reuse the two colours set, so there is
    /// one colour code for the whole frame however the stripes run.
    @Test func halfBlocksAreFlippedToReuseColours() throws {
        var encoder = FrameEncoder(mode: .truecolor, threshold: 0)
        var model = TerminalModel(width: 20, height: 4)
        var frame = CellFrame(columns: 20, rows: 4, color: .rgb(.black))
        let a = TerminalColor.rgb(RGB(250, 10, 10)), b = TerminalColor.rgb(RGB(10, 10, 250))
        for y in 0..<4 {
            for x in 0..<20 { frame[x, y] = HalfBlock.cell(upper: (x + y) % 2 == 0 ? a : b, lower: (x + y) % 2 == 0 ? b : a) }
        }
        try model.feed(encoder.encode(frame))
        #expect(model.sgrCount == 2)
        #expect(F.worstError(model, frame) == 0)
    }

    /// Cursor moves land right at any width, at any origin, and nothing is
    /// written outside the canvas (the status line stays as it was).
    @Test(arguments: [
        (400, 3, CanvasOrigin()), (400, 6, CanvasOrigin(row: 2, column: 0)),
        (120, 5, CanvasOrigin(row: 7, column: 30)), (9, 4, CanvasOrigin(row: 0, column: 391)),
        (1, 1, CanvasOrigin(row: 11, column: 399)),
    ])
    func cursorMovesLandRightAtAnyWidthAndOrigin(columns: Int, rows: Int, origin: CanvasOrigin) throws {
        var rng = Xoshiro256(seed: UInt64(columns * 31 + rows))
        var encoder = FrameEncoder(mode: .truecolor, threshold: 0, origin: origin)
        var model = TerminalModel(width: 400, height: 13)
        model.place(row: 12, column: 5)
        var frame = F.randomFrame(columns: columns, rows: rows, mode: .truecolor, distinct: 4, rng: &rng)
        try model.feed(encoder.encode(frame))
        #expect(F.worstError(model, frame, origin: origin) == 0)
        // Sparse changes far apart, to exercise every kind of move.
        for fraction in [0.01, 0.05, 0.2] {
            frame = F.perturbed(frame, fraction: fraction, mode: .truecolor, rng: &rng)
            try model.feed(encoder.encode(frame))
            #expect(F.worstError(model, frame, origin: origin) == 0)
        }
        #expect(F.outsideUntouched(model, columns: columns, rows: rows, origin: origin))
        #expect(model.row == 12 && model.column == 5)
    }

    /// The exact bytes of a small diff: one absolute move to the first cell,
    /// one colour code, a space (the cheapest glyph for a solid cell), a
    /// relative move over the three unchanged cells, and a space again.
    @Test(arguments: [(CanvasOrigin(), "\u{1B}[2;6H"), (CanvasOrigin(row: 2, column: 3), "\u{1B}[4;9H")])
    func aSmallDiffIsEncodedMinimally(origin: CanvasOrigin, position: String) {
        var encoder = FrameEncoder(mode: .truecolor, threshold: 0, origin: origin)
        var frame = CellFrame(columns: 12, rows: 3, color: .rgb(.black))
        _ = encoder.encode(frame)
        let red = TerminalColor.rgb(RGB(255, 0, 0))
        frame[5, 1] = HalfBlock.cell(upper: red, lower: red)
        frame[9, 1] = HalfBlock.cell(upper: red, lower: red)
        let expected = "\u{1B}[?2026h\u{1B}7" + position + "\u{1B}[48;2;255;0;0m \u{1B}[3C \u{1B}[0m\u{1B}8\u{1B}[?2026l"
        #expect(String(decoding: encoder.encode(frame), as: UTF8.self) == expected)
    }

    @Test func movingTheOriginRepaintsAtTheNewPlace() throws {
        var rng = Xoshiro256(seed: 3)
        var encoder = FrameEncoder(mode: .truecolor, threshold: 0)
        let frame = F.randomFrame(columns: 10, rows: 3, mode: .truecolor, distinct: 10, rng: &rng)
        _ = encoder.encode(frame)
        encoder.origin = CanvasOrigin(row: 2, column: 4)
        var model = TerminalModel(width: 20, height: 6)
        try model.feed(encoder.encode(frame))
        #expect(encoder.lastFrame.cellsWritten == 30)
        #expect(F.worstError(model, frame, origin: encoder.origin) == 0)
    }
}
