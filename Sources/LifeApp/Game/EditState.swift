import LifeCore

/// What the player edits with, and what the edits leave behind: the brushes
/// `b` and `B` step through and the one in hand, the state strokes paint
/// (`x`), where launched gliders head (`g`), the cell under the pointer (the
/// brush's ghost), the stroke still open and the undo history, and the edits
/// still glowing. The game sets the cells (`Game+Editing`); this part keeps
/// what it needs to know of them, in Golly's coordinates, so that no move of
/// the view or the world's frame loses an edit.
package struct EditState: Sendable {
    /// The brushes `b` and `B` step through, and which one is in hand.
    package private(set) var brushes: [Brush] = Brush.library
    package private(set) var brushIndex = 0
    /// The state clicks, strokes and brushes paint (1 but under a rule of more than two states, `x`).
    package private(set) var drawingState = 1
    /// Where launched gliders travel.
    package private(set) var heading: Heading = .southEast
    /// The world cell under the pointer (for the brush's ghost); nil when unknown or off the canvas.
    package internal(set) var pointer: GridPoint?
    /// Where a drag with a pattern brush stamped it last.
    var lastStamp: GridPoint?
    /// What `z` and `Z` take back and do again.
    var history = EditHistory()
    /// The stroke being drawn, until the button is released.
    private(set) var openEdit: OpenEdit?
    /// What the player just made, shown at full brightness a while (`Game+Glow`).
    var glows: [Glow] = []

    /// The brush in hand.
    package var brush: Brush { brushes[brushIndex] }

    /// Puts `brush` (`--brush`) second in the brushes, after the single cell
    /// (taking it out of the library if it is a built-in), and takes it in hand.
    package mutating func take(brush: Brush) {
        brushes.removeAll { $0.pattern == brush.pattern }
        brushes.insert(brush, at: 1)
        brushIndex = 1
    }

    /// The brushes, the one in hand and the gliders' heading of `other`
    /// (a game started anew keeps the player's choices).
    package mutating func takeBrushes(of other: EditState) {
        brushes = other.brushes
        brushIndex = other.brushIndex
        heading = other.heading
    }

    /// The next (`delta > 0`) or previous brush; what the status line says.
    mutating func changeBrush(by delta: Int) -> String {
        brushIndex = ((brushIndex + delta) % brushes.count + brushes.count) % brushes.count
        lastStamp = nil
        guard let shape = brush.shape else {
            return "brush: the single cell (a click toggles it, or launches a glider while running)"
        }
        return "brush \(brush.label): \(shape.width)x\(shape.height), \(shape.population) cells (g turns it)"
    }

    /// `g`: turns the brush; with the single cell, the heading of the gliders a click launches.
    mutating func turn() -> String {
        guard brush.pattern != nil else {
            heading = heading.nextGliderHeading
            return "gliders head \(heading.arrow)"
        }
        brushes[brushIndex].turn()
        return "brush \(brush.label)"
    }

    /// `x`/`X`: the next or previous drawing state, round `rule`'s states above 0.
    mutating func changeDrawingState(by delta: Int, under rule: AnyRule) -> String {
        let states = rule.states
        guard states > 2 else {
            return "x X choose the state clicks and brushes paint, under a rule of more than two states; \(rule) has two"
        }
        drawingState = ((drawingState - 1 + delta) % (states - 1) + states - 1) % (states - 1) + 1
        return "drawing state \(drawingState) of \(states - 1) (x X step through them)"
    }

    /// Notes that Golly's cell `at` is about to change from `state`, in the
    /// open edit, opening one called `name` if none is open.
    mutating func touch(_ at: GridPoint, state: Int, editing name: String) {
        var edit = openEdit ?? OpenEdit(name: name)
        edit.touch(at, state: state)
        openEdit = edit
    }

    /// Calls the open edit `name` (a click that became a stroke).
    mutating func rename(_ name: String) { openEdit?.name = name }

    /// Closes the open edit: the cells whose state (`now`) differs from
    /// before it, nil when none was open or it changed nothing.
    mutating func finish(now: (GridPoint) -> Int) -> Edit? {
        guard let open = openEdit else { return nil }
        openEdit = nil
        let edit = open.finished(now: now)
        return edit.cells.isEmpty ? nil : edit
    }

    /// Keeps `edit` for `z`; what the status line says when it was too large to keep.
    mutating func keep(_ edit: Edit) -> String? {
        history.push(edit) ? nil : "\(edit.name): \(edit.cells.count) cells changed, too many to undo; older edits forgotten"
    }

    /// Forgets the open edit and the history (the pattern started again).
    mutating func forgetEdits() {
        openEdit = nil
        history = EditHistory()
    }
}
