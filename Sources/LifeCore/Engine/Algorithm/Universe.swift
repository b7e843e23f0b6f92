/// Building the engine `EngineChoice` picked, with the pattern where Golly
/// puts it (`Pattern.gollyPosition`; a file that gives no place is centred)
/// and at the generation the file says.
public enum Universe {
    /// The largest step a universe on Golly's plane takes, 2^62 generations
    /// (the hashing engines' reach, as Golly's): the most a run may ask for
    /// and the farthest play zooms out.
    public static let maxStepExponent = HashLifeTree.maxExponent
    /// The memory the hashing engines' nodes get unless told otherwise
    /// (bgolly's `-M` default, 256 MB).
    public static let defaultMaxMemory = HashLife.defaultMaxMemory

    /// What goes in: cells that fit a board, and for a giant the plane's
    /// cells (`PlaneCells`, or `PlaneStates` for many states, already placed)
    /// or a macrocell file's quadtree.
    public struct Contents {
        public var pattern: Pattern?
        public var planeCells: PlaneCells?
        public var planeStates: PlaneStates?
        public var macrocell: Macrocell?

        public init(pattern: Pattern? = nil, planeCells: PlaneCells? = nil, planeStates: PlaneStates? = nil, macrocell: Macrocell? = nil) {
            self.pattern = pattern
            self.planeCells = planeCells
            self.planeStates = planeStates
            self.macrocell = macrocell
        }
    }

    /// `engine` for `rule` on `grid` (nil: Golly's plane) holding `contents`,
    /// HashLife within `maxMemory` bytes; and how many of the pattern's cells
    /// lay beyond a bounded grid and were dropped, as Golly drops them.
    public static func make(_ engine: EngineChoice.Engine, rule any: AnyRule, grid: Grid?, contents: Contents,
                            maxMemory: Int = defaultMaxMemory) throws(AlgorithmError) -> (universe: any LifeAlgorithm, dropped: Int) {
        let pattern = contents.pattern
        let rule: Rule
        switch any {
        case let .moore(moore): rule = moore
        case let .loaded(loaded):
            if engine == .genericHashLife { return (try makeGenericHashLife(loaded, contents: contents, maxMemory: maxMemory), 0) }
            precondition(engine == .states, "a rule file's rule runs a byte a cell or with multi-state HashLife")
            return try makeStates(loaded, grid: grid, pattern: pattern)
        case let .largerThanLife(ltl):
            precondition(engine == .largerThanLife, "a Larger than Life rule runs on its own engine")
            return try makeLargerThanLife(ltl, grid: grid, pattern: pattern)
        }
        let centred = pattern.map { GridPoint(x: -($0.width / 2), y: -($0.height / 2)) } ?? GridPoint(x: 0, y: 0)
        let universe: any LifeAlgorithm
        var dropped = 0
        switch engine {
        case .board:
            guard let grid, grid.isFinite else { preconditionFailure("a board needs a bounded grid") }
            universe = try BoardUniverse(width: grid.width, height: grid.height, topology: grid.topology, rule: rule)
            if let pattern {
                // Centred as Golly centres a file that gives no place: the box's top-left at (W/2 − w/2, H/2 − h/2).
                let at = pattern.gollyPosition(on: grid)
                    ?? GridPoint(x: grid.width / 2 - pattern.width / 2 + grid.origin.x, y: grid.height / 2 - pattern.height / 2 + grid.origin.y)
                dropped = try universe.load(pattern, at: at)
            }
        case .tube:
            guard let grid, let pattern else { preconditionFailure("a tube needs its grid and cells") }
            let at = pattern.gollyPosition(on: grid) ?? centred
            let across = grid.width == 0
            universe = try BoardUniverse(tube: grid, rule: rule, extent: across ? pattern.width : pattern.height,
                                        start: across ? at.x : at.y)
            dropped = try universe.load(pattern, at: at)
        case .tiles:
            universe = TiledUniverse(rule: rule)
            if let pattern { _ = try universe.load(pattern, at: pattern.gollyPosition(on: nil) ?? centred) }
        case .hashLife:
            let plane: HashLifeUniverse
            do { plane = HashLifeUniverse(try HashLife(rule: rule, maxMemory: maxMemory)) } catch { throw .hashLife(error) }
            if let macrocell = contents.macrocell {
                do { try plane.life.load(macrocell) } catch { throw .hashLife(error) }
            } else if let cells = contents.planeCells {
                try plane.load(cells)
            } else if let pattern {
                _ = try plane.load(pattern, at: pattern.gollyPosition(on: nil) ?? centred)
            }
            universe = plane
        case .states, .largerThanLife, .genericHashLife:
            preconditionFailure("rules from rule files and Larger than Life run on their own engines")
        }
        // A file saved at generation N (`#CXRLE Gen=N`) goes on from N, as in Golly (a B0 rule steps
        // differently from odd and even generations); a macrocell file's `#G` is read with its nodes.
        if contents.macrocell == nil { universe.generation = pattern?.generation ?? 0 }
        return (universe, dropped)
    }

    /// A Larger than Life rule, the pattern where Golly puts it: on the grid
    /// raised to the rule's least size (Golly reads the pattern onto that grid).
    private static func makeLargerThanLife(_ rule: LtLRule, grid: Grid?, pattern: Pattern?) throws(AlgorithmError) -> (universe: any LifeAlgorithm, dropped: Int) {
        var universe = try LtLUniverse(rule: rule, grid: grid)
        guard let pattern else { return (universe, 0) }
        let at: GridPoint
        if let grid = universe.grid {
            at = pattern.gollyPosition(on: grid)
                ?? GridPoint(x: grid.width / 2 - pattern.width / 2 + grid.origin.x, y: grid.height / 2 - pattern.height / 2 + grid.origin.y)
        } else {
            at = pattern.gollyPosition(on: nil) ?? GridPoint(x: -(pattern.width / 2), y: -(pattern.height / 2))
            universe = try LtLUniverse(rule: rule, grid: nil, extent: CellRect(x: at.x, y: at.y, width: pattern.width, height: pattern.height))
        }
        let dropped = try universe.load(pattern, at: at)
        universe.generation = pattern.generation ?? 0
        return (universe, dropped)
    }

    /// A rule file's rule a byte a cell, the pattern where Golly puts it.
    private static func makeStates(_ rule: LoadedRule, grid: Grid?, pattern: Pattern?) throws(AlgorithmError) -> (universe: any LifeAlgorithm, dropped: Int) {
        guard let pattern else { return (try StateUniverse(rule: rule, grid: grid), 0) }
        let at: GridPoint
        if let grid, grid.isFinite {
            at = pattern.gollyPosition(on: grid)
                ?? GridPoint(x: grid.width / 2 - pattern.width / 2 + grid.origin.x, y: grid.height / 2 - pattern.height / 2 + grid.origin.y)
        } else {
            at = pattern.gollyPosition(on: grid) ?? GridPoint(x: -(pattern.width / 2), y: -(pattern.height / 2))
        }
        let universe = try StateUniverse(rule: rule, grid: grid,
                                         extent: CellRect(x: at.x, y: at.y, width: pattern.width, height: pattern.height))
        let dropped = try universe.load(pattern, at: at)
        universe.generation = pattern.generation ?? 0
        return (universe, dropped)
    }

    /// A rule file's rule on the plane with multi-state HashLife: a macrocell
    /// file's quadtree at its `#G`, the plane's cells, or the pattern where
    /// Golly puts it (centred when the file gives no place), at its generation.
    private static func makeGenericHashLife(_ rule: LoadedRule, contents: Contents, maxMemory: Int) throws(AlgorithmError) -> any LifeAlgorithm {
        let plane = GenericHashLifeUniverse(rule: rule, maxMemory: maxMemory)
        if let macrocell = contents.macrocell {
            try plane.load(macrocell)
            return plane
        }
        if let states = contents.planeStates {
            try plane.load(states)
        } else if let cells = contents.planeCells {
            try plane.load(PlaneStates(cells))
        } else if let pattern = contents.pattern {
            _ = try plane.load(pattern, at: pattern.gollyPosition(on: nil) ?? GridPoint(x: -(pattern.width / 2), y: -(pattern.height / 2)))
        }
        plane.generation = contents.pattern?.generation ?? 0
        return plane
    }
}
