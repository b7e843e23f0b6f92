import LifeCore

/// What a giant's plane was loaded from, kept so that the reset key can load
/// it again at its first generation: the rule it runs under and the file's
/// quadtree (a macrocell file) or its cells where Golly puts them (an RLE
/// too large for a board).
struct PlaneSource {
    let rule: Rule
    let macrocell: Macrocell?
    let cells: PlaneCells?

    /// The plane of `loaded` (which `needsPlane`) under `rule`.
    init(_ loaded: RunPattern, rule: Rule) {
        self.rule = rule
        macrocell = loaded.macrocell
        cells = loaded.macrocell == nil ? loaded.planeCells : nil
    }

    /// A new plane holding the pattern at its first generation (a macrocell file's `#G`).
    func load() throws(HashLifeError) -> HashLife {
        let life = try HashLife(rule: rule)
        if let macrocell {
            try life.load(macrocell)
        } else if let cells {
            try life.load(cells)
        }
        return life
    }
}
