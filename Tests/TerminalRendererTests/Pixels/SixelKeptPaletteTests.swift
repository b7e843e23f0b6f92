import LifeCore
import LifeTestSupport
import Testing
@testable import TerminalRenderer

/// A palette kept from a canvas of one colour (a blank board over no video,
/// or with the video off) and a new colour that is no flat area: what the
/// terminal shows. Found in xterm -ti vt340 (`--blitter sixel --source none
/// --pattern empty --paused`): clicked cells and a random fill stayed black
/// while paused, and showed only after the palette's turn while running.
@Suite struct SixelKeptPaletteTests {
    @Test func aNewColourOnABlankCanvasIsShown() throws {
        var encoder = SixelEncoder(encoding: SixelWriter(), cell: Dimensions(width: 10, height: 20), paletteFrames: 30)
        var canvas = RGBFrame(width: 1000, height: 100)
        var model = SixelModel(columns: 100, rows: 5, cellWidth: 10, cellHeight: 20)
        try model.feed(encoder.encode(canvas))
        // One Life cell lit, a disc of about 300 pixels in a 1000×20 picture: below a flat area's 1/64.
        for y in 40..<60 { for x in 100..<120 where (x - 110) * (x - 110) + (y - 50) * (y - 50) < 96 { canvas[x, y] = RGB(200, 100, 50) } }
        try model.feed(encoder.encode(canvas))
        try model.feed(encoder.encode(canvas))   // a still frame: nothing is sent again
        #expect(zip(model.pixel(110, 50), [200, 100, 50] as [UInt8]).allSatisfy { abs(Int($0) - Int($1)) <= 2 },
                "\(model.pixel(110, 50))")
    }
}
