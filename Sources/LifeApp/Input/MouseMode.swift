/// How mouse positions are reported (`--mouse`).
package enum MouseMode: String, Sendable, CaseIterable {
    /// Terminal cells: a click picks the upper Life cell of a glyph when cells are 1 pixel.
    case cells
    /// Screen pixels (SGR-Pixels, mode 1016) even if the terminal does not
    /// say it offers them; needs the cell size in pixels.
    case pixels
    /// Pixels when the terminal answers that it offers mode 1016, else cells.
    case auto

    /// Parses `cells`, `pixels` or `auto`.
    package init(parsing text: String) throws(MouseModeError) {
        guard let mode = MouseMode(rawValue: text.lowercased()) else { throw MouseModeError(text: text) }
        self = mode
    }
}

/// An unknown `--mouse` value.
package struct MouseModeError: Error, Equatable, CustomStringConvertible {
    package let text: String
    package var description: String { "unknown mouse mode '\(text)': choose cells, pixels or auto" }
}
