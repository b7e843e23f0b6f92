/// One frame being encoded: walks the wanted cells against what is on the
/// screen and writes only the cells that differ, tracking the terminal's
/// cursor and current colours as it goes.
///
/// Colours are `TerminalColor.code` values. `unknown` (never a valid code)
/// marks a screen cell, register or cursor coordinate whose state the
/// encoder does not know, which forces it to be written or set.
struct EncodePass {
    static let unknown: UInt32 = .max
    /// `cursorColumn` after writing the canvas' last column: the terminal
    /// may be in its pending-wrap state, so only CR or CUP may follow.
    static let pastRowEnd = -2

    let cells: UnsafeBufferPointer<TerminalCell>
    let shownUpper: UnsafeMutableBufferPointer<UInt32>
    let shownLower: UnsafeMutableBufferPointer<UInt32>
    let palette: UnsafeBufferPointer<UInt32>
    let columns: Int
    let rows: Int
    let origin: CanvasOrigin
    let threshold: Int
    var out: EscapeWriter

    /// The terminal's current foreground and background.
    var foreground = unknown
    var background = unknown
    /// Canvas coordinates of the cursor; -1 = unknown.
    var cursorRow = -1
    var cursorColumn = -1
    var cellsWritten = 0

    /// `0xRRGGBB` of a colour code.
    @inline(__always)
    func packed(_ code: UInt32) -> UInt32 {
        code & TerminalColor.indexedFlag == 0 ? code : palette[Int(code & 0xFF)]
    }

    /// Whether colour `a` may stand for colour `b`: equal, or within the threshold.
    @inline(__always)
    func near(_ a: UInt32, _ b: UInt32) -> Bool {
        if a == b { return true }
        if threshold == 0 || a == Self.unknown || b == Self.unknown { return false }
        return TerminalColor.distance(packed(a), packed(b)) <= threshold
    }

    /// Whether cell `i` on screen already shows (within the threshold) what is wanted.
    @inline(__always)
    func isCurrent(_ i: Int) -> Bool {
        let cell = cells[i]
        return near(shownUpper[i], cell.upper.code) && near(shownLower[i], cell.lower.code)
    }

    /// Writes every cell that is not current, row by row.
    mutating func run() {
        for y in 0..<rows {
            let base = y * columns
            for x in 0..<columns where !isCurrent(base + x) {
                move(toRow: y, column: x)
                write(cellAt: base + x)
                cursorColumn = x + 1 == columns ? Self.pastRowEnd : x + 1
            }
        }
    }

    /// Writes cell `i` at the cursor with the cheapest glyph and colour codes
    /// that show it within the threshold, and records what is now shown.
    @inline(__always)
    mutating func write(cellAt i: Int) {
        let cell = cells[i]
        let u = cell.upper.code, l = cell.lower.code
        let fgU = near(foreground, u), fgL = near(foreground, l)
        let bgU = near(background, u), bgL = near(background, l)
        // Candidates, cheapest wins, earlier wins ties: '▀' fg=u bg=l; '▄' fg=l bg=u;
        // and when both halves may share one colour, ' ' bg=u or '█' fg=u.
        var glyph = TerminalCell.Glyph.upperHalf
        var setF: UInt32? = fgU ? nil : u
        var setB: UInt32? = bgL ? nil : l
        var cost = 3 + EscapeWriter.sgrCost(foreground: setF, background: setB)
        func consider(_ g: TerminalCell.Glyph, _ f: UInt32?, _ b: UInt32?) {
            let c = EscapeWriter.glyphCost(g) + EscapeWriter.sgrCost(foreground: f, background: b)
            if c < cost { (glyph, setF, setB, cost) = (g, f, b, c) }
        }
        consider(.lowerHalf, fgL ? nil : l, bgU ? nil : u)
        if near(u, l) {
            consider(.space, nil, bgU && bgL ? nil : u)
            consider(.fullBlock, fgU && fgL ? nil : u, nil)
        }
        out.sgr(foreground: setF, background: setB)
        if let f = setF { foreground = f }
        if let b = setB { background = b }
        out.glyph(glyph)
        record(glyph, at: i)
    }

    /// Records what cell `i` shows after `glyph` was drawn in the current colours.
    @inline(__always)
    mutating func record(_ glyph: TerminalCell.Glyph, at i: Int) {
        switch glyph {
        case .space: (shownUpper[i], shownLower[i]) = (background, background)
        case .upperHalf: (shownUpper[i], shownLower[i]) = (foreground, background)
        case .lowerHalf: (shownUpper[i], shownLower[i]) = (background, foreground)
        case .fullBlock: (shownUpper[i], shownLower[i]) = (foreground, foreground)
        }
        cellsWritten += 1
    }
}
