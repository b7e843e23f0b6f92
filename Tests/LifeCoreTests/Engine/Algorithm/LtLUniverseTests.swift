import LifeTestSupport
import Testing
@testable import LifeCore

/// Larger than Life behind the engine interface: Golly's unbounded plane
/// (the board grown and moved with the cells) against a plane far larger than
/// the cells reach, grids raised to twice the range, random fills as the
/// board's, and the choice of engine.
@Suite struct LtLUniverseTests {
    @Test(arguments: 0..<12)
    func theUnboundedPlaneIsAPlaneWithoutEdges(seed: Int) throws {
        let rule = LtLReference.randomRule(seed: UInt64(seed) &+ 500, maxRange: 3, allowB0: false)
        let soup = LtLReference.soup(width: 9, height: 7, states: rule.states, density: 0.6, seed: UInt64(seed))
        let generations = 24, margin = generations * rule.range + 2
        var rows = [[UInt8]](repeating: [UInt8](repeating: 0, count: 9 + 2 * margin), count: 7 + 2 * margin)
        for (y, row) in soup.enumerated() { for (x, s) in row.enumerated() { rows[y + margin][x + margin] = s } }
        var reference = LtLReference(rule: rule, torus: false, rows: rows)
        var pattern = Pattern(width: 9, height: 7) { x, y in Int(soup[y][x]) }
        pattern.position = GridPoint(x: -1000, y: 37)
        let (universe, dropped) = try Universe.make(.largerThanLife, rule: .largerThanLife(rule), grid: nil,
                                                    contents: Universe.Contents(pattern: pattern))
        #expect(dropped == 0 && universe.grid == nil && universe.algorithm == .largerThanLife)
        for g in [1, 5, 12, 24] {
            while reference.rows.isEmpty == false, universe.generation < g {
                reference.step()
                try universe.step(1)
            }
            let cells = (0..<reference.height).flatMap { y in (0..<reference.width).map { x in
                universe.state(x: x - margin - 1000, y: y - margin + 37) } }
            #expect(cells == reference.rows.joined().map(Int.init), "\(rule) at \(g)")
            #expect(universe.population == UInt128(reference.rows.joined().count { $0 != 0 }))
        }
    }

    /// A spaceship far from where it started: the board follows it.
    @Test func theBoardFollowsASpaceship() throws {
        let rule = try #require(try RuleSpec(parsing: "R1,C0,M0,S2..3,B3..3,NM").largerThanLife)
        let glider = try Pattern.decode(Array("x = 3, y = 3, rule = R1,C0,M0,S2..3,B3..3,NM\nbo$2bo$3o!\n".utf8))
        let (universe, _) = try Universe.make(.largerThanLife, rule: .largerThanLife(rule), grid: nil,
                                              contents: Universe.Contents(pattern: glider))
        try universe.step(4000)
        #expect(universe.population == 5)
        #expect(universe.boundingBox == PlaneRect(x: 1000, y: 1000, width: 3, height: 3))
    }

    @Test func gridsAreRaisedToTwiceTheRange() throws {
        let rule = try #require(try RuleSpec(parsing: "R7,C0,M1,S100..200,B75..170,NM").largerThanLife)
        let universe = try LtLUniverse(rule: rule, grid: Grid(width: 3, height: 100, topology: .bounded))
        #expect(universe.grid == Grid(width: 14, height: 100, topology: .bounded))
        #expect(universe.rule.description == "R7,C0,M1,S100..200,B75..170,NM:P14,100")
        #expect(throws: AlgorithmError.self) { try LtLUniverse(rule: rule, grid: Grid(width: 20000, height: 20000, topology: .torus)) }
    }

    /// `--random` fills a grid with the cells the bit-packed board gets from the same seed.
    @Test func aRandomFillIsTheBoards() throws {
        let universe = try LtLUniverse(rule: .life, grid: Grid(width: 130, height: 40, topology: .torus))
        var a = Xoshiro256(seed: 9), b = Xoshiro256(seed: 9)
        try universe.randomFill(density: 0.3, using: &a)
        var board = try Board(width: 130, height: 40, topology: .torus, rule: .conway)
        try board.randomFill(density: 0.3, using: &b)
        #expect(universe.population == UInt128(board.population))
        #expect((0..<40).allSatisfy { y in (0..<130).allSatisfy { x in universe.state(x: x - 65, y: y - 20) == board.state(x: x, y: y) } })
    }

    @Test func decayingStatesAreCountedByState() throws {
        let rule = try #require(try RuleSpec(parsing: "R1,C4,M0,S8..8,B8..8,NM").largerThanLife)
        let universe = try LtLUniverse(rule: rule, grid: Grid(width: 10, height: 10, topology: .torus))
        try universe.setState(1, x: 0, y: 0)
        try universe.setState(1, x: 2, y: 2)
        try universe.setState(3, x: 4, y: 4)
        #expect(universe.populationByState == [0, 2, 0, 1] && universe.liveCount == 2)
        try universe.step(1)
        #expect(universe.populationByState == [0, 0, 2, 0] && universe.population == 2)
        #expect(throws: AlgorithmError.stateOutOfRange(state: 4, states: 4)) { try universe.setState(4, x: 0, y: 0) }
    }
}
