import LifeCore

/// The look: as the options and the rule give it at the start, and the
/// rule's icons on or off (`I`). The other look keys act on the look itself
/// (`PaintOptions+Keys`).
extension Game {
    /// The look `options` give on `day`, under `rule` (`colour`).
    static func look(of rule: AnyRule, options: LookOptions, day: CalendarDay?) -> PaintOptions {
        var look = options.paintOptions(on: day)
        colour(&look, by: rule, options: options)
        return look
    }

    /// A rule file's rule paints each state in its colours (`@COLORS`, else
    /// Golly's), through the mono palette (the colours as they are) unless
    /// `--palette` names another, which tints them; its icons are drawn
    /// unless `--no-icons` says.
    static func colour(_ look: inout PaintOptions, by rule: AnyRule, options: LookOptions) {
        look.icons = options.icons ? icons(of: rule) : nil
        guard case let .loaded(loaded) = rule else { return }
        look.stateColours = loaded.colours
        if options.palette == nil { look.colours.palette = .mono }
    }

    /// The icons `rule` can be drawn with (`LoadedRule.icons` with a sheet;
    /// the name of one of Golly's built-in sets alone is not drawn); nil for none.
    static func icons(of rule: AnyRule) -> RuleIcons? {
        guard case let .loaded(loaded) = rule, let icons = loaded.icons, !icons.sheets.isEmpty else { return nil }
        return icons
    }

    /// `I`: the rule's icons on or off (`PaintOptions.icons`); a rule without icons says so.
    mutating func toggleIcons() {
        guard let icons = Self.icons(of: rule) else {
            message = "\(rule) has no icons"
            return
        }
        look.icons = look.icons == nil ? icons : nil
        message = look.icons == nil ? "icons off: plain cells"
            : "icons on: drawn where a cell is 7 pixels or more on pictures (kitty, sixel, recordings)"
    }
}
