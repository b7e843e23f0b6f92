/// Turns mouse reports into actions, keeping the button state that
/// terminals do not repeat: press → click (left) or erase (right); motion
/// with a button held → a line of painted (or erased) cells from the last
/// position, so fast drags leave no gaps; release ends the drag. Wheel and
/// motion without a button do nothing.
public struct MouseTracker: Sendable {
    private var held: MouseButton?
    private var last: CellPoint?

    public init() {}

    /// Actions for one report, with the geometry in effect.
    public mutating func actions(for report: MouseReport, geometry: CanvasGeometry) -> [Action] {
        let cell = geometry.cell(column: clampColumn(report.column, geometry), row: clampRow(report.row, geometry))
        switch report.kind {
        case let .press(button):
            held = button
            last = geometry.cell(column: report.column, row: report.row)
            guard let at = last else { return [] }
            return button == .left ? [.click(at)] : [.paint([at], alive: false)]
        case .motion:
            return drag(to: cell)
        case let .release(button):
            let out = held == button ? drag(to: cell) : []
            held = nil
            last = nil
            return out
        case .wheelUp, .wheelDown:
            return []
        }
    }

    /// The line from the last position to `cell`, without the start (already painted).
    private mutating func drag(to cell: CellPoint?) -> [Action] {
        guard let button = held, let cell else { return [] }
        guard let from = last else {
            last = cell
            return [.paint([cell], alive: button == .left)]
        }
        guard from != cell else { return [] }
        last = cell
        return [.paint(Array(cellLine(from: from, to: cell).dropFirst()), alive: button == .left)]
    }

    // A drag that leaves the canvas keeps painting along its edge.
    private func clampColumn(_ c: Int, _ g: CanvasGeometry) -> Int { min(max(c, 0), max(0, g.columns - 1)) }
    private func clampRow(_ r: Int, _ g: CanvasGeometry) -> Int { min(max(r, 0), max(0, g.rows - 1)) }
}
