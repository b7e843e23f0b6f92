/// How to draw one cell given the colours in effect: the glyph, the colour
/// codes to send first, and what that costs in bytes.
package struct CellChoice {
    package var glyph: TerminalCell.Glyph
    /// The colours to set before the glyph; nil = keep the current one.
    package var setForeground: UInt32?
    package var setBackground: UInt32?
    package var cost: Int

    @inline(__always)
    package init(_ glyph: TerminalCell.Glyph, _ f: UInt32?, _ b: UInt32?) {
        self.glyph = glyph
        setForeground = f
        setBackground = b
        cost = EscapeWriter.glyphCost(glyph) + EscapeWriter.sgrCost(foreground: f, background: b)
    }
}

extension EncodePass {
    /// The ways to draw cell `i` in the colours `foreground` and `background`:
    /// '▀' (fg = upper, bg = lower), '▄' (fg = lower, bg = upper), and when
    /// both halves may share a colour, ' ' (bg) and '█' (fg). A register
    /// already within the threshold of the colour it must show is kept.
    @inline(__always)
    package func choices(for i: Int, foreground: UInt32, background: UInt32) -> (CellChoice, CellChoice, CellChoice?, CellChoice?) {
        let cell = cells[i]
        let u = cell.upper.code, l = cell.lower.code
        let fgU = near(foreground, u), fgL = near(foreground, l)
        let bgU = near(background, u), bgL = near(background, l)
        let upper = CellChoice(.upperHalf, fgU ? nil : u, bgL ? nil : l)
        let lower = CellChoice(.lowerHalf, fgL ? nil : l, bgU ? nil : u)
        guard near(u, l) else { return (upper, lower, nil, nil) }
        return (upper, lower, CellChoice(.space, nil, bgU && bgL ? nil : u), CellChoice(.fullBlock, fgU && fgL ? nil : u, nil))
    }

    /// The cheapest of `choices` (earlier wins ties).
    @inline(__always)
    package func cheapest(for i: Int, foreground: UInt32, background: UInt32) -> CellChoice {
        let options = choices(for: i, foreground: foreground, background: background)
        var best = options.0
        if options.1.cost < best.cost { best = options.1 }
        if let o = options.2, o.cost < best.cost { best = o }
        if let o = options.3, o.cost < best.cost { best = o }
        return best
    }
}
