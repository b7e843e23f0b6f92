import Testing
@testable import LifeCore

/// `StateBoard` against a plain one-byte-a-cell reference that finds every
/// neighbour through `Topology.fold` and asks the rule (no ring, no packed
/// table), on every kind of grid, by both ways of stepping.
@Suite struct StateBoardTests {
    /// The reference: Golly's bounded grid as `Topology.fold` defines it.
    struct Reference {
        let width: Int, height: Int, topology: Topology, rule: LoadedRule
        var cells: [UInt8]

        func state(_ x: Int, _ y: Int) -> UInt8 {
            guard let p = topology.fold(x, y, width: width, height: height) else { return 0 }
            return cells[p.y * width + p.x]
        }

        mutating func step() {
            var next = cells
            for y in 0..<height {
                for x in 0..<width {
                    next[y * width + x] = rule.next(
                        nw: state(x - 1, y - 1), n: state(x, y - 1), ne: state(x + 1, y - 1),
                        w: state(x - 1, y), c: state(x, y), e: state(x + 1, y),
                        sw: state(x - 1, y + 1), s: state(x, y + 1), se: state(x + 1, y + 1))
                }
            }
            cells = next
        }
    }

    static func rule(_ name: String) throws -> LoadedRule {
        let file = try RuleFile(Array(BuiltInRules.files[name]!.utf8), kind: .rule, file: name)
        return try LoadedRule(name: name, rule: file, looks: file)
    }

    /// A small rule of each neighbourhood, for the packed and generic paths.
    static func table(_ neighbourhood: String, states: Int, symmetries: String, _ transitions: String) throws -> LoadedRule {
        let text = "@RULE T\n@TABLE\nn_states:\(states)\nneighborhood:\(neighbourhood)\nsymmetries:\(symmetries)\n\(transitions)\n"
        return try LoadedRule(name: "T", rule: try RuleFile(Array(text.utf8), kind: .rule, file: "T.rule"))
    }

    /// Loaded once: a packed table is made once per loaded rule.
    static let loaded = Result { try rules() }

    static func rules() throws -> [LoadedRule] {
        [
            try rule("WireWorld"),
            try rule("Langtons-Ant"),
            try table("hexagonal", states: 3, symmetries: "rotate6", "var a={1,2}\nvar b={0,1,2}\n0,a,b,0,0,0,0,1\n1,0,0,0,0,0,0,2\n2,b,b,b,b,b,b,0"),
            try table("oneDimensional", states: 5, symmetries: "reflect", "var a={1,2,3,4}\n0,a,0,a\n0,a,a,0\n1,0,0,2\n2,a,0,3\n3,0,0,4\n4,0,0,0"),
            try table("Moore", states: 7, symmetries: "rotate4reflect", "var a={1,2,3,4,5,6}\n0,a,0,0,0,0,0,0,1,2\n2,a,a,0,0,0,0,0,0,3\n3,0,0,0,0,0,0,0,0,6\n6,0,0,0,0,0,0,0,0,0\n1,0,0,0,0,0,0,0,0,5"),
        ]
    }

    static let grids = ["T13,9", "T13+4,9", "T13,9-2", "P13,9", "K13*,9", "K14*+1,9", "K13,10*+1", "C13,9", "S11", "T1,6", "K5,1*"]

    @Test(arguments: grids)
    func stepsAsTheReferenceOnEveryGrid(suffix: String) throws {
        let grid = try #require(try Grid(parsing: suffix))
        for (k, rule) in try Self.loaded.get().enumerated() {
            var rng = SplitMix64(seed: UInt64(k))
            var board = try StateBoard(width: grid.width, height: grid.height, topology: grid.topology, rule: rule)
            var reference = Reference(width: grid.width, height: grid.height, topology: board.topology, rule: rule,
                                      cells: Array(repeating: 0, count: grid.width * grid.height))
            for y in 0..<grid.height {
                for x in 0..<grid.width where Double.random(in: 0..<1, using: &rng) < 0.5 {
                    let s = UInt8(Int.random(in: 1..<rule.states, using: &rng))
                    board[x, y] = s
                    reference.cells[y * grid.width + x] = s
                }
            }
            var generic = board
            generic.stepper = .diagram(try #require(rule.diagram))
            for generation in 1...12 {
                board.step()
                generic.step()
                reference.step()
                let cells = (0..<grid.height).flatMap { Array(board.row($0)) }
                #expect(cells == reference.cells, "\(rule.name) on \(suffix) at \(generation)")
                #expect(generic == board, "\(rule.name) on \(suffix) at \(generation) by the diagram")
            }
            #expect(board.generation == 12)
        }
    }

    @Test func theStepperIsThePackedTableWhereItFits() throws {
        let rules = try Self.loaded.get()
        let packed = try rules.map { try StateBoard(width: 256, height: 256, rule: $0).usesPackedTable }
        // WireWorld 18 bits, Langton's ant 4 bits × 5 cells, hexagonal 2 × 7, one dimension 3 × 3; Moore with 7 states 27 bits.
        #expect(packed == [true, true, true, true, false])
        // A small board makes no large table: Langton's ant's has 2^20 entries.
        let small = try rules.map { try StateBoard(width: 64, height: 64, rule: $0).usesPackedTable }
        #expect(small == [true, false, true, true, false])
    }

    @Test func countsBoundsAndEdits() throws {
        var board = try StateBoard(width: 10, height: 8, topology: .bounded, rule: try Self.rule("WireWorld"))
        #expect(board.boundingBox == nil && board.population == 0)
        board[2, 3] = 1
        board[7, 5] = 3
        board[8, 5] = 4      // WireWorld has no state 4: ignored
        board[10, 0] = 1     // outside: ignored
        #expect(board[2, 3] == 1 && board[8, 5] == 0 && board[-1, 0] == 0)
        #expect(board.population == 2)
        #expect(board.populationByState == [78, 1, 0, 1])
        #expect(board.boundingBox == CellRect(x: 2, y: 3, width: 6, height: 3))
        board.step()
        #expect(board.populationByState == [78, 0, 1, 1])
        board.clear()
        #expect(board.population == 0 && board.generation == 0)
    }

    @Test func aRuleOfFewerStatesClearsTheStatesItLacks() throws {
        var board = try StateBoard(width: 4, height: 4, rule: try Self.rule("Langtons-Ant"))
        board[0, 0] = 9
        board[1, 0] = 3
        board.rule = try Self.rule("WireWorld")
        #expect(board[0, 0] == 0 && board[1, 0] == 3)
    }

    @Test(arguments: [(0, 5), (5, 0), (16385, 1)])
    func refusesSizesOutOfRange(width: Int, height: Int) throws {
        #expect(throws: BoardError.invalidSize(width: width, height: height)) {
            try StateBoard(width: width, height: height, rule: try Self.rule("WireWorld"))
        }
    }

    @Test func refusesASphereThatIsNotSquare() throws {
        #expect(throws: BoardError.self) { try StateBoard(width: 5, height: 6, topology: .sphere, rule: try Self.rule("WireWorld")) }
    }
}
