import LifeTestSupport
import Testing
@testable import LifeCore

/// Multi-state HashLife's plane: where cells go, editing, windows for drawing,
/// huge steps, and memory.
@Suite struct GenericHashLifePlaneTests {
    /// lifecam's own WireWorld file: its packed table is made once for all the tests.
    static let wireWorld = try! GenericHashLifeTests.builtIn("WireWorld")

    @Test(arguments: [(0, 0), (-1, 0), (0, 1), (3, -4), (-5, 8), (1 << 40, -(1 << 41)), (-(1 << 59), 1 << 59)])
    func aCellSetIsWhereItWasPut(x: Int, y: Int) throws {
        let life = GenericHashLife(rule: Self.wireWorld)
        try life.setState(3, x: x, y: y)
        try life.setState(1, x: x + 1, y: y)
        #expect(life.state(x: x, y: y) == 3 && life.state(x: x + 1, y: y) == 1 && life.state(x: x, y: y + 1) == 0)
        #expect(life.population == 2 && life.populationByState == [0, 1, 0, 1])
        #expect(life.boundingBox == PlaneRect(x: Int128(x), y: Int128(y), width: 2, height: 1))
        // The same cells loaded as a pattern make the same tree.
        let loaded = try GenericHashLife(GenericHashLifeTests.pattern([[3, 1]]), at: GridPoint(x: x, y: y), rule: Self.wireWorld)
        #expect(loaded.states(x: Int128(x) - 4, y: Int128(y) - 4, columns: 9, rows: 9) == life.states(x: Int128(x) - 4, y: Int128(y) - 4, columns: 9, rows: 9))
        try life.setState(0, x: x, y: y)
        #expect(life.state(x: x, y: y) == 0 && life.population == 1)
        #expect(throws: HashLifeError.stateOutOfRange(state: 4, states: 4)) { try life.setState(4, x: 0, y: 0) }
    }

    /// Zoomed out, each square is 1 where any cell in it is not 0 (Golly paints
    /// it in state 1's colour), and its density is the share of such cells.
    @Test(arguments: [0, 1, 2, 3, 5])
    func windowsAreWhatTheCellsMake(shift: Int) throws {
        let rows = GenericHashLifeTests.soup(side: 37, states: 4, seed: 9, density: 0.2)
        let origin = GridPoint(x: -21, y: -5)
        let life = try GenericHashLife(GenericHashLifeTests.pattern(rows), at: origin, rule: Self.wireWorld)
        let side = 1 << shift
        // A window from a square boundary left of and above the cells, over them and past them.
        let x0 = Int128(-64), y0 = Int128(-63), columns = 160 >> shift, count = columns * columns
        var states = [UInt8](repeating: 0, count: count), filled = [Double](repeating: 0, count: count)
        for (y, row) in rows.enumerated() {
            for (x, s) in row.enumerated() where s != 0 {
                let i = (Int(Int128(y + origin.y) - y0) >> shift) * columns + (Int(Int128(x + origin.x) - x0) >> shift)
                states[i] = shift == 0 ? s : 1
                filled[i] += 1
            }
        }
        #expect(life.states(x: x0, y: y0, columns: columns, rows: columns, shift: shift) == states)
        #expect(life.densities(x: x0, y: y0, columns: columns, rows: columns, shift: shift) == filled.map { $0 / Double(side * side) })
    }

    /// A loop of wire with one electron has a period of its length: 2^40
    /// generations are 2^40 mod that many.
    @Test func hugeStepsAreExact() throws {
        // A 7 × 5 ring of conductor, 20 cells round, an electron head and tail on top.
        var rows = [[UInt8]](repeating: [3, 3, 3, 3, 3, 3, 3], count: 5)
        for y in 1...3 { for x in 1...5 { rows[y][x] = 0 } }
        rows[0][2] = 1
        rows[0][1] = 2
        let life = try GenericHashLife(GenericHashLifeTests.pattern(rows), at: GridPoint(x: 5, y: -3), rule: Self.wireWorld)
        var reference = TestRules.Reference(width: 7, height: 5, rule: Self.wireWorld)
        for (y, row) in rows.enumerated() { for (x, s) in row.enumerated() { reference[x, y] = s } }
        try life.step(exponent: 40)
        for _ in 0..<((1 << 40) % 20) { reference.step() }
        #expect(life.generation == 1 << 40)
        #expect(life.states(x: 5, y: -3, columns: 7, rows: 5) == reference.cells)
        try life.advance(generations: 1_000_003)
        for _ in 0..<(1_000_003 % 20) { reference.step() }
        #expect(life.states(x: 5, y: -3, columns: 7, rows: 5) == reference.cells)
    }

    /// Cells by state count each distinct leaf once, times its places: a
    /// pattern copied 2^k times over is counted without visiting each copy.
    @Test func cellsByStateCountRepeatedSquares() throws {
        let life = GenericHashLife(rule: TestRules.Hashed(states: 17, seed: 1))
        let rows = GenericHashLifeTests.soup(side: 16, states: 17, seed: 4)
        var expected = [UInt128](repeating: 0, count: 17)
        for row in rows { for s in row where s != 0 { expected[Int(s)] += 1 } }
        try life.load(GenericHashLifeTests.pattern(rows), at: GridPoint(x: 0, y: 1))
        var n = life.root
        for _ in 0..<20 { n = life.store.find(n, n, n, n) }
        life.store.stackCount = 0
        (life.root, life.level) = (n, life.level + 20)
        #expect(life.populationByState == expected.map { $0 << 40 })
        #expect(life.population == expected.reduce(0, +) << 40)
    }

    @Test func collectsGarbageAndRunsOutOfMemoryWithoutHarm() throws {
        let rule = TestRules.Hashed(states: 5, seed: 2)
        let rows = GenericHashLifeTests.soup(side: 32, states: 5, seed: 5, density: 0.3)
        let roomy = try GenericHashLife(GenericHashLifeTests.pattern(rows), at: GridPoint(x: 0, y: 0), rule: rule)
        let tight = try GenericHashLife(GenericHashLifeTests.pattern(rows), at: GridPoint(x: 0, y: 0), rule: rule, maxMemory: 2 << 20)
        try roomy.advance(generations: 150)
        try tight.advance(generations: 150)
        #expect(tight.collections > 0 && tight.memoryInUse <= 2 << 20)
        let box = try #require(roomy.boundingBox)
        #expect(tight.boundingBox == box)
        #expect(tight.states(x: box.x, y: box.y, columns: Int(box.width), rows: Int(box.height))
            == roomy.states(x: box.x, y: box.y, columns: Int(box.width), rows: Int(box.height)))
        // Far too little memory: a typed error, and the plane as it was.
        let cramped = try GenericHashLife(GenericHashLifeTests.pattern(rows), at: GridPoint(x: 0, y: 0), rule: rule, maxMemory: 1 << 20)
        let before = cramped.population
        var failure: HashLifeError?
        for _ in 0..<200 where failure == nil {
            do { try cramped.step(exponent: 6) } catch { failure = error }
        }
        #expect(failure == .outOfMemory(limit: 1 << 20))
        #expect(cramped.population > 0 && (cramped.generation > 0 || cramped.population == before))
        let big = GenericHashLifeTests.soup(side: 700, states: 5, seed: 6)
        #expect(throws: HashLifeError.outOfMemory(limit: 1 << 20)) {
            try cramped.load(GenericHashLifeTests.pattern(big), at: GridPoint(x: 0, y: 0))
        }
        #expect(cramped.isEmpty)
    }
}

extension GenericHashLifePlaneTests {
    /// The cells come out as the pattern they went in as, where they went in.
    @Test func cellsComeOutAsAPattern() throws {
        let rows = GenericHashLifeTests.soup(side: 21, states: 4, seed: 3)
        let pattern = GenericHashLifeTests.pattern(rows)
        let life = try GenericHashLife(pattern, at: GridPoint(x: -1000, y: 77), rule: Self.wireWorld)
        let (out, origin) = try #require(life.pattern())
        #expect(origin == GridPoint(x: -1000, y: 77) && out.width == 21 && out.height == 21)
        #expect((0..<21).allSatisfy { y in (0..<21).allSatisfy { x in out.state(x: x, y: y) == Int(rows[y][x]) } })
        #expect(life.pattern(maxSide: 20) == nil)
        #expect(GenericHashLife(rule: Self.wireWorld).pattern()?.pattern == .empty)
    }
}
