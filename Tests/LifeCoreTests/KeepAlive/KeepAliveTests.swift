import Testing
@testable import LifeCore

@Suite struct KeepAliveTests {
    /// A soup of `density` on a `side`² torus.
    static func soup(side: Int = 60, density: Double, seed: UInt64 = 5) throws -> Board {
        var board = try Board(width: side, height: side)
        var rng = Xoshiro256(seed: seed)
        try board.randomFill(density: density, using: &rng)
        return board
    }

    /// A board of blocks (still lifes) two cells apart: 4/16 of its cells
    /// alive, so it has not thinned, and it never changes.
    static func blocks(side: Int = 40) throws -> Board {
        var board = try Board(width: side, height: side)
        for y in stride(from: 0, to: side, by: 4) {
            for x in stride(from: 0, to: side, by: 4) {
                for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] { board[x + dx, y + dy] = true }
            }
        }
        return board
    }

    @Test func aThinnedBoardGetsSoupWhereItIsEmptiest() throws {
        var board = try Self.soup(density: 0.05)
        var keeper = KeepAlive(seed: 1)
        keeper.walkerShare = .max
        let before = board.population
        let revival = keeper.tend(&board)
        guard case let .soup(discs, radius, centre)? = revival else { Issue.record("no soup: \(String(describing: revival))"); return }
        #expect(radius == 12 && discs >= 1)
        #expect(board.population > before + discs * 100)
        #expect(board.population(near: centre, radius: radius) > 150)
    }

    @Test func aFullBoardIsLeftAlone() throws {
        var board = try Self.soup(density: 0.4)
        let before = board
        var keeper = KeepAlive(seed: 1)
        for _ in 0..<10 { #expect(keeper.tend(&board) == nil) }
        #expect(board == before && keeper.revivals == 0)
    }

    /// Blocks at a quarter density are not thin (the low bar is put under it),
    /// but their population never changes: after `steadyGenerations` gliders come.
    @Test func aSettledBoardGetsGliders() throws {
        var board = try Self.blocks()
        var keeper = KeepAlive(seed: 1)
        keeper.lowDensity = 0.2
        var revivals: [KeepAlive.Revival?] = []
        for _ in 0..<70 {
            board.step()
            revivals.append(keeper.tend(&board))
        }
        #expect(revivals.prefix(59).allSatisfy { $0 == nil })
        #expect(revivals.compactMap { $0 }.first == .walkers(count: 2))
    }

    @Test func revivalsRestBetweenAndHoldWhenAsked() throws {
        var board = try Self.soup(density: 0.02)
        var keeper = KeepAlive(seed: 2)
        keeper.restGenerations = 5
        var at: [Int] = []
        for g in 0..<20 where keeper.tend(&board) != nil { at.append(g) }
        #expect(at == [0, 5, 10, 15])
        var held = try Self.soup(density: 0.02)
        var holder = KeepAlive(seed: 2)
        for _ in 0..<20 { #expect(holder.tend(&held, holding: true) == nil) }
    }

    @Test func theSameSeedRevivesTheSameWay() throws {
        func run(_ seed: UInt64) throws -> Board {
            var board = try Self.soup(density: 0.3)
            var keeper = KeepAlive(seed: seed)
            for _ in 0..<200 {
                board.step()
                keeper.tend(&board)
            }
            return board
        }
        #expect(try run(3) == run(3))
        #expect(try run(3) != run(4))
    }

    /// A soup on its own thins to a few percent in 600 generations; tended,
    /// it never falls below an eighth alive after the first 100.
    @Test func aTendedSoupStaysAlive() throws {
        var kept = try Self.soup(side: 80, density: 0.3), alone = kept
        var keeper = KeepAlive(seed: 1)
        var lowest = 1.0
        for g in 0..<600 {
            kept.step()
            alone.step()
            keeper.tend(&kept)
            if g >= 100 { lowest = min(lowest, Double(kept.population) / 6400) }
        }
        #expect(lowest > 0.12)
        #expect(Double(alone.population) / 6400 < 0.08)
    }
}

@Suite struct BoardRevivalTests {
    @Test func sowingStaysInsideTheDiscAndWrapsOnATorus() throws {
        var board = try Board(width: 30, height: 30)
        var rng = Xoshiro256(seed: 1)
        board.sow(disc: GridPoint(x: 1, y: 15), radius: 5, density: 1, using: &rng)
        // A full disc of radius 5: 2·(sum of row spans) + … = 81 cells, some across the left edge.
        #expect(board.population == 81)
        for y in 0..<30 {
            for x in 0..<30 where board[x, y] {
                let dx = min(abs(x - 1), 30 - abs(x - 1)), dy = abs(y - 15)
                #expect(dx * dx + dy * dy <= 25)
            }
        }
        #expect(board[28, 15])
        var bounded = try Board(width: 30, height: 30, topology: .bounded)
        bounded.sow(disc: GridPoint(x: 1, y: 15), radius: 5, density: 1, using: &rng)
        #expect(bounded.population < 81 && !bounded[28, 15])
    }

    /// Each glider starts just inside an edge (one cell from it, two or more
    /// from the others) and heads away from it: a cell further in after one period.
    @Test(arguments: 1...12)
    func glidersComeInFromTheEdges(seed: UInt64) throws {
        var board = try Board(width: 48, height: 40, topology: .bounded)
        var rng = Xoshiro256(seed: seed)
        board.launchFromEdges(count: 1, using: &rng)
        #expect(board.population == 5)
        func distances() -> [Int] {
            let (p, o) = board.extractPattern()
            return [o.y, 40 - o.y - p.height, o.x, 48 - o.x - p.width]
        }
        let start = distances()
        let edge = try #require(start.firstIndex(of: 1))
        #expect(start.filter { $0 <= 1 }.count == 1)
        board.step(4)
        #expect(board.population == 5 && distances()[edge] == 2)
    }

    /// `isDue` then `revive`, for a caller that counts without a board, revive as `tend` does.
    @Test func dueThenReviveIsTend() throws {
        var one = try BoardStepTests.randomBoard(120, 80, .torus, .conway, seed: 3, density: 0.3)
        var two = one
        var a = KeepAlive(seed: 8), b = KeepAlive(seed: 8)
        var revivals = 0
        for generation in 0..<400 {
            one.step()
            two.step()
            let tended = a.tend(&one, holding: generation % 97 < 5)
            let population = two.population
            var revived: KeepAlive.Revival?
            if b.isDue(population: population, cells: two.width * two.height, holding: generation % 97 < 5) {
                revived = b.revive(&two, population: population)
            }
            #expect(tended == revived && one == two, "generation \(generation)")
            if tended != nil { revivals += 1 }
        }
        #expect(revivals > 10)
    }
}
