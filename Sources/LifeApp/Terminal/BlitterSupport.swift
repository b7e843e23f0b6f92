import TerminalRenderer

/// Which blitters a terminal can show, decided from what it answered at
/// start-up (`TerminalReplies`), and what `auto` picks: the finest of them,
/// octant → sextant → quadrant → half.
///
/// Two things must hold for a glyph set. The terminal (or tmux between it and
/// lifecam) must pass the glyph on one column wide: the probe prints a test
/// glyph and reads the cursor back, and anything but one column (tmux 3.3a and
/// foot 1.13 drop octants: zero) rules the set out. And the terminal must draw
/// the glyphs, which no reply says: a missing font glyph still advances one
/// column (xterm draws nothing, kitty 0.26 tofu). That is known per terminal,
/// by the name XTVERSION gives (docs/TERMINALS.md, "Which fonts draw sextants
/// and octants"):
///
/// | terminal | draws |
/// |---|---|
/// | kitty, foot | sextants themselves; octants from kitty 0.40, foot 1.20 |
/// | WezTerm, ghostty | sextants and octants themselves |
/// | XTerm | quadrants; sextants only from a fallback font, not cell-filling; no Debian font has octants |
/// | tmux | what the terminal it runs in draws (asked of tmux by the shell) |
/// | anything else, or no answer | quadrants (in most monospace fonts) |
package enum BlitterSupport {
    /// The blitters shown, coarsest first (always at least half blocks):
    /// the glyph sets as above, then kitty graphics when the terminal answered
    /// the kitty query, and sixel when its device attributes name sixel
    /// graphics (4), each only when the cell size in pixels is known.
    ///
    /// - Parameters:
    ///   - advances: columns each of `TerminalReplies.glyphTests` moved the cursor (nil: no report).
    ///   - terminal: the terminal's XTVERSION name, when it answered.
    ///   - outer: inside tmux, the terminal tmux runs in (`#{client_termtype}`), when known.
    ///   - kittyGraphics: the terminal answered the kitty graphics query.
    ///   - sixel: the terminal's device attributes include 4 (sixel graphics).
    ///   - cellKnown: one character cell's size in pixels is known (pictures need it).
    package static func available(advances: [Int?], terminal: String?, outer: String?,
                                 kittyGraphics: Bool = false, sixel: Bool = false, cellKnown: Bool = false) -> [Blitter] {
        glyphs(advances: advances, terminal: terminal, outer: outer)
            + (kittyGraphics && cellKnown ? [.kitty] : []) + (sixel && cellKnown ? [.sixel] : [])
    }

    /// The glyph blitters shown, coarsest first.
    static func glyphs(advances: [Int?], terminal: String?, outer: String?) -> [Blitter] {
        var drawer = terminal.flatMap(TerminalIdentity.init(parsing:))
        if drawer?.name == "tmux" { drawer = outer.flatMap(TerminalIdentity.init(parsing:)) }
        let drawn = drawer?.drawnGlyphs ?? [.half, .quadrant]
        let tests: [Blitter: Int] = [.quadrant: 0, .sextant: 1, .octant: 2]
        return Blitter.glyphs.filter { blitter in
            guard drawn.contains(blitter) else { return false }
            guard let test = tests[blitter] else { return true }
            return test < advances.count && advances[test] == 1
        }
    }

    /// The finest glyph blitter of `available` (pictures only when asked for:
    /// they cost far more bytes and time per frame).
    package static func auto(_ available: [Blitter]) -> Blitter {
        Blitter.glyphs.last { available.contains($0) } ?? .half
    }
}

/// A terminal's name and version from its XTVERSION reply (`kitty(0.26.5)`,
/// `XTerm(379)`, `tmux 3.3a`, `WezTerm 20240203-110809-5046fc22`).
package struct TerminalIdentity: Sendable, Equatable {
    /// Lowercased: `kitty`, `xterm`, `tmux`, `foot`, `wezterm`, `ghostty`.
    package var name: String
    /// The version's numbers, most significant first (letters end a number: `3.3a` is [3, 3]).
    package var version: [Int]

    package init?(parsing text: String) {
        let nameEnd = text.firstIndex { $0 == "(" || $0 == " " } ?? text.endIndex
        let name = text[..<nameEnd].lowercased()
        guard !name.isEmpty else { return nil }
        self.name = name
        var numbers: [Int] = []
        var current: Int?
        for c in text[nameEnd...] {
            if let digit = c.wholeNumberValue, c.isASCII {
                current = (current ?? 0) &* 10 &+ digit
            } else {
                if let n = current { numbers.append(n) }
                current = nil
                if c != "." && !numbers.isEmpty { break }
            }
        }
        if let n = current { numbers.append(n) }
        version = numbers
    }

    /// Whether the version is at least `minimum`.
    package func isAtLeast(_ minimum: [Int]) -> Bool {
        for (i, m) in minimum.enumerated() {
            let v = i < version.count ? version[i] : 0
            if v != m { return v > m }
        }
        return true
    }

    /// The glyph blitters this terminal draws (see `BlitterSupport`).
    var drawnGlyphs: [Blitter] {
        switch name {
        case "kitty": isAtLeast([0, 40]) ? Blitter.glyphs : [.half, .quadrant, .sextant]
        case "foot": isAtLeast([1, 20]) ? Blitter.glyphs : [.half, .quadrant, .sextant]
        case "wezterm", "ghostty": Blitter.glyphs
        default: [.half, .quadrant]
        }
    }
}
