import LifeCore
import Testing
@testable import TerminalRenderer

@Suite struct HalfBlockTests {
    static let red = TerminalColor.rgb(RGB(255, 0, 0))
    static let blue = TerminalColor.rgb(RGB(0, 0, 255))
    static let grey = TerminalColor.indexed(244)

    @Test(arguments: [
        (red, blue, HalfBlock.upperHalf, red, blue),
        (blue, red, HalfBlock.upperHalf, blue, red),
        (red, red, HalfBlock.space, red, red),
        (grey, grey, HalfBlock.space, grey, grey),
        (grey, red, HalfBlock.upperHalf, grey, red),
    ])
    func mapsUpperToForegroundAndLowerToBackground(
        upper: TerminalColor, lower: TerminalColor, glyph: UInt8, fg: TerminalColor, bg: TerminalColor
    ) {
        let cell = HalfBlock.cell(upper: upper, lower: lower)
        #expect(cell.mask == glyph)
        #expect(cell.background == bg)
        if glyph != HalfBlock.space { #expect(cell.foreground == fg) }
        #expect(cell.upper == upper && cell.lower == lower)
    }

    @Test(arguments: [
        // glyph, shown upper, shown lower, for fg = red, bg = blue
        (HalfBlock.space, blue, blue, " ", [0x20]),
        (HalfBlock.upperHalf, red, blue, "▀", [0xE2, 0x96, 0x80]),
        (HalfBlock.lowerHalf, blue, red, "▄", [0xE2, 0x96, 0x84]),
        (HalfBlock.fullBlock, red, red, "█", [0xE2, 0x96, 0x88]),
    ] as [(UInt8, TerminalColor, TerminalColor, Character, [UInt8])])
    func eachGlyphShowsItsHalves(glyph: UInt8, upper: TerminalColor, lower: TerminalColor, character: Character, utf8: [UInt8]) {
        let cell = TerminalCell(mask: glyph, foreground: Self.red, background: Self.blue)
        #expect(cell.upper == upper && cell.lower == lower)
        #expect(Character(Mosaic.half.scalar(for: glyph)) == character)
        let encoded = Mosaic.half.encoded
        let bytes = (0..<Int(encoded.lengths[Int(glyph)])).map { UInt8(truncatingIfNeeded: encoded.bytes[Int(glyph)] >> (8 * $0)) }
        #expect(bytes == utf8)
    }

    @Test func cellFrameStacksTwoCanvasRowsPerTerminalRow() {
        var canvas = RGBFrame(width: 2, height: 3)
        canvas[0, 0] = RGB(1, 2, 3)
        canvas[0, 1] = RGB(4, 5, 6)
        canvas[1, 0] = RGB(7, 7, 7)
        canvas[1, 1] = RGB(7, 7, 7)
        canvas[1, 2] = RGB(9, 9, 9)
        let frame = CellFrame(canvas: canvas, mode: .truecolor)
        #expect(frame.columns == 2 && frame.rows == 2)
        #expect(frame[0, 0] == HalfBlock.cell(upper: .rgb(RGB(1, 2, 3)), lower: .rgb(RGB(4, 5, 6))))
        #expect(frame[1, 0].mask == HalfBlock.space && frame[1, 0].background == .rgb(RGB(7, 7, 7)))
        #expect(frame[1, 1].upper == .rgb(RGB(9, 9, 9)) && frame[1, 1].lower == .rgb(.black))
    }
}
