import LifeCore

/// What `lifecam run` was asked to do, each value as the argument parser
/// typed it (sizes, rules, grids, the algorithm and the step read already;
/// ranges and how the options combine are `RunJob`'s to check).
package struct RunOptions: Equatable {
    package var pattern: String?
    package var rule: RuleSpec?
    package var size: Dimensions?
    package var topology: TopologyChoice?
    /// The generations to report, in increasing order (the last is where the run ends).
    package var generations = [0]
    package var random: Double?
    package var seed: UInt64?
    package var output: String?
    package var algorithm = AlgorithmChoice.auto
    /// `--step 2^k`: k, HashLife's step as a power of two.
    package var step: Int?
    /// Megabytes (`--max-memory`).
    package var maxMemory: Int?

    package init(pattern: String? = nil, rule: RuleSpec? = nil, size: Dimensions? = nil, topology: TopologyChoice? = nil,
                 generations: [Int] = [0], random: Double? = nil, seed: UInt64? = nil, output: String? = nil,
                 algorithm: AlgorithmChoice = .auto, step: Int? = nil, maxMemory: Int? = nil) {
        self.pattern = pattern
        self.rule = rule
        self.size = size
        self.topology = topology
        self.generations = generations
        self.random = random
        self.seed = seed
        self.output = output
        self.algorithm = algorithm
        self.step = step
        self.maxMemory = maxMemory
    }
}

/// Runs the engine as `lifecam run` describes; files come through `read`.
package enum RunJob {
    package static let defaultSide = 256

    /// The board when neither `--size` nor the rule's grid gives one: 256x256,
    /// or, for a pattern that does not fit there with `LoadedPattern.margin` cells free
    /// on every side, the pattern plus that margin on every side, at most
    /// `Board.maxSide` a side. Golly runs such patterns on an unbounded plane; on
    /// this torus nothing crosses the margin from both sides to meet at the seam
    /// for that many generations (nothing moves faster than a cell per
    /// generation), so that long the run is exactly Golly's, and well beyond
    /// that for most patterns.
    package static func defaultSize(for pattern: Pattern?) -> Dimensions {
        guard let pattern else { return Dimensions(width: defaultSide, height: defaultSide) }
        let margin = LoadedPattern.margin(around: pattern)
        func side(_ extent: Int) -> Int { min(Board.maxSide, max(defaultSide, extent + 2 * margin)) }
        return Dimensions(width: side(pattern.width), height: side(pattern.height))
    }

    /// Runs to each of `o.generations` in turn; `each` gets the result at
    /// every one but the last, which is returned. Read a result in `each`: on
    /// the plane it is HashLife's, which runs on after the call. `resident`
    /// says what the process holds (the command measures it), so that HashLife
    /// keeps the whole process within `--max-memory` (`runOnPlane`).
    /// `runner`: the threads a bit-packed board steps on (`--threads`).
    package static func execute(_ o: RunOptions, read: (String) throws(CommandFailure) -> LoadedPattern?,
                                each: (RunResult) throws(CommandFailure) -> Void = { _ in },
                                resident: () -> Int? = { nil },
                                findRule: RuleLookup = RuleSpec.noRuleFiles,
                                runner: (any ParallelRunner)? = nil) throws(CommandFailure) -> RunResult {
        try checkGenerations(o.generations)
        let algorithm = o.algorithm.algorithm
        let step = o.step
        let maxMemory = try parseMaxMemory(o.maxMemory)
        let cliRule = o.rule
        let cliSize = o.size
        let cliTopology = o.topology
        if let named = cliTopology?.size, let size = cliSize, named != size {
            throw CommandFailure(.usage, "--topology names a \(named) grid but --size says \(size): give one of them")
        }

        var loaded: LoadedPattern?
        let source: String
        switch (o.pattern, o.random) {
        case (nil, nil):
            throw CommandFailure(.usage, "give --pattern FILE|NAME or --random DENSITY")
        case (.some, .some):
            throw CommandFailure(.usage, "give either --pattern or --random, not both")
        case let (nil, density?):
            guard density >= 0, density <= 1 else { throw CommandFailure(.usage, "--random takes a density from 0 to 1, not \(density)") }
            source = "random soup, density \(density), seed \(o.seed ?? 0)"
        case let (name?, nil):
            guard o.seed == nil else { throw CommandFailure(.usage, "--seed only applies with --random") }
            let p = try LoadedPattern.named(name, read: read)
            loaded = p
            // `-` is standard input (the shell reads it; see `--pattern`'s help); a zip archive's member by its path in it.
            source = !p.pattern.name.isEmpty ? p.pattern.name : name == "-" ? "standard input"
                : TextSanitizer.clean(p.archive?.memberText ?? name, maxLength: 240)
        }
        // The command line wins over the file; a suffix on either rule sets the grid.
        let fileGrid = cliRule?.grid ?? loaded?.pattern.rule?.grid
        let rule = try RuleSpec.resolved(cli: cliRule, file: loaded?.pattern.rule, find: findRule)
        // A grid that only the file names is the file's fault (data), not the command line's.
        let status: ExitStatus = cliRule?.grid == nil && fileGrid != nil ? .data : .usage
        let grid = try runGrid(pattern: loaded?.pattern, fileGrid: fileGrid, size: cliSize, topology: cliTopology, status: status)
        if let loaded { try loaded.checkStates(under: rule, status: cliRule == nil ? .data : .usage) }
        let contents: EngineChoice.Contents = loaded.map { $0.needsPlane ? .giant : .cells } ?? .none
        let engine: EngineChoice.Engine
        do {
            engine = try EngineChoice.engine(rule: rule, grid: grid, contents: contents, algorithm: algorithm)
        } catch {
            switch error {
            case .giant: throw CommandFailure(.data, giantRefusal(loaded, source: source))
            case .hashLifeRule: throw CommandFailure(cliRule == nil ? .data : .usage, error.description)
            case .hashLifeGrid, .unboundedWithoutCells, .family: throw CommandFailure(.usage, error.description)
            case .largerThanLifeGrid: throw CommandFailure(status, error.description)
            case .largerThanLifePlane: throw CommandFailure(cliRule == nil && loaded != nil ? .data : .usage, error.description)
            }
        }
        // HashLife's nodes get `--max-memory` less what the process holds and room to measure the result.
        let store = maxMemory - (engine.isHashLife ? resident().map { $0 + maxMemory / resultShare } ?? 0 : 0)
        if engine.isHashLife {
            try checkStore(store, limit: maxMemory)
            for generations in o.generations { try checkSteps(generations: generations, step: step) }
        }
        let made: (universe: any LifeAlgorithm, dropped: Int)
        do {
            made = try Universe.make(engine, rule: rule, grid: grid,
                                     contents: Universe.Contents(pattern: loaded?.pattern, planeCells: loaded?.plane,
                                                                 planeStates: loaded?.states, macrocell: loaded?.macrocell),
                                     maxMemory: store)
        } catch {
            throw failure(error, source: source, limit: maxMemory, store: store, status: status)
        }
        // The universe holds the cells now; a 16384² pattern need not stay in memory beside it.
        loaded = nil
        let universe = made.universe
        if let threaded = universe as? any ThreadedStepping { threaded.runner = runner }
        if let density = o.random {
            // The same generator and fill as the terminal's random key, so a seed means one board everywhere.
            var rng = Xoshiro256(seed: o.seed ?? 0)
            do {
                try universe.randomFill(density: density, using: &rng)
            } catch {
                throw CommandFailure(.usage, error.description)
            }
        }
        let start = universe.generation
        for (index, target) in o.generations.enumerated() {
            do {
                if let step, let stepper = universe as? any PowerOfTwoStepping {
                    for _ in 0..<((start + target - universe.generation) >> step) { try stepper.step(exponent: step) }
                } else {
                    try universe.step(start + target - universe.generation)
                }
            } catch {
                throw failure(error, source: source, limit: maxMemory, store: store, status: .data)
            }
            let result = RunResult(universe: universe, source: source, dropped: made.dropped)
            if index == o.generations.count - 1 { return result }
            try each(result)
        }
        preconditionFailure("checkGenerations lets no empty list through")
    }

    /// The grid a run is on: `--size` and `--topology` (a size from one, a
    /// topology from the other, the rule's grid or a torus), else the rule's
    /// grid (`fileGrid`: `--rule`'s suffix, else the file's), else for a soup
    /// (no pattern) or a grid with an unbounded side that the options close,
    /// `defaultSize`; nil (Golly's unbounded plane) for a pattern nothing
    /// gives a grid.
    static func runGrid(pattern: Pattern?, fileGrid: Grid?, size cliSize: Dimensions?,
                        topology cliTopology: TopologyChoice?, status: ExitStatus) throws(CommandFailure) -> Grid? {
        // A soup needs a board of a given size: without one, where a pattern runs on Golly's unbounded
        // plane, a soup would have no edges.
        if pattern == nil, cliSize == nil, cliTopology?.size == nil, fileGrid == nil {
            throw CommandFailure(.usage, "--random needs a size: give --size WxH (or a grid, --rule B3/S23:T256,256); "
                + "a soup on Golly's unbounded plane would have no edges")
        }
        let optionSize = cliSize ?? cliTopology?.size
        // A grid unbounded one way (Golly's tube) grows with the pattern; a soup or another topology needs a size.
        if let tube = fileGrid, !tube.isFinite, optionSize == nil {
            if pattern == nil || cliTopology != nil { throw CommandFailure(status, unboundedRefusal(tube)) }
            return tube
        }
        // A file that names no grid, run without --size or --topology, is on Golly's unbounded plane.
        if pattern != nil, cliSize == nil, cliTopology == nil, fileGrid == nil { return nil }
        let size = optionSize ?? fileGrid.map { Dimensions(width: $0.width, height: $0.height) } ?? defaultSize(for: pattern)
        return Grid(width: size.width, height: size.height, topology: cliTopology?.topology ?? fileGrid?.topology ?? .torus)
    }

    /// Why a giant (a macrocell file, cells beyond the largest board) cannot run as asked.
    private static func giantRefusal(_ loaded: LoadedPattern?, source: String) -> String {
        guard loaded?.macrocell == nil else {
            return "\(source) is a macrocell file, which runs with HashLife on Golly's unbounded plane only "
                + "(no --size, --topology or grid, under a rule HashLife runs)"
        }
        return "\(source) is larger than \(Board.maxSide)x\(Board.maxSide); lifecam's largest board "
            + "(--size \(Board.maxSide)x\(Board.maxSide)) cannot hold it: it runs with HashLife on Golly's unbounded "
            + "plane (no --size, --topology or grid), under a rule HashLife runs"
    }

    /// Why a grid with an unbounded side (Golly's tube `:T0,68`, a half-plane `:P30,0`) is refused
    /// where it has no pattern to grow with (a random soup) or another topology is asked for.
    package static func unboundedRefusal(_ grid: Grid, sizeOption: String = "--size") -> String {
        "the grid :\(grid) is unbounded in one direction, which lifecam runs for a pattern only, with no other topology; "
            + "give \(sizeOption) WxH for a bounded board"
    }
}
