import LifeCore

/// Turns mouse reports into actions, keeping the button state that
/// terminals do not repeat: press → click (left) or erase (right); motion
/// with a button held → a line of painted (or erased) cells from the last
/// position, so fast drags leave no gaps; release ends the drag (`endStroke`:
/// what it did is one edit for `z`). Wheel and
/// motion without a button do nothing. When the view changes mid-drag
/// (cell size, resize, panning), the drag goes on from the next position
/// instead of joining it to a cell of the old view.
///
/// Lines are drawn between cells of the view's window, as they lie on the
/// screen, and only then turned into world cells (`Viewport.world`), so a
/// stroke across a torus' seam stays the short stroke the hand made.
package struct MouseTracker: Sendable {
    private var held: MouseButton?
    /// The window cell the drag reached last.
    private var last: GridPoint?
    private var view: Viewport?

    package init() {}

    /// Actions for one report, with the view in effect.
    package mutating func actions(for report: MouseReport, view: Viewport) -> [Action] {
        if view != self.view {
            self.view = view
            last = nil
        }
        let cell = Self.cell(under: report, in: view, clamped: true)
        switch report.kind {
        case let .press(button):
            held = button
            last = Self.cell(under: report, in: view, clamped: false)
            guard let at = last.flatMap(view.world) else { return [] }
            return button == .left ? [.click(at)] : [.paint([at], alive: false)]
        case .motion:
            return drag(to: cell)
        case let .release(button):
            let out = held == button ? drag(to: cell) + [.endStroke] : []
            held = nil
            last = nil
            return out
        case .wheelUp, .wheelDown:
            return []
        }
    }

    /// The line from the last position to `cell`, without the start (already painted).
    private mutating func drag(to cell: GridPoint?) -> [Action] {
        guard let button = held, let cell, let view else { return [] }
        guard let from = last else {
            last = cell
            return view.world(cell).map { [.paint([$0], alive: button == .left)] } ?? []
        }
        guard from != cell else { return [] }
        last = cell
        return [.paint(cellLine(from: from, to: cell).dropFirst().compactMap(view.world), alive: button == .left)]
    }

    /// The world cell under the pointer, or nil off the canvas and the world.
    package static func worldCell(under report: MouseReport, in view: Viewport) -> GridPoint? {
        cell(under: report, in: view, clamped: false).flatMap(view.world)
    }

    /// The window cell under the pointer: by its place in the character when
    /// the terminal reports pixels, else by character (the glyph's top-left
    /// Life cell). `clamped`: a drag that leaves the canvas keeps painting along its edge.
    private static func cell(under report: MouseReport, in view: Viewport, clamped: Bool) -> GridPoint? {
        let g = view.canvas
        var column = report.column, row = report.row, offset = report.offset
        if clamped {
            if column < 0 { column = 0; offset?.x = 0 }
            if column >= g.columns { column = max(0, g.columns - 1); offset.map { offset?.x = $0.cell.width - 1 } }
            if row < 0 { row = 0; offset?.y = 0 }
            if row >= g.rows { row = max(0, g.rows - 1); offset.map { offset?.y = $0.cell.height - 1 } }
        }
        guard let p = g.pixel(column: column, row: row, offset: offset) else { return nil }
        return view.windowCell(pixelX: p.x, pixelY: p.y)
    }
}
