import TerminalRenderer

/// The blitter play starts with and those `t` steps through, decided once
/// from what the terminal told at start-up, with the one thing worth saying
/// about it: the start-up step of `--blitter`, apart from the command so it
/// is tested by tables.
package struct BlitterStart: Sendable, Equatable {
    package private(set) var cycle: BlitterCycle
    /// Said once, in the status line, when the choice was not taken as asked
    /// or may not show; nil when there is nothing to say.
    package private(set) var message: String?

    /// What the terminal told at start-up.
    package struct Facts: Sendable, Equatable {
        /// The probe's replies; nil when no probe could be sent (nothing is known).
        package var replies: TerminalReplies?
        /// Inside tmux, the terminal tmux runs in (`#{client_termtype}`), when known.
        package var outer: String?
        /// One character cell's size in pixels is known (pictures need it).
        package var cellKnown: Bool

        package init(replies: TerminalReplies?, outer: String? = nil, cellKnown: Bool = false) {
            self.replies = replies
            self.outer = outer
            self.cellKnown = cellKnown
        }
    }

    package init(cycle: BlitterCycle, message: String? = nil) {
        self.cycle = cycle
        self.message = message
    }

    /// The start for `choice` in a terminal with these `facts`: the blitters
    /// it shows (`BlitterSupport`), `auto` taking the finest glyphs. A named
    /// one that cannot show there (pictures the terminal does not offer,
    /// glyphs it drops) gives way to the finest glyphs it shows, saying so;
    /// one that may show (glyphs passed on, though maybe in no font) is
    /// taken with a note, and so is any, with nothing known (no probe sent).
    package init(_ choice: BlitterChoice, facts: Facts) {
        let available = facts.replies.map {
            BlitterSupport.available(advances: $0.glyphAdvances, terminal: $0.version, outer: facts.outer,
                                     kittyGraphics: $0.kittyGraphics, sixel: $0.deviceAttributes.contains(4),
                                     cellKnown: facts.cellKnown)
        } ?? [.half]
        let finest = BlitterSupport.auto(available)
        guard case let .fixed(blitter) = choice else {
            self.init(cycle: BlitterCycle(current: finest, available: available))
            return
        }
        if let reason = Self.whyNot(blitter, facts: facts) {
            self.init(cycle: BlitterCycle(current: finest, available: available),
                      message: "--blitter \(blitter): \(reason): \(Self.name(of: finest)) instead")
        } else {
            let note = facts.replies != nil && !available.contains(blitter)
                ? "\(blitter)\(blitter.drawsPixels ? "" : " glyphs") may not show in this terminal (t switches)" : nil
            self.init(cycle: BlitterCycle(current: blitter, available: available), message: note)
        }
    }

    /// Why `blitter` cannot show with these facts, when that is known; nil
    /// when it may (a terminal's fonts are not asked: a glyph passed on one
    /// column wide may be drawn or not).
    static func whyNot(_ blitter: Blitter, facts: Facts) -> String? {
        guard blitter.drawsPixels else {
            guard let advance = facts.replies?.advance(of: blitter), advance != 1 else { return nil }
            return advance == 0 ? "this terminal drops \(blitter)s" : "this terminal draws \(blitter)s \(advance) columns wide"
        }
        if facts.replies?.version.flatMap(TerminalIdentity.init(parsing:))?.name == "tmux" { return "tmux passes no pictures on" }
        // A picture is laid out in the terminal's own pixels.
        guard facts.cellKnown else { return "this terminal does not tell its cell size in pixels" }
        guard let replies = facts.replies else { return nil }
        guard replies.sawDeviceAttributes else { return "the terminal did not answer in time" }
        switch blitter {
        case .kitty where !replies.kittyGraphics: return "this terminal did not answer the kitty graphics query"
        case .sixel where !replies.deviceAttributes.contains(4): return "this terminal does not list sixel graphics"
        default: return nil
        }
    }

    /// Takes a picture `blitter` out (its encoder could not start, for
    /// `reason`): when it was the one to start with, the finest glyphs left
    /// take its place, saying why.
    package mutating func remove(_ blitter: Blitter, because reason: String) {
        guard cycle.available.contains(blitter) else { return }
        let rest = cycle.available.filter { $0 != blitter }
        if cycle.current == blitter {
            let finest = BlitterSupport.auto(rest)
            cycle = BlitterCycle(current: finest, available: rest)
            message = "\(reason): \(Self.name(of: finest)) instead"
        } else {
            cycle = BlitterCycle(current: cycle.current, available: rest)
        }
    }

    /// `half blocks`, `quadrant glyphs`.
    static func name(of glyphs: Blitter) -> String {
        glyphs == .half ? "half blocks" : "\(glyphs) glyphs"
    }

    /// While casting, `t` steps through glyph blitters only, and `auto` picks
    /// the finest of those: a cast carries text, not kitty or sixel pictures (`castCarries`).
    package mutating func keepGlyphs() {
        let glyphs = cycle.available.filter(\.castCarries)
        let shown = glyphs.isEmpty ? [Blitter.half] : glyphs
        cycle = BlitterCycle(current: cycle.current.castCarries ? cycle.current : BlitterSupport.auto(shown), available: shown)
    }
}
