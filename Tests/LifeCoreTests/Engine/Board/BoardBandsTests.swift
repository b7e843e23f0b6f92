import Testing
@testable import LifeCore

/// A board stepped in bands (`Board.runner`) against the same board stepped
/// whole: every family of rule, every kind of grid, bands down to a row.
/// The runner here runs the bands one after another, the last first, so a
/// band that read a row another band had already written would differ.
@Suite struct BoardBandsTests {
    /// Runs the parts on the caller's thread, last first; any band size pays.
    final class BackwardsRunner: ParallelRunner, @unchecked Sendable {
        let width: Int
        let leastPart = 1
        /// The parts run, by `run` call.
        private(set) var calls: [Int] = []

        init(width: Int) { self.width = width }

        func run(_ parts: Int, _ body: (Int) -> Void) {
            calls.append(parts)
            for part in (0..<parts).reversed() { body(part) }
        }
    }

    static let rules: [Rule] = [.conway, Rule(birth: [3, 6], survival: [2, 3]), Rule(birth: [0], survival: [8]),
                                Rule(birth: [1], survival: [0, 8])]
        + ["B2-a/S12", "B3-cnqy/S23-a", "345/2/4", "/2/3", "B3-ej6e/S234i/7"].map { try! Rule(parsing: $0) }

    static let grids: [(Int, Int, Topology)] = [
        (70, 40, .torus), (130, 9, .bounded), (64, 33, .shiftedTorus(.horizontal, by: 5)),
        (65, 21, .shiftedTorus(.vertical, by: -2)), (70, 17, .kleinBottle(twisted: .horizontal, shifted: true)),
        (13, 30, .kleinBottle(twisted: .vertical, shifted: false)), (40, 24, .crossSurface), (33, 33, .sphere),
        (200, 3, .torus), (9, 5, .bounded),
    ]

    @Test(arguments: grids, [2, 3, 7])
    func bandsStepTheCellsOneThreadSteps(grid: (Int, Int, Topology), threads: Int) throws {
        for rule in Self.rules {
            var whole = try BoardStepTests.randomBoard(grid.0, grid.1, grid.2, rule, seed: 5, density: 0.4)
            var banded = whole
            let runner = BackwardsRunner(width: threads)
            banded.runner = runner
            for _ in 0..<6 {
                whole.step()
                banded.step()
                #expect(banded == whole, "\(rule) on \(grid.2) \(grid.0)x\(grid.1), \(threads) bands")
            }
            // As many bands as threads, or one a row on a board with fewer rows.
            #expect(runner.calls == Array(repeating: min(threads, grid.1), count: 6))
        }
    }

    /// A glider along a tube 10 cells round, open across or down: the board
    /// grows (`resized`), and the grown board steps in bands still.
    @Test(arguments: [Board.OpenSide.across, .down])
    func aBoardGrownAlongItsOpenSideKeepsItsBands(side: Board.OpenSide) throws {
        var whole = try Board(width: side == .across ? 12 : 10, height: side == .across ? 10 : 12, topology: .torus)
        whole.stamp(BoardOpenSideTests.glider, at: GridPoint(x: 1, y: 1))
        var banded = whole
        let runner = BackwardsRunner(width: 3)
        banded.runner = runner
        try whole.step(400, open: side)
        try banded.step(400, open: side)
        #expect(banded == whole)
        #expect(side == .across ? banded.width > 12 : banded.height > 12)
        #expect(banded.runner === runner)
        #expect(runner.calls.count == 400)
    }

    @Test(arguments: [
        // (threads, least words a part, words a row, rows, bands)
        (4, 16384, 64, 4096, 4), (4, 16384, 64, 512, 2), (4, 16384, 64, 256, 1), (2, 1, 1, 1, 1), (8, 1, 3, 5, 5),
    ] as [(Int, Int, Int, Int, Int)])
    func bandsHoldTheRunnersLeastPart(threads: Int, least: Int, words: Int, rows: Int, bands: Int) {
        final class Runner: ParallelRunner, @unchecked Sendable {
            let width: Int, leastPart: Int
            init(width: Int, leastPart: Int) { (self.width, self.leastPart) = (width, leastPart) }
            func run(_ parts: Int, _ body: (Int) -> Void) {}
        }
        #expect(Board.bands(runner: Runner(width: threads, leastPart: least), wordsPerRow: words, height: rows) == bands)
        #expect(Board.bands(runner: nil, wordsPerRow: words, height: rows) == 1)
    }
}
