import Testing
@testable import LifeApp

@Suite struct ReplyFilterTests {
    /// Keys as ncurses hands over `text`: ESC as `.escape`, the rest one character each.
    private func keys(_ text: String) -> [InputEvent] {
        text.map { $0 == "\u{1B}" ? .key(.escape) : .key(.character($0)) }
    }

    // (input, what remains)
    @Test(arguments: [
        ("\u{1B}[?1016;2$y", ""),                                  // DECRPM
        ("\u{1B}[6;20;10t", ""),                                    // cell size
        ("\u{1B}[?62;22c", ""),                                     // device attributes
        ("\u{1B}[?1016;2$y\u{1B}[6;20;10t\u{1B}[?1;2c", ""),        // all three at once
        ("n\u{1B}[?1;2cr", "nr"),                                   // keys around a reply stay
        ("\u{1B}", "\u{1B}"),                                       // Esc closes help
        ("\u{1B}[", "\u{1B}["),                                     // Esc, smaller cells
        ("\u{1B}[c", "\u{1B}[c"),                                   // no parameters: keys, not a reply
        ("\u{1B}[?2;0;1000;1000S", ""),                             // XTSMGRAPHICS: Esc [ ? 0 S would press five keys
        ("\u{1B}[?2;0;1000;1000S\u{1B}[?63;1;2;4;6;9;15;16;22;28c", ""), // xterm -ti vt340, late
        ("\u{1B}[0n\u{1B}[?0u\u{1B}[>41;379;0c\u{1B}[8;24;80t", ""),  // status, keyboard flags, DA2, size in cells
        ("\u{1B}[12q", ""),                                         // any sequence with parameters: never typed
        ("\u{1B}[1 q", ""),                                         // an intermediate byte
        ("\u{1B}[1;5D", ""),                                        // Ctrl+Left unknown to terminfo: not `D`
        ("\u{1B}[1 2c", "\u{1B}[1 2c"),                              // a parameter after an intermediate: keys
        ("[?1;2c", "[?1;2c"),                                       // no Esc: typed
        ("\u{1B}[1;2R\u{1B}[1;1R", ""),                             // cursor reports of the glyph probe
        ("\u{1B}_Gi=31;OK\u{1B}\\t", "t"),                           // the kitty graphics reply, then a key
        ("\u{1B}P>|kitty(0.26.5)\u{1B}\\", ""),                     // the terminal's name: its t must not switch blitters
        ("t\u{1B}P>|tmux 3.3a\u{1B}\\q", "tq"),
        ("\u{1B}P>|kitty(0.2", "\u{1B}P>|kitty(0.2"),               // not closed in this read (and no read after): keys
        ("\u{1B}P", "\u{1B}P"),
        ("\u{1B}P1$r0;38:2::1:2:3m\u{1B}\\", ""),                    // DECRQSS: the colour read back
        ("\u{1B}P>|kitty(0.26.5)\u{1B}\\n", "n"),                    // XTVERSION, then a key
        ("\u{1B}P1+r524742=38\u{1B}\\\u{1B}[?62c", ""),              // XTGETTCAP and DA1
        ("\u{1B}]11;rgb:0000/0000/0000\u{1B}\\", ""),                // OSC colour, ended by ST
        ("\u{1B}]10;rgb:ffff/ffff/ffff\u{07}h", "h"),                // OSC colour, ended by BEL, then a key
        ("\u{1B}P1\u{07}\u{1B}\\", ""),                              // BEL ends an OSC only
        ("\u{1B}P1\u{1B}q", "\u{1B}P1\u{1B}q"),                      // Esc inside, no terminator: keys
    ])
    func oneRead(input: String, kept: String) {
        #expect(ReplyFilter.strip(keys(input)) == keys(kept))
    }

    // (reads, what each read hands on): a reply cut by the end of a read is held for the next.
    @Test(arguments: [
        (["\u{1B}[?", "2;0;1000;1000S"], ["", ""]),
        (["\u{1B}[?2;0;10", "00;1000S", "q"], ["", "", "q"]),
        (["\u{1B}P>|XTerm(3", "79)\u{1B}", "\\n"], ["", "", "n"]),
        (["\u{1B}]11;rgb:0", "000/0000/0000\u{07}"], ["", ""]),
        (["\u{1B}_Gi=31;OK\u{1B}", "\\"], ["", ""]),
        // Not continued as a reply: what was held comes out as the keys it was.
        (["\u{1B}[1", "\u{1B}"], ["", "\u{1B}[1\u{1B}"]),
        (["\u{1B}P1\u{1B}", "r"], ["", "\u{1B}P1\u{1B}r"]),
        // A lone Esc, or Esc and an introducer, at the end of a read are keys at once.
        (["\u{1B}", "[?2;0;1000;1000S"], ["\u{1B}", "[?2;0;1000;1000S"]),
        (["\u{1B}[", "?1c"], ["\u{1B}[", "?1c"]),
        (["\u{1B}P", "r"], ["\u{1B}P", "r"]),
        // Reads without input do not count; reads with input do, and after
        // three the keys typed into an unfinished string come out.
        (["\u{1B}Pa", "", "", "b"], ["", "", "", ""]),
        (["\u{1B}Pa", "b", "c", "d"], ["", "", "", "\u{1B}Pabcd"]),
    ])
    func severalReads(reads: [String], handedOn: [String]) {
        var filter = ReplyFilter()
        #expect(reads.map { filter.strip(keys($0)) } == handedOn.map(keys))
    }

    @Test func otherEventsPassThrough() {
        let click = InputEvent.mouse(MouseReport(column: 1, row: 2, kind: .press(.left)))
        let events = [.resize, click] + keys("\u{1B}[?62c") + [click]
        #expect(ReplyFilter.strip(events) == [.resize, click, click])
        // An event that is no character ends a held reply: it was keys.
        var filter = ReplyFilter()
        #expect(filter.strip(keys("\u{1B}[?6")) == [])
        #expect(filter.strip([click]) == keys("\u{1B}[?6") + [click])
    }

    @Test func aReplyLongerThanAnyTerminalsIsKeys() {
        let sequence = "\u{1B}[" + String(repeating: "1", count: ReplyFilter.maxSequenceBody + 1) + "c"
        #expect(ReplyFilter.strip(keys(sequence)) == keys(sequence))
        let string = "\u{1B}P" + String(repeating: "x", count: ReplyFilter.maxStringBody + 1) + "\u{1B}\\"
        #expect(ReplyFilter.strip(keys(string)) == keys(string))
    }
}
