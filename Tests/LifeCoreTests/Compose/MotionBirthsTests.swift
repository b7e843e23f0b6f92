import Testing
@testable import LifeCore

@Suite struct MotionBirthsTests {
    typealias Pictures = MotionDetectorTests

    /// Watches a still grey picture, then one with a square at (x, y), and seeds an empty board.
    static func born(chance: Double, seed: UInt64 = 1, collect: Bool = true, square: (Int, Int) = (16, 8)) throws -> Board {
        var births = MotionBirths(seed: seed, chance: chance)
        births.watch(Pictures.picture(square: nil), layout: Pictures.layout, collect: collect)
        births.watch(Pictures.picture(square: square), layout: Pictures.layout, collect: collect)
        var board = try Board(width: 16, height: 12)
        births.seed(&board)
        return board
    }

    static func live(_ board: Board) -> Set<GridPoint> {
        var cells = Set<GridPoint>()
        for y in 0..<board.height {
            for x in 0..<board.width where board[x, y] { cells.insert(GridPoint(x: x, y: y)) }
        }
        return cells
    }

    @Test func everyMovingCellIsBornAtChanceOne() throws {
        #expect(Self.live(try Self.born(chance: 1)) == Pictures.cells(ofSquareAt: 16, 8))
    }

    @Test func birthsAreASeededShareOfTheMovingCells() throws {
        let big = (8, 8)
        var square = Pictures.picture(square: nil)
        for y in 8..<40 { for x in 8..<40 { square[x, y] = .white } }
        var births = MotionBirths(seed: 3, chance: 0.4)
        births.watch(Pictures.picture(square: nil), layout: Pictures.layout)
        births.watch(square, layout: Pictures.layout)
        #expect(births.pendingCount == 64)
        var board = try Board(width: 16, height: 12)
        let count = births.seed(&board)
        #expect(count == board.population && (12...40).contains(count))
        #expect(Self.live(board).isSubset(of: Pictures.cells(ofSquareAt: big.0, big.1, side: 32)))
        // The same frames and seed give the same cells; another seed others.
        var again = MotionBirths(seed: 3, chance: 0.4), other = MotionBirths(seed: 4, chance: 0.4)
        var a = try Board(width: 16, height: 12), b = try Board(width: 16, height: 12)
        for frame in [Pictures.picture(square: nil), square] {
            again.watch(frame, layout: Pictures.layout)
            other.watch(frame, layout: Pictures.layout)
        }
        again.seed(&a)
        other.seed(&b)
        #expect(a == board && b != board)
    }

    @Test func pausedWatchingBearsNothing() throws {
        #expect(try Self.born(chance: 1, collect: false).population == 0)
    }

    /// Motion seen in several frames before a generation is born once, and then forgotten.
    @Test func pendingCellsAreBornOnceThenForgotten() throws {
        var births = MotionBirths(seed: 1, chance: 1)
        births.watch(Pictures.picture(square: nil), layout: Pictures.layout)
        births.watch(Pictures.picture(square: (16, 8)), layout: Pictures.layout)
        births.watch(Pictures.picture(square: (20, 8)), layout: Pictures.layout)
        #expect(births.pendingCount == Pictures.cells(ofSquareAt: 16, 8).union(Pictures.cells(ofSquareAt: 20, 8)).count)
        var board = try Board(width: 16, height: 12)
        births.seed(&board)
        board.clear()
        #expect(births.pendingCount == 0 && births.seed(&board) == 0 && board.population == 0)
    }

    /// Cells seen on a board of another size (the terminal was resized) are dropped.
    @Test func aBoardOfAnotherSizeGetsNothing() throws {
        var births = MotionBirths(seed: 1, chance: 1)
        births.watch(Pictures.picture(square: nil), layout: Pictures.layout)
        births.watch(Pictures.picture(square: (16, 8)), layout: Pictures.layout)
        var board = try Board(width: 20, height: 12)
        #expect(births.seed(&board) == 0 && board.population == 0)
    }
}
