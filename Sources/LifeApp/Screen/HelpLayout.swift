/// Where the help overlay's lines go on a screen of a given size (the status
/// line's row excluded): one column, centred vertically, when it fits; side by
/// side columns when the screen is too short but wide enough; else as many
/// lines as fit, the last one saying there is more. Every row fits the width.
package enum HelpLayout {
    /// The rows to draw, top to bottom, for `rows` rows of `columns` columns.
    package static func rows(_ lines: [String], columns: Int, rows: Int) -> [String] {
        guard rows > 0, columns > 0 else { return [] }
        if lines.count <= rows {
            let top = (rows - lines.count) / 2
            return Array(repeating: "", count: top) + lines.map { fit("  " + $0, columns) }
        }
        let across = (lines.count + rows - 1) / rows
        let widths = (0..<across).map { c in
            lines[(c * rows)..<min(lines.count, (c + 1) * rows)].map(TextWidth.columns).max() ?? 0
        }
        if across > 1, 2 + widths.reduce(0, +) + 3 * (across - 1) <= columns - 1 {
            return (0..<rows).map { r in
                let cells = (0..<across).map { c in c * rows + r < lines.count ? pad(lines[c * rows + r], widths[c] + 3) : "" }
                return fit("  " + cells.joined(), columns)
            }
        }
        return lines.prefix(rows - 1).map { fit("  " + $0, columns) } + [fit("  … (a taller terminal shows more)", columns)]
    }

    private static func fit(_ text: String, _ columns: Int) -> String {
        var s = TextWidth.prefix(text, width: max(0, columns - 1))
        while s.last == " " { s.removeLast() }
        return s
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - TextWidth.columns(text)))
    }
}
