import LifeCore
import Testing
@testable import LifeApp

/// Brushes: the single cell by default, any pattern stamped by a click, in eight orientations.
@Suite struct BrushTests {
    static func game(paused: Bool = true, brush: String? = "pulsar") throws -> Game {
        var g = try Game(geometry: CanvasGeometry(columns: 80, rows: 30, cellSize: 1), seed: 3, paused: paused)
        if let brush, let pattern = PatternLibrary.named(brush) { g.editing.take(brush: Brush(name: brush, pattern: pattern)) }
        return g
    }

    @Test func theSingleCellIsTheDefaultAndGStillTurnsTheGlider() throws {
        var g = try Self.game(brush: nil)
        // The single cell, then every built-in with cells to stamp (not `empty`).
        let stampable = PatternLibrary.names.filter { (PatternLibrary.named($0)?.population ?? 0) > 0 }
        #expect(g.editing.brush == .cell && g.editing.brushes.map(\.name) == ["cell"] + stampable)
        g.apply(.nextHeading)
        #expect(g.editing.heading == .southWest && g.message == "gliders head ↙")
        g.apply(.click(GridPoint(x: 4, y: 4)))
        #expect(g.board.population == 1)
    }

    @Test func bAndCapitalBStepThroughTheBrushes() throws {
        var g = try Self.game(brush: nil)
        g.apply(.brush(1))
        #expect(g.editing.brush.name == "glider" && g.message == "brush glider: 3x3, 5 cells (g turns it)")
        g.apply(.brush(-1))
        g.apply(.brush(-1))
        #expect(g.editing.brush.name == g.editing.brushes.last?.name && g.editing.brushIndex == g.editing.brushes.count - 1)
        // --brush comes right after the single cell, and a built-in given so is not listed twice.
        var h = try Self.game()
        #expect(h.editing.brushIndex == 1 && h.editing.brush.name == "pulsar" && h.editing.brushes.filter { $0.name == "pulsar" }.count == 1)
        h.apply(.brush(-1))
        #expect(h.editing.brush == .cell)
    }

    @Test func gTurnsAPatternThroughItsEightOrientations() throws {
        var g = try Self.game(brush: "r-pentomino")
        var shapes: [Pattern] = []
        var labels: [String] = []
        for _ in 0..<8 {
            shapes.append(try #require(g.editing.brush.shape))
            labels.append(g.editing.brush.label)
            g.apply(.nextHeading)
        }
        #expect(g.editing.brush.orientation == .identity && g.editing.heading == .southEast)
        #expect(Set(shapes.map(\.liveCells).map { $0.map { "\($0)" }.joined() }).count == 8)
        #expect(labels[0] == "r-pentomino" && labels[1] == "r-pentomino turned 90°" && labels[5] == "r-pentomino mirrored, turned 90°")
        // Each mirrored orientation is the left-right mirror turned clockwise as often as its label says.
        let p = try #require(PatternLibrary.named("r-pentomino"))
        var turned = p.oriented(.flipHorizontal)
        for orientation in Orientation.brushCycle.suffix(4) {
            #expect(p.oriented(orientation).liveCells == turned.liveCells, "\(orientation)")
            turned = turned.oriented(.rotate90)
        }
    }

    /// The check: stamping pulsar adds 48 cells where the ghost was, z removes them, Z brings them back.
    @Test(arguments: [true, false])
    func aClickStampsTheBrushWhereTheGhostWas(paused: Bool) throws {
        var g = try Self.game(paused: paused)
        g.apply(.randomFill)
        g.apply(.clear)
        g.apply(.hover(GridPoint(x: 30, y: 20)))
        let ghost = Set(g.ghostCells)
        #expect(ghost.count == 48)
        #expect(ghost.map(\.x).min() == 24 && ghost.map(\.x).max() == 36 && ghost.map(\.y).min() == 14)
        g.apply(.click(GridPoint(x: 30, y: 20)))
        g.apply(.endStroke)
        let live = Set((0..<g.board.height).flatMap { y in (0..<g.board.width).filter { g.board[$0, y] }.map { GridPoint(x: $0, y: y) } })
        #expect(live == ghost)
        g.apply(.undo)
        #expect(g.board.population == 0 && g.message == "undone: pulsar, 48 cells (Z redoes)")
        g.apply(.redo)
        #expect(g.board.population == 48)
    }

    @Test func aStampOverTheEdgeWrapsOnATorusAndIsCutOnABoundedWorld() throws {
        var g = try Self.game()
        g.apply(.click(GridPoint(x: 0, y: 0)))
        #expect(g.board.population == 48)
        var b = try Game(geometry: CanvasGeometry(columns: 80, rows: 30, cellSize: 1), topology: .bounded, paused: true)
        b.editing.take(brush: Brush(name: "pulsar", pattern: PatternLibrary.named("pulsar")))
        b.apply(.hover(GridPoint(x: 0, y: 0)))
        #expect(b.ghostCells.count == 12)   // the quarter of the pulsar right of and below its middle
        b.apply(.click(GridPoint(x: 0, y: 0)))
        #expect(b.board.population == 12)
    }

    @Test func aDragLaysARowOfStampsAsOneEdit() throws {
        var g = try Self.game(brush: "block")
        g.apply(.click(GridPoint(x: 10, y: 10)))
        g.apply(.paint((11...30).map { GridPoint(x: $0, y: 10) }, alive: true))
        g.apply(.endStroke)
        // A block every 3 cells: at 10, 13, ... 28.
        #expect(g.board.population == 4 * 7)
        g.apply(.undo)
        #expect(g.board.population == 0)
        // The right button still erases single cells.
        g.apply(.redo)
        g.apply(.paint([GridPoint(x: 10, y: 10)], alive: false))
        #expect(g.board.population == 4 * 7 - 1)
    }
}
