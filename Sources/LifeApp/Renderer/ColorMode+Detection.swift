extension ColorMode {
    /// The colour mode to use, decided from what the terminal says about itself.
    ///
    /// In order: an explicit `--colors` choice wins; then 24-bit colour when
    /// `COLORTERM` is `truecolor` or `24bit` (the convention of VTE, Konsole,
    /// iTerm2 and others; ssh and sudo drop it, so it fails safe) or when the
    /// terminfo entry has the `RGB` capability; otherwise 256 colours, or 16
    /// when terminfo says the terminal has fewer than 256.
    ///
    /// - Parameters:
    ///   - environment: the process environment (only `COLORTERM` is read).
    ///   - terminfoRGB: whether terminfo reports `RGB` (flag, number or string).
    ///   - terminfoColors: terminfo's `colors`, when known.
    ///   - override: the `--colors` option, when given.
    public static func detect(
        environment: [String: String],
        terminfoRGB: Bool,
        terminfoColors: Int? = nil,
        override: ColorMode? = nil
    ) -> ColorMode {
        if let override { return override }
        let colorterm = environment["COLORTERM"]?.lowercased() ?? ""
        if colorterm == "truecolor" || colorterm == "24bit" || terminfoRGB { return .truecolor }
        if let colors = terminfoColors, colors < 256 { return .palette16 }
        return .palette256
    }
}
