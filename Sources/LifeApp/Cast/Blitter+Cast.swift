import TerminalRenderer

extension Blitter {
    /// Whether an asciicast carries what this blitter draws: glyphs are text,
    /// which asciinema shows; kitty and sixel pictures it does not carry. The
    /// one decision behind play's `--cast` (the blitters `t` steps through,
    /// a named one refused) and render's `.cast`.
    package var castCarries: Bool { !drawsPixels }

    /// The words refusing this blitter for a cast, `advice` ending them
    /// (play's: " with --cast"); nil when a cast carries it.
    package func castRefusal(advice: String = "") -> String? {
        castCarries ? nil : "--blitter \(self) draws pictures, which a cast does not carry (asciinema shows text): "
            + "use half, quadrant, sextant or octant" + advice
    }
}
