import Testing
@testable import LifeApp

@Suite struct MouseSetupTests {
    private static let answers = TerminalReplies(sgrModeState: 2, sawDeviceAttributes: true)
    private static let declines = TerminalReplies(sgrModeState: 0, sawDeviceAttributes: true)
    private static let silent = TerminalReplies(sawDeviceAttributes: true)

    // (ncurses decodes SGR, replies, TERM, environment, who handles SGR)
    @Test(arguments: [
        (true, silent, "xterm-256color", [:], MouseSetup.SGR.ncurses),
        (true, declines, "xterm-256color", [:], .ncurses),
        (false, answers, "xterm-kitty", [:], .app),                           // kitty: X10 in terminfo, 1006 answered
        (false, silent, "xterm-kitty", [:], .app),                            // known by TERM
        (false, silent, "xterm-256color", ["KITTY_WINDOW_ID": "1"], .app),    // known by its variable
        (false, silent, "xterm", ["TERM_PROGRAM": "WezTerm"], .app),
        (false, silent, "xterm", ["TERM_PROGRAM": "iTerm.app"], .app),
        (false, silent, "xterm", ["LC_TERMINAL": "iTerm2"], .app),             // iTerm2 over SSH
        (false, silent, "alacritty", [:], .app),
        (false, silent, "foot-extra", [:], .app),
        (false, silent, "xterm-ghostty", [:], .app),
        (false, TerminalReplies(version: "WezTerm 20240203"), "xterm-256color", [:], .app),   // known by XTVERSION
        (false, answers, "screen", [:], .app),                                // any terminal that answers
        (false, silent, "tmux-256color", [:], .none),                         // says nothing, not known: X10 stays
        (false, declines, "linux", [:], .none),
        (false, TerminalReplies(version: "tmux 3.3a"), "tmux-256color", [:], .none),
    ] as [(Bool, TerminalReplies, String, [String: String], MouseSetup.SGR)])
    func whoDecodesSGR(ncurses: Bool, replies: TerminalReplies, term: String, environment: [String: String],
                       expected: MouseSetup.SGR) {
        #expect(MouseSetup.sgr(ncursesDecodes: ncurses, replies: replies, term: term, environment: environment) == expected)
    }

    @Test func noTerminalAnswerAtAll() {
        #expect(MouseSetup.sgr(ncursesDecodes: false, replies: nil, term: "vt100", environment: [:]) == .none)
    }

    // The modes lifecam sets, in order: tracking, then SGR, then pixels (the last encoding set wins).
    @Test(arguments: [
        (MouseSetup(sgr: .ncurses), "\u{1B}[?1002h"),
        (MouseSetup(sgr: .ncurses, pixels: true), "\u{1B}[?1002h\u{1B}[?1016h"),
        (MouseSetup(sgr: .app), "\u{1B}[?1002h\u{1B}[?1006h"),
        (MouseSetup(sgr: .app, pixels: true), "\u{1B}[?1002h\u{1B}[?1006h\u{1B}[?1016h"),
        (MouseSetup(tracking: .anyMotion, sgr: .app), "\u{1B}[?1002h\u{1B}[?1003h\u{1B}[?1006h"),
        (MouseSetup(sgr: .none, pixels: true), "\u{1B}[?1002h"),              // pixels come only in SGR
    ])
    func enableSequence(setup: MouseSetup, expected: String) {
        #expect(setup.enableSequence == expected)
    }
}
