import Testing
@testable import LifeApp

@Suite struct HelpLayoutTests {
    let help = KeyMap.helpLines

    @Test func tallScreensShowOneCentredColumn() {
        let rows = HelpLayout.rows(help, columns: 100, rows: 40)
        let top = (40 - help.count) / 2
        #expect(rows.count == top + help.count)
        #expect(rows.prefix(top).allSatisfy { $0.isEmpty })
        #expect(rows[top] == "  " + help[0])
    }

    @Test(arguments: [(200, 12), (120, 12), (240, 8)])
    func shortWideScreensShowEveryLineSideBySide(columns: Int, height: Int) {
        let rows = HelpLayout.rows(help, columns: columns, rows: height)
        #expect(rows.count == height)
        for line in help where !line.isEmpty {
            #expect(rows.contains { $0.contains(String(line.drop(while: { $0 == " " }))) }, "lost: \(line)")
        }
        #expect(rows.allSatisfy { TextWidth.columns($0) <= columns - 1 })
    }

    @Test(arguments: [(40, 8), (20, 5), (1, 3), (12, 1)])
    func smallScreensShowWhatFitsAndSaySo(columns: Int, rows: Int) {
        let out = HelpLayout.rows(help, columns: columns, rows: rows)
        #expect(out.count == rows)
        #expect(out.allSatisfy { TextWidth.columns($0) <= max(0, columns - 1) })
        if columns >= 12 { #expect(out.last?.hasPrefix("  …") == true) }
    }

    @Test(arguments: [(0, 10), (10, 0), (-1, -1)])
    func noRoomNoRows(columns: Int, rows: Int) {
        #expect(HelpLayout.rows(help, columns: columns, rows: rows).isEmpty)
    }
}
