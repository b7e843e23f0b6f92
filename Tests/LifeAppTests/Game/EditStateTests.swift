import LifeCore
import Testing
@testable import LifeApp

@Suite struct EditStateTests {
    @Test func brushesGoRoundBothWaysAndForgetTheLastStamp() {
        var editing = EditState()
        let count = editing.brushes.count
        editing.lastStamp = GridPoint(x: 3, y: 3)
        #expect(editing.changeBrush(by: -1).hasPrefix("brush \(editing.brushes[count - 1].label): "))
        #expect(editing.brushIndex == count - 1 && editing.lastStamp == nil)
        #expect(editing.changeBrush(by: 1) == "brush: the single cell (a click toggles it, or launches a glider while running)")
        #expect(editing.brush == .cell)
    }

    @Test func gTurnsTheHeadingWithTheSingleCellAndElseTheBrush() throws {
        var editing = EditState()
        #expect(editing.turn() == "gliders head ↙" && editing.heading == .southWest)
        editing.take(brush: Brush(name: "glider", pattern: try #require(PatternLibrary.named("glider"))))
        #expect(editing.brushIndex == 1 && editing.brush.name == "glider")
        #expect(editing.turn() == "brush glider turned 90°" && editing.heading == .southWest)
        #expect(editing.brush.orientation == .rotate90)
    }

    @Test func aNewGameTakesTheBrushesAndTheHeading() throws {
        var played = EditState()
        played.take(brush: Brush(name: "pulsar", pattern: try #require(PatternLibrary.named("pulsar"))))
        _ = played.changeBrush(by: -1)
        played.take(brush: Brush(name: "glider", pattern: try #require(PatternLibrary.named("glider"))))
        _ = played.changeBrush(by: -1)
        _ = played.turn()
        var fresh = EditState()
        fresh.takeBrushes(of: played)
        #expect(fresh.brushes == played.brushes && fresh.brushIndex == 0 && fresh.heading == .southWest)
    }

    // (states of the rule, steps of x, the drawing state after them)
    @Test(arguments: [(4, [1], 2), (4, [1, 1, 1], 1), (4, [-1], 3), (3, [1, 1, 1], 2), (256, [-1], 255)])
    func xStepsRoundTheStatesAboveZero(states: Int, steps: [Int], drawing: Int) {
        var editing = EditState()
        let rule = AnyRule.moore(Rule(birth: [2], survival: [], states: states))
        for step in steps { _ = editing.changeDrawingState(by: step, under: rule) }
        #expect(editing.drawingState == drawing)
    }

    @Test func xSaysTwoStatesHaveNoChoice() {
        var editing = EditState()
        #expect(editing.changeDrawingState(by: 1, under: .moore(.conway)).hasSuffix("has two"))
        #expect(editing.drawingState == 1)
    }

    /// A stroke keeps each cell's first state and only the cells that changed.
    @Test func aStrokeIsTheCellsItChanged() throws {
        var editing = EditState()
        #expect(editing.finish { _ in 0 } == nil)
        let a = GridPoint(x: -4, y: 7), b = GridPoint(x: 2, y: 9)
        editing.touch(a, state: 0, editing: "click")
        editing.touch(a, state: 1, editing: "ignored")
        editing.touch(b, state: 1, editing: "ignored")
        editing.rename("stroke")
        let now: [GridPoint: Int] = [a: 2, b: 1]
        let edit = try #require(editing.finish { now[$0] ?? 0 })
        #expect(edit.name == "stroke" && edit.cells.count == 1 && edit.origin == GridPoint(x: -4, y: 7))
        #expect(edit.cells == [Edit.pack(0, before: 0, after: 2)])
        #expect(editing.openEdit == nil)
        editing.touch(a, state: 2, editing: "click")
        #expect(editing.finish { _ in 2 } == nil)
    }

    @Test func anEditOverTheBudgetIsSaidAndForgetsTheHistory() {
        var editing = EditState()
        let small = Edit(name: "click", cells: [0], width: 1, origin: GridPoint(x: 0, y: 0))
        #expect(editing.keep(small) == nil && editing.history.done.count == 1)
        let count = EditHistory.budget / MemoryLayout<UInt64>.stride + 1
        let huge = Edit(name: "random fill", cells: [UInt64](repeating: 0, count: count), width: 1, origin: GridPoint(x: 0, y: 0))
        #expect(editing.keep(huge) == "random fill: \(count) cells changed, too many to undo; older edits forgotten")
        #expect(editing.history.done.isEmpty)
    }

    // (generations since the click, the level of its cell and its neighbours)
    @Test(arguments: [(0, 255), (Glow.full, 255), (Glow.full + 8, Glow.level(age: Glow.full + 8)), (Glow.gone, 0)] as [(Int, UInt8)])
    func aClickGlowsWithItsNeighboursThenFades(age: Int, level: UInt8) throws {
        let frame = WorldFrame(width: 20, height: 20, topology: .torus)
        var editing = EditState()
        editing.touch(frame.golly(GridPoint(x: 0, y: 5)), state: 0, editing: "click")
        editing.glowOpenEdit(at: 10)
        let lit = editing.glowLevels(at: 10 + age, in: frame)
        guard level > 0 else { return #expect(lit.isEmpty) }
        // Round the torus: the neighbours left of column 0 are in column 19.
        let cells = Set([19, 0, 1].flatMap { x in [4, 5, 6].map { GridPoint(x: x, y: $0) } })
        #expect(Set(lit.keys) == cells && lit.values.allSatisfy { $0 == level })
    }

    @Test func aLaunchedGliderGlowsWhereItHasTravelled() throws {
        let frame = WorldFrame(width: 20, height: 20, topology: .torus)
        var editing = EditState()
        editing.touch(frame.golly(GridPoint(x: 5, y: 5)), state: 0, editing: "glider")
        editing.glowOpenEdit(at: 0, traveling: true)
        // South-east, a cell diagonally every 4 generations: at 8, two cells on.
        let lit = editing.glowLevels(at: 8, in: frame)
        #expect(Set(lit.keys) == Set([6, 7, 8].flatMap { x in [6, 7, 8].map { GridPoint(x: x, y: $0) } }))
    }
}
