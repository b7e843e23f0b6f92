import TerminalRenderer

/// The status line as bytes for the terminal, written raw like the canvas
/// and the control strip (ncurses would flush after each of its cursor
/// moves: three or four `write`s for one changed line, each waking the
/// terminal; this way the line travels with the next canvas frame, in the
/// same `write`).
///
/// The row is drawn whole, in reverse video, the way `wchgat` reversed it:
/// the text fitted by `TextWidth.fit` (no control characters, at most
/// `columns - 1` columns), spaces after it, and the last cell too where
/// writing it cannot scroll the screen. Cursor and attributes are
/// saved before and restored after (`ESC7 … ESC8`), so ncurses finds the
/// terminal as it left it.
package enum StatusRow {
    /// The bytes that draw `text` on 0-based `row` of a terminal `columns`
    /// wide. `lastCell`: whether the bottom-right cell may be written (the
    /// terminal has no automatic margins, or defers the wrap, terminfo's
    /// `xenl`, as xterm, tmux, kitty and the Linux console do).
    package static func bytes(_ text: String, row: Int, columns: Int, lastCell: Bool) -> [UInt8] {
        guard columns > 0, row >= 0 else { return [] }
        let fitted = TextWidth.fit(text, columns: columns)
        let width = TextWidth.columns(fitted)
        var out = EscapeWriter(bytes: [])
        out.bytes.reserveCapacity(fitted.utf8.count + columns + 24)
        out.bytes += [0x1B, 0x37]
        out.cursorPosition(row: row + 1, column: 1)
        out.bytes += Array("\u{1B}[0;7m".utf8)
        out.bytes += Array(fitted.utf8)
        let end = lastCell ? columns : columns - 1
        if end > width { out.bytes += repeatElement(0x20, count: end - width) }
        out.bytes += Array("\u{1B}[0m\u{1B}8".utf8)
        return out.bytes
    }
}
