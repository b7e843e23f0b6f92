import Testing
@testable import LifeCore

/// Cells of many states on the plane before they become a quadtree
/// (`PlaneStates`): runs, shifts by any amount, two-state cells taken over,
/// each against a dictionary of cells.
@Suite struct PlaneStatesTests {
    /// Random runs of random states around `centre`, and the cells they make.
    static func runs(seed: UInt64, centre: GridPoint) -> (PlaneStates, [GridPoint: UInt8]) {
        var rng = SplitMix64(seed: seed)
        var plane = PlaneStates(), cells: [GridPoint: UInt8] = [:]
        for _ in 0..<60 {
            let x = centre.x + Int.random(in: -40...40, using: &rng), y = centre.y + Int.random(in: -20...20, using: &rng)
            let count = Int.random(in: 1...13, using: &rng), state = UInt8.random(in: 1...255, using: &rng)
            plane.insertRun(x: x, y: y, count: count, state: state)
            for i in 0..<count { cells[GridPoint(x: x + i, y: y)] = state }
        }
        return (plane, cells)
    }

    static func expectHolds(_ plane: PlaneStates, _ cells: [GridPoint: UInt8], _ what: String) {
        var wrong = 0, count = 0
        for (p, s) in cells where plane.state(x: p.x, y: p.y) != s { wrong += 1 }
        for rows in plane.blocks.values { count += QuadNode(rows.0, rows.1, rows.2, rows.3).nonzeroBytes }
        #expect(wrong == 0 && count == cells.count, "\(what): \(wrong) cells wrong, \(count) held for \(cells.count)")
        #expect(plane.largestState == Int(cells.values.max() ?? 0))
    }

    @Test(arguments: [GridPoint(x: 0, y: 0), GridPoint(x: -1_214_166, y: 3), GridPoint(x: 1 << 40, y: -(1 << 40))])
    func runsAreTheirCells(centre: GridPoint) {
        let (plane, cells) = Self.runs(seed: 5, centre: centre)
        Self.expectHolds(plane, cells, "at \(centre)")
    }

    @Test(arguments: [(0, 1), (1, 0), (-1, -1), (3, 2), (-2, 7), (4, -4), (-1_214_166, 0), (239_717, -31), (5, 1 << 33)])
    func shiftsMoveEveryCell(dx: Int, dy: Int) {
        let (plane, cells) = Self.runs(seed: 9, centre: GridPoint(x: 7, y: -3))
        var moved: [GridPoint: UInt8] = [:]
        for (p, s) in cells { moved[GridPoint(x: p.x + dx, y: p.y + dy)] = s }
        Self.expectHolds(plane.shifted(by: GridPoint(x: dx, y: dy)), moved, "by (\(dx), \(dy))")
    }

    @Test func twoStateCellsBecomeState1AndPatternsKeepTheirStates() throws {
        var two = PlaneCells()
        two.insertRun(x: -9, y: 5, count: 11)
        two.insert(x: 100, y: -100)
        var expected: [GridPoint: UInt8] = [GridPoint(x: 100, y: -100): 1]
        for x in -9..<2 { expected[GridPoint(x: x, y: 5)] = 1 }
        var plane = PlaneStates(two)
        Self.expectHolds(plane, expected, "from PlaneCells")
        let pattern = Pattern(width: 3, height: 2) { x, y in [[2, 0, 7], [0, 9, 1]][y][x] }
        plane.insert(pattern, at: GridPoint(x: -2, y: -1))
        for (x, y, s) in [(-2, -1, 2), (0, -1, 7), (-1, 0, 9), (0, 0, 1)] { expected[GridPoint(x: x, y: y)] = UInt8(s) }
        Self.expectHolds(plane, expected, "with a pattern")
    }
}
