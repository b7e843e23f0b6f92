import LifeCore

/// The world after a run, and how to report it, in Golly's coordinates.
/// It reads the universe the run stepped, which may run on after the
/// result is made: report it when it is given.
package struct RunResult {
    /// What computed the generations.
    package let universe: any LifeAlgorithm
    /// The pattern's name (sanitised), or a description of the random soup.
    package let source: String
    /// Cells of the pattern that lay beyond the grid and were dropped, as Golly drops them.
    package let dropped: Int

    package init(universe: any LifeAlgorithm, source: String, dropped: Int = 0) {
        self.universe = universe
        self.source = source
        self.dropped = dropped
    }

    /// The rule as Golly writes it, without the grid (which `grid` names).
    package var rule: RuleSpec { RuleSpec(body: universe.rule.body, grid: nil) }
    /// The grid as Golly names it; nil on Golly's unbounded plane.
    package var grid: Grid? { universe.grid }
    package var generation: Int { universe.generation }
    /// Cells in a non-zero state (beyond 2^64 on the plane for some patterns).
    package var population: UInt128 { universe.population }
    /// The cells' bounding box in Golly's coordinates; nil when there are none.
    package var box: PlaneRect? { universe.boundingBox }

    /// The cells trimmed to their box and its top-left in Golly's
    /// coordinates; nil when the box is wider or taller than `maxSide`.
    package func livePattern(maxSide: Int = Board.maxSide) -> (pattern: Pattern, origin: GridPoint)? {
        universe.cells(maxSide: maxSide)
    }

    /// The grid in Golly's suffix form (`:T64,64`), empty on the plane.
    package var gridSuffix: String { grid.map { ":" + $0.description } ?? "" }

    /// Exactly the object of DESIGN.md's contract, keys in that order, one line.
    /// On the plane width and height are 0 (Golly's unbounded side) and the topology "plane";
    /// on a grid with one unbounded side (`:T0,68`) that side is 0, as Golly writes it.
    /// Under a Generations rule `live` (the cells in state 1) follows the population,
    /// which counts the dying cells too, as Golly's does.
    package var json: String {
        let (width, height, topology) = grid.map { ($0.width, $0.height, $0.isFinite ? $0.topology.name : $0.name) }
            ?? (0, 0, "plane")
        let b = box ?? PlaneRect(x: 0, y: 0, width: 0, height: 0)
        let live = liveCount.map { "\"live\":\($0)," } ?? byState.map { "\"states\":[\($0.map(String.init).joined(separator: ","))]," } ?? ""
        return "{\"rule\":\"\(rule)\",\"width\":\(width),\"height\":\(height),"
            + "\"topology\":\"\(topology)\",\"grid\":\"\(gridSuffix)\",\"generation\":\(generation),"
            + "\"population\":\(population),\(live)\"bbox\":{\"x\":\(b.x),\"y\":\(b.y),"
            + "\"width\":\(b.width),\"height\":\(b.height)}}"
    }

    /// Two lines for people.
    package var summary: String { parts.heading + "\n" + parts.counts }

    /// One line for people, for a run that reports several generations.
    package var line: String { parts.heading + ": " + parts.counts }

    /// What ran (source, generation, rule, world), and what it came to.
    private var parts: (heading: String, counts: String) {
        let where_ = box.map { "bounding box \($0.width)x\($0.height) at (\($0.x), \($0.y))" } ?? "no live cells"
        let drop = dropped == 0 ? "" : "; \(dropped) cell\(dropped == 1 ? "" : "s") beyond the grid dropped, as Golly drops them"
        let alive = liveCount.map { " (\($0) alive, \(population - $0) dying)" }
            ?? byState.map { counts in " (" + counts.enumerated().dropFirst().filter { $0.element > 0 }
                .map { "\($0.element) in state \($0.offset)" }.joined(separator: ", ") + ")" } ?? ""
        return ("\(source): \(generation) generations of \(rule) on \(universe.summary)",
                "population \(population)\(alive), \(where_)\(drop)")
    }

    /// Under a Generations rule, the cells in state 1 (the population counts the dying ones too).
    package var liveCount: UInt128? { universe.liveCount }

    /// Under a rule file's rule, the cells in each state, state 0's place 0.
    package var byState: [UInt128]? {
        guard case .named = universe.rule.body, universe.population > 0 else { return nil }
        return universe.populationByState
    }
}
