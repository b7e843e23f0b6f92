import LifeCore

/// Every change a player makes to the universe goes through here, so that
/// `z` can take it back: cells set one by one join the open edit (a click and
/// the drag that follows it are one stroke, closed when the button is
/// released); a clear or a random fill is one edit of the cells it changed.
/// Each cell is set on the universe (`LifeAlgorithm.setState`) at its place
/// in Golly's coordinates, where the history keeps it.
extension Game {
    /// Puts world cell (x, y) in `state` as part of the open edit, opening
    /// one called `name` if none is open. Cells off a bounded world are ignored.
    mutating func set(_ x: Int, _ y: Int, to state: Int, editing name: String) {
        guard x >= 0, y >= 0, x < frame.width, y < frame.height else { return }
        let at = frame.golly(GridPoint(x: x, y: y)), was = universe.state(x: at.x, y: at.y)
        // A dying cell (Generations) is not alive: a click or a brush brings it back to life.
        guard was != state else { return }
        editing.touch(at, state: was, editing: name)
        do { try universe.setState(state, x: at.x, y: at.y) } catch { message = "\(error)" }
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
            guard let cell = frame.fold(origin.x + c.x, origin.y + c.y) else { return }
            set(cell.x, cell.y, to: editing.drawingState, editing: name)
        }
    }

    /// Closes the open edit and keeps it for `z`, unless it changed nothing.
    mutating func finishEdit() {
        let universe = universe
        guard let edit = editing.finish(now: { universe.state(x: $0.x, y: $0.y) }) else { return }
        keep(edit)
    }

    /// Changes the whole world (on a giant, the view) as one edit called
    /// `name`, kept for `z`: `change` gets a picture of it now and returns
    /// the picture it is to become, or nil when it changed the universe itself.
    mutating func editWholeWorld(_ name: String, _ change: (_ before: Board, inout Game) -> Board?) {
        finishEdit()
        guard let before = wholeWorld() else {
            message = "\(name): the world is too large to draw"
            return
        }
        let wanted = change(before, &self)
        guard let after = wanted ?? wholeWorld() else { return }
        let edit = Edit(name: name, before: before, after: after, at: frame.origin)
        if wanted != nil, let error = edit.apply(to: universe, undo: false) { message = "\(error)" }
        keep(edit)
        drawPicture()
    }

    /// `c`: every cell empty, and the count of generations back to 0 (on a giant, the view's cells, the generation kept).
    mutating func clearWorld() {
        editWholeWorld("clear") { before, game in
            var empty = before
            empty.clear()
            if game.camera.plane != nil { empty.generation = before.generation }
            return empty
        }
    }

    /// `r`: a soup of `fillDensity` from the game's seeded generator, over a
    /// bounded world (the count of generations back to 0) or, on Golly's
    /// plane and a giant, over the view, whose cells it replaces, the cells
    /// beyond it and the generation staying. Under a rule file's rule of many
    /// states each cell sown is in one of its states above 0, drawn evenly.
    mutating func randomFill() {
        if frame.open == nil, camera.plane == nil {
            return editWholeWorld("random fill") { before, game in
                try? game.universe.randomFill(density: Self.fillDensity, using: &game.rng)
                return nil
            }
        }
        editWholeWorld("random fill") { before, game in
            let view = game.viewCells ?? CellRect(x: 0, y: 0, width: before.width, height: before.height)
            guard var soup = try? Board(width: view.width, height: view.height, topology: .bounded, rule: before.rule) else { return before }
            try? soup.randomFill(density: Self.fillDensity, using: &game.rng)
            if case .loaded = game.rule, game.rule.states > 2 { Self.sowStates(&soup, states: game.rule.states, using: &game.rng) }
            var after = before
            after.paste(soup, x: view.x, y: view.y)
            return after
        }
    }

    /// Each live cell of `soup` put in one of the `states` above 0, drawn
    /// evenly, as `StateUniverse.randomFill` sows a grid.
    static func sowStates(_ soup: inout Board, states: Int, using generator: inout Xoshiro256) {
        let top = UInt64(states - 1)
        for y in 0..<soup.height {
            for x in 0..<soup.width where soup[x, y] { soup.setState(Int(1 + generator.next() % top), x: x, y: y) }
        }
    }

    /// Takes back the last edit.
    mutating func undo() {
        finishEdit()
        guard let edit = editing.history.undo() else {
            message = "nothing to undo"
            return
        }
        if let error = edit.apply(to: universe, undo: true) { return message = "\(error)" }
        message = "undone: \(Self.describe(edit)) (Z redoes)"
    }

    /// Does the last edit taken back again.
    mutating func redo() {
        finishEdit()
        guard let edit = editing.history.redo() else {
            message = "nothing to redo"
            return
        }
        if let error = edit.apply(to: universe, undo: false) { return message = "\(error)" }
        message = "redone: \(Self.describe(edit))"
    }

    private mutating func keep(_ edit: Edit) {
        if let refused = editing.keep(edit) { message = refused }
    }

    private static func describe(_ edit: Edit) -> String {
        "\(edit.name), \(edit.cells.count) cell\(edit.cells.count == 1 ? "" : "s")"
    }

    /// Puts a glider whose middle is `cell`, heading `editing.heading`, as one edit; a torus wraps it.
    package mutating func launchGlider(at cell: GridPoint) {
        let heading = editing.heading
        guard let glider = Walker.glider.pattern(heading: heading) else {
            message = "a glider cannot head \(heading.rawValue)"
            return
        }
        stamp(glider, at: GridPoint(x: cell.x - glider.width / 2, y: cell.y - glider.height / 2), editing: "glider")
        message = "glider \(heading.arrow)"
    }
}
