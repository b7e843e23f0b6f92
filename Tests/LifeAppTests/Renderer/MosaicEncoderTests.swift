import LifeCore
import LifeTestSupport
import Testing
@testable import LifeApp

/// The encoder over quadrant, sextant and octant frames: what a terminal
/// shows after each frame, read back sub-pixel by sub-pixel, is what was meant.
@Suite struct MosaicEncoderTests {
    typealias F = RendererFixtures

    @Test(arguments: [Mosaic.quadrant, .sextant, .octant], ColorMode.allCases)
    func roundTripsRandomFramesAndTheirDiffs(mosaic: Mosaic, mode: ColorMode) throws {
        var rng = Xoshiro256(seed: UInt64(mosaic.count))
        var encoder = FrameEncoder(mode: mode, threshold: 0, mosaic: mosaic)
        var model = TerminalModel(width: 30, height: 9)
        var canvas = F.randomCanvas(width: 30 * mosaic.columns, height: 8 * mosaic.rows, distinct: 5, rng: &rng)
        try model.feed(encoder.encode(canvas: canvas))
        #expect(F.worstMosaicError(model, CellFrame(canvas: canvas, mode: mode, mosaic: mosaic)) == 0)
        #expect(encoder.lastFrame.cellsWritten == 30 * 8)
        for fraction in [0.02, 0.3, 1.0] {
            for y in 0..<canvas.height {
                for x in 0..<canvas.width where Double.random(in: 0..<1, using: &rng) < fraction {
                    canvas[x, y] = RGB(UInt8.random(in: 0...255, using: &rng), 40, UInt8.random(in: 0...255, using: &rng))
                }
            }
            let bytes = encoder.encode(canvas: canvas)
            try model.feed(bytes)
            let wanted = CellFrame(canvas: canvas, mode: mode, mosaic: mosaic)
            #expect(F.worstMosaicError(model, wanted) == 0)
            #expect(!model.synchronized)
            #expect(encoder.lastFrame.bytes == bytes.count)
        }
        #expect(F.outsideUntouched(model, columns: 30, rows: 8, origin: CanvasOrigin()))
    }

    /// With a threshold, every sub-pixel stays within it of what is wanted,
    /// and a still canvas costs nothing after the first frame.
    @Test(arguments: [Mosaic.quadrant, .sextant, .octant])
    func thresholdHoldsPerSubpixel(mosaic: Mosaic) throws {
        var rng = Xoshiro256(seed: 3)
        var encoder = FrameEncoder(mode: .truecolor, threshold: 6, mosaic: mosaic)
        var model = TerminalModel(width: 40, height: 10)
        var canvas = F.randomCanvas(width: 40 * mosaic.columns, height: 10 * mosaic.rows, distinct: 30, rng: &rng)
        for _ in 0..<4 {
            try model.feed(encoder.encode(canvas: canvas))
            let error = try #require(F.worstMosaicError(model, CellFrame(canvas: canvas, mode: .truecolor, mosaic: mosaic)))
            #expect(error <= 6)
            // Noise of ±2 everywhere: within the threshold of what is shown, mostly.
            for y in 0..<canvas.height {
                for x in 0..<canvas.width {
                    let p = canvas[x, y]
                    canvas[x, y] = RGB(UInt8(clamping: Int(p.r) + Int.random(in: -2...2, using: &rng)), p.g, p.b)
                }
            }
        }
        let still = encoder.encode(canvas: canvas)
        let again = encoder.encode(canvas: canvas)
        #expect(again.count == EscapeWriter.frameStart.count + EscapeWriter.frameEnd.count)
        #expect(still.count >= again.count)
    }

    /// Switching the mosaic repaints every cell in the new glyphs.
    @Test func changingTheMosaicRepaints() throws {
        var rng = Xoshiro256(seed: 8)
        var encoder = FrameEncoder(mode: .truecolor, threshold: 0, mosaic: .half)
        var model = TerminalModel(width: 24, height: 8)
        let canvas = F.randomCanvas(width: 24, height: 16, distinct: 6, rng: &rng)
        try model.feed(encoder.encode(canvas: canvas))
        encoder.mosaic = .octant
        try model.feed(encoder.encode(canvas: canvas))
        #expect(encoder.lastFrame.cellsWritten == 12 * 4)
        #expect(F.worstMosaicError(model, CellFrame(canvas: canvas, mode: .truecolor, mosaic: .octant)) == 0)
    }
}
