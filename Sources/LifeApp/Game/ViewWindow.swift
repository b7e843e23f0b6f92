import LifeCore

/// The board a painter is given: the world itself when the view shows all of
/// it from its corner (so `play` and `render` paint exactly what they always
/// did), else a copy of the window the view shows, in a board kept from frame
/// to frame: painting a corner of a large world costs the corner, not the world.
///
/// The painter's colour field and video stay on the canvas; the cells slide
/// under them as the view pans, and `pan` says how far, so the fading trails
/// can move with their cells.
package struct ViewWindow {
    private var buffer: Board?
    private var last: Viewport?

    package init() {}

    /// What to paint for `world` seen through `view`, and how far the view
    /// moved since the last call when only its position changed (nil otherwise).
    package mutating func board(of world: Board, through view: Viewport) -> (board: Board, pan: (dx: Int, dy: Int)?) {
        let moved = last.flatMap { view.shift(from: $0) }.flatMap { $0.dx == 0 && $0.dy == 0 ? nil : $0 }
        last = view
        guard !view.showsWholeWorld else {
            buffer = nil
            return (world, moved)
        }
        if buffer?.width != view.windowWidth || buffer?.height != view.windowHeight || buffer?.rule != world.rule {
            // Only painted, never stepped: any window shape will do, whatever the world's grid.
            buffer = try? Board(width: view.windowWidth, height: view.windowHeight, topology: .bounded, rule: world.rule)
        }
        guard var window = buffer else { return (world, nil) }
        buffer = nil  // Let go of it while it is written, so it is not copied first.
        window.copyWindow(of: world, x: view.origin.x, y: view.origin.y)
        buffer = window
        return (window, moved)
    }
}
