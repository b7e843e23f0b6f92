import Testing
@testable import LifeCore

/// Well-known facts of Conway's Life, with the patterns entered cell by cell.
@Suite struct BoardPatternFactsTests {
    typealias Cells = [(Int, Int)]

    static let blinker: Cells = [(0, 0), (1, 0), (2, 0)]
    static let toad: Cells = [(1, 0), (2, 0), (3, 0), (0, 1), (1, 1), (2, 1)]
    static let block: Cells = [(0, 0), (1, 0), (0, 1), (1, 1)]
    static let beehive: Cells = [(1, 0), (2, 0), (0, 1), (3, 1), (1, 2), (2, 2)]
    static let loaf: Cells = [(1, 0), (2, 0), (0, 1), (3, 1), (1, 2), (3, 2), (2, 3)]
    static let boat: Cells = [(0, 0), (1, 0), (0, 1), (2, 1), (1, 2)]
    /// Heading south-east (x and y both grow).
    static let glider: Cells = [(1, 0), (2, 1), (0, 2), (1, 2), (2, 2)]

    /// The pulsar: four mirrored quarters of 13×13.
    static var pulsar: Cells {
        var cells: Cells = []
        for line in [0, 5, 7, 12] {
            for across in [2, 3, 4, 8, 9, 10] {
                cells.append((across, line))
                cells.append((line, across))
            }
        }
        return cells
    }

    /// The pentadecathlon in its 12-cell phase.
    static var pentadecathlon: Cells {
        let rows = ["..O....O..", "OO.OOOO.OO", "..O....O.."]
        return rows.enumerated().flatMap { y, row in
            row.enumerated().filter { $0.element == "O" }.map { ($0.offset, y) }
        }
    }

    static func board(_ cells: Cells, at origin: (Int, Int), size: Int, topology: Topology) throws -> Board {
        var board = try Board(width: size, height: size, topology: topology)
        // On a torus the pattern wraps; on a bounded plane cells outside are dropped.
        let wrap = { (v: Int) in topology == .torus ? v % size : v }
        for (x, y) in cells { board[wrap(origin.0 + x), wrap(origin.1 + y)] = true }
        return board
    }

    /// The live cells as a set of "x,y" strings, for comparisons that ignore the generation.
    static func live(_ board: Board) -> Set<String> {
        var set = Set<String>()
        for y in 0..<board.height {
            for x in 0..<board.width where board[x, y] { set.insert("\(x),\(y)") }
        }
        return set
    }

    /// A named pattern and its period (1 for a still life).
    struct Shape: Sendable, CustomTestStringConvertible {
        let name: String
        let cells: Cells
        let period: Int
        var testDescription: String { name }
    }

    static let oscillators = [
        Shape(name: "blinker", cells: blinker, period: 2), Shape(name: "toad", cells: toad, period: 2),
        Shape(name: "pulsar", cells: pulsar, period: 3), Shape(name: "pentadecathlon", cells: pentadecathlon, period: 15),
    ]
    static let stillLifes = [
        Shape(name: "block", cells: block, period: 1), Shape(name: "beehive", cells: beehive, period: 1),
        Shape(name: "loaf", cells: loaf, period: 1), Shape(name: "boat", cells: boat, period: 1),
    ]

    @Test(arguments: oscillators, [Topology.torus, .bounded])
    func oscillatorHasItsPeriod(shape: Shape, topology: Topology) throws {
        let (name, period) = (shape.name, shape.period)
        var board = try Self.board(shape.cells, at: (10, 10), size: 33, topology: topology)
        let start = Self.live(board)
        for generation in 1..<period {
            board.step()
            #expect(Self.live(board) != start, "\(name) repeats early, at generation \(generation)")
            #expect(board.population > 0)
        }
        board.step()
        #expect(Self.live(board) == start, "\(name) does not repeat after \(period)")
    }

    @Test(arguments: stillLifes, [Topology.torus, .bounded])
    func stillLifeStays(shape: Shape, topology: Topology) throws {
        let name = shape.name
        var board = try Self.board(shape.cells, at: (3, 3), size: 10, topology: topology)
        let start = Self.live(board)
        for _ in 0..<5 {
            board.step()
            #expect(Self.live(board) == start, "\(name) changed")
        }
    }

    @Test(arguments: [(20, 2, 2), (70, 60, 10), (64, 1, 1), (65, 61, 61)])
    func gliderMovesOneCellDiagonallyEveryFourGenerations(size: Int, x: Int, y: Int) throws {
        for topology in [Topology.torus, .bounded] {
            var board = try Self.board(Self.glider, at: (x, y), size: size, topology: topology)
            for step in 1...3 {
                board.step(4)
                let moved = try Self.board(Self.glider, at: (x + step, y + step), size: size, topology: topology)
                if topology == .torus || x + step + 3 < size {
                    #expect(Self.live(board) == Self.live(moved), "\(topology) \(size) after \(4 * step)")
                }
            }
        }
    }

    @Test(arguments: [5, 8, 63, 64, 65, 100])
    func gliderComesHomeOnATorusAfterFourTimesItsSide(side: Int) throws {
        var board = try Self.board(Self.glider, at: (1, 1), size: side, topology: .torus)
        let start = Self.live(board)
        board.step(4 * side - 4)
        #expect(Self.live(board) != start)
        board.step(4)
        #expect(Self.live(board) == start)
    }

    @Test func gliderDiesAgainstABoundedEdge() throws {
        var board = try Self.board(Self.glider, at: (0, 0), size: 8, topology: .bounded)
        board.step(40)
        #expect(board.population == 4, "a glider hitting a corner of a bounded plane ends as a block")
    }
}
