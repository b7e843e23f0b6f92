import LifeCore
import TerminalRenderer

/// The control strip in play, as a value: whether it is shown (as `i` last
/// said, else by the terminal's height), the pointer's hold on it, and the
/// row the screen shows, so the same strip is never painted or sent twice.
struct StripController {
    /// Shown (true) or hidden (false) by `i`; nil: shown when the terminal
    /// has at least `StripLayout.minimumRows` rows.
    private(set) var choice: Bool?
    /// The pointer on the strip (a drag that began on it keeps it).
    var input = StripInput()
    /// The strip row last written; nil when the screen no longer shows it.
    private var drawn: [StripCell]?
    /// What `drawn` was painted from: the same again is not painted again.
    private var drawnFrom: (state: StripState, columns: Int)?

    init(choice: Bool?) {
        self.choice = choice
    }

    /// Whether a terminal of `rows` shows the strip when `i` last said
    /// `choice` (nil: never pressed); never on a terminal too short to keep a
    /// canvas beside it.
    static func shows(rows: Int, choice: Bool?) -> Bool {
        rows >= 3 && (choice ?? (rows >= StripLayout.minimumRows))
    }

    /// Whether the strip is shown on a terminal of `rows`.
    func shown(rows: Int) -> Bool { Self.shows(rows: rows, choice: choice) }

    /// `i`: hidden if it was shown on a terminal of `rows`, else shown.
    mutating func toggle(rows: Int) {
        choice = !shown(rows: rows)
    }

    /// The bytes that draw the strip showing `state` on 0-based terminal
    /// `row` of `columns`, colours for `mode`; none when the screen shows it already.
    mutating func bytes(showing state: StripState, row: Int, columns: Int, mode: ColorMode) -> [UInt8] {
        if drawn != nil, let last = drawnFrom, last.state == state, last.columns == columns { return [] }
        let cells = StripPainter.cells(state, layout: StripLayout(columns: columns))
        drawnFrom = (state, columns)
        guard cells != drawn else { return [] }
        drawn = cells
        return StripEncoder.encode(cells, row: row, mode: mode)
    }

    /// The screen was cleared: the strip is drawn again with the next frame.
    mutating func screenCleared() {
        drawn = nil
    }
}
