import TerminalRenderer

extension ColorMode {
    /// A colour mode and why it was chosen, for the help and the status line.
    package struct Choice: Sendable, Equatable {
        package var mode: ColorMode
        /// What decided it, e.g. "the terminal answered", "COLORTERM=truecolor".
        package var reason: String

        package init(mode: ColorMode, reason: String) {
            self.mode = mode
            self.reason = reason
        }

        /// `24-bit colour (the terminal answered)`.
        package var summary: String { "\(mode.label) (\(reason))" }
    }

    /// How the mode is named to the player.
    package var label: String {
        switch self {
        case .truecolor: "24-bit colour"
        case .palette256: "256 colours"
        case .palette16: "16 colours"
        }
    }

    /// The colour mode to use, decided from what the terminal says about itself.
    ///
    /// In order: an explicit `--colors` choice wins; then 24-bit colour when
    /// the terminal answered the start-up probe for it (it read back a 24-bit
    /// colour, or XTGETTCAP knows `RGB`: stock xterm says so though its
    /// `TERM=xterm` entry claims 8 colours), when `COLORTERM` is `truecolor`
    /// or `24bit` (the convention of VTE, Konsole, iTerm2 and others; ssh and
    /// sudo drop it, so it fails safe), inside tmux when tmux says the
    /// terminal around it has `RGB` (tmux answers no colour question itself,
    /// and passes 24-bit colours on only then), or when the terminfo entry has the
    /// `RGB` capability; otherwise 256 colours, or 16 when terminfo says the
    /// terminal has fewer than 256.
    ///
    /// - Parameters:
    ///   - environment: the process environment (only `COLORTERM` is read).
    ///   - terminalAnswered: whether the terminal answered that it keeps 24-bit colours.
    ///   - tmuxRGB: inside tmux, whether tmux says the terminal around it has `RGB`.
    ///   - terminfoRGB: whether terminfo reports `RGB` (flag, number or string).
    ///   - terminfoColors: terminfo's `colors`, when known.
    ///   - override: the `--colors` option, when given.
    package static func choose(
        environment: [String: String],
        terminalAnswered: Bool = false,
        tmuxRGB: Bool = false,
        terminfoRGB: Bool,
        terminfoColors: Int? = nil,
        override: ColorMode? = nil
    ) -> Choice {
        if let override { return Choice(mode: override, reason: "--colors") }
        if terminalAnswered { return Choice(mode: .truecolor, reason: "the terminal answered") }
        let colorterm = environment["COLORTERM"]?.lowercased() ?? ""
        if colorterm == "truecolor" || colorterm == "24bit" {
            return Choice(mode: .truecolor, reason: "COLORTERM=\(colorterm)")
        }
        if tmuxRGB { return Choice(mode: .truecolor, reason: "tmux: the terminal has RGB") }
        if terminfoRGB { return Choice(mode: .truecolor, reason: "terminfo RGB") }
        if let colors = terminfoColors, colors < 256 { return Choice(mode: .palette16, reason: "terminfo: \(colors) colours") }
        return Choice(mode: .palette256, reason: terminfoColors.map { "terminfo: \($0) colours" } ?? "nothing said more")
    }

    /// The mode `choose` picks.
    package static func detect(
        environment: [String: String],
        terminalAnswered: Bool = false,
        terminfoRGB: Bool,
        terminfoColors: Int? = nil,
        override: ColorMode? = nil
    ) -> ColorMode {
        choose(environment: environment, terminalAnswered: terminalAnswered, terminfoRGB: terminfoRGB,
               terminfoColors: terminfoColors, override: override).mode
    }
}
