import Testing
@testable import LifeApp

/// The status line's raw bytes: the row whole, in reverse video, between a
/// saved and a restored cursor.
@Suite struct StatusRowTests {
    private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test func fillsTheRowToItsLastCellWhereThatIsSafe() {
        #expect(text(StatusRow.bytes("ab", row: 2, columns: 6, lastCell: true))
            == "\u{1B}7\u{1B}[3H\u{1B}[0;7mab    \u{1B}[0m\u{1B}8")
    }

    @Test func leavesTheLastCellAloneWhereWritingItWouldScroll() {
        #expect(text(StatusRow.bytes("ab", row: 0, columns: 6, lastCell: false))
            == "\u{1B}7\u{1B}[H\u{1B}[0;7mab   \u{1B}[0m\u{1B}8")
    }

    @Test func widthCountsWideCharactersTwice() {
        // "日" takes two columns: two spaces make the four.
        #expect(text(StatusRow.bytes("日", row: 9, columns: 4, lastCell: true))
            == "\u{1B}7\u{1B}[10H\u{1B}[0;7m日  \u{1B}[0m\u{1B}8")
    }

    @Test func controlCharactersNeverReachTheTerminalAndLongTextIsCut() {
        let bytes = StatusRow.bytes("a\u{1B}[31mb\u{7}c\u{9B}defgh", row: 0, columns: 5, lastCell: true)
        // ESC, BEL and C1 CSI dropped; four columns of text, one space in the last cell.
        #expect(text(bytes) == "\u{1B}7\u{1B}[H\u{1B}[0;7ma[31 \u{1B}[0m\u{1B}8")
        #expect(!bytes.contains(0x07))
    }

    @Test func nothingForAnEmptyTerminal() {
        #expect(StatusRow.bytes("ab", row: 0, columns: 0, lastCell: true).isEmpty)
    }
}
