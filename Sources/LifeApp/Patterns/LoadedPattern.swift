import LifeCore

/// A pattern file as `lifecam run` reads it: the file's text (name, rule,
/// position) and its cells, in `pattern` when they fit lifecam's largest board
/// and else as `plane` (two states) or `states` (more), already where Golly
/// puts them on its unbounded plane (`RLEDecoder.finishOnPlane`), or, for a
/// macrocell file, as its quadtree; for a pattern inside a zip archive, which
/// archive and which of its patterns.
package struct LoadedPattern {
    package var pattern: Pattern
    package var plane: PlaneCells?
    package var states: PlaneStates?
    package var macrocell: Macrocell?
    package var archive: ArchiveListing?

    package init(_ pattern: Pattern, plane: PlaneCells? = nil, states: PlaneStates? = nil, macrocell: Macrocell? = nil) {
        self.pattern = pattern
        self.plane = plane
        self.states = states
        self.macrocell = macrocell
    }

    /// Whether the cells run only on Golly's unbounded plane (not on a board).
    package var needsPlane: Bool { plane != nil || states != nil || macrocell != nil }

    /// The live cells on Golly's plane: the file's own coordinates (`#CXRLE
    /// Pos=`, else the RLE's top-left at (0, 0)), or centred on (0, 0) for a
    /// file that gives none (plaintext, Life 1.05/1.06, built-in patterns).
    package var planeCells: PlaneCells {
        if let plane { return plane }
        let p = pattern
        var cells = PlaneCells()
        cells.insert(p, at: p.gollyPosition(on: nil) ?? GridPoint(x: -(p.width / 2), y: -(p.height / 2)))
        return cells
    }
}
