import LifeCore
import LifeTestSupport
import Testing
@testable import TerminalRenderer

/// The sixel stream replayed on a model terminal and compared with the canvas.
@Suite struct SixelEncoderTests {
    /// A sixel colour register holds percents: 255 × k / 100 steps, at most 2 off after rounding.
    static let percentError = 2

    /// The largest per-channel difference between the screen at `origin` and the canvas.
    static func worst(_ model: SixelModel, _ canvas: RGBFrame, origin: (x: Int, y: Int) = (0, 0)) -> Int {
        var worst = 0
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let c = canvas[x, y], p = model.pixel(origin.x + x, origin.y + y)
                worst = max(worst, abs(Int(p[0]) - Int(c.r)), abs(Int(p[1]) - Int(c.g)), abs(Int(p[2]) - Int(c.b)))
            }
        }
        return worst
    }

    /// 20-pixel cells: bands of 3 rows (60 pixels); a canvas of 7 rows is
    /// covered by bands at 0 and 60 and a last one moved up to 80, ending on
    /// the last row; pictures wider than 100 pixels are cut into tiles.
    @Test func theFirstFrameCoversTheCanvasAndPutsTheCursorBack() throws {
        var rng = Xoshiro256(seed: 5)
        var encoder = SixelEncoder(encoding: PlainSixel(), cell: Dimensions(width: 10, height: 20), maxWidth: 100,
                                   origin: CanvasOrigin(row: 1, column: 2))
        let canvas = RendererFixtures.randomCanvas(width: 250, height: 140, distinct: 30, rng: &rng)
        var model = SixelModel(columns: 30, rows: 9, cellWidth: 10, cellHeight: 20)
        try model.feed(encoder.encode(canvas))
        #expect(encoder.bandRows == 3 && encoder.bandTops(band: 60) == [0, 60, 80])
        #expect(model.pictures == 3 * 3)
        #expect(Self.worst(model, canvas, origin: (20, 20)) <= Self.percentError)
        // Nothing is painted outside the canvas.
        #expect(model.pixel(19, 20) == SixelModel.untouched && model.pixel(20, 19) == SixelModel.untouched)
        #expect(model.pixel(270, 20) == SixelModel.untouched && model.pixel(20, 160) == SixelModel.untouched)
        #expect(model.cursor == (0, 0))
    }

    /// Later frames send only the bands where a pixel moved beyond the
    /// threshold; a still frame is only the wrapper.
    @Test(arguments: [0, 6])
    func laterFramesSendTheChangedBands(threshold: Int) throws {
        var rng = Xoshiro256(seed: 8)
        // A palette made every frame: the new colour has a register of its own.
        var encoder = SixelEncoder(encoding: PlainSixel(), cell: Dimensions(width: 8, height: 16), paletteFrames: 1,
                                   threshold: threshold)
        var canvas = RendererFixtures.randomCanvas(width: 160, height: 96, distinct: 12, rng: &rng)
        var model = SixelModel(columns: 20, rows: 6, cellWidth: 8, cellHeight: 16)
        try model.feed(encoder.encode(canvas))
        #expect(encoder.bandRows == 3 && model.pictures == 2)   // 48-pixel bands
        canvas[100, 50] = RGB(255, 255, 0)
        let edit = encoder.encode(canvas)
        try model.feed(edit)
        #expect(model.pictures == 3)
        #expect(String(decoding: edit, as: UTF8.self).contains("\u{1B}[4H"))   // the second band, row 4
        #expect(Self.worst(model, canvas) <= max(threshold, Self.percentError))
        #expect(encoder.encode(canvas) == EscapeWriter.synchronizedStart + Array("\u{1B}7\u{1B}8".utf8) + EscapeWriter.synchronizedEnd)
        encoder.invalidate()
        try model.feed(encoder.encode(canvas))
        #expect(model.pictures == 5)
    }

    /// Each tile keeps its palette slot; the first frame makes every palette,
    /// later frames make a tile's anew only on its turn (every
    /// `paletteFrames` frames, the turns spread), and `invalidate` makes them
    /// all again. Meanwhile a kept palette draws a new colour in its nearest register.
    @Test func palettesAreKeptAndRemadeInTurn() throws {
        var rng = Xoshiro256(seed: 6)
        var encoder = SixelEncoder(encoding: PlainSixel(), cell: Dimensions(width: 10, height: 6), maxWidth: 20, paletteFrames: 3)
        // 40×18 pixels: 3 bands of one row, 2 tiles each: slots 0…5.
        var canvas = RendererFixtures.randomCanvas(width: 40, height: 18, distinct: 6, rng: &rng)
        var model = SixelModel(columns: 4, rows: 3, cellWidth: 10, cellHeight: 6)
        try model.feed(encoder.encode(canvas))
        #expect(encoder.palettesMade == [0, 1, 2, 3, 4, 5])
        #expect(Self.worst(model, canvas) <= Self.percentError)
        for frame in 1...3 {
            // A column of a new colour in every tile: too small to be a flat area of its own.
            for y in 0..<18 { canvas[frame, y] = RGB(UInt8(frame * 60), 0, 0); canvas[20 + frame, y] = RGB(UInt8(frame * 60), 0, 0) }
            try model.feed(encoder.encode(canvas))
            #expect(encoder.palettesMade == [0, 1, 2, 3, 4, 5].filter { (frame + $0) % 3 == 0 })
        }
        encoder.invalidate()
        try model.feed(encoder.encode(canvas))
        #expect(encoder.palettesMade == [0, 1, 2, 3, 4, 5])
        #expect(Self.worst(model, canvas) <= Self.percentError)
    }

    /// A kept palette that lacks the exact colour of a large flat area (the
    /// black of a board just cleared) is made again at once, off its turn:
    /// every black pixel comes back black.
    @Test func aFlatAreaOfANewColourMakesThePaletteAgain() throws {
        var rng = Xoshiro256(seed: 9)
        var encoder = SixelEncoder(encoding: PlainSixel(), cell: Dimensions(width: 10, height: 20), paletteFrames: 30)
        var canvas = RendererFixtures.randomCanvas(width: 200, height: 60, distinct: 40, rng: &rng)
        for y in 0..<60 { for x in 0..<200 where canvas[x, y] == RGB(0, 0, 0) { canvas[x, y] = RGB(1, 1, 1) } }
        var model = SixelModel(columns: 20, rows: 3, cellWidth: 10, cellHeight: 20)
        try model.feed(encoder.encode(canvas))
        for y in 0..<60 { for x in 0..<200 where x > 50 { canvas[x, y] = RGB(0, 0, 0) } }
        try model.feed(encoder.encode(canvas))
        #expect(encoder.palettesMade == [0])
        #expect(model.pixel(199, 59) == [0, 0, 0] && model.pixel(51, 0) == [0, 0, 0])
        #expect(Self.worst(model, canvas) <= Self.percentError)
    }

    /// A canvas shorter than one band is one picture cut to a multiple of 6 rows.
    @Test func aShortCanvasIsOnePicture() throws {
        var rng = Xoshiro256(seed: 3)
        var encoder = SixelEncoder(encoding: PlainSixel(), cell: Dimensions(width: 10, height: 20))
        let canvas = RendererFixtures.randomCanvas(width: 30, height: 40, distinct: 5, rng: &rng)
        var model = SixelModel(columns: 3, rows: 2, cellWidth: 10, cellHeight: 20)
        try model.feed(encoder.encode(canvas))
        #expect(model.pictures == 1 && model.pixel(0, 36) == SixelModel.untouched && model.pixel(29, 35) != SixelModel.untouched)
    }

    /// A picture that could not be made is left out and tried again next frame.
    @Test func aFailedPictureIsSentNextTime() throws {
        var rng = Xoshiro256(seed: 2)
        let flaky = FlakySixel()
        var encoder = SixelEncoder(encoding: flaky, cell: Dimensions(width: 10, height: 6))
        let canvas = RendererFixtures.randomCanvas(width: 20, height: 12, distinct: 4, rng: &rng)
        var model = SixelModel(columns: 2, rows: 2, cellWidth: 10, cellHeight: 6)
        flaky.failuresLeft = 1
        try model.feed(encoder.encode(canvas))
        #expect(model.pictures == 1 && model.pixel(0, 0) == SixelModel.untouched)
        try model.feed(encoder.encode(canvas))
        #expect(model.pictures == 2 && Self.worst(model, canvas) <= Self.percentError)
    }
}

/// Fails its first `failuresLeft` pictures, then draws them as `PlainSixel`.
final class FlakySixel: SixelEncoding {
    var failuresLeft = 0

    func encode(_ registers: UnsafeBufferPointer<UInt8>, width: Int, height: Int, palette: [UInt8],
                into bytes: inout [UInt8]) throws(SixelError) {
        if failuresLeft > 0 {
            failuresLeft -= 1
            throw SixelError(reason: "out of memory")
        }
        try PlainSixel().encode(registers, width: width, height: height, palette: palette, into: &bytes)
    }
}
