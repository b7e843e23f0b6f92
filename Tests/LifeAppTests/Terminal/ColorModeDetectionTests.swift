import Testing
import TerminalRenderer
@testable import LifeApp

/// The colour mode chosen from the environment, terminfo and `--colors`, and the reason shown.
@Suite struct ColorModeDetectionTests {
    @Test(arguments: [
        ([:], false, nil as Int?, nil as ColorMode?, ColorMode.palette256),
        (["COLORTERM": "truecolor"], false, nil, nil, .truecolor),
        (["COLORTERM": "24bit"], false, 256, nil, .truecolor),
        (["COLORTERM": "TrueColor"], false, nil, nil, .truecolor),
        (["COLORTERM": "yes"], false, 256, nil, .palette256),
        ([:], true, 16_777_216, nil, .truecolor),
        ([:], false, 8, nil, .palette16),
        (["COLORTERM": "truecolor"], true, nil, .palette16, .palette16),
        ([:], false, 8, .truecolor, .truecolor),
        ([:], false, 256, .palette256, .palette256),
    ])
    func detection(env: [String: String], rgb: Bool, colors: Int?, override: ColorMode?, expected: ColorMode) {
        #expect(ColorMode.detect(environment: env, terminfoRGB: rgb, terminfoColors: colors, override: override) == expected)
    }

    /// Which mode, and the reason shown to the player: stock xterm (TERM=xterm:
    /// 8 colours in terminfo, no COLORTERM) gets 24-bit colour when it answers.
    @Test(arguments: [
        ([:], true, false, 8, nil, ColorMode.Choice(mode: .truecolor, reason: "the terminal answered")),
        ([:], false, false, 8, nil, .init(mode: .palette16, reason: "terminfo: 8 colours")),
        ([:], true, false, 8, .palette256, .init(mode: .palette256, reason: "--colors")),
        (["COLORTERM": "truecolor"], false, false, 256, nil, .init(mode: .truecolor, reason: "COLORTERM=truecolor")),
        ([:], false, true, 16_777_216, nil, .init(mode: .truecolor, reason: "terminfo RGB")),
        ([:], false, false, 256, nil, .init(mode: .palette256, reason: "terminfo: 256 colours")),
        ([:], false, false, nil, nil, .init(mode: .palette256, reason: "nothing said more")),
    ] as [([String: String], Bool, Bool, Int?, ColorMode?, ColorMode.Choice)])
    func choiceAndReason(env: [String: String], answered: Bool, rgb: Bool, colors: Int?, override: ColorMode?,
                         expected: ColorMode.Choice) {
        let choice = ColorMode.choose(environment: env, terminalAnswered: answered, terminfoRGB: rgb, terminfoColors: colors,
                                      override: override)
        #expect(choice == expected)
        #expect(choice.summary == "\(expected.mode.label) (\(expected.reason))")
    }

    /// Inside tmux (which answers no colour question and whose terminfo entry
    /// has 256 colours), 24-bit colour when tmux says the terminal around it
    /// has RGB; `--colors` and the terminal's own answer still come first.
    @Test func tmuxSaysTheOuterTerminalHasRGB() {
        let inTmux = ColorMode.choose(environment: [:], tmuxRGB: true, terminfoRGB: false, terminfoColors: 256)
        #expect(inTmux == .init(mode: .truecolor, reason: "tmux: the terminal has RGB"))
        #expect(ColorMode.choose(environment: [:], tmuxRGB: false, terminfoRGB: false, terminfoColors: 256)
            == .init(mode: .palette256, reason: "terminfo: 256 colours"))
        #expect(ColorMode.choose(environment: [:], tmuxRGB: true, terminfoRGB: false, terminfoColors: 256,
                                 override: .palette16).mode == .palette16)
    }
}
