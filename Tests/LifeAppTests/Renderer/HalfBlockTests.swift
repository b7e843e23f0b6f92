import LifeCore
import Testing
@testable import LifeApp

@Suite struct HalfBlockTests {
    static let red = TerminalColor.rgb(RGB(255, 0, 0))
    static let blue = TerminalColor.rgb(RGB(0, 0, 255))
    static let grey = TerminalColor.indexed(244)

    @Test(arguments: [
        (red, blue, TerminalCell.Glyph.upperHalf, red, blue),
        (blue, red, .upperHalf, blue, red),
        (red, red, .space, red, red),
        (grey, grey, .space, grey, grey),
        (grey, red, .upperHalf, grey, red),
    ])
    func mapsUpperToForegroundAndLowerToBackground(
        upper: TerminalColor, lower: TerminalColor, glyph: TerminalCell.Glyph, fg: TerminalColor, bg: TerminalColor
    ) {
        let cell = HalfBlock.cell(upper: upper, lower: lower)
        #expect(cell.glyph == glyph)
        #expect(cell.background == bg)
        if glyph != .space { #expect(cell.foreground == fg) }
        #expect(cell.upper == upper && cell.lower == lower)
    }

    @Test(arguments: [
        // glyph, shown upper, shown lower, for fg = red, bg = blue
        (.space, blue, blue, " ", [0x20]),
        (.upperHalf, red, blue, "▀", [0xE2, 0x96, 0x80]),
        (.lowerHalf, blue, red, "▄", [0xE2, 0x96, 0x84]),
        (.fullBlock, red, red, "█", [0xE2, 0x96, 0x88]),
    ] as [(TerminalCell.Glyph, TerminalColor, TerminalColor, Character, [UInt8])])
    func eachGlyphShowsItsHalves(glyph: TerminalCell.Glyph, upper: TerminalColor, lower: TerminalColor, character: Character, utf8: [UInt8]) {
        let cell = TerminalCell(glyph: glyph, foreground: Self.red, background: Self.blue)
        #expect(cell.upper == upper && cell.lower == lower)
        #expect(glyph.character == character)
        #expect(glyph.utf8 == Array(String(character).utf8) && glyph.utf8 == utf8)
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
        #expect(frame[1, 0].glyph == .space && frame[1, 0].background == .rgb(RGB(7, 7, 7)))
        #expect(frame[1, 1].upper == .rgb(RGB(9, 9, 9)) && frame[1, 1].lower == .rgb(.black))
    }
}
