import LifeTestSupport
import Testing
@testable import TerminalRenderer

/// The test terminal itself must decode what real terminals do, or the
/// encoder tests prove nothing.
@Suite struct TerminalModelTests {
    @Test(arguments: [
        // bytes, expected (column, row) of the cursor afterwards, on a 10×5 screen
        ("\u{1B}[3;4H", 3, 2), ("\u{1B}[H", 0, 0), ("\u{1B}[5H", 0, 4), ("\u{1B}[2;2H\u{1B}[3C", 4, 1),
        ("\u{1B}[2;2H\u{1B}[C", 2, 1), ("\u{1B}[2;2H\u{1B}[2B", 1, 3), ("\u{1B}[2;9H\r", 0, 1),
        ("\u{1B}[1;1H\u{1B}[99C", 9, 0), ("\u{1B}[4;4H\u{1B}[2D\u{1B}[A", 1, 2), ("\u{1B}[7G", 6, 0),
        ("\u{1B}[2;3H\u{1B}7\u{1B}[5;5H\u{1B}8", 2, 1), ("ab", 2, 0),
    ])
    func cursorMoves(bytes: String, column: Int, row: Int) throws {
        var model = TerminalModel(width: 10, height: 5)
        try model.feed(Array(bytes.utf8))
        #expect(model.column == column && model.row == row)
    }

    @Test(arguments: [
        ("\u{1B}[38;2;1;2;3m", TerminalColor.rgb(.init(1, 2, 3)), nil as TerminalColor?),
        ("\u{1B}[48;5;200m", nil, .indexed(200)),
        ("\u{1B}[38;5;17;48;2;0;0;255m", .indexed(17), .rgb(.init(0, 0, 255))),
        ("\u{1B}[31;42m", .indexed(1), .indexed(2)), ("\u{1B}[97;107m", .indexed(15), .indexed(15)),
        ("\u{1B}[31;42m\u{1B}[0m", nil, nil), ("\u{1B}[31;42m\u{1B}[39m", nil, .indexed(2)),
        ("\u{1B}[31;42m\u{1B}[49m", .indexed(1), nil),
    ])
    func colours(bytes: String, foreground: TerminalColor?, background: TerminalColor?) throws {
        var model = TerminalModel(width: 4, height: 1)
        try model.feed(Array(bytes.utf8))
        #expect(model.foreground == foreground && model.background == background)
    }

    @Test func glyphsTakeTheColoursInEffectAndWrapAtTheEdge() throws {
        var model = TerminalModel(width: 2, height: 2)
        try model.feed(Array("\u{1B}[31;44m▀▄\u{1B}[32m█ ".utf8))
        #expect(model[0, 0] == .init(glyph: "▀", foreground: .indexed(1), background: .indexed(4)))
        #expect(model[1, 0].upper == .indexed(4) && model[1, 0].lower == .indexed(1))
        #expect(model[0, 1].upper == .indexed(2) && model[0, 1].lower == .indexed(2))
        #expect(model[1, 1].upper == .indexed(4) && model[1, 1].lower == .indexed(4))
    }

    @Test(arguments: ["\u{1B}[?25l", "\u{1B}[2J", "\u{1B}[38;2;1;2m", "\u{1B}[?2026l", "\u{1B}8", "\u{07}", "\u{1B}[1;1H\n\n\n"])
    func rejectsWhatTheEncoderMustNotSend(bytes: String) {
        var model = TerminalModel(width: 4, height: 3)
        #expect(throws: TerminalModel.DecodeError.self) { try model.feed(Array(bytes.utf8)) }
    }
}
