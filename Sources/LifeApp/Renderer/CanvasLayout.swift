/// Where the canvas goes on a terminal of a given size: every column, every
/// row but the last (the status line), two canvas pixels per row. The app
/// and `lifecam render --out FILE.ans` both use it, so the `.ans` bytes are
/// the ones the app would write to a terminal of that size.
public struct CanvasLayout: Hashable, Sendable {
    /// The terminal's size in cells.
    public let terminalColumns: Int
    public let terminalRows: Int

    /// A layout for a terminal of `columns × rows` cells; nil when there is
    /// no room for a canvas above the status line (fewer than 1 column or 2 rows).
    public init?(terminalColumns columns: Int, terminalRows rows: Int) {
        guard columns >= 1, rows >= 2 else { return nil }
        terminalColumns = columns
        terminalRows = rows
    }

    /// The canvas' top-left cell on the terminal.
    public var origin: CanvasOrigin { CanvasOrigin(row: 0, column: 0) }
    /// The canvas in terminal cells.
    public var cellColumns: Int { terminalColumns }
    public var cellRows: Int { terminalRows - 1 }
    /// The canvas in pixels: what the compositor renders into.
    public var pixelWidth: Int { terminalColumns }
    public var pixelHeight: Int { 2 * (terminalRows - 1) }
    /// The 0-based terminal row of the status line.
    public var statusRow: Int { terminalRows - 1 }
}
