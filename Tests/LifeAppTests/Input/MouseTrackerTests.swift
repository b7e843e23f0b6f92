import LifeCore
import Testing
@testable import LifeApp

@Suite struct MouseTrackerTests {
    let geometry = CanvasGeometry(columns: 300, rows: 60, cellSize: 2)

    func run(_ reports: [MouseReport]) -> [Action] {
        var tracker = MouseTracker()
        return reports.flatMap { tracker.actions(for: $0, view: Viewport(covering: geometry)) }
    }

    func painted(_ actions: [Action], alive: Bool) -> [GridPoint] {
        actions.flatMap { if case let .paint(cells, a) = $0, a == alive { cells } else { [GridPoint]() } }
    }

    @Test func pressIsAClickAndReleaseEndsTheStroke() {
        let actions = run([.init(column: 20, row: 7, kind: .press(.left)),
                           .init(column: 20, row: 7, kind: .release(.left))])
        #expect(actions == [.click(GridPoint(x: 10, y: 7)), .endStroke])
    }

    @Test(arguments: [(0, 0, 120, 50), (250, 3, 10, 40), (40, 40, 41, 41), (299, 59, 0, 0)])
    func fastDragPaintsEveryCellOnItsPath(c0: Int, r0: Int, c1: Int, r1: Int) {
        // The terminal samples only the ends and one midpoint.
        let mid = ((c0 + c1) / 2, (r0 + r1) / 2)
        let actions = run([.init(column: c0, row: r0, kind: .press(.left)),
                           .init(column: mid.0, row: mid.1, kind: .motion),
                           .init(column: c1, row: r1, kind: .motion),
                           .init(column: c1, row: r1, kind: .release(.left))])
        let start = geometry.cell(column: c0, row: r0)!
        let cells = [start] + painted(actions, alive: true)
        #expect(cells.last == geometry.cell(column: c1, row: r1))
        for (p, q) in zip(cells, cells.dropFirst()) {
            #expect(abs(p.x - q.x) <= 1 && abs(p.y - q.y) <= 1, "gap between \(p) and \(q)")
        }
    }

    @Test func rightButtonErases() {
        let actions = run([.init(column: 10, row: 10, kind: .press(.right)),
                           .init(column: 14, row: 10, kind: .motion),
                           .init(column: 14, row: 10, kind: .release(.right))])
        #expect(painted(actions, alive: false) == (5...7).map { GridPoint(x: $0, y: 10) })
        #expect(painted(actions, alive: true).isEmpty)
    }

    @Test func motionWithoutAButtonAndTheWheelDoNothing() {
        let actions = run([.init(column: 10, row: 10, kind: .motion), .init(column: 10, row: 10, kind: .wheelUp),
                           .init(column: 10, row: 10, kind: .wheelDown), .init(column: 30, row: 12, kind: .motion)])
        #expect(actions.isEmpty)
    }

    @Test func dragOffTheCanvasFollowsItsEdge() {
        let actions = run([.init(column: 290, row: 5, kind: .press(.left)),
                           .init(column: 400, row: 5, kind: .motion)])
        #expect(painted(actions, alive: true).last == GridPoint(x: 149, y: 5))
    }

    @Test func pressOutsideTheCanvasStartsNothing() {
        let actions = run([.init(column: 5, row: 60, kind: .press(.left)),
                           .init(column: 9, row: 59, kind: .motion)])
        #expect(actions.count <= 1)
        #expect(!actions.contains { if case .click = $0 { true } else { false } })
    }

    @Test func aDragGoesOnAfterTheCellSizeChangesWithoutJoiningOldCells() {
        var tracker = MouseTracker()
        let small = CanvasGeometry(columns: 300, rows: 60, cellSize: 1)
        _ = tracker.actions(for: .init(column: 100, row: 20, kind: .press(.left)), view: Viewport(covering: small))
        // `]` mid-drag: cell size 4. The next position paints only its own cell,
        // not a line from (100, 40), a cell of the old size.
        let big = CanvasGeometry(columns: 300, rows: 60, cellSize: 4)
        #expect(tracker.actions(for: .init(column: 104, row: 20, kind: .motion), view: Viewport(covering: big))
                == [.paint([GridPoint(x: 26, y: 10)], alive: true)])
        #expect(tracker.actions(for: .init(column: 112, row: 20, kind: .motion), view: Viewport(covering: big))
                == [.paint([GridPoint(x: 27, y: 10), GridPoint(x: 28, y: 10)], alive: true)])
    }
}
