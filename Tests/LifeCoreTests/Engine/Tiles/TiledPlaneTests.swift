import Testing
@testable import LifeCore

/// The tiled plane against the bounded board: a soup in the middle of a board
/// far larger than where its cells go is the plane, so after any number of
/// generations the tiled plane must hold the board's cells, state for state.
@Suite struct TiledPlaneTests {
    static let glider = PatternLibrary.named("glider")!

    /// A soup of `side`² at density 0.4 in the middle of a 512² bounded board
    /// under `rule`, stepped `warm` generations (so a Generations rule has dying cells).
    static func soup(_ rule: Rule, side: Int = 96, warm: Int = 3, seed: UInt64 = 7) throws -> Board {
        var cells = try Board(width: side, height: side, topology: .bounded, rule: rule)
        var rng = Xoshiro256(seed: seed)
        try cells.randomFill(density: 0.4, using: &rng)
        var board = try Board(width: 512, height: 512, topology: .bounded, rule: rule)
        board.paste(cells, x: 256 - side / 2, y: 256 - side / 2)
        board.step(warm)
        return board
    }

    /// Steps `board` and a tiled plane holding the same cells (the board's
    /// top-left at (−300, −190), across tile edges and negative coordinates)
    /// `generations` in uneven runs, and checks that the plane has the
    /// board's cells after each run, nothing beyond them, and that the cells
    /// never came near the board's dead edges (so the board was the plane).
    static func expectSame(_ start: Board, runs: [Int] = [1, 37, 100, 62]) throws {
        var board = start
        let origin = GridPoint(x: -300, y: -190)
        var plane = TiledPlane(rule: board.rule)
        plane.generation = board.generation
        plane.write(board, at: origin)
        for run in runs {
            board.step(run)
            plane.step(run)
            #expect(plane.generation == board.generation)
            let box = try #require(board.occupiedBox)
            #expect(box.x > 8 && box.y > 8 && box.x + box.width < board.width - 8 && box.y + box.height < board.height - 8)
            #expect(plane.population == board.population)
            #expect(plane.liveCount == board.liveCount)
            #expect(plane.boundingBox == CellRect(x: box.x + origin.x, y: box.y + origin.y, width: box.width, height: box.height))
            let seen = try plane.window(CellRect(x: origin.x, y: origin.y, width: board.width, height: board.height))
            #expect(seen == board)
        }
    }

    /// Every family: two states, totalistic and isotropic, Generations (whose
    /// sparks spread fast, so fewer generations before they reach the board's
    /// edges), and B0 with and without S8 (stepped as Golly emulates them).
    @Test(arguments: ["B3/S23", "B36/S23", "B2-a/S12", "B3-cnqy/S23-a", "/2/3", "345/2/4", "B013568/S01", "B0123478/S34678"])
    func everyRuleFamilyStepsAsTheBoard(text: String) throws {
        let rule = try Rule(parsing: text)
        try Self.expectSame(Self.soup(rule), runs: rule.isGenerations ? [1, 37, 40] : [1, 37, 100, 62])
    }

    /// Runs of one and two generations, as play steps, and a long one, in every family.
    @Test(arguments: ["B3/S23", "/2/3", "B013568/S01"])
    func shortRunsStepAsTheBoard(text: String) throws {
        try Self.expectSame(Self.soup(try Rule(parsing: text), side: 64), runs: [1, 1, 2, 1, 2, 2, 1, 30, 1])
    }

    /// A glider flown 40,000 generations is a glider 10,000 cells down and
    /// right, held in no more than four tiles however far it went.
    @Test func aGliderFliesFarOnAFewTiles() throws {
        var cells = try Board(width: 3, height: 3, topology: .bounded)
        cells.stamp(Self.glider, at: GridPoint(x: 0, y: 0))
        var plane = TiledPlane(rule: .conway)
        plane.write(cells, at: GridPoint(x: -2, y: -2))
        var most = 0
        for _ in 0..<400 {
            plane.step(100)
            most = max(most, plane.tileCount)
        }
        #expect(most <= 4)
        #expect(plane.generation == 40_000)
        #expect(plane.boundingBox == CellRect(x: 9_998, y: 9_998, width: 3, height: 3))
        let seen = try plane.window(CellRect(x: 9_998, y: 9_998, width: 3, height: 3))
        #expect(seen.extractPattern().pattern.liveCells == Self.glider.liveCells)
    }

    /// Cells go on and come off anywhere, in every state; writing replaces
    /// what the board covers, or adds its live cells only; dead tiles go.
    @Test func cellsInAndOut() throws {
        var plane = TiledPlane(rule: try Rule(parsing: "345/2/4"))
        for (x, y, state) in [(0, 0, 1), (-1, -1, 2), (63, 64, 3), (-65, 200, 1), (1_000_000, -3, 2)] {
            plane.setState(state, x: x, y: y)
            #expect(plane.state(x: x, y: y) == state)
        }
        #expect(plane.population == 5 && plane.liveCount == 2)
        #expect(plane.boundingBox == CellRect(x: -65, y: -3, width: 1_000_066, height: 204))
        var block = try Board(width: 70, height: 3, topology: .bounded, rule: plane.rule)
        block.setState(1, x: 69, y: 1)
        plane.write(block, at: GridPoint(x: -6, y: -2), addingOnly: true)
        #expect(plane.state(x: -1, y: -1) == 2 && plane.state(x: 63, y: -1) == 1)
        plane.write(block, at: GridPoint(x: -6, y: -2))
        #expect(plane.state(x: -1, y: -1) == 0 && plane.state(x: 0, y: 0) == 0 && plane.state(x: 63, y: -1) == 1)
        #expect(plane.population == 4)
        plane.rule = .conway
        #expect(plane.population == 2)
        plane.setState(0, x: 63, y: -1)
        plane.setState(0, x: -65, y: 200)
        plane.step(1)
        #expect(plane.tileCount == 0 && plane.boundingBox == nil)
    }
}
