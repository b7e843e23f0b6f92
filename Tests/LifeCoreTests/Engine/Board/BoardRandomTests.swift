import Testing
@testable import LifeCore

/// `randomFill`: density, determinism per seed, the edges of the density range.
@Suite struct BoardRandomTests {
    @Test(arguments: [0.001, 0.05, 0.25, 0.3, 0.5, 0.7, 0.75, 0.95, 0.999])
    func densityIsRoughlyRight(density: Double) throws {
        var board = try Board(width: 257, height: 256)
        var rng = Xoshiro256(seed: 12)
        try board.randomFill(density: density, using: &rng)
        let cells = Double(257 * 256)
        let fraction = Double(board.population) / cells
        // Within five standard deviations of a binomial count.
        let sigma = (density * (1 - density) / cells).squareRoot()
        #expect(abs(fraction - density) < 5 * sigma, "got \(fraction)")
        #expect(BoardStepTests.paddingIsClear(board))
    }

    @Test(arguments: [(1, 1), (64, 3), (65, 7), (130, 20)])
    func sameSeedSameBoardOtherSeedOtherBoard(size: (Int, Int)) throws {
        func filled(_ seed: UInt64) throws -> Board {
            var board = try Board(width: size.0, height: size.1)
            var rng = SplitMix64(seed: seed)
            try board.randomFill(density: 0.5, using: &rng)
            return board
        }
        #expect(try filled(5) == filled(5))
        let others = try (6..<12).map { try filled($0) }
        #expect(try others.contains { $0 != (try filled(5)) })
    }

    @Test func fillReplacesEveryCellAndResetsTheGeneration() throws {
        var board = try BoardStepTests.randomBoard(100, 10, .torus, .conway, seed: 2, density: 0.5)
        board.step(5)
        var rng = Xoshiro256(seed: 1)
        try board.randomFill(density: 0, using: &rng)
        #expect(board.population == 0)
        #expect(board.generation == 0)
        try board.randomFill(density: 1, using: &rng)
        #expect(board.population == 100 * 10)
        #expect(BoardStepTests.paddingIsClear(board))
    }

    @Test(arguments: [-0.1, 1.0001, Double.nan, -Double.infinity, Double.infinity])
    func densityOutsideZeroToOneThrows(density: Double) throws {
        var board = try Board(width: 4, height: 4)
        var rng = SplitMix64(seed: 0)
        #expect(throws: BoardError.self) { try board.randomFill(density: density, using: &rng) }
        #expect(board.population == 0)
    }
}

/// Errors read as one line that names the bad value and the allowed range.
@Suite struct BoardErrorTests {
    @Test(arguments: [
        (BoardError.invalidSize(width: 0, height: 7), "board size 0x7 is out of range: width and height must be 1...16384"),
        (BoardError.invalidDensity(1.5), "density 1.5 is out of range: it must be a number from 0 to 1"),
    ])
    func messageIsOneClearLine(error: BoardError, message: String) {
        #expect(error.description == message)
        #expect(!message.contains("\n"))
    }
}
