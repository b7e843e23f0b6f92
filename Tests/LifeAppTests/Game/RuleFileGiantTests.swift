import LifeCore
import Testing
@testable import LifeApp
import LifeTUI

/// Play and render run a rule file's giants (issue 35): a multi-state
/// macrocell file (WireWorld's `primes.mc`, Codd's and Devore's machines) or
/// a multi-state pattern beyond lifecam's largest board runs on multi-state
/// HashLife on Golly's plane, seen zoomed out as a Life giant is, each cell in
/// its own state at a cell a pixel or more, where the brush paints the drawing
/// state; cells that outgrow the largest board go on there with their states.
@Suite struct RuleFileGiantTests {
    /// A wire loop of 20 cells (head 1, tail 2, wire 3: `RunRuleFilesPlaneTests.ring`) at
    /// generation 5, as `lifecam run --output ring.mc` writes it and Golly reads it.
    static let ringText = """
        [M2] (lifecam)
        #R WireWorld
        #G 5
        1 0 0 3 3
        2 0 0 1 1
        1 0 0 2 0
        2 0 0 1 3
        3 0 0 2 4
        1 3 0 3 0
        1 3 0 3 3
        2 6 0 7 1
        1 2 0 1 0
        2 0 9 1 6
        3 8 10 0 0
        4 0 5 0 11
        """

    static func ring() throws -> LoadedPattern {
        var decoder = MacrocellDecoder()
        try decoder.feed(Array(ringText.utf8))
        let file = try decoder.finish()
        return LoadedPattern(Pattern.empty.with(name: "ring", comments: [], rule: file.rule), macrocell: file)
    }

    /// A game of 40 × 23 cells (cell 2 on 80 × 46 pixels) holding `loaded`.
    static func game(_ loaded: LoadedPattern, paused: Bool = true) throws -> Game {
        var raw = try LookArguments.parse([])
        raw.seed = 7
        raw.cell = 2
        let options = try LookOptions(raw, for: .play)
        return try GameLaunch.start(options: options, geometry: CanvasGeometry(pixelWidth: 80, pixelHeight: 46, cellSize: 2),
                              loaded: loaded, day: nil, paused: paused, findRule: RuleFileGameTests.find)
    }

    /// Every cell of the picture against the universe at the view's place.
    static func pictureIsTheUniverse(_ game: Game) throws -> Bool {
        let view = try #require(game.camera.plane)
        for y in 0..<game.picture.height {
            for x in 0..<game.picture.width
            where game.picture.state(x: x, y: y) != game.universe.state(x: Int(view.x) + x, y: Int(view.y) + y) {
                return false
            }
        }
        return true
    }

    @Test func aMultiStateMacrocellFilePlaysInItsStatesAndColours() throws {
        var game = try Self.game(try Self.ring())
        let view = try #require(game.camera.plane)
        #expect(game.universe is GenericHashLifeUniverse && view.shift == 0 && game.generation == 5)
        #expect(game.look.stateColours == RuleFileGameTests.wireWorld.colours && game.look.colours.palette == .mono)
        #expect(game.universe.populationByState == [0, 1, 2, 17] && game.picture.rule.states == 4)
        #expect(try Self.pictureIsTheUniverse(game) && game.camera.brightness == nil)
        // Each step as the same file on multi-state HashLife alone.
        let reference = try Universe.make(.genericHashLife, rule: .loaded(RuleFileGameTests.wireWorld), grid: nil,
                                          contents: Universe.Contents(macrocell: try Self.ring().macrocell)).universe
        try game.runGiant(to: 12)
        try reference.step(7)
        #expect(game.generation == 12 && game.universe.populationByState == reference.populationByState)
        #expect(try Self.pictureIsTheUniverse(game))
        let box = try #require(reference.boundingBox)
        for y in Int(box.y)..<Int(box.y + box.height) {
            for x in Int(box.x)..<Int(box.x + box.width) { #expect(game.universe.state(x: x, y: y) == reference.state(x: x, y: y)) }
        }
        // Zoomed out, a square with cells in it is in state 1, as a Life giant's and as Golly draws it.
        game.camera.plane?.zoom(to: 2)
        game.drawGiant()
        #expect(game.camera.plane?.shift ?? 0 > 0 && game.picture.population > 0 && game.picture.extractPattern().pattern.largestState == 1)
    }

    /// At a cell a pixel a click sets the drawing state, a second one empties
    /// the cell, and `z` takes each back; the status line's counts follow.
    @Test func theBrushPaintsAGiantsStates() throws {
        var game = try Self.game(try Self.ring())
        let empty = try #require((0..<game.frame.height).lazy.flatMap { y in
            (0..<game.frame.width).lazy.map { GridPoint(x: $0, y: y) }
        }.first { game.state($0) == 0 })
        game.apply(.drawingState(1))
        game.apply(.drawingState(1))
        game.apply(.click(empty))
        game.apply(.endStroke)
        #expect(game.state(empty) == 3 && game.universe.populationByState == [0, 1, 2, 18])
        #expect(game.picture.state(x: empty.x, y: empty.y) == 3)
        game.apply(.click(empty))
        game.apply(.endStroke)
        #expect(game.state(empty) == 0)
        game.apply(.undo)
        #expect(game.state(empty) == 3)
        game.apply(.undo)
        #expect(game.state(empty) == 0 && game.universe.populationByState == [0, 1, 2, 17])
        // `r` sows every state above 0 over the view, the same for the same seed; `z` takes it back.
        game.apply(.randomFill)
        let sown = try #require(game.universe.populationByState)
        #expect(sown.count == 4 && sown.dropFirst().allSatisfy { $0 > 50 })
        #expect(try Self.pictureIsTheUniverse(game))
        var again = try Self.game(try Self.ring())
        again.apply(.randomFill)
        #expect(again.universe.populationByState == sown)
        game.apply(.undo)
        #expect(game.universe.populationByState == [0, 1, 2, 17])
    }

    /// A pattern of many states wider than the largest board starts as a giant, every state where the file puts it.
    @Test func aMultiStatePatternBeyondTheLargestBoardPlays() throws {
        let wide = Board.maxSide + 100
        var states = PlaneStates()
        states.set(x: 0, y: 0, to: 3)
        states.set(x: 1, y: 0, to: 1)
        states.set(x: wide - 1, y: 0, to: 2)
        let pattern = Pattern.empty.with(name: "wide", comments: [], rule: RuleSpec(named: "WireWorld"))
        let game = try Self.game(LoadedPattern(pattern, states: states))
        #expect(game.universe is GenericHashLifeUniverse && (game.camera.plane?.shift ?? 0) > 0)
        #expect(game.universe.populationByState == [0, 1, 1, 1] && game.universe.state(x: wide - 1, y: 0) == 2)
        // Under a rule of two states, the states above 1 are refused, in one line.
        var raw = try LookArguments.parse([])
        raw.rule = try RuleSpec(parsing: "B3/S23")
        #expect {
            _ = try GameLaunch.start(options: try LookOptions(raw, for: .play), geometry: CanvasGeometry(pixelWidth: 80, pixelHeight: 46, cellSize: 2),
                               loaded: LoadedPattern(pattern, states: states), day: nil)
        } throws: { error in
            (error as? CommandFailure)?.message.contains("cells in state 3, which B3/S23 (2 states) does not have") == true
        }
    }

    /// `F` on cells wider than any cell shows: they go on as a giant on
    /// multi-state HashLife, each in the state it had.
    @Test func cellsThatOutgrowTheBoardGoOnInTheirStates() throws {
        let far = 12_000
        let pattern = try Pattern.decode(Array("x = \(far + 1), y = 1, rule = WireWorld\nCA\(far - 2)bB!".utf8))
        var game = try RuleFileGameTests.start(pattern)
        #expect(game.camera.plane == nil && game.universe.algorithm == .ruleLoader)
        let before = try #require(game.universe.populationByState)
        game.apply(.fitPattern)
        #expect(game.universe is GenericHashLifeUniverse && game.camera.plane != nil)
        #expect(game.universe.populationByState == before && before == [0, 1, 1, 1])
    }
}
