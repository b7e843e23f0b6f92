import Testing
@testable import LifeCore

/// A window of a larger board, copied 64 cells at a time, against the cells read one by one.
@Suite struct BoardWindowTests {
    /// (world width, height, window width, height, window x, y): inside, across the right and bottom
    /// edges, from negative positions, wider than a word, and the whole world.
    static let cases: [(Int, Int, Int, Int, Int, Int)] = [
        (200, 90, 40, 20, 10, 5), (200, 90, 70, 30, 170, 80), (200, 90, 70, 30, -30, -12),
        (130, 70, 129, 33, 65, 1), (64, 64, 64, 64, 0, 0), (64, 64, 64, 64, 63, 63), (300, 10, 150, 10, 250, 0),
        (5, 5, 3, 3, -7, 9),
    ]

    @Test(arguments: cases, [Topology.torus, .bounded])
    func theWindowHoldsTheWorldsCells(c: (Int, Int, Int, Int, Int, Int), topology: Topology) throws {
        var world = try BoardStepTests.randomBoard(c.0, c.1, topology, .conway, seed: UInt64(c.0 * 31 + c.4 + 7), density: 0.4)
        world.step(2)
        var window = try Board(width: c.2, height: c.3, topology: topology)
        window[0, 0] = true   // whatever was there before is replaced
        window.copyWindow(of: world, x: c.4, y: c.5)
        for y in 0..<c.3 {
            for x in 0..<c.2 {
                let (wx, wy) = (c.4 + x, c.5 + y)
                let expected = topology == .torus ? world[Board.wrapped(wx, c.0), Board.wrapped(wy, c.1)] : world[wx, wy]
                #expect(window[x, y] == expected, "(\(x), \(y)) of the window at (\(c.4), \(c.5))")
            }
        }
        #expect(window.generation == 2)
        #expect(BoardStepTests.paddingIsClear(window))
    }

    @Test(arguments: [(-1, 5, 4), (-5, 5, 0), (12, 5, 2), (0, 1, 0), (Int.min + 1, 7, 0)])
    func wrappedIsAlwaysInRange(value: Int, count: Int, expected: Int) {
        #expect(Board.wrapped(value, count) == expected)
        #expect((0..<count).contains(Board.wrapped(value, count)))
    }

    /// The copy of the world just below it, as each grid's joins make it: shifted
    /// along the row, mirrored across, or the same.
    @Test(arguments: [
        Topology.torus, .shiftedTorus(.horizontal, by: 3), .kleinBottle(twisted: .horizontal, shifted: false),
        .kleinBottle(twisted: .horizontal, shifted: true), .crossSurface,
    ])
    func theCopyBelowIsJoinedAsTheGridSays(topology: Topology) throws {
        let w = 70
        func column(_ x: Int) -> Int {
            switch topology {
            case .shiftedTorus: (x + 3) % w
            case .kleinBottle(_, false), .crossSurface: w - 1 - x
            case .kleinBottle(_, true): (2 * w - 2 - x) % w
            default: x
            }
        }
        let world = try BoardStepTests.randomBoard(w, 9, topology, .conway, seed: 5, density: 0.4)
        var window = try Board(width: w, height: 9, topology: .bounded)
        window.copyWindow(of: world, x: 0, y: 9)
        for y in 0..<9 {
            for x in 0..<w { #expect(window[x, y] == world[column(x), y], "(\(x), \(y)) below the \(topology)") }
        }
    }

    /// Under a Generations rule the window holds the dying cells in their
    /// states too (the painter draws them as the fade, the status line counts
    /// them), on a torus, a bounded world and a grid folded cell by cell.
    @Test(arguments: [Topology.torus, .bounded, .kleinBottle(twisted: .horizontal, shifted: false)], ["345/2/4", "/2/3", "3/23/25"])
    func theWindowHoldsTheDyingStates(topology: Topology, rule: String) throws {
        let rule = try Rule(parsing: rule)
        var world = try BoardStepTests.randomBoard(150, 40, topology, rule, seed: 11, density: 0.4)
        world.step(6)
        var window = try Board(width: 90, height: 30, topology: .bounded, rule: rule)
        window.setState(rule.states - 1, x: 1, y: 1)   // whatever was there before is replaced
        var dying = 0
        for (x, y) in [(100, 20), (-20, -7), (30, 5)] {
            window.copyWindow(of: world, x: x, y: y)
            for row in 0..<30 {
                for column in 0..<90 {
                    let cell = world.folded(x + column, y + row)
                    let expected = cell.map { world.state(x: $0.x, y: $0.y) } ?? 0
                    if expected > 1 { dying += 1 }
                    #expect(window.state(x: column, y: row) == expected, "(\(column), \(row)) of the window at (\(x), \(y))")
                }
            }
        }
        #expect(dying > 100)
    }

    /// `paste`, 64 cells a word, against the window's cells set one by one:
    /// windows across every edge, of two states and of dying states, onto
    /// rules with as many planes and more.
    @Test(arguments: [("B3/S23", "B3/S23"), ("/2/3", "/2/3"), ("345/2/4", "3/23/25"), ("B3/S23", "/2/5")])
    func pasteIsTheWindowsCellsOneByOne(rules: (String, String)) throws {
        let window = try BoardStepTests.randomBoard(70, 23, .bounded, try Rule(parsing: rules.0), seed: 5, density: 0.4)
        var stepped = window
        stepped.step(2)
        for (x, y) in [(0, 0), (-9, 3), (100, -5), (37, 30), (-65, -20), (130, 40)] {
            var board = try BoardStepTests.randomBoard(150, 45, .torus, try Rule(parsing: rules.1), seed: 9, density: 0.3)
            board.step(3)
            var expected = board
            for row in 0..<stepped.height {
                for column in 0..<stepped.width { expected.setState(stepped.state(x: column, y: row), x: x + column, y: y + row) }
            }
            board.paste(stepped, x: x, y: y)
            #expect(board == expected, "\(rules) at (\(x), \(y))")
        }
    }
}
