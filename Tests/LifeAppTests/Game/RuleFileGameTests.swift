import LifeCore
import LifeTestSupport
import Testing
@testable import LifeApp
import LifeTUI

/// Play and render run rules from rule files (issue 35 §4): the game runs the
/// universe `EngineChoice` picks for them, as `run` does, paints each state in
/// the rule's colours, and clicks, strokes and brushes paint the drawing state
/// (`x`), taken back by `z`.
@Suite struct RuleFileGameTests {
    static let wireWorld = try! LoadedRule(name: "WireWorld", rule: RuleFile(Array(BuiltInRules.files["WireWorld"]!.utf8),
                                                                           kind: .rule, file: "WireWorld.rule"))
    /// Finds lifecam's own WireWorld, and no other.
    static let find: RuleLookup = { name throws(CommandFailure) in
        guard name == "WireWorld" else { throw CommandFailure(.noInput, "no rule file named \(name)") }
        return wireWorld
    }

    /// A wire loop with one electron (head 1, tail 2, wire 3), under `rule`.
    static func circuit(rule: String) throws -> Pattern {
        try Pattern.decode(Array("x = 8, y = 3, rule = \(rule)\nAB6C$C6.C$8C!".utf8))
    }

    static func start(_ pattern: Pattern, paused: Bool = true, _ edit: (inout LookArguments) -> Void = { _ in }) throws -> Game {
        var raw = try LookArguments.parse([])
        raw.seed = 3
        raw.cell = 4
        edit(&raw)
        return try GameLaunch.start(options: try LookOptions(raw, for: .play),
                              geometry: .play(terminalColumns: 60, terminalRows: 20, cellSize: 4), pattern: pattern, day: nil,
                              paused: paused, findRule: find)
    }

    /// The game runs the cells as a universe of the same rule stepped alone, on a grid and on the plane.
    @Test(arguments: ["WireWorld:T30,12", "WireWorld"])
    func aRuleFilesPatternRunsAsItsUniverse(rule: String) throws {
        let pattern = try Self.circuit(rule: rule)
        var game = try Self.start(pattern, paused: false)
        #expect(game.rule == .loaded(Self.wireWorld) && game.universe.algorithm == .ruleLoader)
        let reference = try Universe.make(.states, rule: .loaded(Self.wireWorld), grid: pattern.rule?.grid,
                                          contents: Universe.Contents(pattern: pattern)).universe
        game.advance(37)
        try reference.step(37)
        #expect(game.generation == 37)
        let box = try #require(reference.boundingBox)
        for y in Int(box.y)..<Int(box.y + box.height) {
            for x in Int(box.x)..<Int(box.x + box.width) {
                #expect(game.universe.state(x: x, y: y) == reference.state(x: x, y: y), "(\(x), \(y))")
            }
        }
        #expect(game.ruleLabel == "WireWorld" && game.gridLabel == (rule.contains(":") ? ":T30,12" : nil))
    }

    /// Each state in the rule's colours through mono, unless `--palette` names another, which tints them.
    @Test func theLookIsTheRulesColours() throws {
        let game = try Self.start(try Self.circuit(rule: "WireWorld"))
        #expect(game.look.stateColours == Self.wireWorld.colours && game.look.colours.palette == .mono)
        let hsv = try Self.start(try Self.circuit(rule: "WireWorld")) { $0.palette = .hsv }
        #expect(hsv.look.stateColours == Self.wireWorld.colours && hsv.look.colours.palette == .hsv)
        let life = try Self.start(try Pattern.decode(Array("x = 3, y = 1, rule = B3/S23\n3o!".utf8)))
        #expect(life.look.stateColours == nil)
    }

    /// `x` steps through the states above 0; a click sets the drawing state, or
    /// empties a cell that has it; a stroke paints it; `z` takes each back.
    @Test func theBrushPaintsTheDrawingState() throws {
        var game = try Self.start(try Self.circuit(rule: "WireWorld:T30,12"))
        #expect(game.editing.drawingState == 1)
        game.apply(.drawingState(1))
        game.apply(.drawingState(1))
        #expect(game.editing.drawingState == 3 && game.message.hasPrefix("drawing state 3 of 3"))
        game.apply(.drawingState(1))
        #expect(game.editing.drawingState == 1)
        game.apply(.drawingState(-1))
        #expect(game.editing.drawingState == 3)
        // Cells in view, below the circuit: the window's (1, 8), (4, 8) and (5, 8).
        let o = game.camera.origin, cell = GridPoint(x: o.x + 1, y: o.y + 8)
        let stroke = [GridPoint(x: o.x + 4, y: o.y + 8), GridPoint(x: o.x + 5, y: o.y + 8)]
        #expect(game.state(cell) == 0)
        game.apply(.click(cell))
        game.apply(.endStroke)
        #expect(game.state(cell) == 3)
        game.apply(.click(cell))
        game.apply(.endStroke)
        #expect(game.state(cell) == 0)
        game.apply(.drawingState(-1))
        game.apply(.paint(stroke, alive: true))
        game.apply(.endStroke)
        #expect(game.state(stroke[0]) == 2 && game.state(stroke[1]) == 2)
        #expect(game.picture.state(x: 4, y: 8) == 2 && game.picture.state(x: 1, y: 8) == 0)
        game.apply(.undo)
        #expect(game.state(stroke[0]) == 0 && game.message.hasPrefix("undone: stroke, 2 cells"))
        game.apply(.undo)
        #expect(game.state(cell) == 3)
        game.apply(.undo)
        #expect(game.state(cell) == 0)
        game.apply(.redo)
        #expect(game.state(cell) == 3)
    }

    /// A stroke in a state above 1 glows as a stroke of live cells does (`Game+Glow`).
    @Test func aStrokeInAnyStateGlows() throws {
        var game = try Self.start(try Self.circuit(rule: "WireWorld:T30,12"))
        game.apply(.drawingState(-1))
        let o = game.camera.origin, stroke = [GridPoint(x: o.x + 4, y: o.y + 8), GridPoint(x: o.x + 5, y: o.y + 8)]
        game.apply(.paint(stroke, alive: true))
        game.apply(.endStroke)
        #expect(game.state(stroke[0]) == 3)
        let lit = Set(game.glowingCells.map(\.cell)), w = game.picture.width
        #expect(lit.contains(8 * w + 4) && lit.contains(8 * w + 5))
    }

    /// Running, a click sets a cell too: under a rule file's rule a glider means nothing.
    @Test func aClickWhileRunningSetsTheCell() throws {
        var game = try Self.start(try Self.circuit(rule: "WireWorld:T30,12"), paused: false)
        game.apply(.click(GridPoint(x: 20, y: 2)))
        game.apply(.endStroke)
        #expect(game.state(GridPoint(x: 20, y: 2)) == 1 && !game.message.hasPrefix("glider"))
    }

    /// `r` on a grid sows every state above 0, the same for the same seed; `z` takes it back.
    @Test func aRandomFillSowsEveryState() throws {
        var game = try Self.start(try Self.circuit(rule: "WireWorld:T30,12"))
        game.apply(.randomFill)
        let counts = try #require(game.universe.populationByState)
        #expect(counts.count == 4 && counts.dropFirst().allSatisfy { $0 > 20 })
        var again = try Self.start(try Self.circuit(rule: "WireWorld:T30,12"))
        again.apply(.randomFill)
        #expect(again.worldBoard == game.worldBoard)
        game.apply(.undo)
        #expect(game.universe.population == 18)
    }

    /// `S` saves every state with the rule's name, and the file reads back to the same cells.
    @Test func sSavesTheStatesWithTheRulesName() throws {
        var game = try Self.start(try Self.circuit(rule: "WireWorld"), paused: false)
        game.advance(5)
        let (pattern, rule) = game.savedBoard
        let text = RLEWriter.encode(pattern, rule: rule)
        #expect(rule.description == "WireWorld" && text.contains("rule = WireWorld") && text.contains("Gen=5"))
        let back = try Pattern.decode(Array(text.utf8))
        #expect(back.largestState == 3 && back.population == 18)
        var again = try Self.start(back)
        #expect(again.generation == 5 && again.worldBoard == game.worldBoard)
        again.advance(1)
        game.advance(1)
        #expect(again.worldBoard == game.worldBoard)
    }

    /// Over a camera births from motion start off under a rule file's rule
    /// (a cell born in state 1 is part of its machine) and on under Life's;
    /// `--births motion` asks for them under either.
    @Test func birthsFromMotionStartOffUnderARuleFilesRule() throws {
        let camera = MovingSquareSource(width: 64, height: 48, start: (8, 8), moveAt: 0.5)
        let wire = try Self.start(try Self.circuit(rule: "WireWorld")), life = try Self.start(try Pattern.decode(Array("3o!".utf8)))
        var raw = try LookArguments.parse([])
        #expect(try !LookOptions(raw, for: .play).births(for: camera, under: wire.rule))
        #expect(try LookOptions(raw, for: .play).births(for: camera, under: life.rule))
        raw.births = .motion
        #expect(try LookOptions(raw, for: .play).births(for: camera, under: wire.rule))
    }

    /// Under a two-state rule there is one state to draw: `x` says so and changes nothing.
    @Test func twoStatesHaveOneDrawingState() throws {
        var game = try Self.start(try Pattern.decode(Array("x = 3, y = 1, rule = B3/S23\n3o!".utf8)))
        game.apply(.drawingState(1))
        #expect(game.editing.drawingState == 1 && game.message.contains("has two"))
    }

    /// A rule file not found is said in one line, before anything runs.
    @Test func aMissingRuleFileIsSaid() throws {
        #expect {
            _ = try Self.start(try Self.circuit(rule: "Nowhere"))
        } throws: { error in
            (error as? CommandFailure)?.status == .noInput
        }
    }
}
