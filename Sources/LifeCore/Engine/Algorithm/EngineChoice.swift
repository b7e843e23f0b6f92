/// Which engine runs a universe: one pure function of the rule, the grid,
/// what the pattern is and the algorithm asked for, as Golly's GUI picks an
/// algorithm for a file and never asks again. `Universe.make` builds it.
///
/// | grid | pattern | asked | engine |
/// |---|---|---|---|
/// | bounded (W×H) | cells or none | any but HashLife | the bit-packed board |
/// | one side 0 (`:T0,68`) | cells | any but HashLife | the board, grown along the open side |
/// | the plane | cells | HashLife or none | HashLife, when it runs the rule; else the tiles |
/// | the plane | cells | QuickLife, Generations | the tiles |
/// | the plane | a giant (macrocell, or beyond the largest board) | HashLife or none | HashLife |
/// | a grid, a rule file's rule | cells or none | RuleLoader or none | a byte a cell, grown with the cells along an unbounded side |
/// | the plane, a rule file's rule | cells or none | HashLife or none | multi-state HashLife (Golly's RuleLoader runs on its hashing) |
/// | the plane, a rule file's rule | cells or none | RuleLoader | a byte a cell, grown with the cells |
/// | the plane, a rule file's rule | a giant (multi-state macrocell, or beyond the largest board) | HashLife, RuleLoader or none | multi-state HashLife |
/// | a torus, a plane, or none, a Larger than Life rule | cells or none (a pattern on Golly's plane) | Larger than Life or none | a byte a cell, grown with the cells on Golly's plane |
/// | a grid, a JvN rule (JvN29, Nobili32, Hutton32) | cells or none | JvN, RuleLoader or none | a byte a cell, grown with the cells along an unbounded side |
/// | the plane, a JvN rule | cells, a giant or none | JvN, HashLife or none | multi-state HashLife (Golly's JvN algorithm is its hashing) |
/// | the plane, a JvN rule | cells or none | RuleLoader | a byte a cell, grown with the cells (a giant: multi-state HashLife) |
/// | a grid, a Wolfram rule (W22) | cells or none | QuickLife, RuleLoader or none | a byte a cell, grown with the cells along an unbounded side |
/// | the plane, a Wolfram rule | cells, a giant or none | HashLife or none | multi-state HashLife over its table |
/// | the plane, a Wolfram rule | cells or none | QuickLife or RuleLoader | a byte a cell, grown with the cells (a giant: multi-state HashLife under RuleLoader) |
public enum EngineChoice {
    /// lifecam's engines.
    public enum Engine: Sendable, Equatable, CaseIterable {
        /// `BoardUniverse`: a bounded grid.
        case board
        /// `BoardUniverse` on a grid with one unbounded side, grown along it.
        case tube
        /// `TiledUniverse`: the plane in tiles.
        case tiles
        /// `HashLifeUniverse`: the plane with HashLife.
        case hashLife
        /// `StateUniverse`: a rule from a rule file, a byte a cell, on any grid or the plane.
        case states
        /// `LtLUniverse`: a Larger than Life rule on a torus, a plane or Golly's unbounded plane.
        case largerThanLife
        /// `GenericHashLifeUniverse`: a rule from a rule file on the plane with multi-state HashLife.
        case genericHashLife

        /// Whether the engine is one of the HashLifes (memory limit, steps of 2^k).
        public var isHashLife: Bool { self == .hashLife || self == .genericHashLife }
    }

    /// What is to be put in the universe.
    public enum Contents: Sendable, Equatable {
        /// Nothing yet (a random soup, an empty board to draw on).
        case none
        /// Cells that fit lifecam's largest board.
        case cells
        /// A macrocell file, or cells beyond lifecam's largest board: the plane's only.
        case giant
    }

    /// Why no engine runs the request; `description` is one line.
    public enum Refusal: Error, Sendable, Equatable, CustomStringConvertible {
        /// HashLife was asked for a rule it does not run.
        case hashLifeRule(HashLifeError)
        /// HashLife was asked for a grid (it runs Golly's unbounded plane only here).
        case hashLifeGrid
        /// A giant on a grid, or under a rule HashLife does not run, or with another algorithm asked for.
        case giant
        /// A grid with an unbounded side and nothing to grow with.
        case unboundedWithoutCells(Grid)
        /// An algorithm asked for a rule of another family.
        case family(Algorithm, AnyRule)
        /// A Larger than Life rule on a grid it does not run on (`LtLRule.fitted`'s reason).
        case largerThanLifeGrid(String)
        /// A Larger than Life rule with B0 on Golly's unbounded plane (or nothing to put there).
        case largerThanLifePlane(String)

        public var description: String {
            switch self {
            case let .hashLifeRule(error):
                "\(error); --algorithm auto runs it on the plane in bit-packed tiles that exist only where the cells are"
            case .hashLifeGrid:
                "--algorithm HashLife runs on Golly's unbounded plane only: give a pattern file that names no grid, "
                    + "without --size, --topology or a grid suffix"
            case .giant:
                "it runs with HashLife on Golly's unbounded plane only (no --size, --topology or grid), under a rule HashLife runs"
            case let .unboundedWithoutCells(grid):
                "the grid :\(grid) is unbounded in one direction, which lifecam runs for a pattern only"
            case let .family(.jvn, rule):
                "--algorithm JvN runs von Neumann's rules (JvN29, Nobili32, Hutton32); \(rule) is not one"
            case let .family(algorithm, .loaded(rule)) where rule.algorithm == .jvn:
                "--algorithm \(algorithm.rawValue) does not run \(rule.name), a rule of Golly's JvN algorithm: give JvN, HashLife, RuleLoader or auto"
            case let .family(algorithm, .loaded(rule)) where rule.algorithm == .quickLife:
                "--algorithm \(algorithm.rawValue) does not run \(rule.name), one of Wolfram's rules: give QuickLife, HashLife or auto"
            case let .family(.largerThanLife, rule):
                "--algorithm \"Larger than Life\" runs Larger than Life rules (R…,C…,M…,S…,B…,N…); \(rule) is not one"
            case let .family(algorithm, .loaded(rule)):
                "--algorithm \(algorithm.rawValue) runs B…/S… rules; \(rule.name) comes from a rule file: give RuleLoader, HashLife or auto"
            case let .family(algorithm, .largerThanLife(rule)):
                "--algorithm \(algorithm.rawValue) does not run Larger than Life rules; \(rule) is one: give \"Larger than Life\" or auto"
            case let .family(algorithm, rule):
                "--algorithm \(algorithm.rawValue) runs rules from rule files; \(rule) is not one: give QuickLife, HashLife or auto"
            case let .largerThanLifeGrid(why), let .largerThanLifePlane(why):
                why
            }
        }
    }

    /// The engine for `rule` on `grid` (nil: Golly's unbounded plane)
    /// holding `contents`, with `algorithm` when one is asked for.
    public static func engine(rule: AnyRule, grid: Grid?, contents: Contents, algorithm: Algorithm?) throws(Refusal) -> Engine {
        switch rule {
        case let .moore(moore):
            if let algorithm, algorithm == .ruleLoader || algorithm == .largerThanLife || algorithm == .jvn { throw .family(algorithm, rule) }
            return try engine(moore: moore, grid: grid, contents: contents, algorithm: algorithm)
        case let .largerThanLife(ltl):
            if let algorithm, algorithm != .largerThanLife { throw .family(algorithm, rule) }
            return try engine(largerThanLife: ltl, grid: grid, contents: contents)
        case let .loaded(loaded) where loaded.algorithm == .jvn:
            // JvN is Golly's hashing, as auto; RuleLoader asked for is a byte a cell, as for a rule file's rule.
            if let algorithm, algorithm != .jvn, algorithm != .hashLife, algorithm != .ruleLoader { throw .family(algorithm, rule) }
            return try engine(loadedOn: grid, contents: contents, algorithm: algorithm == .jvn ? nil : algorithm)
        case let .loaded(loaded) where loaded.algorithm == .quickLife:
            // Wolfram's rules: QuickLife asked for is a byte a cell (RuleLoader's engine), as QuickLife is the board for B/S
            // rules; RuleLoader too (play's growing world on the plane asks for it).
            if let algorithm, algorithm != .quickLife, algorithm != .hashLife, algorithm != .ruleLoader { throw .family(algorithm, rule) }
            if algorithm == .quickLife, grid == nil, contents == .giant { throw .giant }
            return try engine(loadedOn: grid, contents: contents, algorithm: algorithm == .quickLife ? .ruleLoader : algorithm)
        case .loaded:
            if let algorithm, algorithm != .ruleLoader, algorithm != .hashLife { throw .family(algorithm, rule) }
            return try engine(loadedOn: grid, contents: contents, algorithm: algorithm)
        }
    }

    /// The engine for a Larger than Life rule: its own, as Golly's `ltlalgo`,
    /// on a torus or a plane (any size here: the universe raises a side below
    /// twice the range, as Golly does), or on Golly's unbounded plane for a
    /// pattern and a rule without B0 (Golly refuses B0 there).
    private static func engine(largerThanLife rule: LtLRule, grid: Grid?, contents: Contents) throws(Refusal) -> Engine {
        if contents == .giant { throw .giant }
        guard let grid else {
            if rule.birth.lowerBound == 0 {
                throw .largerThanLifePlane("B0 is not allowed if universe is unbounded (Golly's rule): give the rule a grid, "
                    + "such as \(rule):T500,500")
            }
            if contents == .none { throw .largerThanLifePlane("a Larger than Life universe without a grid needs a pattern") }
            return .largerThanLife
        }
        guard grid.isFinite, grid.topology == .torus || grid.topology == .bounded else {
            throw .largerThanLifeGrid("Larger than Life runs on a torus or a plane (:T or :P, both sides given), not :\(grid)")
        }
        return .largerThanLife
    }

    /// The engine for a rule from a rule file or a JvN rule: on the plane
    /// multi-state HashLife, as Golly's RuleLoader and JvN run (both are built
    /// on `ghashbase`), unless RuleLoader is asked for by name and the cells
    /// fit a board: then a byte a cell; on a grid a byte a cell, as Golly runs
    /// a bounded grid a generation at a time.
    private static func engine(loadedOn grid: Grid?, contents: Contents, algorithm: Algorithm?) throws(Refusal) -> Engine {
        guard let grid else {
            return algorithm == .ruleLoader && contents != .giant ? .states : .genericHashLife
        }
        if algorithm == .hashLife { throw .hashLifeGrid }
        if contents == .giant { throw .giant }
        if !grid.isFinite, contents == .none { throw .unboundedWithoutCells(grid) }
        return .states
    }

    /// The engine for a rule of the Moore family (`Rule`).
    private static func engine(moore rule: Rule, grid: Grid?, contents: Contents, algorithm: Algorithm?) throws(Refusal) -> Engine {
        let hashLifeRefusal = HashLife.refusal(for: rule)
        guard let grid else {
            switch (algorithm, contents) {
            case (.hashLife, _):
                if let hashLifeRefusal { throw .hashLifeRule(hashLifeRefusal) }
                return .hashLife
            case (_, .giant):
                if hashLifeRefusal != nil || algorithm != nil { throw .giant }
                return .hashLife
            case (nil, _):
                return hashLifeRefusal == nil ? .hashLife : .tiles
            default:
                return .tiles
            }
        }
        if algorithm == .hashLife { throw .hashLifeGrid }
        if contents == .giant {
            throw .giant
        }
        guard grid.isFinite else {
            if contents == .none { throw .unboundedWithoutCells(grid) }
            return .tube
        }
        return .board
    }
}
