import LifeCore

/// Turns a canvas into terminal bytes until the real renderer lands: one
/// '▀' per cell (upper pixel foreground, lower background), truecolour,
/// only the cells that changed since the last frame, in synchronized output.
struct StandInEncoder {
    private var shown: [RGB] = []
    private var columns = 0, rows = 0

    /// Forgets what is on screen: the next frame is sent in full.
    mutating func invalidate() { shown.removeAll() }

    mutating func encode(_ frame: RGBFrame) -> [UInt8] {
        let cols = frame.width, rows = frame.height / 2
        if cols != columns || rows != self.rows || shown.count != cols * rows * 2 {
            columns = cols
            self.rows = rows
            shown = Array(repeating: RGB(1, 2, 3), count: cols * rows * 2)
        }
        var out: [UInt8] = Array("\u{1B}[?2026h".utf8)
        for row in 0..<rows {
            var cursorAt = -1
            for col in 0..<cols {
                let up = frame[col, row * 2], down = frame[col, row * 2 + 1]
                let i = (row * cols + col) * 2
                if shown[i] == up, shown[i + 1] == down { continue }
                shown[i] = up
                shown[i + 1] = down
                if cursorAt != col { out += Array("\u{1B}[\(row + 1);\(col + 1)H".utf8) }
                out += Array("\u{1B}[38;2;\(up.r);\(up.g);\(up.b);48;2;\(down.r);\(down.g);\(down.b)m▀".utf8)
                cursorAt = col + 1
            }
        }
        out += Array("\u{1B}[?2026l".utf8)
        return out
    }
}
