import Testing
@testable import LifeCore

/// Every engine behind `LifeAlgorithm` answers alike: a pattern loaded at
/// Golly's coordinates is read back there cell by cell, stepped it gives the
/// same cells, population, box and generation as the reference board, and a
/// cell set is a cell got.
@Suite struct UniverseContractTests {
    static let rules = ["B3/S23", "/2/3", "B2-a/S12"]
    static let engines: [EngineChoice.Engine] = [.board, .tube, .tiles, .hashLife]

    /// A random pattern of `rule`'s states, 24×16.
    static func soup(_ rule: Rule, seed: UInt64) -> Pattern {
        var board = try! Board(width: 24, height: 16, topology: .bounded, rule: rule)
        var rng = SplitMix64(seed: seed)
        for y in 0..<16 {
            for x in 0..<24 where Double.random(in: 0..<1, using: &rng) < 0.4 {
                board.setState(Int.random(in: 1..<rule.states, using: &rng), x: x, y: y)
            }
        }
        return board.extractPattern().pattern
    }

    static func grid(for engine: EngineChoice.Engine) -> Grid? {
        switch engine {
        case .board: Grid(width: 200, height: 160, topology: .bounded)
        case .tube: Grid(width: 0, height: 160, topology: .bounded)
        case .tiles, .hashLife, .states, .largerThanLife, .genericHashLife: nil
        }
    }

    @Test(arguments: engines, rules)
    func everyEngineRunsThePatternAsTheReferenceBoard(engine: EngineChoice.Engine, ruleText: String) throws {
        let rule = try Rule(parsing: ruleText)
        guard engine != .hashLife || HashLife.refusal(for: rule) == nil else { return }
        var pattern = Self.soup(rule, seed: 3)
        pattern.position = GridPoint(x: -7, y: 5)
        pattern.generation = 4
        let (universe, dropped) = try Universe.make(engine, rule: .moore(rule), grid: Self.grid(for: engine),
                                                     contents: Universe.Contents(pattern: pattern))
        #expect(dropped == 0 && universe.generation == 4 && universe.states == rule.states)
        // The reference: the same cells on a bounded board far larger than they grow in 30 generations.
        var reference = try Board(width: 200, height: 160, topology: .bounded, rule: rule)
        reference.stamp(pattern, at: GridPoint(x: 100 - 7, y: 80 + 5))
        for y in 0..<16 {
            for x in 0..<24 {
                #expect(universe.state(x: x - 7, y: y + 5) == pattern.state(x: x, y: y), "\(engine) \(ruleText) (\(x), \(y))")
            }
        }
        try universe.step(30)
        reference.step(30)
        #expect(universe.generation == 34)
        #expect(universe.population == UInt128(reference.population), "\(engine) \(ruleText)")
        let box = try #require(reference.occupiedBox)
        #expect(universe.boundingBox == PlaneRect(x: Int128(box.x - 100), y: Int128(box.y - 80),
                                                  width: Int128(box.width), height: Int128(box.height)), "\(engine) \(ruleText)")
        let cells = try #require(universe.cells(maxSide: 1000))
        #expect(cells.pattern == reference.extractPattern().pattern.with(name: "", comments: []), "\(engine) \(ruleText)")
        if rule.states > 2 {
            #expect(universe.liveCount == UInt128(reference.liveCount))
            #expect(universe.populationByState?.reduce(0, +) == universe.population)
        }
        try universe.setState(rule.states - 1, x: 90, y: -70)
        #expect(universe.state(x: 90, y: -70) == rule.states - 1)
        #expect(throws: AlgorithmError.stateOutOfRange(state: rule.states, states: rule.states)) {
            try universe.setState(rule.states, x: 0, y: 0)
        }
    }

    /// A bounded grid drops what lies beyond it, as Golly does, and keeps nothing outside.
    @Test func aBoundedGridDropsCellsBeyondIt() throws {
        let pattern = try Pattern.decode(Array("x = 10, y = 1\n10o!".utf8))
        let (universe, dropped) = try Universe.make(.board, rule: .moore(.conway), grid: Grid(width: 6, height: 4, topology: .torus),
                                                     contents: Universe.Contents(pattern: pattern))
        #expect(dropped == 4 && universe.population == 6)
        try universe.setState(1, x: 50, y: 50)
        #expect(universe.state(x: 50, y: 50) == 0 && universe.population == 6)
    }

    /// A rule file's rule a byte a cell (on a bounded grid, a tube and the
    /// plane, the board grown round the cells) and with multi-state HashLife
    /// on the plane, as the reference board far larger than they grow.
    @Test(arguments: [(.states, Grid(width: 200, height: 160, topology: .bounded)), (.states, Grid(width: 0, height: 160, topology: .bounded)),
                      (.states, Grid(width: 200, height: 0, topology: .bounded)), (.states, nil), (.genericHashLife, nil)]
          as [(EngineChoice.Engine, Grid?)])
    func aRuleFilesRuleRunsAsTheReferenceBoard(engine: EngineChoice.Engine, grid: Grid?) throws {
        let text = BuiltInRules.files["WireWorld"]!
        let rule = try LoadedRule(name: "WireWorld", rule: RuleFile(Array(text.utf8), kind: .rule, file: "WireWorld.rule"))
        var reference = try StateBoard(width: 200, height: 160, topology: .bounded, rule: rule)
        var rng = SplitMix64(seed: 9)
        // Wires (state 3) with electrons (1, 2) in a 24x16 block, from (-7, 5).
        for y in 0..<16 {
            for x in 0..<24 where Double.random(in: 0..<1, using: &rng) < 0.5 {
                reference[100 - 7 + x, 80 + 5 + y] = UInt8(Int.random(in: 1...3, using: &rng))
            }
        }
        let pattern = Pattern(width: 24, height: 16) { x, y in Int(reference[93 + x, 85 + y]) }
        var placed = pattern
        placed.position = GridPoint(x: -7, y: 5)
        placed.generation = 6
        let (universe, dropped) = try Universe.make(engine, rule: .loaded(rule), grid: grid, contents: Universe.Contents(pattern: placed))
        #expect(dropped == 0 && universe.states == 4 && universe.generation == 6)
        #expect(universe.algorithm == (engine == .states ? .ruleLoader : .hashLife) && universe.liveCount == nil)
        #expect(universe.state(x: -7 + 3, y: 5 + 2) == pattern.state(x: 3, y: 2))
        try universe.step(40)
        reference.step(40)
        #expect(universe.populationByState == [0] + reference.populationByState.dropFirst().map { UInt128($0) })
        let box = try #require(reference.boundingBox)
        #expect(universe.boundingBox == PlaneRect(x: Int128(box.x - 100), y: Int128(box.y - 80),
                                                  width: Int128(box.width), height: Int128(box.height)))
        let cells = try #require(universe.cells(maxSide: 1000))
        #expect(cells.pattern == Pattern(width: box.width, height: box.height) { x, y in Int(reference[box.x + x, box.y + y]) })
        // A cell far off along an open side grows the board; on a bounded grid it is left alone.
        try universe.setState(3, x: 0, y: -5000)
        #expect(universe.state(x: 0, y: -5000) == (grid == nil || grid?.height == 0 ? 3 : 0))
    }
}
