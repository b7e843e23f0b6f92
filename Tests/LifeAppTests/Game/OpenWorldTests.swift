import LifeCore
import Testing
@testable import LifeApp
import LifeTUI

/// `play` and `render` on a grid with one unbounded side (Golly's tube): the
/// world is the grid round and the pattern (or the view) long, grows as the
/// cells spread, and says and saves itself as the tube it is.
@Suite struct TubeGameTests {
    static func start(_ rle: String, columns: Int = 80, rows: Int = 25) throws -> Game {
        try GameLaunch.start(options: try LookOptions(LookArguments.parse([]), for: .play),
                       geometry: .play(terminalColumns: columns, terminalRows: rows, cellSize: 2),
                       pattern: try Pattern.decode(Array(rle.utf8)), day: nil, paused: true)
    }

    /// A glider (heading down and right) on `:T0,12`: after 800 generations it
    /// has gone 200 cells along the tube, past the world it started on, which
    /// moved along with it; `S` writes it at its place on Golly's
    /// grid, and reading that back gives the same cells.
    @Test func aGliderRunsAlongATube() throws {
        var game = try Self.start("#CXRLE Pos=-1,-1\nx = 3, y = 3, rule = B3/S23:T0,12\nbo$2bo$3o!")
        let startWidth = game.board.width, startOrigin = try #require(game.openWorld).origin
        #expect(game.board.height == 12 && game.worldIsFixed)
        #expect(game.gridLabel == ":T0,12" && game.ruleLabel == "B3/S23")
        #expect(game.openWorld?.grid?.description == "T0,12")
        game.advance(800)
        #expect(game.board.population == 5 && game.board.width == startWidth && game.board.height == 12)
        #expect(try #require(game.openWorld).origin.x > startOrigin.x + 100)
        let (pattern, rule) = game.savedBoard
        #expect(rule.description == "B3/S23:T0,12")
        #expect(pattern.position == GridPoint(x: 199, y: (-1 + 200 + 6) % 12 - 6))
        #expect(pattern.comments.first?.contains("a tube (:T0,12) at generation 800") == true)

        let again = try Self.start(RLEWriter.encode(pattern, rule: rule), columns: 40, rows: 12)
        let (cells, at) = again.board.extractPattern()
        #expect(cells.liveCells == pattern.liveCells)
        #expect(GridPoint(x: at.x + again.openWorld!.origin.x, y: at.y + again.openWorld!.origin.y) == pattern.position)
    }

    /// Without a pattern there is nothing to grow with: a soup on a tube needs --world.
    /// The status line names a rule other than Life, in Golly's canonical form (letters as Golly orders them).
    @Test func theRuleIsLabelledWhenItIsNotLife() throws {
        let game = try Self.start("x = 3, y = 3, rule = B3/S23-a:T0,12\nbo$2bo$3o!")
        #expect(game.ruleLabel == "B3/S23-a" && game.gridLabel == ":T0,12")
        let brain = try Self.start("x = 3, y = 1, rule = /2/3\n3o!")
        #expect(brain.ruleLabel == "/2/3")
        // Life with a grid is named too: `:K40*,20` alone does not say what runs on the Klein bottle.
        let klein = try Self.start("x = 3, y = 3, rule = B3/S23:K40*,20\nbo$2bo$3o!")
        #expect(klein.ruleLabel == "B3/S23" && klein.gridLabel == ":K40*,20")
        // Life on Golly's plane, which most patterns run on, is not repeated.
        let plane = try Self.start("x = 3, y = 3, rule = B3/S23\nbo$2bo$3o!")
        #expect(plane.ruleLabel == nil && plane.gridLabel == nil)
    }

    @Test func aSoupOnATubeIsRefused() throws {
        var raw = try LookArguments.parse([])
        raw.rule = try RuleSpec(parsing: "B3/S23:T0,40")
        #expect(throws: CommandFailure.self) {
            try GameLaunch.start(options: try LookOptions(raw, for: .play), geometry: .play(terminalColumns: 80, terminalRows: 25, cellSize: 2),
                           pattern: nil, day: nil, paused: true)
        }
    }
}
