import LifeCore
import TerminalRenderer

/// The bytes that draw the control strip's row: written raw like the canvas,
/// in the colour mode of the canvas (ncurses knows nothing of 24-bit colour
/// on most terminals), wrapped the same way, `ESC[?2026h ESC7 … ESC[0m ESC8
/// ESC[?2026l`, so cursor and attributes stay as ncurses left them. A
/// colour is sent only when it changes along the row.
package enum StripEncoder {
    /// The bytes for `cells` on 0-based terminal `row`, colours quantised for `mode`.
    package static func encode(_ cells: [StripCell], row: Int, mode: ColorMode) -> [UInt8] {
        var out = EscapeWriter(bytes: EscapeWriter.frameStart)
        out.cursorPosition(row: row + 1, column: 1)
        var foreground: UInt32?, background: UInt32?
        for cell in cells {
            let f = mode.quantize(cell.foreground).code, b = mode.quantize(cell.background).code
            // A space shows only its background: its foreground need not be set.
            let setF = cell.character != " " && f != foreground
            out.sgr(foreground: setF ? f : nil, background: b != background ? b : nil)
            if setF { foreground = f }
            background = b
            out.bytes.append(contentsOf: Array(String(cell.character).utf8))
        }
        out.bytes.append(contentsOf: EscapeWriter.frameEnd)
        return out.bytes
    }
}
