import LifeCore
import Testing
@testable import LifeApp

/// `z` takes back the last edit and `Z` does it again: a click, a glider, a
/// drag stroke as one edit, a clear, a random fill.
@Suite struct UndoTests {
    static func game(paused: Bool = true) throws -> Game {
        try Game(geometry: CanvasGeometry(columns: 60, rows: 20, cellSize: 1), seed: 3, paused: paused)
    }

    /// Plays mouse reports (terminal column, row) through a tracker into the game.
    static func mouse(_ g: inout Game, _ reports: [MouseReport]) {
        var tracker = MouseTracker()
        for r in reports { for action in tracker.actions(for: r, view: g.viewport) { g.apply(action) } }
    }

    @Test func aDragStrokeIsOneEdit() throws {
        var g = try Self.game()
        g.apply(.randomFill)
        let filled = g.board
        Self.mouse(&g, [.init(column: 2, row: 2, kind: .press(.left)), .init(column: 40, row: 2, kind: .motion),
                        .init(column: 40, row: 9, kind: .motion), .init(column: 40, row: 9, kind: .release(.left))])
        let stroked = g.board
        #expect(stroked != filled)
        g.apply(.undo)
        #expect(g.board == filled && g.message.hasPrefix("undone: stroke"))
        g.apply(.redo)
        #expect(g.board == stroked && g.message.hasPrefix("redone: stroke"))
        g.apply(.undo)
        g.apply(.undo)
        #expect(g.board.population == 0 && g.message == "undone: random fill, \(filled.population) cells (Z redoes)")
        g.apply(.undo)
        #expect(g.message == "nothing to undo")
        g.apply(.redo)
        g.apply(.redo)
        #expect(g.board == stroked)
        g.apply(.redo)
        #expect(g.message == "nothing to redo")
    }

    @Test func clearComesBackWithItsGeneration() throws {
        var g = try Self.game()
        g.apply(.randomFill)
        g.advance(7)
        let before = g.board
        g.apply(.clear)
        #expect(g.board.population == 0 && g.generation == 0)
        g.apply(.undo)
        #expect(g.board == before && g.generation == 7)
        g.apply(.redo)
        #expect(g.board.population == 0 && g.generation == 0)
    }

    @Test func aGliderLaunchedWhileRunningIsOneEdit() throws {
        var g = try Self.game(paused: false)
        g.apply(.click(GridPoint(x: 10, y: 10)))
        g.apply(.endStroke)
        #expect(g.board.population == 5)
        g.apply(.undo)
        #expect(g.board.population == 0 && g.message == "undone: glider, 5 cells (Z redoes)")
    }

    /// Undo puts back the cells the edit changed, whatever Life did meanwhile:
    /// the rest of the board keeps evolving.
    @Test func undoWhileRunningRestoresOnlyTheEditedCells() throws {
        var g = try Self.game(paused: false)
        g.apply(.paint([GridPoint(x: 5, y: 5), GridPoint(x: 6, y: 5), GridPoint(x: 7, y: 5)], alive: true))   // a blinker
        g.apply(.endStroke)
        g.apply(.paint([GridPoint(x: 30, y: 5), GridPoint(x: 31, y: 5), GridPoint(x: 30, y: 6), GridPoint(x: 31, y: 6)], alive: true))  // a block
        g.apply(.endStroke)
        g.advance(1)
        g.apply(.undo)
        #expect(g.board.population == 3 && g.board[6, 4] && g.board[6, 5] && g.board[6, 6])
    }

    @Test func aNewEditForgetsWhatWasUndone() throws {
        var g = try Self.game()
        g.apply(.click(GridPoint(x: 1, y: 1)))
        g.apply(.endStroke)
        g.apply(.undo)
        g.apply(.click(GridPoint(x: 2, y: 2)))
        g.apply(.endStroke)
        g.apply(.redo)
        #expect(g.message == "nothing to redo" && !g.board[1, 1] && g.board[2, 2])
    }

    @Test func aHundredAndFiftyEditsUndoInOrder() throws {
        var g = try Self.game()
        var boards: [Board] = [g.board]
        for i in 0..<150 {
            g.apply(.click(GridPoint(x: i % 60, y: i / 60 + i % 7)))
            g.apply(.endStroke)
            boards.append(g.board)
        }
        for i in stride(from: 149, through: 0, by: -1) {
            g.apply(.undo)
            #expect(g.board == boards[i])
        }
    }

    @Test func theHistoryKeepsWhatEditsChangedWithinItsBudget() throws {
        var history = EditHistory()
        let small = Edit(name: "click", cells: [2], width: 10, origin: GridPoint(x: 0, y: 0))
        var kept = (0..<(EditHistory.maxSteps + 5)).map { _ in history.push(small) }
        #expect(history.done.count == EditHistory.maxSteps)
        // Edits are as big as what they changed; past the budget the oldest go.
        let quarter = Edit(name: "fill", cells: [UInt64](repeating: 0, count: EditHistory.budget / 32), width: 10, origin: GridPoint(x: 0, y: 0))
        kept += (0..<5).map { _ in history.push(quarter) }
        #expect(kept.allSatisfy { $0 })
        #expect(history.bytes <= EditHistory.budget && history.done.count == 3)
        let huge = Edit(name: "fill", cells: [UInt64](repeating: 0, count: EditHistory.budget / 8 + 1), width: 10, origin: GridPoint(x: 0, y: 0))
        let refused = !history.push(huge)
        #expect(refused && history.done.isEmpty && history.bytes == 0)
    }

    /// Edits made before the world grew undo on the cells they touched, wherever those went.
    @Test func editsFollowTheirCellsWhenTheWorldGrows() throws {
        var g = try Self.game()
        g.apply(.click(GridPoint(x: 3, y: 4)))
        g.apply(.endStroke)
        g.resize(to: CanvasGeometry(columns: 100, rows: 30, cellSize: 1))
        let moved = try #require(g.board.boundingBox)
        #expect(g.board.population == 1)
        g.apply(.undo)
        #expect(g.board.population == 0)
        g.apply(.redo)
        #expect(g.board.boundingBox == moved)
    }
}

/// Undo under a Generations rule puts back every state, dying ones included.
@Suite struct GenerationsUndoTests {
    /// Brian's Brain, paused, a soup stepped once: live and dying cells.
    static func brainAfterOneStep() throws -> Game {
        var g = try Game(geometry: CanvasGeometry(columns: 60, rows: 20, cellSize: 1),
                         rule: try Rule(parsing: "/2/3"), seed: 3, paused: true)
        g.apply(.randomFill)
        g.apply(.step)
        return g
    }

    @Test func aClearOfDyingCellsIsUndoneStateForState() throws {
        var g = try Self.brainAfterOneStep()
        let stepped = g.board
        let dying = (0..<stepped.height).reduce(0) { n, y in n + (0..<stepped.width).filter { stepped.state(x: $0, y: y) == 2 }.count }
        #expect(dying > 0)
        g.apply(.clear)
        #expect(g.board.population == 0)
        g.apply(.undo)
        #expect(g.board == stepped)
        g.apply(.redo)
        #expect(g.board.population == 0)
    }

    /// A click on a dying cell brings it back to life; undo makes it dying again.
    @Test func aClickOnADyingCellMakesItAlive() throws {
        var g = try Self.brainAfterOneStep()
        let before = g.board
        let cell = try #require((0..<before.height).lazy.flatMap { y in (0..<before.width).lazy.map { GridPoint(x: $0, y: y) } }
            .first { before.state(x: $0.x, y: $0.y) == 2 })
        g.apply(.click(cell))
        g.apply(.endStroke)
        #expect(g.board.state(x: cell.x, y: cell.y) == 1)
        g.apply(.undo)
        #expect(g.board == before)
    }
}
