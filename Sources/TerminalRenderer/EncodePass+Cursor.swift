/// Cursor movement: the cheapest way from where the cursor is to the next
/// cell to write, in bytes. Canvas (x, y) is terminal (origin.column + x,
/// origin.row + y).
extension EncodePass {
    private enum Move {
        case position, forward, overwrite, returnDown
    }

    /// Moves the cursor to canvas cell (column, row), choosing among
    /// `ESC[r;cH`, `ESC[nC`, rewriting the few cells in between with the
    /// colours already set, and `CR` + line feeds (or `ESC[nB`) + `ESC[nC`.
    package mutating func move(toRow y: Int, column x: Int) {
        if cursorRow == y && cursorColumn == x { return }
        var plan = Move.position
        var best = EscapeWriter.cursorPositionCost(row: origin.row + y + 1, column: origin.column + x + 1)
        if cursorRow == y && cursorColumn >= 0 && cursorColumn < x {
            let gap = x - cursorColumn
            let forward = EscapeWriter.relativeMoveCost(gap)
            if forward < best { (plan, best) = (.forward, forward) }
            // A relative move costs at least 3 bytes, a rewritten cell at least 1.
            if gap < best, let over = overwriteCost(row: y, from: cursorColumn, to: x), over < best {
                (plan, best) = (.overwrite, over)
            }
        } else if cursorRow >= 0 && cursorRow <= y {
            let back = 1 + EscapeWriter.lineDownCost(y - cursorRow)
                + EscapeWriter.relativeMoveCost(origin.column + x)
            if back < best { (plan, best) = (.returnDown, back) }
        }
        switch plan {
        case .position:
            out.cursorPosition(row: origin.row + y + 1, column: origin.column + x + 1)
        case .forward:
            out.forward(x - cursorColumn)
        case .overwrite:
            overwrite(row: y, from: cursorColumn, to: x)
        case .returnDown:
            out.carriageReturn()
            out.lineDown(y - cursorRow)
            out.forward(origin.column + x)
        }
        cursorRow = y
        cursorColumn = x
    }

    /// The glyph that shows cell `i` as wanted (within the register threshold) in the
    /// colours already set, without any colour code; nil if none does.
    @inline(__always)
    private func glyphWithoutColorChange(_ i: Int) -> UInt8? {
        let cell = cells[i]
        let m = cell.mask, full = fullMask
        let f = cell.foreground.code, b = cell.background.code
        // One colour (a fading cell): the tests below come to these two.
        if f == b { return near(background, f) ? 0 : near(foreground, f) ? full : nil }
        if near(background, f) && near(background, b) { return 0 }
        if (m == 0 || near(foreground, f)) && near(background, b) { return m }
        if near(background, f) && (m == full || near(foreground, b)) { return full ^ m }
        if near(foreground, f) && near(foreground, b) { return full }
        return nil
    }

    /// Bytes to rewrite the cells `from..<to` of row `y` in the current
    /// colours, or nil when one of them would need a colour code. (`mutating`
    /// though it changes nothing: see `EncodePass+Choice.swift`.)
    private mutating func overwriteCost(row y: Int, from: Int, to: Int) -> Int? {
        var total = 0
        for x in from..<to {
            guard let g = glyphWithoutColorChange(y * columns + x) else { return nil }
            total += glyphCost(g)
        }
        return total
    }

    /// Rewrites the cells `from..<to` of row `y` (checked by `overwriteCost`).
    private mutating func overwrite(row y: Int, from: Int, to: Int) {
        for x in from..<to {
            let i = y * columns + x
            guard let g = glyphWithoutColorChange(i) else { preconditionFailure("overwrite without a cost check") }
            drawGlyph(g, at: i)
        }
    }
}
