import Testing
@testable import LifeCore

/// The packed engine against `ReferenceLife` on random boards: many rules, the
/// awkward widths around word boundaries, degenerate sizes, both topologies.
@Suite struct BoardStepTests {
    static let sizes: [(Int, Int)] = [
        (1, 1), (1, 2), (1, 7), (2, 1), (2, 2), (3, 1), (7, 1), (5, 3),
        (63, 5), (64, 3), (65, 4), (127, 6), (128, 2), (129, 9), (130, 1), (200, 7),
    ]

    static let rules: [Rule] = [
        .conway,
        Rule(birth: [3, 6], survival: [2, 3]),
        Rule(birth: [2], survival: []),
        Rule(birth: [0], survival: [8]),
        Rule(birth: [1, 3, 5, 7], survival: [1, 3, 5, 7]),
        Rule(birth: [0, 1, 2, 3, 4, 7, 8], survival: [0, 1, 2, 3, 4, 6, 7, 8]),
        Rule(birth: [], survival: Array(0...8)),
        Rule(birth: Array(0...8), survival: []),
        Rule(birth: [8], survival: [0, 4]),
    ] + randomRules(count: 6, seed: 99) + BoardFamiliesStepTests.rules

    static func randomRules(count: Int, seed: UInt64) -> [Rule] {
        var rng = SplitMix64(seed: seed)
        return (0..<count).map { _ in
            Rule(birthMask: UInt16(truncatingIfNeeded: rng.next()), survivalMask: UInt16(truncatingIfNeeded: rng.next()))
        }
    }

    /// A board of the given shape with each cell alive with probability `density`.
    static func randomBoard(_ width: Int, _ height: Int, _ topology: Topology, _ rule: Rule, seed: UInt64, density: Double) throws -> Board {
        var board = try Board(width: width, height: height, topology: topology, rule: rule)
        var rng = SplitMix64(seed: seed)
        for y in 0..<height {
            for x in 0..<width where Double.random(in: 0..<1, using: &rng) < density { board[x, y] = true }
        }
        return board
    }

    /// Every row's bits past `width` are zero.
    static func paddingIsClear(_ board: Board) -> Bool {
        let used = board.width & 63
        guard used != 0 else { return true }
        return (0..<board.height).allSatisfy { y in
            board.withRow(y) { $0[$0.count - 1] >> UInt64(used) == 0 }
        }
    }

    /// Every kind of grid Golly has, each shift and twist, on sizes around the word boundaries.
    static let grids: [(Int, Int, Topology)] = [
        (12, 9, .shiftedTorus(.horizontal, by: 5)), (12, 9, .shiftedTorus(.horizontal, by: -3)),
        (70, 5, .shiftedTorus(.horizontal, by: 64)), (12, 9, .shiftedTorus(.vertical, by: 4)),
        (65, 9, .shiftedTorus(.vertical, by: -2)), (12, 9, .kleinBottle(twisted: .horizontal, shifted: false)),
        (12, 9, .kleinBottle(twisted: .horizontal, shifted: true)), (128, 7, .kleinBottle(twisted: .horizontal, shifted: true)),
        (12, 9, .kleinBottle(twisted: .vertical, shifted: false)), (13, 10, .kleinBottle(twisted: .vertical, shifted: true)),
        (1, 6, .kleinBottle(twisted: .vertical, shifted: true)), (64, 3, .kleinBottle(twisted: .vertical, shifted: false)),
        (12, 9, .crossSurface), (11, 10, .crossSurface), (66, 3, .crossSurface), (7, 1, .crossSurface), (1, 1, .crossSurface),
        (10, 10, .sphere), (9, 9, .sphere), (70, 70, .sphere), (1, 1, .sphere), (2, 2, .sphere), (5, 5, .sphere),
    ]

    @Test(arguments: grids, [Rule.conway, Rule(birth: [3, 6], survival: [2, 3]), Rule(birth: [1], survival: [0, 8])])
    func everyGridJoinsItsEdgesAsTheReference(grid: (Int, Int, Topology), rule: Rule) throws {
        for (seed, density) in [(UInt64(1), 0.5), (2, 0.2)] {
            try Self.expectSameAsReference(grid.0, grid.1, grid.2, rule, seed: seed, density: density)
        }
    }

    @Test(arguments: sizes, rules)
    func packedEqualsReference(size: (Int, Int), rule: Rule) throws {
        for topology in [Topology.torus, .bounded] {
            for (seed, density) in [(UInt64(1), 0.5), (2, 0.2), (3, 0.8)] {
                try Self.expectSameAsReference(size.0, size.1, topology, rule, seed: seed, density: density)
            }
        }
    }

    /// Six generations of a random board, packed and by the reference, compared after each.
    static func expectSameAsReference(_ width: Int, _ height: Int, _ topology: Topology, _ rule: Rule,
                                      seed: UInt64, density: Double) throws {
        var board = try randomBoard(width, height, topology, rule, seed: seed, density: density)
        var reference = ReferenceLife(board)
        for generation in 1...6 {
            board.step()
            reference.step()
            #expect(ReferenceLife(board) == reference, "\(width)x\(height) \(topology) \(rule) seed \(seed) generation \(generation)")
            #expect(paddingIsClear(board))
            #expect(board.generation == generation)
        }
    }

    @Test(arguments: [(300, 40), (64, 64), (100, 33)])
    func longRunMatchesReference(size: (Int, Int)) throws {
        for topology in [Topology.torus, .bounded] {
            var board = try Self.randomBoard(size.0, size.1, topology, .conway, seed: 7, density: 0.4)
            var reference = ReferenceLife(board)
            for _ in 0..<60 { reference.step() }
            board.step(60)
            #expect(ReferenceLife(board) == reference)
            #expect(board.generation == 60)
        }
    }

    /// Boards tall enough for several row blocks (see `Board.blockRows`), the last one partial.
    @Test(arguments: [(2100, 37), (130, 300), (64, 1030)], [Rule.conway, Rule(birth: [0, 3], survival: [1, 2])]
          + [2, 6, 7].map { BoardFamiliesStepTests.rules[$0] })
    func multiBlockBoardsMatchReference(size: (Int, Int), rule: Rule) throws {
        let rows = Board.blockRows(wordsPerRow: (size.0 + 63) / 64, height: size.1)
        #expect(rows < size.1 && size.1 % rows != 0)
        for topology in [Topology.torus, .bounded] {
            var board = try Self.randomBoard(size.0, size.1, topology, rule, seed: 21, density: 0.45)
            var reference = ReferenceLife(board)
            for _ in 0..<4 {
                board.step()
                reference.step()
                #expect(ReferenceLife(board) == reference, "\(size) \(topology) \(rule)")
            }
        }
    }

    @Test func changingTheRuleTakesEffectOnTheNextStep() throws {
        var board = try Self.randomBoard(70, 20, .torus, .conway, seed: 5, density: 0.5)
        board.step()
        board.rule = Rule(birth: [3, 6], survival: [2, 3])
        var reference = ReferenceLife(board)
        board.step(3)
        for _ in 0..<3 { reference.step() }
        #expect(ReferenceLife(board) == reference)
    }

    @Test func stepCountOfZeroOrLessDoesNothing() throws {
        var board = try Self.randomBoard(20, 20, .torus, .conway, seed: 9, density: 0.5)
        let before = board
        board.step(0)
        board.step(-3)
        #expect(board == before)
    }
}
