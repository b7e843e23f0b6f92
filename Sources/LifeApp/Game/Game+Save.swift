import LifeCore

/// `S`: the world as a pattern to save, read from the universe.
extension Game {
    /// The world as a pattern to save: its cells, where they lie in Golly's
    /// coordinates (`position`), the generation, and a comment saying what
    /// the world is. The rule to write with it names the world's grid
    /// (`B3/S23:T5987,3741`), or none on Golly's plane (the cells at their
    /// place on it), so reading it back makes the same world.
    package var savedBoard: (pattern: Pattern, rule: RuleSpec) {
        let (cells, at) = universe.cells(maxSide: Board.maxSide) ?? (.empty, GridPoint(x: 0, y: 0))
        let topology = frame.topology == .bounded ? "bounded plane" : frame.topology.name
        let world = frame.isPlane ? "Golly's unbounded plane"
            : frame.open != nil ? frame.grid.map { "a \($0.name) (:\($0))" } ?? ""
            : "a \(frame.width)x\(frame.height) \(topology) world"
        let kind = rule.states > 2 ? (universe.algorithm == .generations ? " live and dying" : "") : " live"
        var pattern = cells.with(name: "", comments: [
            "saved by lifecam: \(world) at generation \(generation), \(cells.population)\(kind) cells",
        ])
        if cells.population > 0 { pattern.position = at }
        pattern.generation = generation
        return (pattern, universe.rule)
    }
}
