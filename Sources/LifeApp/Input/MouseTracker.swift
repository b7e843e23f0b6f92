/// Turns mouse reports into actions, keeping the button state that
/// terminals do not repeat: press → click (left) or erase (right); motion
/// with a button held → a line of painted (or erased) cells from the last
/// position, so fast drags leave no gaps; release ends the drag. Wheel and
/// motion without a button do nothing. When the geometry changes mid-drag
/// (cell size, resize), the drag goes on from the next position instead of
/// joining it to a cell of the old geometry.
public struct MouseTracker: Sendable {
    private var held: MouseButton?
    private var last: CellPoint?
    private var geometry: CanvasGeometry?

    public init() {}

    /// Actions for one report, with the geometry in effect.
    public mutating func actions(for report: MouseReport, geometry: CanvasGeometry) -> [Action] {
        if geometry != self.geometry {
            self.geometry = geometry
            last = nil
        }
        let cell = Self.cell(under: report, in: geometry, clamped: true)
        switch report.kind {
        case let .press(button):
            held = button
            last = Self.cell(under: report, in: geometry, clamped: false)
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

    /// The cell under the pointer: by canvas pixel when the terminal reports
    /// pixels, else by terminal cell (the glyph's upper Life cell). `clamped`:
    /// a drag that leaves the canvas keeps painting along its edge.
    private static func cell(under report: MouseReport, in g: CanvasGeometry, clamped: Bool) -> CellPoint? {
        func clamp(_ v: Int, _ count: Int) -> Int { clamped ? min(max(v, 0), max(0, count - 1)) : v }
        if let p = report.pixel {
            return g.cell(at: CanvasPixel(x: clamp(p.x, g.pixelWidth), y: clamp(p.y, g.pixelHeight)))
        }
        return g.cell(column: clamp(report.column, g.columns), row: clamp(report.row, g.rows))
    }
}
