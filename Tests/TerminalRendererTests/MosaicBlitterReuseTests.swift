import LifeCore
import LifeTestSupport
import Testing
@testable import TerminalRenderer

/// The blitter keeps the cells of characters whose sub-pixels did not change
/// since its last fill: what it gives must be what a fresh blitter computes.
@Suite struct MosaicBlitterReuseTests {
    /// Fills `canvas` with a blitter that has just filled `before`, and with a fresh one.
    static func fillAfter(_ before: RGBFrame, _ canvas: RGBFrame, mosaic: Mosaic, modes: (ColorMode, ColorMode) = (.truecolor, .truecolor))
        -> (kept: [TerminalCell], fresh: [TerminalCell], blitter: MosaicBlitter) {
        func fill(_ blitter: inout MosaicBlitter, _ frame: RGBFrame, _ mode: ColorMode) -> [TerminalCell] {
            let columns = (frame.width + mosaic.columns - 1) / mosaic.columns, rows = (frame.height + mosaic.rows - 1) / mosaic.rows
            var cells = [TerminalCell](repeating: TerminalCell(mask: 0, foreground: .rgb(.black), background: .rgb(.black)),
                                       count: columns * rows)
            cells.withUnsafeMutableBufferPointer { blitter.fill($0, columns: columns, rows: rows, from: frame, mode: mode) }
            return cells
        }
        var kept = MosaicBlitter(mosaic), fresh = MosaicBlitter(mosaic)
        _ = fill(&kept, before, modes.0)
        return (fill(&kept, canvas, modes.1), fill(&fresh, canvas, modes.1), kept)
    }

    /// `canvas` with `count` pixels set to random colours.
    static func touched(_ canvas: RGBFrame, count: Int, rng: inout Xoshiro256) -> RGBFrame {
        var out = canvas
        for _ in 0..<count {
            let x = Int(rng.next() % UInt64(canvas.width)), y = Int(rng.next() % UInt64(canvas.height))
            out[x, y] = RGB(UInt8(truncatingIfNeeded: rng.next()), UInt8(truncatingIfNeeded: rng.next()), UInt8(truncatingIfNeeded: rng.next()))
        }
        return out
    }

    @Test(arguments: [Mosaic.quadrant, .sextant, .octant], [ColorMode.truecolor, .palette256])
    func aFewChangedPixelsGiveTheFreshCells(mosaic: Mosaic, mode: ColorMode) {
        var rng = Xoshiro256(seed: 9)
        let before = RendererFixtures.randomCanvas(width: 40 * mosaic.columns, height: 6 * mosaic.rows, distinct: 12, rng: &rng)
        let after = Self.touched(before, count: 5, rng: &rng)
        let (kept, fresh, blitter) = Self.fillAfter(before, after, mosaic: mosaic, modes: (mode, mode))
        #expect(kept == fresh)
        // 40 × 6 characters, five pixels touched: at most five characters searched again.
        #expect(blitter.searched >= 1 && blitter.searched <= 5 && blitter.searched + blitter.reused == 240)
    }

    /// A changed character whose sub-pixels are all one colour (a fading
    /// cell's) is made without the search: the cell must be the one the
    /// search makes (' ' in that colour, quantised), in every colour mode,
    /// next to characters of two colours and with one sub-pixel off by one.
    @Test(arguments: [Mosaic.quadrant, .sextant, .octant], [ColorMode.truecolor, .palette256, .palette16])
    func solidCharactersGiveTheFreshCells(mosaic: Mosaic, mode: ColorMode) {
        var rng = Xoshiro256(seed: 21)
        let before = RendererFixtures.randomCanvas(width: 40 * mosaic.columns, height: 6 * mosaic.rows, distinct: 12, rng: &rng)
        var after = before
        for row in 0..<6 {
            for column in 0..<40 where rng.next() % 3 != 0 {
                let c = RGB(UInt8(truncatingIfNeeded: rng.next()), UInt8(truncatingIfNeeded: rng.next()), UInt8(truncatingIfNeeded: rng.next()))
                for k in 0..<mosaic.count { after[column * mosaic.columns + k % mosaic.columns, row * mosaic.rows + k / mosaic.columns] = c }
                if rng.next() % 4 == 0 {
                    // One sub-pixel a shade off: two colours, searched.
                    let k = Int(rng.next() % UInt64(mosaic.count))
                    let (x, y) = (column * mosaic.columns + k % mosaic.columns, row * mosaic.rows + k / mosaic.columns)
                    after[x, y].b = after[x, y].b ^ 1
                }
            }
        }
        let (kept, fresh, blitter) = Self.fillAfter(before, after, mosaic: mosaic, modes: (mode, mode))
        #expect(kept == fresh)
        #expect(blitter.searched + blitter.reused == 240 && blitter.searched > 100)
    }

    /// Characters are compared eight at a time, six bytes each out of six
    /// words a row: a change to any one byte of any sub-pixel is seen in
    /// exactly its own character.
    @Test(arguments: [Mosaic.quadrant, .octant])
    func eachByteIsSeenInItsOwnCharacter(mosaic: Mosaic) {
        var rng = Xoshiro256(seed: 11)
        let before = RendererFixtures.randomCanvas(width: 2 * 16, height: 2 * mosaic.rows, distinct: 12, rng: &rng)
        for y in 0..<before.height {
            for x in 0..<before.width {
                for channel in 0..<3 {
                    var after = before
                    var c = after[x, y]
                    switch channel {
                    case 0: c.r ^= 0x40
                    case 1: c.g ^= 0x40
                    default: c.b ^= 0x40
                    }
                    after[x, y] = c
                    let (kept, fresh, blitter) = Self.fillAfter(before, after, mosaic: mosaic)
                    #expect(kept == fresh, "pixel \(x),\(y) channel \(channel)")
                    #expect(blitter.searched == 1 && blitter.reused == 31, "pixel \(x),\(y) channel \(channel)")
                }
            }
        }
    }

    /// Frame after frame (a reusing fill keeps its copy of the last canvas
    /// and cells up to date only where they changed), going back to earlier
    /// frames too: every fill still gives a fresh blitter's cells, on a
    /// canvas with ragged edges too.
    @Test(arguments: [Mosaic.quadrant, .sextant, .octant])
    func aLongRunOfFillsKeepsGivingTheFreshCells(mosaic: Mosaic) {
        var rng = Xoshiro256(seed: 21)
        var canvas = RendererFixtures.randomCanvas(width: 2 * 21 + 1, height: 7 * mosaic.rows + 1, distinct: 12, rng: &rng)
        var kept = MosaicBlitter(mosaic)
        let columns = 22, rows = 8
        func fill(_ blitter: inout MosaicBlitter, _ frame: RGBFrame) -> [TerminalCell] {
            var cells = [TerminalCell](repeating: TerminalCell(mask: 0, foreground: .rgb(.black), background: .rgb(.black)),
                                       count: columns * rows)
            cells.withUnsafeMutableBufferPointer { blitter.fill($0, columns: columns, rows: rows, from: frame, mode: .truecolor) }
            return cells
        }
        var frames: [RGBFrame] = []
        for step in 0..<16 {
            // Some steps change nothing, some a few pixels, some many; some go
            // back to an earlier frame, so pixels return to values they had.
            canvas = step % 5 == 4 ? frames[step - 3] : Self.touched(canvas, count: [0, 3, 40, 1][step % 4], rng: &rng)
            frames.append(canvas)
            var fresh = MosaicBlitter(mosaic)
            #expect(fill(&kept, canvas) == fill(&fresh, canvas), "step \(step)")
        }
    }

    @Test func anUnchangedCanvasIsAllReused() {
        var rng = Xoshiro256(seed: 3)
        let canvas = RendererFixtures.randomCanvas(width: 34, height: 10, distinct: 12, rng: &rng)
        let (kept, fresh, blitter) = Self.fillAfter(canvas, canvas, mosaic: .quadrant)
        #expect(kept == fresh)
        #expect(blitter.searched == 0 && blitter.reused == 17 * 5)
    }

    /// Cells made for another colour mode are not the cells of this one.
    @Test func anotherColourModeComputesEverything() {
        var rng = Xoshiro256(seed: 4)
        let canvas = RendererFixtures.randomCanvas(width: 32, height: 8, distinct: 12, rng: &rng)
        let (kept, fresh, blitter) = Self.fillAfter(canvas, canvas, mosaic: .quadrant, modes: (.truecolor, .palette16))
        #expect(kept == fresh)
        #expect(blitter.reused == 0)
    }

    /// A canvas one pixel narrower has as many characters, the last column
    /// padded with black: nothing of the wider canvas may show through.
    @Test func aNarrowerCanvasOfTheSameCharactersIsPaddedBlack() {
        var rng = Xoshiro256(seed: 5)
        let wide = RendererFixtures.randomCanvas(width: 34, height: 8, distinct: 12, rng: &rng)
        var narrow = RGBFrame(width: 33, height: 8)
        for y in 0..<8 { for x in 0..<33 { narrow[x, y] = wide[x, y] } }
        let (kept, fresh, _) = Self.fillAfter(wide, narrow, mosaic: .quadrant)
        #expect(kept == fresh)
    }

    /// A canvas of an odd width and height: the characters on its ragged
    /// edges are made anew every time, and still agree with a fresh blitter.
    @Test(arguments: [Mosaic.quadrant, .sextant, .octant])
    func raggedEdgesAreMadeAnew(mosaic: Mosaic) {
        var rng = Xoshiro256(seed: 7)
        let before = RendererFixtures.randomCanvas(width: 2 * 13 + 1, height: 5 * mosaic.rows + 1, distinct: 12, rng: &rng)
        let after = Self.touched(before, count: 3, rng: &rng)
        let (kept, fresh, blitter) = Self.fillAfter(before, after, mosaic: mosaic)
        #expect(kept == fresh)
        // 14 × 6 characters: the 14 of the last row and the 5 others of the last column are always searched.
        #expect(blitter.searched >= 19 && blitter.searched <= 22 && blitter.searched + blitter.reused == 84)
    }

    /// The rounded mean of a group, ⌊(2·sum + size) / (2·size)⌋, is a
    /// multiply and a shift: exact for every sum of up to eight sub-pixels.
    @Test func meanFactorsDivideExactly() {
        for size in 1...8 {
            let factor = Int(MosaicBlitter.meanFactors[size])
            for sum in 0...(255 * size) {
                let x = 2 * sum + size
                #expect((x * factor) >> 16 == x / (2 * size), "size \(size), sum \(sum)")
            }
        }
    }

    /// Through the encoder: a frame after a partly changed one is the same
    /// bytes as from an encoder that drew the same frames without reuse in between.
    @Test func theEncoderWritesTheSameBytes() {
        var rng = Xoshiro256(seed: 6)
        let first = RendererFixtures.randomCanvas(width: 64, height: 20, distinct: 12, rng: &rng)
        let second = Self.touched(first, count: 30, rng: &rng)
        var reusing = FrameEncoder(mode: .truecolor, mosaic: .quadrant)
        _ = reusing.encode(canvas: first)
        var fresh = FrameEncoder(mode: .truecolor, mosaic: .quadrant)
        _ = fresh.encode(CellFrame(canvas: first, mode: .truecolor, mosaic: .quadrant))
        #expect(reusing.encode(canvas: second) == fresh.encode(CellFrame(canvas: second, mode: .truecolor, mosaic: .quadrant)))
    }
}

/// The encoder skips cells equal to the last frame's (the screen shows them
/// within the threshold): frame after frame, the bytes are those of an
/// encoder that looks at every cell, through a lost frame and frames that
/// go back to earlier ones too.
@Suite struct FrameEncoderSkipTests {
    /// Canvases each touched from the one before (more each frame), every
    /// fourth going back two so cells return to what they were; the frames
    /// after those in `still` are not touched.
    static func canvases(mosaic: Mosaic, seed: UInt64, count: Int, still: Set<Int> = []) -> [RGBFrame] {
        var rng = Xoshiro256(seed: seed)
        var canvas = RendererFixtures.randomCanvas(width: 24 * mosaic.columns, height: 10 * mosaic.rows, distinct: 12, rng: &rng)
        var canvases: [RGBFrame] = []
        for frame in 0..<count {
            if frame % 4 == 3 { canvas = canvases[frame - 2] }
            canvases.append(canvas)
            if !still.contains(frame) { canvas = MosaicBlitterReuseTests.touched(canvas, count: 6 + frame, rng: &rng) }
        }
        return canvases
    }

    /// An encoder that skips and one that looks at every cell; before frame
    /// 6 both forget the screen (a write that did not complete).
    static func encoders(mosaic: Mosaic, mode: ColorMode, frame: Int, _ pair: inout (skipping: FrameEncoder, looking: FrameEncoder)?) {
        if pair == nil {
            var looking = FrameEncoder(mode: mode, mosaic: mosaic)
            looking.skipsUnchangedCells = false
            pair = (FrameEncoder(mode: mode, mosaic: mosaic), looking)
        }
        if frame == 6 {
            pair!.skipping.invalidate()
            pair!.looking.invalidate()
        }
    }

    @Test(arguments: [Mosaic.half, .quadrant, .octant], [ColorMode.truecolor, .palette256])
    func skippingUnchangedCellsWritesTheSameBytes(mosaic: Mosaic, mode: ColorMode) {
        var pair: (skipping: FrameEncoder, looking: FrameEncoder)?
        for (frame, canvas) in Self.canvases(mosaic: mosaic, seed: 11, count: 16).enumerated() {
            Self.encoders(mosaic: mosaic, mode: mode, frame: frame, &pair)
            let cells = CellFrame(canvas: canvas, mode: mode, mosaic: mosaic)
            #expect(pair!.skipping.encode(cells) == pair!.looking.encode(cells), "frame \(frame)")
        }
    }

    /// Canvases given to the encoder are filled by its own blitter, which
    /// lists the cells that may have changed since the canvas before; the
    /// encoder then looks only at those. The bytes stay those of an encoder
    /// that looks at every cell: through a lost frame, frames going back to
    /// earlier ones, an unchanged frame (12 is 11 again), and a frame of cells
    /// drawn in between (after which the list is not relative to what the screen shows).
    @Test(arguments: [Mosaic.half, .quadrant, .sextant, .octant])
    func canvasesThroughTheBlittersListWriteTheSameBytes(mosaic: Mosaic) {
        var pair: (skipping: FrameEncoder, looking: FrameEncoder)?
        let canvases = Self.canvases(mosaic: mosaic, seed: 12, count: 20, still: [11])
        for (frame, canvas) in canvases.enumerated() {
            Self.encoders(mosaic: mosaic, mode: .truecolor, frame: frame, &pair)
            if frame == 9 {
                let between = CellFrame(canvas: canvases[1], mode: .truecolor, mosaic: mosaic)
                #expect(pair!.skipping.encode(between) == pair!.looking.encode(between), "between")
            }
            #expect(pair!.skipping.encode(canvas: canvas) == pair!.looking.encode(canvas: canvas), "frame \(frame)")
        }
    }
}
