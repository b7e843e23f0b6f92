import Testing
@testable import LifeCore

/// Cells set and cleared on HashLife's canonical quadtree (a path copy, the
/// root grown to hold them): read back, stepped as the bit-packed board steps
/// the same cells, and the results memoised before an edit still right after it.
@Suite struct HashLifeEditTests {
    /// `count` cells within `spread` of (cx, cy), seeded.
    static func scatter(_ count: Int, around cx: Int, _ cy: Int, spread: Int, seed: UInt64) -> [GridPoint] {
        var rng = SplitMix64(seed: seed)
        return (0..<count).map { _ in
            GridPoint(x: cx + Int.random(in: -spread...spread, using: &rng), y: cy + Int.random(in: -spread...spread, using: &rng))
        }
    }

    @Test func setCellsReadBack() throws {
        let life = try HashLife()
        var alive = Set<GridPoint>()
        // Near the origin, far off (the root grows to 2^41), and a few on top of each other.
        for (i, centre) in [(0, 0), (-1_000_000, 3), (1 << 40, -(1 << 40))].enumerated() {
            let points = Self.scatter(200, around: centre.0, centre.1, spread: 40, seed: UInt64(i + 1))
            try life.set(points, alive: true)
            alive.formUnion(points)
        }
        #expect(life.population == UInt128(alive.count))
        for p in alive { #expect(life[p.x, p.y]) }
        // Cleared again, one by one and in a batch; cells never set stay dead.
        let cleared = Array(alive.prefix(300))
        try life.set(x: cleared[0].x, y: cleared[0].y, alive: false)
        try life.set(Array(cleared.dropFirst()), alive: false)
        alive.subtract(cleared)
        #expect(life.population == UInt128(alive.count))
        #expect(cleared.allSatisfy { !life[$0.x, $0.y] } && alive.allSatisfy { life[$0.x, $0.y] })
        let box = try #require(life.boundingBox)
        #expect(box.x == Int128(alive.map(\.x).min()!) && box.y == Int128(alive.map(\.y).min()!))
        #expect(box.x + box.width - 1 == Int128(alive.map(\.x).max()!) && box.y + box.height - 1 == Int128(alive.map(\.y).max()!))
        // Setting what is already so changes nothing.
        let nodes = life.nodeCount
        try life.set(Array(alive), alive: true)
        #expect(life.nodeCount == nodes)
    }

    /// A soup set cell by cell steps as the bit-packed board steps it.
    @Test(arguments: HashLifeTests.rules.prefix(4))
    func setThenStepIsTheBoards(rule: Rule) throws {
        let points = Self.scatter(900, around: 5, -9, spread: 25, seed: 11)
        let life = try HashLife(rule: rule)
        try life.set(points, alive: true)
        let offset = GridPoint(x: -200, y: -200)
        var board = try Board(width: 400, height: 400, topology: .bounded, rule: rule)
        for p in points { board[p.x - offset.x, p.y - offset.y] = true }
        #expect(try HashLifeTests.cells(life) == HashLifeTests.cells(board, offset: offset))
        for jump in [1, 2, 5, 8, 16] {
            try life.advance(generations: jump)
            board.step(jump)
            #expect(try HashLifeTests.cells(life) == HashLifeTests.cells(board, offset: offset))
        }
    }

    /// Edits between steps: the nodes stepped before (and their memoised
    /// results) are reused after, and every step still equals the board's.
    @Test func memoisedResultsStayRightAfterEdits() throws {
        let soup = try HashLifeTests.soup(side: 48, seed: 5)
        let start = GridPoint(x: -24, y: -24), offset = GridPoint(x: -300, y: -300)
        let life = try HashLife(soup, at: start)
        var board = try Board(width: 600, height: 600, topology: .bounded, rule: .conway)
        board.stamp(soup, at: GridPoint(x: start.x - offset.x, y: start.y - offset.y))
        for round in 0..<6 {
            try life.step(exponent: 3)
            board.step(8)
            // A blinker of new cells and a hole cut where the soup is.
            let born = Self.scatter(30, around: 0, 0, spread: 30, seed: UInt64(100 + round))
            let killed = Self.scatter(30, around: 0, 0, spread: 30, seed: UInt64(200 + round))
            try life.set(born, alive: true)
            try life.set(killed, alive: false)
            for p in born { board[p.x - offset.x, p.y - offset.y] = true }
            for p in killed { board[p.x - offset.x, p.y - offset.y] = false }
            #expect(try HashLifeTests.cells(life) == HashLifeTests.cells(board, offset: offset))
        }
        for _ in 0..<4 {
            try life.step(exponent: 3)
            board.step(8)
        }
        #expect(life.generation == 80 && board.generation == 80)
        #expect(try HashLifeTests.cells(life) == HashLifeTests.cells(board, offset: offset))
        // A plane loaded afresh with the same cells agrees too.
        let (cells, at) = try #require(life.pattern())
        #expect(try HashLife(cells, at: at).hasSameCells(as: life))
    }

    /// Edits under a tight limit collect garbage (the plane's own nodes kept) and go on.
    @Test func editsCollectGarbageWithinTheLimit() throws {
        let life = try HashLife(maxMemory: 1 << 20)
        var alive = Set<GridPoint>()
        // Each round makes a few thousand nodes and leaves five cells of its fifty: the rest is garbage.
        for round in 0..<200 {
            let points = Self.scatter(50, around: round * 10_000, 0, spread: 1000, seed: UInt64(round))
            try life.set(points, alive: true)
            try life.set(Array(points.dropFirst(5)), alive: false)
            alive.subtract(points.dropFirst(5))
            alive.formUnion(points.prefix(5).filter { !points.dropFirst(5).contains($0) })
        }
        #expect(life.collections > 0 && life.population == UInt128(alive.count))
        #expect(alive.allSatisfy { life[$0.x, $0.y] })
    }
}
