import Testing
@testable import LifeCore

/// The tiles that sleep (`TileStore`) against the bounded board: seeded
/// scenes of gliders flying across tile borders, still lifes and blinkers
/// lying on them, stepped in runs of every length and edited while asleep,
/// must hold the board's cells after every run; and what sleeps must be
/// what is still or period 2.
@Suite struct TiledPlaneSleepTests {
    /// The plane's cell (0, 0) is the board's (300, 190) (`TiledPlaneTests.expectSame`),
    /// so the tile borders cross the board at x ≡ 44 and y ≡ 62 (mod 64).
    static let origin = GridPoint(x: -300, y: -190)
    static let border = (x: 300 % 64, y: 190 % 64)
    static let shapes = ["glider", "lwss", "block", "beehive", "boat", "loaf", "blinker", "toad", "beacon", "r-pentomino"]

    /// A 512² board under `rule` with `count` objects dropped at random on
    /// or beside the tile borders of its middle, each in a random orientation.
    static func scene(seed: UInt64, count: Int, rule: Rule = .conway) throws -> Board {
        var rng = Xoshiro256(seed: seed)
        var board = try Board(width: 512, height: 512, topology: .bounded, rule: rule)
        for _ in 0..<count {
            let name = shapes[Int.random(in: 0..<shapes.count, using: &rng)]
            let pattern = PatternLibrary.named(name)!
            // A border line of the middle, then up to 6 cells either side of it.
            let x = border.x + 64 * Int.random(in: 2...5, using: &rng) + Int.random(in: -6...6, using: &rng)
            let y = border.y + 64 * Int.random(in: 2...5, using: &rng) + Int.random(in: -6...6, using: &rng)
            let orientation = Orientation.allCases[Int.random(in: 0..<Orientation.allCases.count, using: &rng)]
            board.stamp(pattern, at: GridPoint(x: x, y: y), orientation: orientation)
        }
        return board
    }

    /// The plane holding `board`'s cells (its generation too).
    static func plane(_ board: Board) -> TiledPlane {
        var plane = TiledPlane(rule: board.rule)
        plane.generation = board.generation
        plane.write(board, at: origin)
        return plane
    }

    /// Whether `plane` holds exactly `board`'s cells.
    static func same(_ plane: TiledPlane, _ board: Board) throws -> Bool {
        let seen = try plane.window(CellRect(x: origin.x, y: origin.y, width: board.width, height: board.height))
        return seen == board && plane.population == board.population
    }

    /// Twenty seeded scenes of gliders, spaceships, still lifes, oscillators
    /// and methuselahs on the borders, in runs of 1, 2, 3, 7 and 40
    /// generations (so both phases and every parity), against the board.
    @Test(arguments: 0..<20)
    func scenesStepAsTheBoard(seed: UInt64) throws {
        var board = try Self.scene(seed: seed, count: 12)
        var plane = Self.plane(board)
        for run in [1, 2, 3, 1, 7, 2, 40, 1, 1, 40, 2] {
            board.step(run)
            plane.step(run)
            #expect(try Self.same(plane, board), "seed \(seed), generation \(board.generation)")
        }
    }

    /// The same under Generations, isotropic and B0 rules (a B0 rule without
    /// S8 steps another rule at odd generations than at even ones).
    @Test(arguments: ["345/2/4", "B2-a/S12", "B3-cnqy/S23-a", "B013568/S01", "B0123478/S34678"])
    func scenesStepAsTheBoardInEveryFamily(text: String) throws {
        for seed: UInt64 in 0..<4 {
            var board = try Self.scene(seed: seed, count: 6, rule: try Rule(parsing: text))
            var plane = Self.plane(board)
            for run in [1, 2, 3, 1, 10, 2, 1] {
                board.step(run)
                plane.step(run)
                #expect(try Self.same(plane, board), "\(text), seed \(seed), generation \(board.generation)")
            }
        }
    }

    /// Still lifes and period-2 oscillators on the borders sleep two
    /// generations after they are written: nothing is woken, the plane runs
    /// 10^6 generations without a step, and the cells are the board's at an
    /// odd and an even generation.
    @Test func stillAndPeriodTwoSleep() throws {
        var board = try Board(width: 512, height: 512, topology: .bounded)
        let x = Self.border.x + 128, y = Self.border.y + 128
        let objects: [(String, Int, Int)] = [("block", -1, -1), ("blinker", 63, -1), ("beehive", -2, 62), ("toad", 62, 62),
                                              ("beacon", -2, 126), ("boat", 127, 127), ("loaf", 126, -2)]
        for (name, dx, dy) in objects { board.stamp(PatternLibrary.named(name)!, at: GridPoint(x: x + dx, y: y + dy)) }
        var plane = Self.plane(board)
        plane.step(1)
        board.step(1)
        #expect(!plane.store.woken.isEmpty)
        plane.step(1)
        board.step(1)
        #expect(plane.store.woken.isEmpty)
        #expect(try Self.same(plane, board))
        plane.step(1)
        board.step(1)
        #expect(plane.store.woken.isEmpty)
        #expect(try Self.same(plane, board))
        plane.step(1_000_000)
        board.step(2)
        #expect(plane.generation == 1_000_003)
        board.generation = plane.generation   // the cells repeat every two generations
        #expect(try Self.same(plane, board))
    }

    /// A sleeping field woken by an edit (a cell set beside a block, a
    /// glider written in) and by a glider flying into it: the plane stays the board.
    @Test(arguments: 0..<6)
    func editsWakeSleepingTiles(seed: UInt64) throws {
        var rng = Xoshiro256(seed: seed)
        var board = try Self.scene(seed: seed &+ 100, count: 10)
        board.step(300)   // settled: ash, and gliders flown off or flying
        var plane = Self.plane(board)
        plane.step(3)
        board.step(3)
        for _ in 0..<5 {
            let x = Int.random(in: 140...380, using: &rng), y = Int.random(in: 140...380, using: &rng)
            board[x, y] = true
            plane.setState(1, x: x + Self.origin.x, y: y + Self.origin.y)
            var glider = try Board(width: 3, height: 3, topology: .bounded)
            glider.stamp(PatternLibrary.named("glider")!, at: GridPoint(x: 0, y: 0))
            board.paste(glider, x: x - 30, y: y - 30)
            plane.write(glider, at: GridPoint(x: x - 30 + Self.origin.x, y: y - 30 + Self.origin.y))
            for run in [1, 2, 17] {
                board.step(run)
                plane.step(run)
                #expect(try Self.same(plane, board), "seed \(seed), generation \(board.generation)")
            }
        }
    }

    /// A glider flying through a field of sleeping blocks wakes the rows it
    /// crosses and no whole tile it does not touch: after it has gone, the
    /// field is asleep again and every block is where it was.
    @Test func aGliderThroughSleepingBlocks() throws {
        var board = try Board(width: 512, height: 512, topology: .bounded)
        for i in 0..<5 {
            for j in 0..<5 where i != j {
                board.stamp(PatternLibrary.named("block")!, at: GridPoint(x: 100 + 64 * i + 20, y: 100 + 64 * j + 40))
            }
        }
        board.stamp(PatternLibrary.named("glider")!, at: GridPoint(x: 90, y: 90))
        var plane = Self.plane(board)
        for _ in 0..<40 {
            board.step(25)
            plane.step(25)
            #expect(plane.store.woken.count <= 12)
        }
        #expect(try Self.same(plane, board))
    }
}
