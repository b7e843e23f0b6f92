import Testing
@testable import LifeCore

@Suite struct BoardPatternTests {
    static let rPentomino = [".OO", "OO.", ".O."]

    @Test(arguments: Orientation.allCases)
    func stampThenExtractGivesTheOrientedPattern(orientation: Orientation) throws {
        let p = try pattern(Self.rPentomino)
        var board = try Board(width: 20, height: 12, topology: .bounded)
        board.stamp(p, at: GridPoint(x: 5, y: 4), orientation: orientation)
        let (back, origin) = board.extractPattern()
        #expect(origin == GridPoint(x: 5, y: 4))
        #expect(picture(back) == picture(p.oriented(orientation)))
        #expect(board.population == 5)
    }

    @Test(arguments: [
        (Orientation.rotate90, [".O.", "OOO", "..O"]),
        (.rotate180, [".O.", ".OO", "OO."]),
        (.rotate270, ["O..", "OOO", ".O."]),
        (.flipHorizontal, ["OO.", ".OO", ".O."]),
        (.flipVertical, [".O.", "OO.", ".OO"]),
        (.transpose, [".O.", "OOO", "O.."]),
        (.antiTranspose, ["..O", "OOO", ".O."]),
    ])
    func orientationsTurnAsDrawn(orientation: Orientation, expected: [String]) throws {
        #expect(picture(try pattern(Self.rPentomino).oriented(orientation)) == expected)
    }

    @Test func eightDistinctOrientationsOfAnAsymmetricPattern() throws {
        let p = try pattern(["OOO", "O..", "..."] + ["O.."])
        #expect(Set(Orientation.allCases.map { picture(p.oriented($0)) }).count == 8)
    }

    @Test func orientationsAreAGroup() throws {
        let p = try pattern(["OOOO", "O...", ".O.."])
        #expect(picture(p.oriented(.rotate90).oriented(.rotate90).oriented(.rotate90).oriented(.rotate90)) == picture(p))
        for o in [Orientation.flipHorizontal, .flipVertical, .transpose, .antiTranspose, .rotate180] {
            #expect(picture(p.oriented(o).oriented(o)) == picture(p))
        }
        #expect(picture(p.oriented(.rotate90).oriented(.rotate270)) == picture(p))
    }

    @Test func stampWrapsOnATorusAndClipsWhenBounded() throws {
        let p = try pattern(["OO", "OO"])
        var torus = try Board(width: 10, height: 8, topology: .torus)
        torus.stamp(p, at: GridPoint(x: -1, y: -1))
        #expect(torus[9, 7] && torus[0, 7] && torus[9, 0] && torus[0, 0])
        #expect(torus.population == 4)
        var plane = try Board(width: 10, height: 8, topology: .bounded)
        plane.stamp(p, at: GridPoint(x: -1, y: -1))
        #expect(plane[0, 0] && plane.population == 1)
    }

    /// Word-shifted stamping (a pattern wholly on the board) puts every cell where one by one would.
    @Test(arguments: 1...8 as ClosedRange<UInt64>)
    func stampingWordsMatchesCellByCell(seed: UInt64) throws {
        var rng = Xoshiro256(seed: seed)
        let w = 1 + Int(rng.next() % 200), h = 1 + Int(rng.next() % 20)
        var cells: [GridPoint] = []
        for y in 0..<h { for x in 0..<w where rng.next() % 3 == 0 { cells.append(GridPoint(x: x, y: y)) } }
        let p = try Pattern(cells: cells)
        var board = try Board(width: 300, height: 40)
        try board.randomFill(density: 0.1, using: &rng)
        var expected = board
        let origin = GridPoint(x: Int(rng.next() % UInt64(301 - p.width)), y: Int(rng.next() % UInt64(41 - p.height)))
        board.stamp(p, at: origin)
        p.forEachLiveCell { expected[origin.x + $0.x, origin.y + $0.y] = true }
        #expect(board == expected)
    }

    @Test func stampKeepsLiveCellsAlive() throws {
        var board = try Board(width: 8, height: 8)
        board[0, 0] = true
        board.stamp(try pattern(["O"]), at: GridPoint(x: 3, y: 3))
        #expect(board[0, 0] && board[3, 3] && board.population == 2)
    }

    @Test(arguments: [(256, 256, 3, 3, 127, 127), (10, 7, 4, 1, 3, 3), (5, 5, 5, 5, 0, 0), (64, 48, 36, 9, 14, 20)])
    func centresAsGollyDoes(bw: Int, bh: Int, pw: Int, ph: Int, x: Int, y: Int) throws {
        let board = try Board(width: bw, height: bh)
        let p = try Pattern(cells: [GridPoint(x: 0, y: 0), GridPoint(x: pw - 1, y: ph - 1)])
        #expect(board.centredOrigin(for: p) == GridPoint(x: x, y: y))
    }

    @Test func extractFromEmptyAndFromWideBoards() throws {
        #expect(try Board(width: 3, height: 3).extractPattern().pattern.population == 0)
        var wide = try Board(width: 300, height: 5, topology: .bounded)
        wide[70, 1] = true
        wide[250, 3] = true
        let (p, origin) = wide.extractPattern()
        #expect(origin == GridPoint(x: 70, y: 1))
        #expect(p.width == 181 && p.height == 3 && p[0, 0] && p[180, 2] && p.population == 2)
    }
}

@Suite struct WalkerTests {
    static let cases: [(Walker, Heading)] = Walker.allCases.flatMap { w in w.headings.map { (w, $0) } }

    @Test(arguments: cases)
    func travelsItsHeadingAndContainsTheCell(walker: Walker, heading: Heading) throws {
        var board = try Board(width: 48, height: 40, topology: .torus)
        let cell = GridPoint(x: 20, y: 17)
        try board.spawn(walker, at: cell, heading: heading)
        let (start, origin) = board.extractPattern()
        #expect((origin.x..<(origin.x + start.width)).contains(cell.x))
        #expect((origin.y..<(origin.y + start.height)).contains(cell.y))
        board.step(4)
        let (later, moved) = board.extractPattern()
        let speed = walker == .glider ? 1 : 2
        #expect(picture(later) == picture(start))
        #expect(moved == GridPoint(x: origin.x + heading.step.x * speed, y: origin.y + heading.step.y * speed))
    }

    @Test(arguments: [(Walker.glider, Heading.north), (.lwss, .southEast), (.hwss, .northWest)])
    func refusesHeadingsItCannotTravel(walker: Walker, heading: Heading) throws {
        var board = try Board(width: 16, height: 16)
        #expect(throws: WalkerError(walker: walker, heading: heading)) {
            try board.spawn(walker, at: GridPoint(x: 8, y: 8), heading: heading)
        }
        #expect(board.population == 0)
    }

    @Test func wrapsAtTheEdgeOfATorus() throws {
        var board = try Board(width: 16, height: 16, topology: .torus)
        try board.spawn(.glider, at: GridPoint(x: 0, y: 0), heading: .southEast)
        #expect(board.population == 5)
        board.step(64)
        #expect(board.population == 5)
    }
}
