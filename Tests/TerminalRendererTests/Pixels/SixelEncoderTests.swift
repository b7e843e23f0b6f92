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

    /// The sixel pictures (`ESC P`) in `bytes`.
    static func pictures(_ bytes: [UInt8]) -> Int {
        zip(bytes, bytes.dropFirst()).filter { $0 == (0x1B, UInt8(ascii: "P")) }.count
    }

    /// The first frame is one picture of the whole canvas (lifecam's own
    /// writer), drawn as the canvas within the protocol's percent steps, from
    /// the canvas's origin; its 140 rows are not a multiple of 6, and its
    /// transparent background paints nothing below them (the model fills an
    /// opaque one to whole sixels, as some terminals do); the cursor is put back.
    @Test func theFirstFrameIsOnePictureOfTheWholeCanvas() throws {
        var rng = Xoshiro256(seed: 5)
        var encoder = SixelEncoder(encoding: SixelWriter(), cell: Dimensions(width: 10, height: 20),
                                   origin: CanvasOrigin(row: 1, column: 2))
        let canvas = RendererFixtures.randomCanvas(width: 250, height: 140, distinct: 30, rng: &rng)
        var model = SixelModel(columns: 30, rows: 9, cellWidth: 10, cellHeight: 20)
        let frame = encoder.encode(canvas)
        try model.feed(frame)
        #expect(Self.pictures(frame) == 1 && String(decoding: frame, as: UTF8.self).contains("\u{1B}[2;3H\u{1B}P0;1q\"1;1;250;140#"))
        #expect(Self.worst(model, canvas, origin: (20, 20)) <= Self.percentError)
        // Nothing is painted outside the canvas.
        #expect(model.pixel(19, 20) == SixelModel.untouched && model.pixel(20, 19) == SixelModel.untouched)
        #expect(model.pixel(270, 20) == SixelModel.untouched && model.pixel(20, 160) == SixelModel.untouched)
        #expect(model.cursor == (0, 0))
        #expect(encoder.lastFrame.bytes == frame.count && encoder.lastFrame.cellsWritten == 250 * 140)
    }

    /// A canvas larger than the terminal's largest picture is cut into a
    /// grid of tiles of whole cells, one picture each, together the canvas.
    @Test func aCanvasLargerThanTheTerminalTakesIsCutIntoTiles() throws {
        var rng = Xoshiro256(seed: 7)
        var encoder = SixelEncoder(encoding: PlainSixel(), cell: Dimensions(width: 10, height: 20), maxWidth: 105, maxHeight: 70)
        let canvas = RendererFixtures.randomCanvas(width: 250, height: 140, distinct: 30, rng: &rng)
        var model = SixelModel(columns: 25, rows: 7, cellWidth: 10, cellHeight: 20)
        #expect(encoder.tileSize == Dimensions(width: 100, height: 60))
        try model.feed(encoder.encode(canvas))
        #expect(model.pictures == 3 * 3 && Self.worst(model, canvas) <= Self.percentError)
        #expect(encoder.palettesMade == Array(0..<9))
    }

    /// A later frame is one picture from the first character row where a
    /// pixel moved beyond the threshold to the last, the whole canvas wide;
    /// a still frame sends nothing at all.
    @Test(arguments: [0, 6])
    func laterFramesSendOnePictureOfTheChangedRows(threshold: Int) throws {
        var rng = Xoshiro256(seed: 8)
        // A palette made every frame: the new colours have registers of their own.
        var encoder = SixelEncoder(encoding: PlainSixel(), cell: Dimensions(width: 8, height: 16), paletteFrames: 1,
                                   threshold: threshold)
        var canvas = RendererFixtures.randomCanvas(width: 160, height: 96, distinct: 12, rng: &rng)
        var model = SixelModel(columns: 20, rows: 6, cellWidth: 8, cellHeight: 16)
        try model.feed(encoder.encode(canvas))
        canvas[100, 50] = RGB(255, 255, 0)   // character row 3
        canvas[20, 90] = RGB(0, 255, 255)    // character row 5
        canvas[30, 60] = RGB(canvas[30, 60].r, canvas[30, 60].g, canvas[30, 60].b &+ UInt8(threshold))   // within the threshold
        let edit = encoder.encode(canvas)
        try model.feed(edit)
        #expect(Self.pictures(edit) == 1 && model.pictures == 2)
        #expect(String(decoding: edit, as: UTF8.self).contains("\u{1B}[4H\u{1B}P0;1q\"1;1;160;48#"))   // rows 4 to 6
        #expect(encoder.lastFrame.cellsWritten == 160 * 48)
        #expect(Self.worst(model, canvas) <= max(threshold, Self.percentError))
        #expect(encoder.encode(canvas).isEmpty && encoder.lastFrame == FrameStatistics())
        encoder.invalidate()
        let again = encoder.encode(canvas)
        try model.feed(again)
        #expect(Self.pictures(again) == 1 && encoder.lastFrame.cellsWritten == 160 * 96)
    }

    /// Each tile keeps its palette slot; the first frame makes every palette,
    /// later frames make a tile's anew only on its turn (every
    /// `paletteFrames` frames, the turns spread), and `invalidate` makes them
    /// all again. (A colour of a bucket it has not met makes a palette that
    /// is not full again at once: `SixelKeptPaletteTests`.)
    @Test func palettesAreKeptAndRemadeInTurn() throws {
        var rng = Xoshiro256(seed: 6)
        var encoder = SixelEncoder(encoding: PlainSixel(), cell: Dimensions(width: 10, height: 6), maxWidth: 20, maxHeight: 6,
                                   paletteFrames: 3)
        // 40×18 pixels: tiles of 20×6, 2 a row, 3 rows: slots 0…5.
        var canvas = RendererFixtures.randomCanvas(width: 40, height: 18, distinct: 6, rng: &rng)
        var model = SixelModel(columns: 4, rows: 3, cellWidth: 10, cellHeight: 6)
        try model.feed(encoder.encode(canvas))
        #expect(encoder.palettesMade == [0, 1, 2, 3, 4, 5])
        #expect(Self.worst(model, canvas) <= Self.percentError)
        for frame in 1...3 {
            // A column in every tile takes its right neighbours' colours, which the tile's palette has met.
            for y in 0..<18 { for x in [frame, 20 + frame] { canvas[x, y] = canvas[x + 1, y] } }
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
    /// every black pixel comes back black. One made from a few rows serves
    /// later pictures within them, and is made again for one reaching beyond.
    @Test func aFlatAreaOfANewColourOrRowsBeyondMakeThePaletteAgain() throws {
        var rng = Xoshiro256(seed: 9)
        var encoder = SixelEncoder(encoding: PlainSixel(), cell: Dimensions(width: 10, height: 20), paletteFrames: 30)
        var canvas = RendererFixtures.randomCanvas(width: 200, height: 100, distinct: 40, rng: &rng)
        for y in 0..<100 { for x in 0..<200 where canvas[x, y] == RGB(0, 0, 0) { canvas[x, y] = RGB(1, 1, 1) } }
        var model = SixelModel(columns: 20, rows: 5, cellWidth: 10, cellHeight: 20)
        try model.feed(encoder.encode(canvas))
        for y in 40..<60 { for x in 0..<200 where x > 50 { canvas[x, y] = RGB(0, 0, 0) } }
        try model.feed(encoder.encode(canvas))
        #expect(encoder.palettesMade == [0])   // made from rows 40..<60
        #expect(model.pixel(199, 59) == [0, 0, 0] && model.pixel(51, 40) == [0, 0, 0])
        // Another colour of rows 40..<60, which the palette has met.
        let old = canvas[10, 45]
        let met = try #require((0..<50).map { canvas[$0, 41] }.first { abs(Int($0.g) - Int(old.g)) > 16 })
        canvas[10, 45] = met
        try model.feed(encoder.encode(canvas))
        #expect(encoder.lastFrame.cellsWritten > 0 && encoder.palettesMade.isEmpty)
        canvas[10, 85] = RGB(3, 200, 9)
        try model.feed(encoder.encode(canvas))
        #expect(encoder.palettesMade == [0])   // made from rows 80..<100, where the new colour is a register
        #expect(zip(model.pixel(10, 85), [3, 200, 9] as [UInt8]).allSatisfy { abs(Int($0) - Int($1)) <= Self.percentError })
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
        #expect(model.pictures == 0 && model.pixel(0, 0) == SixelModel.untouched)
        try model.feed(encoder.encode(canvas))
        #expect(model.pictures == 1 && Self.worst(model, canvas) <= Self.percentError)
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
