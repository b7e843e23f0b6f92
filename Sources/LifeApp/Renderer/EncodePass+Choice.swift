/// How to draw one cell given the colours in effect: the glyph, the colour
/// codes to send first, and what that costs in bytes.
package struct CellChoice {
    package var mask: UInt8
    /// The colours to set before the glyph; nil = keep the current one.
    package var setForeground: UInt32?
    package var setBackground: UInt32?
    package var cost: Int

    @inline(__always)
    package init(_ mask: UInt8, _ f: UInt32?, _ b: UInt32?, glyphCost: Int) {
        self.mask = mask
        setForeground = f
        setBackground = b
        cost = glyphCost + EscapeWriter.sgrCost(foreground: f, background: b)
    }
}

/// These read the pass and change nothing, yet are `mutating`: a mutating
/// method gets the pass by reference, while a non-mutating one called from
/// `write` made the compiler copy the whole 272-byte pass (a `memcpy` per
/// call, measured with callgrind), as it did for `registerValue`.
extension EncodePass {
    /// The ways to draw cell `i` in the colours `foreground` and `background`:
    /// its glyph (fg = the cell's foreground), the inverted glyph (fg = the
    /// cell's background; '▄' for '▀'), and when both colours are close
    /// enough to share one, ' ' (bg) and '█' (fg). A register already within
    /// the threshold of the colour it must show is kept.
    @inline(__always)
    package mutating func choices(for i: Int, foreground: UInt32, background: UInt32) -> (CellChoice, CellChoice, CellChoice?, CellChoice?) {
        let cell = cells[i]
        let m = cell.mask, full = fullMask
        let f = cell.foreground.code, b = cell.background.code
        let direct = option(m, showing: f, over: b, foreground: foreground, background: background)
        let inverted = option(full ^ m, showing: b, over: f, foreground: foreground, background: background)
        guard m != 0, near(f, b) else { return (direct, inverted, nil, nil) }
        let bgBoth = near(background, f) && near(background, b)
        let fgBoth = near(foreground, f) && near(foreground, b)
        return (direct, inverted, CellChoice(0, nil, bgBoth ? nil : f, glyphCost: glyphCost(0)),
                CellChoice(full, fgBoth ? nil : f, nil, glyphCost: glyphCost(full)))
    }

    /// Glyph `mask` with `fg` in its set sub-pixels and `bg` in the others.
    @inline(__always)
    private mutating func option(_ mask: UInt8, showing fg: UInt32, over bg: UInt32, foreground: UInt32, background: UInt32) -> CellChoice {
        let needsForeground = mask != 0 && !near(foreground, fg)
        let needsBackground = mask != fullMask && !near(background, bg)
        return CellChoice(mask, needsForeground ? fg : nil, needsBackground ? bg : nil, glyphCost: glyphCost(mask))
    }

    /// The cheapest of `choices` (earlier wins ties).
    @inline(__always)
    package mutating func cheapest(for i: Int, foreground: UInt32, background: UInt32) -> CellChoice {
        let options = choices(for: i, foreground: foreground, background: background)
        var best = options.0
        if options.1.cost < best.cost { best = options.1 }
        if let o = options.2, o.cost < best.cost { best = o }
        if let o = options.3, o.cost < best.cost { best = o }
        return best
    }
}
