/// How to draw one cell given the colours in effect: the glyph, the colour
/// codes to send first, and what that costs in bytes.
package struct CellChoice {
    package var mask: UInt8
    /// The colours to set before the glyph; nil = keep the current one.
    package var setForeground: UInt32?
    package var setBackground: UInt32?
    package var cost: Int

    @inline(__always)
    package init(_ mask: UInt8, _ f: UInt32?, _ b: UInt32?, cost: Int) {
        self.mask = mask
        setForeground = f
        setBackground = b
        self.cost = cost
    }
}

/// These read the pass and change nothing, yet are `mutating`: a mutating
/// method gets the pass by reference, while a non-mutating one called from
/// `write` made the compiler copy the whole 272-byte pass (a `memcpy` per
/// call, measured with callgrind), as it did for `registerValue`.
extension EncodePass {
    /// The cheapest way to draw cell `i` in the colours `foreground` and
    /// `background`, among (earlier wins ties): its glyph (fg = the cell's
    /// foreground), the inverted glyph (fg = the cell's background; '▄' for
    /// '▀'), and when both colours are close enough to share one, ' ' (bg)
    /// and '█' (fg). A register already within the register threshold of the colour
    /// it must show is kept.
    ///
    /// Each comparison of a register with a colour is made at most once, and
    /// only when a way needs it; each colour's SGR parameters cost the same
    /// in every way, so each way's cost is a sum of two numbers worked out once.
    @inline(__always)
    package mutating func cheapest(for i: Int, foreground: UInt32, background: UInt32) -> CellChoice {
        let cell = cells[i]
        let m = cell.mask, full = fullMask
        let f = cell.foreground.code, b = cell.background.code
        // Bytes of each colour's parameters with their ';', in either register.
        let fCost = Self.parameterCosts(f), bCost = Self.parameterCosts(b)
        // The glyph as is: fg shows f (unless no sub-pixel does), bg shows b.
        let fgShowsF = m != 0 && near(foreground, f), bgShowsB = m != full && near(background, b)
        let directF = m != 0 && !fgShowsF, directB = m != full && !bgShowsB
        var best = CellChoice(m, directF ? f : nil, directB ? b : nil,
                              cost: glyphCost(m) + EscapeWriter.sgrCost(parameters: directF ? fCost.foreground : 0, directB ? bCost.background : 0))
        // The inverted glyph: fg shows b, bg shows f.
        let fgShowsB = m != full && near(foreground, b), bgShowsF = m != 0 && near(background, f)
        let invertedF = m != full && !fgShowsB, invertedB = m != 0 && !bgShowsF
        let invertedCost = glyphCost(full ^ m) + EscapeWriter.sgrCost(parameters: invertedF ? bCost.foreground : 0, invertedB ? fCost.background : 0)
        if invertedCost < best.cost { best = CellChoice(full ^ m, invertedF ? b : nil, invertedB ? f : nil, cost: invertedCost) }
        guard m != 0, near(f, b) else { return best }
        // m is not 0 here, so bgShowsF and fgShowsF were compared; bgShowsB and fgShowsB were unless m is full.
        let spaceB = !(bgShowsF && (m != full ? bgShowsB : near(background, b)))
        let spaceCost = glyphCost(0) + EscapeWriter.sgrCost(parameters: 0, spaceB ? fCost.background : 0)
        if spaceCost < best.cost { best = CellChoice(0, nil, spaceB ? f : nil, cost: spaceCost) }
        let blockF = !(fgShowsF && (m != full ? fgShowsB : near(foreground, b)))
        let blockCost = glyphCost(full) + EscapeWriter.sgrCost(parameters: blockF ? fCost.foreground : 0, 0)
        if blockCost < best.cost { best = CellChoice(full, blockF ? f : nil, nil, cost: blockCost) }
        return best
    }

    /// Bytes of a colour's SGR parameters with their separator, as the
    /// foreground and as the background.
    @inline(__always)
    static func parameterCosts(_ code: UInt32) -> (foreground: Int, background: Int) {
        let costs = EscapeWriter.colorParameterCosts(code)
        return (1 + costs.foreground, 1 + costs.background)
    }
}
