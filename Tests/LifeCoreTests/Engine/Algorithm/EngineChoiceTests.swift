import Testing
@testable import LifeCore

/// The choice of engine, as a table: rule × grid × contents × algorithm.
@Suite struct EngineChoiceTests {
    static let torus = Grid(width: 64, height: 48, topology: .torus)
    static let tube = Grid(width: 0, height: 68, topology: .torus)
    static let life = AnyRule.moore(.conway)
    static let generations = AnyRule.moore(try! Rule(parsing: "/2/3"))
    static let isotropic = AnyRule.moore(try! Rule(parsing: "B2-a/S12"))
    static let b0 = AnyRule.moore(try! Rule(parsing: "B013568/S01"))
    static let bosco = AnyRule.largerThanLife(try! RuleSpec(parsing: "R5,C0,M1,S34..58,B34..45,NM").largerThanLife!)
    static let ltlB0 = AnyRule.largerThanLife(try! RuleSpec(parsing: "R2,C0,M1,S3..9,B0..4,NN").largerThanLife!)
    static let plane = Grid(width: 30, height: 20, topology: .bounded)
    static let klein = Grid(width: 30, height: 20, topology: .kleinBottle(twisted: .vertical, shifted: false))
    static let wireWorld = AnyRule.loaded(try! LoadedRule(name: "WireWorld",
                                                          rule: RuleFile(Array(BuiltInRules.files["WireWorld"]!.utf8),
                                                                         kind: .rule, file: "WireWorld.rule")))

    static let jvn = AnyRule.loaded(LoadedRule(jvn: JvNRule(.jvn29)))
    static let hutton = AnyRule.loaded(LoadedRule(jvn: JvNRule(.hutton32)))

    static let w22 = AnyRule.loaded(LoadedRule(wolfram: WolframRule(22)!))

    typealias Case = (rule: AnyRule, grid: Grid?, contents: EngineChoice.Contents, algorithm: Algorithm?, engine: EngineChoice.Engine)

    static let chosen: [Case] = [
        (life, torus, .cells, nil, .board), (life, torus, .none, nil, .board), (life, torus, .cells, .quickLife, .board),
        (generations, torus, .cells, nil, .board), (generations, torus, .cells, .generations, .board),
        (isotropic, torus, .none, nil, .board), (b0, torus, .cells, nil, .board),
        (life, tube, .cells, nil, .tube), (generations, tube, .cells, nil, .tube),
        (life, nil, .cells, nil, .hashLife), (life, nil, .cells, .hashLife, .hashLife), (life, nil, .giant, nil, .hashLife),
        (life, nil, .cells, .quickLife, .tiles), (life, nil, .cells, .generations, .tiles),
        (generations, nil, .cells, nil, .tiles), (isotropic, nil, .cells, nil, .tiles), (b0, nil, .cells, nil, .tiles),
        (wireWorld, torus, .cells, nil, .states), (wireWorld, torus, .none, .ruleLoader, .states),
        (wireWorld, tube, .cells, nil, .states), (wireWorld, tube, .cells, .ruleLoader, .states),
        // On the plane a rule file's rule runs on multi-state HashLife, as Golly's RuleLoader does, unless
        // RuleLoader is asked for by name and the cells fit a board; a giant needs HashLife whatever is asked.
        (wireWorld, nil, .cells, nil, .genericHashLife), (wireWorld, nil, .none, nil, .genericHashLife),
        (wireWorld, nil, .cells, .hashLife, .genericHashLife), (wireWorld, nil, .none, .hashLife, .genericHashLife),
        (wireWorld, nil, .cells, .ruleLoader, .states), (wireWorld, nil, .none, .ruleLoader, .states),
        (wireWorld, nil, .giant, nil, .genericHashLife), (wireWorld, nil, .giant, .hashLife, .genericHashLife),
        (wireWorld, nil, .giant, .ruleLoader, .genericHashLife),
        // Von Neumann's rules: multi-state HashLife on the plane, as Golly's JvN algorithm hashes; a byte a cell on a grid.
        (jvn, nil, .cells, nil, .genericHashLife), (jvn, nil, .cells, .jvn, .genericHashLife), (jvn, nil, .giant, .jvn, .genericHashLife),
        (jvn, nil, .giant, nil, .genericHashLife), (hutton, nil, .none, .hashLife, .genericHashLife), (hutton, nil, .cells, .jvn, .genericHashLife),
        (jvn, torus, .cells, nil, .states), (jvn, torus, .none, .jvn, .states), (hutton, klein, .cells, .jvn, .states), (jvn, tube, .cells, .jvn, .states),
        // RuleLoader asked for is a byte a cell, as for a rule file's rule (play's growing world on the plane asks for it).
        (jvn, nil, .cells, .ruleLoader, .states), (jvn, torus, .cells, .ruleLoader, .states), (jvn, nil, .giant, .ruleLoader, .genericHashLife),
        // Wolfram's rules: HashLife over their table on the plane, as Golly's HashLife; QuickLife a byte a cell.
        (w22, nil, .cells, nil, .genericHashLife), (w22, nil, .giant, nil, .genericHashLife), (w22, nil, .cells, .hashLife, .genericHashLife),
        (w22, nil, .cells, .quickLife, .states), (w22, nil, .cells, .ruleLoader, .states), (w22, torus, .cells, nil, .states),
        (w22, torus, .none, .quickLife, .states), (w22, tube, .cells, .quickLife, .states),
        (bosco, torus, .cells, nil, .largerThanLife), (bosco, plane, .none, .largerThanLife, .largerThanLife),
        (bosco, nil, .cells, nil, .largerThanLife), (ltlB0, torus, .cells, nil, .largerThanLife), (ltlB0, plane, .none, nil, .largerThanLife),
    ]

    @Test(arguments: chosen)
    func theEngineFollowsTheTable(c: Case) throws {
        #expect(try EngineChoice.engine(rule: c.rule, grid: c.grid, contents: c.contents, algorithm: c.algorithm) == c.engine,
                "\(c.rule) on \(c.grid.map { ":\($0)" } ?? "the plane") with \(c.contents), \(c.algorithm?.rawValue ?? "auto")")
    }

    static let refused: [(rule: AnyRule, grid: Grid?, contents: EngineChoice.Contents, algorithm: Algorithm?, refusal: String)] = [
        (life, torus, .cells, .hashLife, "unbounded plane only"),
        (generations, nil, .cells, .hashLife, "Generations rules run on the bit-packed engine"),
        (b0, nil, .cells, .hashLife, "B0 rules without S8"),
        (life, torus, .giant, nil, "HashLife on Golly's unbounded plane only"),
        (generations, nil, .giant, nil, "HashLife on Golly's unbounded plane only"),
        (life, nil, .giant, .quickLife, "HashLife on Golly's unbounded plane only"),
        (life, tube, .none, nil, "unbounded in one direction"),
        (wireWorld, tube, .none, nil, "unbounded in one direction"),
        (wireWorld, nil, .cells, .quickLife, "WireWorld comes from a rule file"),
        (wireWorld, nil, .giant, .generations, "give RuleLoader, HashLife or auto"),
        (wireWorld, torus, .cells, .quickLife, "give RuleLoader, HashLife or auto"),
        (wireWorld, torus, .cells, .hashLife, "unbounded plane only"),
        (wireWorld, torus, .giant, nil, "HashLife on Golly's unbounded plane only"),
        (wireWorld, tube, .giant, .ruleLoader, "HashLife on Golly's unbounded plane only"),
        (life, torus, .cells, .ruleLoader, "runs rules from rule files"),
        (bosco, torus, .cells, .quickLife, "does not run Larger than Life rules"),
        (bosco, nil, .cells, .hashLife, "does not run Larger than Life rules"),
        (wireWorld, torus, .cells, .largerThanLife, "is not one"),
        (life, nil, .cells, .largerThanLife, "is not one"),
        (ltlB0, nil, .cells, nil, "B0 is not allowed if universe is unbounded"),
        (bosco, nil, .none, nil, "needs a pattern"),
        (bosco, nil, .giant, nil, "HashLife on Golly's unbounded plane only"),
        (bosco, klein, .cells, nil, "a torus or a plane"),
        (jvn, nil, .cells, .quickLife, "does not run JvN29, a rule of Golly's JvN algorithm: give JvN, HashLife, RuleLoader or auto"),
        (jvn, nil, .cells, .generations, "does not run JvN29"),
        (hutton, torus, .cells, .largerThanLife, "does not run Hutton32"),
        (jvn, torus, .cells, .hashLife, "unbounded plane only"),
        (jvn, torus, .giant, nil, "HashLife on Golly's unbounded plane only"),
        (jvn, tube, .none, .jvn, "unbounded in one direction"),
        (life, nil, .cells, .jvn, "--algorithm JvN runs von Neumann's rules (JvN29, Nobili32, Hutton32); B3/S23 is not one"),
        (wireWorld, nil, .cells, .jvn, "WireWorld is not one"),
        (bosco, torus, .cells, .jvn, "is not one"),
        (w22, nil, .cells, .generations, "does not run W22, one of Wolfram's rules: give QuickLife, HashLife or auto"),
        (w22, nil, .cells, .jvn, "W22 is not one"),
        (w22, nil, .giant, .quickLife, "HashLife on Golly's unbounded plane only"),
        (w22, torus, .cells, .hashLife, "unbounded plane only"),
        (bosco, tube, .cells, nil, "a torus or a plane"),
    ]

    @Test(arguments: refused)
    func whatNoEngineRunsIsRefusedWithAReason(rule: AnyRule, grid: Grid?, contents: EngineChoice.Contents, algorithm: Algorithm?,
                                               refusal: String) {
        #expect {
            _ = try EngineChoice.engine(rule: rule, grid: grid, contents: contents, algorithm: algorithm)
        } throws: { error in
            "\(error)".contains(refusal)
        }
    }

    @Test func algorithmsAreGollysNamesInAnyCase() {
        #expect(Algorithm(named: "hashlife") == .hashLife && Algorithm(named: "QuickLife") == .quickLife)
        #expect(Algorithm(named: "GENERATIONS") == .generations && Algorithm(named: "auto") == nil)
        #expect(Algorithm(named: "ruleloader") == .ruleLoader)
        #expect(Algorithm(named: "larger than life") == .largerThanLife && Algorithm(named: "LARGER THAN LIFE") == .largerThanLife)
        #expect(Algorithm(named: "jvn") == .jvn && Algorithm(named: "JvN") == .jvn)
        #expect(Algorithm.names == "QuickLife, HashLife, Generations, RuleLoader, Larger than Life, JvN")
    }
}
