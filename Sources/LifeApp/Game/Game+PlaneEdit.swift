import LifeCore

/// Editing a giant (`Game+Plane`). At a cell a pixel or more the board is
/// exactly the view's cells, so an edit is made on it as on any board (a
/// click, a stroke, a brush, `r` and `c` on the view) and the cells it
/// changed are then set on HashLife's plane (`HashLife.set`). The history
/// keeps each edit at its place on the plane (`Edit.offset` is the plane
/// cell under the board's (0, 0) when it was made), so `z` and `Z` put the
/// cells back wherever the view has gone since, at any scale. Zoomed out a
/// pixel is a square of many cells, and a click says to zoom in.
extension Game {
    /// Whether `action` would change the board's cells (on a giant, HashLife's) or brings life of its own.
    static func edits(_ action: Action) -> Bool {
        switch action {
        case .randomFill, .clear, .click, .paint, .undo, .redo, .toggleKeepAlive, .toggleBirths: true
        default: false
        }
    }

    /// Said when the keep-alive or births from motion are asked of a giant.
    static let giantHasNoSupport = "a giant on Golly's plane has no keep-alive or births from motion: its cells are HashLife's"

    /// The farthest from the origin a view may lie and still be edited: its cells must lie within `PlaneCells.limit`.
    static let farthestEditedView = PlaneCells.limit - Board.maxSide

    /// Carries out `action`, one that `edits`, on a giant.
    mutating func editPlane(_ action: Action) {
        guard let view = plane else { return }
        switch action {
        case .toggleKeepAlive, .toggleBirths:
            message = Self.giantHasNoSupport
        case .undo, .redo:
            // The history is at the cells' place on the plane (`setOnPlane`), whatever the scale.
            applyBoardEdit(action)
        default:
            if view.shift > 0 {
                message = "zoom in to edit (]): at scale 1:2^\(view.shift) a pixel is \(1 << min(view.shift, 62)) cells a side; "
                    + "clicks, brushes, r and c act at a cell a pixel or more"
                return
            }
            guard abs(view.x) <= Int128(Self.farthestEditedView), abs(view.y) <= Int128(Self.farthestEditedView) else {
                message = "the view lies more than 2^60 cells from the origin, beyond where HashLife's cells are set"
                return
            }
            let before = board
            applyBoardEdit(action)
            guard board.width == before.width, board.height == before.height else { return }
            var change = Edit(name: "", before: before, after: board)
            change.offset = planeCorner
            _ = setOnPlane(change, undo: false)
        }
    }

    /// The plane cell under the board's (0, 0), where an edit of the board is kept (see the extension's comment).
    var planeCorner: GridPoint {
        guard let view = plane else { return GridPoint(x: 0, y: 0) }
        return GridPoint(x: Int(clamping: view.x), y: Int(clamping: view.y))
    }

    /// Sets the cells `edit` changed on the plane, as before it (`undo`) or
    /// after, and draws the board again; false (said in the message) when
    /// HashLife has no memory left for them.
    mutating func setOnPlane(_ edit: Edit, undo: Bool) -> Bool {
        guard let view = plane, !edit.cells.isEmpty else { return true }
        let (alive, dead) = edit.points(undo: undo)
        do {
            try view.life.set(alive, alive: true)
            try view.life.set(dead, alive: false)
        } catch {
            message = "\(error)"
            drawPlane()
            return false
        }
        drawPlane()
        return true
    }
}
