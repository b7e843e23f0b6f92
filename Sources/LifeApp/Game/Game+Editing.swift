import LifeCore

/// Every change a player makes to the world goes through here, so that `z`
/// can take it back: cells set one by one join the open edit (a click and
/// the drag that follows it are one stroke, closed when the button is
/// released); a clear or a random fill is one edit of the cells it changed.
extension Game {
    /// Makes world cell (x, y) alive or dead as part of the open edit, opening
    /// one called `name` if none is open. Cells off a bounded world are ignored.
    mutating func set(_ x: Int, _ y: Int, alive: Bool, editing name: String) {
        guard x >= 0, y >= 0, x < board.width, y < board.height else { return }
        let state = board.state(x: x, y: y)
        // A dying cell (Generations) is not alive: a click or a brush brings it back to life.
        guard state != (alive ? 1 : 0) else { return }
        var edit = openEdit ?? OpenEdit(name: name)
        edit.touch(UInt32(y * board.width + x), state: state)
        openEdit = edit
        board[x, y] = alive
    }

    /// Makes the live cells of `pattern` alive with its top-left at `origin`,
    /// as one edit called `name`: the edges' joins carry them across (round a
    /// torus, mirrored across a Klein bottle's twist), a bounded world drops
    /// those beyond its edges, cells already alive stay so (as `Board.stamp`).
    mutating func stamp(_ pattern: Pattern, at origin: GridPoint, editing name: String) {
        finishEdit()
        add(pattern, at: origin, editing: name)
    }

    /// `stamp` as part of the open edit (a brush dragged along a stroke).
    mutating func add(_ pattern: Pattern, at origin: GridPoint, editing name: String) {
        pattern.forEachLiveCell { c in
            guard let cell = board.folded(origin.x + c.x, origin.y + c.y) else { return }
            set(cell.x, cell.y, alive: true, editing: name)
        }
    }

    /// Closes the open edit and keeps it for `z`, unless it changed nothing.
    mutating func finishEdit() {
        guard let open = openEdit else { return }
        openEdit = nil
        let edit = open.finished(on: board)
        guard !edit.cells.isEmpty else { return }
        keep(edit)
    }

    /// Changes the whole world with `body` as one edit called `name`.
    mutating func editWholeWorld(_ name: String, _ body: (inout Game) -> Void) {
        finishEdit()
        let before = board
        body(&self)
        keep(Edit(name: name, before: before, after: board))
    }

    /// Takes back the last edit.
    mutating func undo() {
        finishEdit()
        guard let edit = history.undo() else {
            message = "nothing to undo"
            return
        }
        if plane != nil {
            guard setOnPlane(edit, undo: true) else { return }
        } else {
            edit.apply(to: &board, undo: true)
        }
        message = "undone: \(Self.describe(edit)) (Z redoes)"
    }

    /// Does the last edit taken back again.
    mutating func redo() {
        finishEdit()
        guard let edit = history.redo() else {
            message = "nothing to redo"
            return
        }
        if plane != nil {
            guard setOnPlane(edit, undo: false) else { return }
        } else {
            edit.apply(to: &board, undo: false)
        }
        message = "redone: \(Self.describe(edit))"
    }

    private mutating func keep(_ edit: Edit) {
        var edit = edit
        // On a giant the board is the view: the edit is kept at its place on the plane.
        if plane != nil { edit.offset = planeCorner }
        if !history.push(edit) {
            message = "\(edit.name): \(edit.cells.count) cells changed, too many to undo; older edits forgotten"
        }
    }

    private static func describe(_ edit: Edit) -> String {
        "\(edit.name), \(edit.cells.count) cell\(edit.cells.count == 1 ? "" : "s")"
    }
}
