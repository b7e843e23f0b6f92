import LifeTestSupport
import Testing
@testable import LifeCore

/// Multi-state HashLife against the plain reference board: a soup in the
/// middle of a board large enough that nothing reaches its edge is Golly's
/// unbounded plane.
@Suite struct GenericHashLifeTests {
    static func builtIn(_ name: String) throws -> LoadedRule {
        let file = try RuleFile(Array(try #require(BuiltInRules.files[name]).utf8), kind: .rule, file: "\(name).rule")
        return try LoadedRule(name: name, rule: file, looks: file)
    }

    /// The rules, each stepping the bottom of the tree a different way: packed
    /// Moore tables made here (2 to 4 states) or a loaded rule's own (Moore and
    /// von Neumann), and the rule's `next` (5 and 17 states).
    static let rules: [(String, any NeighbourhoodRule)] = [
        ("WireWorld", TestRules.WireWorld()),
        ("Brian's Brain", TestRules.Generations.briansBrain),
        ("Star Wars", TestRules.Generations.starWars),
        ("hashed 5", TestRules.Hashed(states: 5, seed: 7)),
        ("hashed 17", TestRules.Hashed(states: 17, seed: 11)),
        ("hashed 2", TestRules.Hashed(states: 2, seed: 3)),
        ("WireWorld file", try! builtIn("WireWorld")),
        ("Langtons-Ant file", try! builtIn("Langtons-Ant")),
    ]

    /// A pattern of these rows of states (a box the cells touch on every side).
    static func pattern(_ rows: [[UInt8]]) -> Pattern {
        Pattern(width: rows.first?.count ?? 0, height: rows.count) { x, y in Int(rows[y][x]) }
    }

    /// A `side`² soup of `states` states, seeded, with a cell in its corners so the box is the soup's.
    static func soup(side: Int, states: Int, seed: UInt64, density: Double = 0.45) -> [[UInt8]] {
        var rng = SplitMix64(seed: seed)
        var rows = (0..<side).map { _ in
            (0..<side).map { _ in Double.random(in: 0..<1, using: &rng) < density ? UInt8(Int.random(in: 1..<states, using: &rng)) : 0 }
        }
        rows[0][0] = 1
        rows[side - 1][side - 1] = UInt8(states - 1)
        return rows
    }

    /// The engine's and the reference's cells over the reference's board (its (0, 0) at `offset`) agree.
    static func expectSame(_ life: GenericHashLife, _ reference: TestRules.Reference, offset: GridPoint, _ what: String) {
        let window = life.states(x: Int128(offset.x), y: Int128(offset.y), columns: reference.width, rows: reference.height)
        let differ = window.indices.filter { window[$0] != reference.cells[$0] }
        #expect(differ.isEmpty, "\(what): \(differ.count) cells differ, first at \(differ.first.map { ($0 % reference.width, $0 / reference.width) } ?? (0, 0))")
        var byState = [UInt128](repeating: 0, count: life.states)
        for s in reference.cells where s != 0 { byState[Int(s)] += 1 }
        #expect(life.population == byState.reduce(0, +), "\(what): population")
        #expect(life.populationByState == byState, "\(what): by state")
        let filled = reference.cells.indices.filter { reference.cells[$0] != 0 }
        let box = filled.isEmpty ? nil : {
            let xs = filled.map { $0 % reference.width }, ys = filled.map { $0 / reference.width }
            return PlaneRect(x: Int128(xs.min()! + offset.x), y: Int128(ys.min()! + offset.y),
                             width: Int128(xs.max()! - xs.min()! + 1), height: Int128(ys.max()! - ys.min()! + 1))
        }()
        #expect(life.boundingBox == box, "\(what): bounding box")
    }

    @Test(arguments: rules.indices, [UInt64(1), 2])
    func matchesTheReferenceStepByStep(index: Int, seed: UInt64) throws {
        let (name, rule) = Self.rules[index]
        do {
            let rows = Self.soup(side: 20, states: rule.states, seed: seed)
            // The soup's top-left at (-13, -7) on the plane; the board's (0, 0) at (-60, -60).
            let start = GridPoint(x: -13, y: -7), offset = GridPoint(x: -60, y: -60)
            var reference = TestRules.Reference(width: 120, height: 120, rule: rule)
            for (y, row) in rows.enumerated() { for (x, s) in row.enumerated() { reference[x + start.x - offset.x, y + start.y - offset.y] = s } }
            let life = try GenericHashLife(Self.pattern(rows), at: start, rule: rule)
            Self.expectSame(life, reference, offset: offset, "\(name) seed \(seed) at 0")
            // Steps of 1, 2, 4, ... and sums of them, as bgolly's -m makes them.
            for jump in [1, 1, 2, 3, 4, 8, 5, 16] {
                try life.advance(generations: jump)
                for _ in 0..<jump { reference.step() }
                Self.expectSame(life, reference, offset: offset, "\(name) seed \(seed) at \(life.generation)")
            }
        }
    }
}
