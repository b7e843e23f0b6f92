/// Which mouse reports lifecam asks the terminal for, decided once at start-up
/// from what ncurses does on this terminal, what the terminal answered, and
/// what the environment says it is.
///
/// ncurses asks for reports itself (`mousemask`), but only for presses and
/// releases (1000), and in the SGR encoding (1006) only when terminfo's `XM`
/// names it. The rest is lifecam's: drag reports (1002) or every motion
/// (1003), SGR when ncurses does not ask for it but the terminal has it, and
/// SGR-Pixels (1016), which must come after 1006 (the last encoding set wins).
/// `enableSequence` is written after `mousemask` and again after every
/// resize (ncurses' own `?1000h` may reset them); the exit resets clear all.
package struct MouseSetup: Sendable, Equatable {
    /// Which moves the terminal reports.
    package enum Tracking: Int, Sendable, Equatable {
        /// Presses, releases and moves with a button held (drags).
        case buttons = 1002
        /// Every move, with or without a button (a pointer that hovers).
        case anyMotion = 1003
    }

    /// Who asks for and decodes SGR reports, which carry any column and the pixel form.
    package enum SGR: Sendable, Equatable {
        /// ncurses: terminfo names mode 1006.
        case ncurses
        /// lifecam: the terminal answered that it has 1006, or is one known to;
        /// `SGRMouseDecoder` reads the reports ncurses hands over as keys.
        case app
        /// Neither: the terminal's own encoding (X10 stops at column 223).
        case none
    }

    package var tracking: Tracking
    package var sgr: SGR
    /// Whether the terminal reports screen pixels (1016).
    package var pixels: Bool

    package init(tracking: Tracking = .buttons, sgr: SGR, pixels: Bool = false) {
        self.tracking = tracking
        self.sgr = sgr
        self.pixels = pixels && sgr != .none
    }

    /// The modes to set, in order: tracking, then the encodings. Any-motion
    /// tracking is asked for after drag tracking, so a terminal without 1003
    /// still reports drags.
    package var enableSequence: String {
        (tracking == .anyMotion ? "\u{1B}[?1002h" : "") + "\u{1B}[?\(tracking.rawValue)h" + (sgr == .app ? "\u{1B}[?1006h" : "") + (pixels ? "\u{1B}[?1016h" : "")
    }

    /// Who handles SGR reports: ncurses when terminfo says so, else lifecam
    /// when the terminal answered DECRQM for 1006 or is known to have it
    /// (`knowsSGR`), else nobody.
    package static func sgr(ncursesDecodes: Bool, replies: TerminalReplies?, term: String,
                           environment: [String: String]) -> SGR {
        if ncursesDecodes { return .ncurses }
        if replies?.offersSGRMouse == true
            || knowsSGR(term: term, environment: environment, version: replies?.version) { return .app }
        return .none
    }

    /// Terminals that have SGR mouse reports whatever their terminfo entry
    /// says: kitty (`xterm-kitty`'s entry has the X10 mouse), WezTerm, foot,
    /// ghostty, Alacritty, iTerm2 (also over SSH, which forwards `LC_TERMINAL`),
    /// xterm; known by `TERM`, by the variables they set, or by their XTVERSION
    /// answer (which also comes over SSH).
    package static func knowsSGR(term: String, environment: [String: String], version: String?) -> Bool {
        let term = term.lowercased()
        if knownTerms.contains(where: { term.hasPrefix($0) }) { return true }
        if knownVariables.contains(where: { environment[$0] != nil }) { return true }
        if let program = environment["TERM_PROGRAM"], knownPrograms.contains(program.lowercased()) { return true }
        if environment["LC_TERMINAL"]?.lowercased() == "iterm2" { return true }
        guard let version = version?.lowercased() else { return false }
        return knownVersions.contains { version.hasPrefix($0) }
    }

    private static let knownTerms = ["xterm-kitty", "kitty", "wezterm", "foot", "alacritty", "xterm-ghostty", "ghostty",
                                     "iterm"]
    private static let knownVariables = ["KITTY_WINDOW_ID", "WEZTERM_PANE", "WEZTERM_EXECUTABLE", "ALACRITTY_WINDOW_ID",
                                         "GHOSTTY_RESOURCES_DIR"]
    private static let knownPrograms: Set<String> = ["wezterm", "iterm.app", "ghostty", "alacritty"]
    private static let knownVersions = ["kitty", "wezterm", "foot", "ghostty", "iterm2", "xterm", "alacritty"]
}
