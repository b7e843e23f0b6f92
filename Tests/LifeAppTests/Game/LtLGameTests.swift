import LifeCore
import Testing
@testable import LifeApp
import LifeTUI

/// Play and render run Larger than Life rules (issue 36 §1) on the engine
/// `run` runs them on: the game's universe is `LtLUniverse`, stepped as it
/// is alone, on a torus and on Golly's plane, decaying states too; a click
/// edits it and `z` takes the edit back.
@Suite struct LtLGameTests {
    /// A seeded soup of `side` × `side` cells in state 1, as RLE under `rule`.
    static func soup(rule: String, side: Int = 24, seed: UInt64 = 5) throws -> Pattern {
        var rng = SplitMix64(seed: seed)
        var rows: [String] = []
        for _ in 0..<side { rows.append(String((0..<side).map { _ in rng.next() % 2 == 0 ? "o" : "b" })) }
        return try Pattern.decode(Array("x = \(side), y = \(side), rule = \(rule)\n\(rows.joined(separator: "$"))!".utf8))
    }

    static func start(_ pattern: Pattern, paused: Bool = false) throws -> Game {
        var raw = try LookArguments.parse([])
        raw.seed = 3
        raw.cell = 4
        return try GameLaunch.start(options: try LookOptions(raw, for: .play),
                              geometry: .play(terminalColumns: 60, terminalRows: 20, cellSize: 4), pattern: pattern, day: nil,
                              paused: paused)
    }

    /// The game's cells are those of the rule's universe stepped alone: a
    /// range-2 rule with three states (live cells decay through state 2) on a
    /// torus and on the plane, and Bosco's rule (range 5, two states).
    @Test(arguments: ["R2,C3,M1,S2..8,B3..5,NM:T60,40", "R2,C3,M1,S2..8,B3..5,NM", "R5,C0,M1,S34..58,B34..45,NM",
                      "R3,C2,M0,S2..9,B4..6,NN:P50,50"])
    func theGameRunsTheRuleAsRunDoes(rule: String) throws {
        let pattern = try Self.soup(rule: rule)
        var game = try Self.start(pattern)
        let spec = try #require(pattern.rule?.largerThanLife)
        #expect(game.universe.algorithm == .largerThanLife)
        let reference = try Universe.make(.largerThanLife, rule: .largerThanLife(spec), grid: pattern.rule?.grid,
                                          contents: Universe.Contents(pattern: pattern)).universe
        game.advance(23)
        try reference.step(23)
        #expect(game.generation == 23 && game.universe.population == reference.population && reference.population > 0)
        let box = try #require(reference.boundingBox)
        var states: Set<Int> = []
        for y in Int(box.y)..<Int(box.y + box.height) {
            for x in Int(box.x)..<Int(box.x + box.width) {
                #expect(game.universe.state(x: x, y: y) == reference.state(x: x, y: y), "(\(x), \(y))")
                states.insert(reference.state(x: x, y: y))
            }
        }
        #expect(states.count == spec.states, "every state is seen: \(states)")
        // The picture shows the universe's cells: as many live cells as it holds in view.
        #expect(game.picture.population > 0)
    }

    /// A click sets a cell of the universe (paused: toggles it), `z` takes it back.
    @Test func aClickEditsAndUndoes() throws {
        var game = try Self.start(try Self.soup(rule: "R2,C0,M1,S2..8,B3..5,NM:T60,40"), paused: true)
        let cell = GridPoint(x: 2, y: 2), at = game.frame.golly(cell)
        let before = game.universe.state(x: at.x, y: at.y)
        game.apply(.click(cell))
        game.apply(.endStroke)
        #expect(game.universe.state(x: at.x, y: at.y) == (before == 1 ? 0 : 1))
        game.apply(.undo)
        #expect(game.universe.state(x: at.x, y: at.y) == before)
    }
}
