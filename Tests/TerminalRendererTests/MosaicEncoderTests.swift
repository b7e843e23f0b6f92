import LifeCore
import LifeTestSupport
import Testing
@testable import TerminalRenderer

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

    /// Characters of one colour (fading Life cells: most of what a
    /// generation changes) take `EncodePass.writeSolid`'s way, ' ' or '█',
    /// between characters of two colours: frame after frame of fading, the
    /// terminal shows what is meant, exactly or within the threshold.
    @Test(arguments: [Mosaic.quadrant, .octant], [0, 6])
    func fadingSolidCharactersRoundTrip(mosaic: Mosaic, threshold: Int) throws {
        for mode in ColorMode.allCases { try fadingSolidCharacters(mosaic: mosaic, mode: mode, threshold: threshold) }
    }

    private func fadingSolidCharacters(mosaic: Mosaic, mode: ColorMode, threshold: Int) throws {
        var rng = Xoshiro256(seed: UInt64(7 + threshold))
        var encoder = FrameEncoder(mode: mode, threshold: threshold, mosaic: mosaic)
        var model = TerminalModel(width: 30, height: 9)
        var canvas = F.randomCanvas(width: 30 * mosaic.columns, height: 8 * mosaic.rows, distinct: 5, rng: &rng)
        // Each character's one colour, and how it fades; a quarter stay of two colours.
        let solid = (0..<(30 * 8)).map { _ in rng.next() % 4 != 0 }
        var colours = (0..<(30 * 8)).map { _ in RGB(UInt8(truncatingIfNeeded: rng.next()), UInt8(truncatingIfNeeded: rng.next()),
                                                    UInt8(truncatingIfNeeded: rng.next())) }
        for step in 0..<8 {
            for (i, one) in solid.enumerated() where one {
                let (column, row) = (i % 30, i / 30)
                for k in 0..<mosaic.count {
                    canvas[column * mosaic.columns + k % mosaic.columns, row * mosaic.rows + k / mosaic.columns] = colours[i]
                }
                let c = colours[i]
                colours[i] = RGB(UInt8(Int(c.r) * 3 / 5), UInt8(Int(c.g) * 3 / 5), UInt8(Int(c.b) * 3 / 5))
            }
            let bytes = encoder.encode(canvas: canvas)
            try model.feed(bytes)
            let error = try #require(F.worstMosaicError(model, CellFrame(canvas: canvas, mode: mode, mosaic: mosaic)))
            #expect(error <= threshold, "step \(step) mode \(mode)")
            #expect(encoder.lastFrame.bytes == bytes.count)
        }
    }

    /// With a threshold, every sub-pixel stays within it of what is wanted,
    /// and a still canvas costs nothing once its cells are at rest.
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
        // Noise that flips a glyph moves the cell: written loosely (in the first still
        // frame too), then again within the register threshold after `EncodePass.restFrames` at rest.
        var still = encoder.encode(canvas: canvas)
        for _ in 0...EncodePass.restFrames {
            try model.feed(still)
            still = encoder.encode(canvas: canvas)
        }
        try model.feed(still)
        let error = try #require(F.worstMosaicError(model, CellFrame(canvas: canvas, mode: .truecolor, mosaic: mosaic)))
        #expect(error <= 6)
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
