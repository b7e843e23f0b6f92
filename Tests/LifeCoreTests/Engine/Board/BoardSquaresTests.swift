import Testing
@testable import LifeCore

/// The board zoomed out: live (and dying) cells counted in squares of 2^k
/// cells a side, word by word, against the cells read one by one.
@Suite struct BoardSquaresTests {
    /// (world width, height, shift, window x, y, columns, rows in squares): squares within a word
    /// and across words, windows past the right and bottom edges, a square larger than the board.
    static let cases: [(Int, Int, Int, Int, Int, Int, Int)] = [
        (200, 90, 0, 3, 2, 40, 20), (200, 90, 1, 0, 0, 100, 45), (200, 90, 2, 10, 5, 60, 30), (200, 90, 3, 0, 0, 26, 12),
        (130, 70, 5, 1, 0, 5, 3), (300, 80, 6, 0, 0, 5, 2), (300, 80, 7, 1, 0, 3, 1), (64, 64, 6, 0, 0, 1, 1),
        (5, 5, 4, 0, 0, 2, 2), (1000, 40, 4, 20, 1, 40, 3),
    ]

    @Test(arguments: cases)
    func eachSquareCountsItsCells(c: (Int, Int, Int, Int, Int, Int, Int)) throws {
        var world = try BoardStepTests.randomBoard(c.0, c.1, .torus, .conway, seed: UInt64(c.0 * 13 + c.2), density: 0.35)
        world.step(3)
        let counts = world.occupiedCounts(x: c.3, y: c.4, columns: c.5, rows: c.6, shift: c.2)
        #expect(counts == Self.reference(world, x: c.3, y: c.4, columns: c.5, rows: c.6, shift: c.2))
        if c.3 == 0, c.4 == 0, c.5 << c.2 >= c.0, c.6 << c.2 >= c.1 { #expect(counts.reduce(0, +) == world.population) }
    }

    /// Under a Generations rule the dying cells count too, as the population counts them.
    @Test(arguments: [0, 2, 6])
    func dyingCellsCount(shift: Int) throws {
        var world = try BoardStepTests.randomBoard(150, 60, .bounded, try Rule(parsing: "/2/4"), seed: 5, density: 0.3)
        world.step(2)
        #expect(world.population > world.liveCount)
        let counts = world.occupiedCounts(x: 0, y: 0, columns: (150 >> shift) + 1, rows: (60 >> shift) + 1, shift: shift)
        #expect(counts.reduce(0, +) == world.population)
        #expect(counts == Self.reference(world, x: 0, y: 0, columns: (150 >> shift) + 1, rows: (60 >> shift) + 1, shift: shift))
    }

    /// (left, top, columns, rows, shift): squares on any corner, left of and
    /// above the board too, within a word, across words and wider than words.
    static let corners: [(Int, Int, Int, Int, Int)] = [
        (-3, -5, 40, 30, 2), (7, 3, 20, 10, 3), (-70, -1, 4, 3, 6), (33, 9, 3, 2, 7), (-1, -1, 210, 95, 0),
        (5, -20, 9, 5, 5), (-100_000, -100_000, 2, 2, 20), (1, 2, 1, 1, 62),
    ]

    @Test(arguments: corners)
    func squaresOnAnyCornerCountTheirCells(c: (Int, Int, Int, Int, Int)) throws {
        var world = try BoardStepTests.randomBoard(200, 90, .torus, try Rule(parsing: "/2/4"), seed: 11, density: 0.35)
        world.step(3)
        let counts = world.occupiedCounts(left: c.0, top: c.1, columns: c.2, rows: c.3, shift: c.4)
        var expected = [Int](repeating: 0, count: c.2 * c.3)
        for cy in 0..<world.height {
            for cx in 0..<world.width where world.state(x: cx, y: cy) != 0 {
                let dx = Int128(cx - c.0) >> c.4, dy = Int128(cy - c.1) >> c.4
                if dx >= 0, dy >= 0, dx < c.2, dy < c.3 { expected[Int(dy) * c.2 + Int(dx)] += 1 }
            }
        }
        #expect(counts == expected)
    }

    /// Cell by cell: each cell in a non-zero state added to its square.
    static func reference(_ board: Board, x: Int, y: Int, columns: Int, rows: Int, shift: Int) -> [Int] {
        var counts = [Int](repeating: 0, count: columns * rows)
        for cy in 0..<board.height {
            for cx in 0..<board.width where board.state(x: cx, y: cy) != 0 {
                let sx = (cx >> shift) - x, sy = (cy >> shift) - y
                if sx >= 0, sy >= 0, sx < columns, sy < rows { counts[sy * columns + sx] += 1 }
            }
        }
        return counts
    }
}
