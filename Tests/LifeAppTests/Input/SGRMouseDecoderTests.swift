import Testing
@testable import LifeApp

@Suite struct SGRMouseDecoderTests {
    /// Keys as ncurses hands over `text` when it does not know the sequence: ESC as `.escape`, the rest one character each.
    private func keys(_ text: String) -> [InputEvent] {
        text.map { $0 == "\u{1B}" ? .key(.escape) : .key(.character($0)) }
    }

    private func report(_ column: Int, _ row: Int, _ kind: MouseReport.Kind) -> InputEvent {
        .mouse(MouseReport(column: column, row: row, kind: kind))
    }

    // (what the terminal sent, what the app sees)
    @Test(arguments: [
        ("\u{1B}[<0;5;3M", [MouseReport(column: 4, row: 2, kind: .press(.left))]),
        ("\u{1B}[<0;5;3m", [MouseReport(column: 4, row: 2, kind: .release(.left))]),
        ("\u{1B}[<2;251;11M", [MouseReport(column: 250, row: 10, kind: .press(.right))]),     // past column 223
        ("\u{1B}[<2;251;11m", [MouseReport(column: 250, row: 10, kind: .release(.right))]),
        ("\u{1B}[<32;40;12M", [MouseReport(column: 39, row: 11, kind: .motion)]),             // drag, left held
        ("\u{1B}[<34;40;12M", [MouseReport(column: 39, row: 11, kind: .motion)]),             // drag, right held
        ("\u{1B}[<35;40;12M", [MouseReport(column: 39, row: 11, kind: .motion)]),             // motion, no button (1003)
        ("\u{1B}[<64;7;8M", [MouseReport(column: 6, row: 7, kind: .wheelUp)]),
        ("\u{1B}[<65;7;8M", [MouseReport(column: 6, row: 7, kind: .wheelDown)]),
        ("\u{1B}[<16;5;3M", [MouseReport(column: 4, row: 2, kind: .press(.left))]),           // with control
        ("\u{1B}[<1;5;3M", []),                                                                // middle button: ignored
        ("\u{1B}[<66;5;3M", []),                                                               // sideways wheel
        ("\u{1B}[<128;5;3M", []),                                                              // button 8
        ("\u{1B}[<0;1920;1080M", [MouseReport(column: 1919, row: 1079, kind: .press(.left))]), // pixels (1016)
    ])
    func reports(text: String, expected: [MouseReport]) {
        var decoder = SGRMouseDecoder()
        #expect(decoder.decode(keys(text)) == expected.map { .mouse($0) })
    }

    @Test(arguments: [
        "\u{1B}",                    // Esc alone: closes help
        "\u{1B}[",                   // Esc, smaller cells
        "\u{1B}[<",
        "\u{1B}[<0;5M",              // two numbers
        "\u{1B}[<0;5;3;4M",          // four
        "\u{1B}[<;5;3M",             // an empty one
        "\u{1B}[<0;5;3q",            // another final
        "\u{1B}[<0;5;1234567M",      // seven digits
        "\u{1B}[0;5;3M",             // no '<'
        "[<0;5;3M",                  // no Esc: typed
        "\u{1B}[<0;5x3M",
    ])
    func notAReportStaysKeys(text: String) {
        var decoder = SGRMouseDecoder()
        let first = decoder.decode(keys(text))
        let rest = decoder.decode(keys("x"))
        #expect(first + rest == keys(text + "x"))
    }

    @Test func keysAndEventsAroundReportsStay() {
        var decoder = SGRMouseDecoder()
        let input = keys("n\u{1B}[<0;5;3Mr") + [.resize] + keys("\u{1B}[<0;5;3m\u{1B}")
        #expect(decoder.decode(input) == [.key(.character("n")), report(4, 2, .press(.left)), .key(.character("r")),
                                          .resize, report(4, 2, .release(.left)), .key(.escape)])
    }

    @Test func aReportCutBetweenReadsIsJoined() {
        var decoder = SGRMouseDecoder()
        #expect(decoder.decode(keys("c\u{1B}[<0;25")) == keys("c"))
        #expect(decoder.decode(keys("1;11M")) == [report(250, 10, .press(.left))])
        #expect(decoder.decode(keys("\u{1B}[<")) == [])
        #expect(decoder.decode(keys("0;2;3m")) == [report(1, 2, .release(.left))])
    }

    @Test func heldKeysThatAreNoReportComeOutAsKeys() {
        var decoder = SGRMouseDecoder()
        #expect(decoder.decode(keys("\u{1B}[<1")) == [])
        #expect(decoder.decode(keys("x")) == keys("\u{1B}[<1x"))
    }
}
