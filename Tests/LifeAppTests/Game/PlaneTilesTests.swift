import LifeCore
import Testing
@testable import LifeApp

/// Play and render on Golly's plane step in tiles (`Game+Tiles`): the board
/// shows the tiles' cells after every step, the tiles are kept while the
/// board is what they painted, and an edit between steps is stepped with the
/// rest, as HashLife steps the same cells.
@Suite struct PlaneTilesTests {
    @Test func anEditBetweenStepsIsSteppedWithTheRest() throws {
        var game = try PlaneWorldTests.start(PlaneWorldTests.gun, paused: false)
        game.advance(60)
        #expect(try #require(game.planeTiles).shows(game.board))
        let population = game.board.population
        // A blinker in the view's top-left corner, away from the gun and its gliders (heading down and right).
        for dx in 1...3 { game.board[game.viewOrigin.x + dx, game.viewOrigin.y + 2] = true }
        #expect(game.board.population == population + 3)
        #expect(try #require(game.planeTiles).shows(game.board) == false)
        let (edited, _) = game.savedBoard
        game.advance(61)
        #expect(game.generation == 121)
        #expect(PlaneWorldTests.gollyCells(game) == (try PlaneWorldTests.hashLifeCells(edited, generations: 61)))
        #expect(try #require(game.planeTiles).shows(game.board))
    }
}
