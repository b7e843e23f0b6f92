import Testing
@testable import LifeCore

/// Sizes, cell access, population, bounding box, clear and resize.
@Suite struct BoardGeometryTests {
    @Test(arguments: [(0, 5), (5, 0), (-1, 1), (1, -7), (16385, 1), (1, 16385), (Int.max, Int.max)])
    func outOfRangeSizesThrow(size: (Int, Int)) {
        #expect(throws: BoardError.invalidSize(width: size.0, height: size.1)) {
            try Board(width: size.0, height: size.1)
        }
    }

    @Test(arguments: [(1, 1), (16384, 1), (1, 16384), (16384, 16384)])
    func extremeSizesWork(size: (Int, Int)) throws {
        var board = try Board(width: size.0, height: size.1)
        board[size.0 - 1, size.1 - 1] = true
        #expect(board[size.0 - 1, size.1 - 1])
        #expect(board.population == 1)
        #expect(board.boundingBox == CellRect(x: size.0 - 1, y: size.1 - 1, width: 1, height: 1))
    }

    @Test func cellsOutsideReadDeadAndIgnoreWrites() throws {
        var board = try Board(width: 10, height: 4)
        for (x, y) in [(-1, 0), (0, -1), (10, 0), (0, 4), (Int.min, Int.max)] {
            board[x, y] = true
            board.toggle(x: x, y: y)
            #expect(!board[x, y])
        }
        #expect(board.population == 0)
        board.toggle(x: 9, y: 3)
        #expect(board[9, 3])
        board.toggle(x: 9, y: 3)
        #expect(!board[9, 3])
    }

    @Test func clearKillsEverythingAndResetsTheGeneration() throws {
        var board = try BoardStepTests.randomBoard(70, 9, .torus, .conway, seed: 4, density: 0.5)
        board.step(3)
        board.clear()
        #expect(board.population == 0)
        #expect(board.generation == 0)
        #expect(board.boundingBox == nil)
    }

    /// The bounding box and population found cell by cell.
    static func bruteForce(_ board: Board) -> (CellRect?, Int) {
        var xs: [Int] = [], ys: [Int] = []
        for y in 0..<board.height {
            for x in 0..<board.width where board[x, y] { xs.append(x); ys.append(y) }
        }
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return (nil, 0) }
        return (CellRect(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1), xs.count)
    }

    @Test(arguments: [(1, 1), (63, 3), (64, 64), (65, 2), (130, 17), (200, 1)], [0.0, 0.001, 0.01, 0.3])
    func boundingBoxAndPopulationMatchACellByCellCount(size: (Int, Int), density: Double) throws {
        let board = try BoardStepTests.randomBoard(size.0, size.1, .bounded, .conway, seed: 11, density: density)
        let (box, population) = Self.bruteForce(board)
        #expect(board.boundingBox == box)
        #expect(board.population == population)
    }

    @Test(arguments: [(63, 0, 63, 0), (64, 5, 64, 5), (0, 2, 129, 2), (127, 1, 128, 3)])
    func boundingBoxAcrossWordBoundaries(x0: Int, y0: Int, x1: Int, y1: Int) throws {
        var board = try Board(width: 130, height: 6)
        board[x0, y0] = true
        board[x1, y1] = true
        let x = min(x0, x1), y = min(y0, y1)
        #expect(board.boundingBox == CellRect(x: x, y: y, width: max(x0, x1) - x + 1, height: max(y0, y1) - y + 1))
    }

    @Test(arguments: [
        // (old size, cell, new size, where the cell lands; (-1, -1) when cropped)
        ((5, 5), (2, 2), (7, 7), (3, 3)),
        ((5, 5), (2, 2), (3, 3), (1, 1)),
        ((4, 4), (0, 0), (6, 2), (-1, -1)),
        ((4, 4), (1, 2), (6, 2), (2, 1)),
        ((10, 1), (9, 0), (4, 1), (-1, -1)),
        ((1, 1), (0, 0), (64, 65), (32, 32)),
        ((200, 3), (100, 1), (65, 3), (32, 1)),
    ])
    func resizeKeepsTheCentre(old: (Int, Int), cell: (Int, Int), new: (Int, Int), lands: (Int, Int)) throws {
        var board = try Board(width: old.0, height: old.1, topology: .bounded, rule: Rule(birth: [3, 6], survival: [2, 3]))
        board[cell.0, cell.1] = true
        let resized = try board.resized(width: new.0, height: new.1)
        #expect(resized.width == new.0 && resized.height == new.1)
        #expect(resized.topology == .bounded && resized.rule == board.rule)
        let expected = lands.0 >= 0 ? 1 : 0
        #expect(resized.population == expected)
        if expected == 1 { #expect(resized[lands.0, lands.1]) }
    }

    @Test(arguments: [(64, 64), (65, 33), (1, 1), (300, 2), (7, 130)])
    func resizeMovesEveryCellByTheSameOffset(new: (Int, Int)) throws {
        var board = try BoardStepTests.randomBoard(129, 40, .torus, .conway, seed: 8, density: 0.4)
        board.step(2)
        let resized = try board.resized(width: new.0, height: new.1)
        let dx = new.0 / 2 - 129 / 2, dy = new.1 / 2 - 40 / 2
        for y in 0..<new.1 {
            for x in 0..<new.0 where resized[x, y] != board[x - dx, y - dy] {
                Issue.record("cell \(x),\(y) differs")
            }
        }
        #expect(resized.generation == 2)
        #expect(BoardStepTests.paddingIsClear(resized))
    }

    @Test(arguments: [(1, 1), (63, 5), (200, 90)])
    func growingThenShrinkingGivesTheOriginal(size: (Int, Int)) throws {
        let board = try BoardStepTests.randomBoard(size.0, size.1, .torus, .conway, seed: 3, density: 0.5)
        let back = try board.resized(width: size.0 + 37, height: size.1 + 64).resized(width: size.0, height: size.1)
        #expect(back == board)
    }

    @Test(arguments: [(0, 5), (5, 0), (16385, 3)])
    func resizeToABadSizeThrows(size: (Int, Int)) throws {
        let board = try Board(width: 8, height: 8)
        #expect(throws: BoardError.invalidSize(width: size.0, height: size.1)) {
            try board.resized(width: size.0, height: size.1)
        }
    }

    @Test func equalityComparesCellsNotTheBackBuffer() throws {
        var a = try BoardStepTests.randomBoard(70, 12, .torus, .conway, seed: 1, density: 0.5)
        var b = a
        a.step()
        b.step()
        #expect(a == b)
        b.toggle(x: 69, y: 11)
        #expect(a != b)
    }

    @Test(arguments: [((2, 3), true), ((6, 3), true), ((7, 3), false), ((1, 3), false), ((2, 2), false), ((2, 6), true), ((2, 7), false)])
    func cellRectContainsItsCellsOnly(cell: (Int, Int), inside: Bool) {
        let rect = CellRect(x: 2, y: 3, width: 5, height: 4)
        #expect(rect.contains(x: cell.0, y: cell.1) == inside)
        #expect(rect.description == "5x4+2+3")
    }
}
