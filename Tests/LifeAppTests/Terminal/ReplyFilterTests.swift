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
        ("\u{1B}[12q", "\u{1B}[12q"),                               // other finals are keys
        ("\u{1B}[1 c", "\u{1B}[1 c"),
        ("[?1;2c", "[?1;2c"),                                       // no Esc: typed
        ("\u{1B}[1;2R\u{1B}[1;1R", ""),                             // cursor reports of the glyph probe
        ("\u{1B}_Gi=31;OK\u{1B}\\t", "t"),                           // the kitty graphics reply, then a key
        ("\u{1B}P>|kitty(0.26.5)\u{1B}\\", ""),                     // the terminal's name: its t must not switch blitters
        ("t\u{1B}P>|tmux 3.3a\u{1B}\\q", "tq"),
        ("\u{1B}P>|kitty(0.2", "\u{1B}P>|kitty(0.2"),               // not closed in this read: keys
        ("\u{1B}P", "\u{1B}P"),
        ("\u{1B}P1$r0;38:2::1:2:3m\u{1B}\\", ""),                    // DECRQSS: the colour read back
        ("\u{1B}P>|kitty(0.26.5)\u{1B}\\n", "n"),                    // XTVERSION, then a key
        ("\u{1B}P1+r524742=38\u{1B}\\\u{1B}[?62c", ""),              // XTGETTCAP and DA1
        ("\u{1B}Pr", "\u{1B}Pr"),                                   // Esc, previous palette, random: keys
        ("\u{1B}P1\u{1B}", "\u{1B}P1\u{1B}"),                         // no terminator: keys
    ])
    func repliesAreDroppedKeysKept(input: String, kept: String) {
        #expect(ReplyFilter.strip(keys(input)) == keys(kept))
    }

    @Test func otherEventsPassThrough() {
        let click = InputEvent.mouse(MouseReport(column: 1, row: 2, kind: .press(.left)))
        let events = [.resize, click] + keys("\u{1B}[?62c") + [click]
        #expect(ReplyFilter.strip(events) == [.resize, click, click])
    }
}
