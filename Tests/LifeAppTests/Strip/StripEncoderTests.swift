import LifeCore
import LifeTestSupport
import TerminalRenderer
import Testing
@testable import LifeApp

@Suite struct StripEncoderTests {
    /// The strip's bytes, read back by a terminal: every cell shows its
    /// character and (quantised) colours on the strip's row, nothing else is
    /// touched, and cursor and colours are where they were.
    @Test(arguments: [ColorMode.truecolor, .palette256, .palette16])
    func decodesToTheCellsOnTheirRow(mode: ColorMode) throws {
        let layout = StripLayout(columns: 80)
        let cells = StripPainter.cells(StripState(hsv: HSVModel(hueCentre: 30, hueRange: 90, tone: 0.3), decay: 0.7, speed: 3),
                                       layout: layout)
        var model = TerminalModel(width: 80, height: 25)
        model.place(row: 24, column: 5)
        try model.feed(StripEncoder.encode(cells, row: 23, mode: mode))
        for (x, cell) in cells.enumerated() {
            let shown = model[x, 23]
            #expect(shown.glyph == cell.character)
            #expect(shown.background == mode.quantize(cell.background), "column \(x)")
            if cell.character != " " { #expect(shown.foreground == mode.quantize(cell.foreground), "column \(x)") }
        }
        for y in [0, 22, 24] { #expect((0..<80).allSatisfy { model[$0, y] == TerminalModel.untouched }) }
        #expect(model.row == 24 && model.column == 5 && model.foreground == nil && model.background == nil)
        #expect(!model.synchronized)
    }

    @Test func coloursAreSentOnlyWhenTheyChange() throws {
        let grey = RGB(28, 28, 32)
        let cells = Array(repeating: StripCell(" ", foreground: .white, background: grey), count: 40)
        var model = TerminalModel(width: 40, height: 2)
        try model.feed(StripEncoder.encode(cells, row: 1, mode: .truecolor))
        #expect(model.sgrCount == 2)   // the background once, and the reset at the end
    }
}
