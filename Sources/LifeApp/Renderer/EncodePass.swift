/// One frame being encoded: walks the wanted cells against what is on the
/// screen and writes only the cells that differ, tracking the terminal's
/// cursor and current colours as it goes.
///
/// Colours are `TerminalColor.code` values. `unknown` (never a valid code)
/// marks a screen cell, register or cursor coordinate whose state the
/// encoder does not know, which forces it to be written or set.
package struct EncodePass {
    package static let unknown: UInt32 = .max
    /// `cursorColumn` after writing the canvas' last column: the terminal
    /// may be in its pending-wrap state, so only CR or CUP may follow.
    package static let pastRowEnd = -2

    package let cells: UnsafeBufferPointer<TerminalCell>
    package let shownUpper: UnsafeMutableBufferPointer<UInt32>
    package let shownLower: UnsafeMutableBufferPointer<UInt32>
    package let palette: UnsafeBufferPointer<UInt32>
    package let columns: Int
    package let rows: Int
    package let origin: CanvasOrigin
    package let threshold: Int
    package var out: EscapeWriter

    /// The terminal's current foreground and background.
    package var foreground = unknown
    package var background = unknown
    /// Canvas coordinates of the cursor; -1 = unknown.
    package var cursorRow = -1
    package var cursorColumn = -1
    package var cellsWritten = 0

    /// `0xRRGGBB` of a colour code.
    @inline(__always)
    package func packed(_ code: UInt32) -> UInt32 {
        code & TerminalColor.indexedFlag == 0 ? code : palette[Int(code & 0xFF)]
    }

    /// Whether colour `a` may stand for colour `b`: equal, or within the threshold.
    @inline(__always)
    package func near(_ a: UInt32, _ b: UInt32) -> Bool {
        if a == b { return true }
        if threshold == 0 || a == Self.unknown || b == Self.unknown { return false }
        return TerminalColor.distance(packed(a), packed(b)) <= threshold
    }

    /// Whether cell `i` on screen already shows (within the threshold) what is wanted.
    @inline(__always)
    package func isCurrent(_ i: Int) -> Bool {
        let cell = cells[i]
        return near(shownUpper[i], cell.upper.code) && near(shownLower[i], cell.lower.code)
    }

    /// Writes every cell that is not current, row by row.
    package mutating func run() {
        for y in 0..<rows {
            let base = y * columns
            for x in 0..<columns where !isCurrent(base + x) {
                move(toRow: y, column: x)
                write(cellAt: base + x, rowEnd: base + columns)
                cursorColumn = x + 1 == columns ? Self.pastRowEnd : x + 1
            }
        }
    }

    /// Writes cell `i` at the cursor with the cheapest glyph and colour codes
    /// that show it within the threshold, and records what is now shown.
    @inline(__always)
    package mutating func write(cellAt i: Int, rowEnd: Int) {
        var best = cheapest(for: i, foreground: foreground, background: background)
        let solid = best.glyph == .space || best.glyph == .fullBlock
        if best.setForeground != nil {
            best.setForeground = registerValue(for: i, upperHalf: best.glyph != .lowerHalf, both: solid, rowEnd: rowEnd)
        }
        if best.setBackground != nil {
            best.setBackground = registerValue(for: i, upperHalf: best.glyph != .upperHalf, both: solid, rowEnd: rowEnd)
        }
        out.sgr(foreground: best.setForeground, background: best.setBackground)
        if let f = best.setForeground { foreground = f }
        if let b = best.setBackground { background = b }
        out.glyph(best.glyph)
        record(best.glyph, at: i)
    }

    /// Records what cell `i` shows after `glyph` was drawn in the current colours.
    @inline(__always)
    package mutating func record(_ glyph: TerminalCell.Glyph, at i: Int) {
        switch glyph {
        case .space: (shownUpper[i], shownLower[i]) = (background, background)
        case .upperHalf: (shownUpper[i], shownLower[i]) = (foreground, background)
        case .lowerHalf: (shownUpper[i], shownLower[i]) = (background, foreground)
        case .fullBlock: (shownUpper[i], shownLower[i]) = (foreground, foreground)
        }
        cellsWritten += 1
    }
}
