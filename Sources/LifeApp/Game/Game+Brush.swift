import LifeCore

extension Game {
    /// A left click on world cell `cell`: the pattern brush is stamped centred
    /// on it; the single cell is toggled while paused (set to the drawing
    /// state, or emptied when it has it already), or a glider launched; under
    /// a rule file's rule, where a glider means nothing, it is toggled running too.
    mutating func click(_ cell: GridPoint) {
        finishEdit()
        let brush = editing.brush
        if let shape = brush.shape {
            stamp(shape, at: brush.origin(centredOn: cell), editing: brush.name)
            editing.lastStamp = cell
        } else if pace.paused || !rule.hasGliders {
            let drawing = editing.drawingState
            set(cell.x, cell.y, to: state(cell) == drawing ? 0 : drawing, editing: "click")
        } else {
            launchGlider(at: cell)
        }
    }

    /// Cells along a drag, made alive (left) or dead (right). A pattern brush
    /// is stamped again along the path, each time the pointer has gone its
    /// size away from the last stamp, so a drag lays a row of them.
    mutating func paint(_ cells: [GridPoint], alive: Bool) {
        let brush = editing.brush
        guard alive, let shape = brush.shape else {
            for c in cells { set(c.x, c.y, to: alive ? editing.drawingState : 0, editing: "stroke") }
            editing.rename("stroke")
            return
        }
        let spacing = max(shape.width, shape.height) + 1
        for c in cells {
            if let last = editing.lastStamp, distance(last, c) < spacing { continue }
            add(shape, at: brush.origin(centredOn: c), editing: brush.name)
            editing.lastStamp = c
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
        let brush = editing.brush
        guard let pointer = editing.pointer, let shape = brush.shape, (camera.plane?.shift ?? 0) == 0 else { return [] }
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
