import LifeCore

/// A world below a cell a pixel (`BoardZoom`): `[` at the smallest cell, `F`
/// and the start of a pattern larger than the view zoom out, each pixel a
/// square of 2^k × 2^k cells drawn as a giant's plane is (lit where any is
/// alive, as bright as their share), so a bounded grid of any size can be seen
/// whole. The world steps as before and the status line counts its cells;
/// the picture is of squares. Clicks, strokes and brushes wait for a cell a
/// pixel (`]`), as on a giant; `r`, `c` and `z` act on the world. On Golly's
/// plane `F` and `[` go on as a giant where an engine takes the rule on so
/// (`Game+Fit`); this zoom is the plane's where none does, and its start.
extension Game {
    /// Zooms out to 2^`shift` cells a pixel, the view's middle on world cell
    /// `centre`, with the smallest cell (a pixel).
    mutating func zoomOut(to shift: Int, centre: GridPoint) {
        finishEdit()
        editing.pointer = nil
        if camera.geometry.cellSize > camera.geometry.smallestCell {
            var next = camera.geometry
            next.cellSize = next.smallestCell
            resize(to: next)
        }
        camera.zoom = BoardZoom(shift: shift, centre: centre)
        camera.drawZoom(universe, frame: frame)
    }

    /// Back to a cell a pixel, the view's middle where it was.
    mutating func leaveZoom() {
        guard let view = camera.zoom else { return }
        camera.zoom = nil
        camera.brightness = nil
        camera.centre(on: view.centre, in: frame)
    }

    /// `[`/`]` below a cell a pixel on a board: `[` at the smallest cell
    /// zooms out, each press doubling the cells a pixel shows, `]` halves them
    /// and at 2 goes back to a cell a pixel. False when the cell size changes instead.
    mutating func zoomBoard(by delta: Int) -> Bool {
        guard camera.plane == nil, showsWhole else { return false }
        guard let view = camera.zoom else {
            guard delta < 0, camera.geometry.cellSize <= camera.geometry.smallestCell else { return false }
            zoomOut(to: 1, centre: viewport.centre)
            message = "scale \(camera.zoom?.scale ?? "") (a pixel: 2 cells a side): below a cell a pixel the board is seen "
                + "zoomed out (] zooms back in)"
            return true
        }
        if delta > 0, view.shift == 1 {
            leaveZoom()
            message = "cell size \(NumberText.short(camera.geometry.cellSize))"
            return true
        }
        let whole = view.squares(frame.width) <= 1 && view.squares(frame.height) <= 1
        if delta < 0, whole || view.shift >= BoardZoom.maxShift {
            message = "zoomed out as far as the whole board in a pixel"
            return true
        }
        camera.zoom?.shift += delta > 0 ? -1 : 1
        camera.drawZoom(universe, frame: frame)
        message = "scale \(camera.zoom?.scale ?? "") (a pixel: 2^\(camera.zoom?.shift ?? 0) cells a side)"
        return true
    }

    /// Whether the board is a world of its own that may be seen whole (a
    /// grid, `--world`, a pattern's world or Golly's plane): not the soup's,
    /// which is the view and grows with it.
    var showsWhole: Bool { worldIsFixed || frame.open != nil || beginning != nil }

    /// Arrows zoomed out: a quarter of the view a press, within the world.
    mutating func panZoom(dx: Int, dy: Int) {
        guard let view = camera.zoom else { return }
        if camera.zoom?.pan(dx: dx * max(1, view.window.width / 4), dy: dy * max(1, view.window.height / 4), in: frame) == true {
            camera.drawZoom(universe, frame: frame)
            message = ""
        } else {
            message = view.squares(frame.width) <= view.window.width && view.squares(frame.height) <= view.window.height
                ? "the whole board is in view" : "the view is at the board's edge"
        }
    }

    /// Shows the cells of `box` (world cells) whole, centred: at the largest
    /// cell that lets them show, up to `Camera.largestFitCell` pixels (up to the cell
    /// in use when not `zoomingIn`), else zoomed out as little as shows them.
    /// Returns what is shown, for the message (`cell size 3`, `scale 1:2^2`).
    @discardableResult
    mutating func show(_ box: CellRect, zoomingIn: Bool) -> String {
        let centre = GridPoint(x: box.x + box.width / 2, y: box.y + box.height / 2)
        if let cell = camera.fittingCell(width: box.width, height: box.height) {
            let size = zoomingIn ? cell : min(cell, camera.geometry.cellSize)
            if camera.zoom != nil { leaveZoom() }
            if size != camera.geometry.cellSize {
                var next = camera.geometry
                next.cellSize = size
                resize(to: next)
            }
            camera.centre(on: centre, in: frame)
            return "cell size \(NumberText.short(camera.geometry.cellSize))"
        }
        zoomOut(to: camera.zoomShift(fitting: box), centre: centre)
        return "scale \(camera.zoom?.scale ?? "")"
    }
}
