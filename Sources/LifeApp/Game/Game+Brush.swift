import LifeCore

extension Game {
    /// The brush in hand.
    package var brush: Brush { brushes[brushIndex] }

    /// Puts `brush` (`--brush`) second in the brushes, after the single cell
    /// (taking it out of the library if it is a built-in), and takes it in hand.
    package mutating func take(brush: Brush) {
        brushes.removeAll { $0.pattern == brush.pattern }
        brushes.insert(brush, at: 1)
        brushIndex = 1
    }

    /// The next (`delta > 0`) or previous brush.
    mutating func changeBrush(by delta: Int) {
        brushIndex = ((brushIndex + delta) % brushes.count + brushes.count) % brushes.count
        lastStamp = nil
        guard let shape = brush.shape else {
            message = "brush: the single cell (a click toggles it, or launches a glider while running)"
            return
        }
        message = "brush \(brush.label): \(shape.width)x\(shape.height), \(shape.population) cells (g turns it)"
    }

    /// `g`: turns the brush; with the single cell, the heading of the gliders a click launches.
    mutating func turnBrush() {
        guard brush.pattern != nil else {
            heading = heading.nextGliderHeading
            message = "gliders head \(heading.arrow)"
            return
        }
        brushes[brushIndex].turn()
        message = "brush \(brush.label)"
    }

    /// A left click on world cell `cell`: the pattern brush is stamped centred
    /// on it; the single cell is toggled while paused (set to the drawing
    /// state, or emptied when it has it already), or a glider launched; under
    /// a rule file's rule, where a glider means nothing, it is toggled running too.
    mutating func click(_ cell: GridPoint) {
        finishEdit()
        if let shape = brush.shape {
            stamp(shape, at: brush.origin(centredOn: cell), editing: brush.name)
            lastStamp = cell
        } else if pace.paused || !rule.hasGliders {
            set(cell.x, cell.y, to: state(cell) == drawingState ? 0 : drawingState, editing: "click")
        } else {
            launchGlider(at: cell)
        }
    }

    /// Cells along a drag, made alive (left) or dead (right). A pattern brush
    /// is stamped again along the path, each time the pointer has gone its
    /// size away from the last stamp, so a drag lays a row of them.
    mutating func paint(_ cells: [GridPoint], alive: Bool) {
        guard alive, let shape = brush.shape else {
            for c in cells { set(c.x, c.y, to: alive ? drawingState : 0, editing: "stroke") }
            openEdit?.name = "stroke"
            return
        }
        let spacing = max(shape.width, shape.height) + 1
        for c in cells {
            if let last = lastStamp, distance(last, c) < spacing { continue }
            add(shape, at: brush.origin(centredOn: c), editing: brush.name)
            lastStamp = c
        }
    }

    /// The larger of the distances across and down, the short way round a torus.
    private func distance(_ a: GridPoint, _ b: GridPoint) -> Int {
        func axis(_ d: Int, _ n: Int) -> Int {
            let d = abs(d)
            return frame.topology == .torus ? min(d, n - d) : d
        }
        return max(axis(a.x - b.x, frame.width), axis(a.y - b.y, frame.height))
    }

    /// The live cells of the brush's ghost: where a click at `pointer` would
    /// stamp it, in world cells (across the edges' joins); empty for the single cell.
    package var ghostCells: [GridPoint] {
        // Zoomed out, a giant's pixel is many cells: nothing is stamped.
        guard let pointer, let shape = brush.shape, (plane?.shift ?? 0) == 0 else { return [] }
        let origin = brush.origin(centredOn: pointer)
        var cells: [GridPoint] = []
        cells.reserveCapacity(shape.population)
        shape.forEachLiveCell { p in
            if let cell = frame.fold(origin.x + p.x, origin.y + p.y) { cells.append(cell) }
        }
        return cells
    }
}

extension AnyRule {
    /// Whether a click on a running world launches a glider: under the Moore
    /// rules lifecam reads (Life's glider); not under a rule file's, whose states mean their own.
    var hasGliders: Bool {
        if case .moore = self { return true }
        return false
    }
}
