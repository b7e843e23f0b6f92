import Testing
@testable import LifeCore

/// HashLife against the bit-packed board: a soup in the middle of a bounded
/// board large enough that nothing reaches its edge is Golly's unbounded plane.
@Suite struct HashLifeTests {
    static let rules: [Rule] = [
        .conway,
        Rule(birth: [3, 6], survival: [2, 3]),
        Rule(birth: [3, 6, 7, 8], survival: [3, 4, 6, 7, 8]),
        Rule(birth: [2], survival: []),
        Rule(birth: [1], survival: [1]),
        Rule(birth: [3, 4], survival: [3, 4]),
        Rule(birth: [3, 5, 7], survival: [1, 3, 5, 8]),
    ]

    /// A `side`² soup, seeded.
    static func soup(side: Int, seed: UInt64, density: Double = 0.4) throws -> Pattern {
        var rng = SplitMix64(seed: seed)
        var cells: [GridPoint] = []
        for y in 0..<side {
            for x in 0..<side where Double.random(in: 0..<1, using: &rng) < density { cells.append(GridPoint(x: x, y: y)) }
        }
        return try Pattern(cells: cells)
    }

    /// A `side`² soup of density 1/2, a word at a time (`side` a multiple of 64).
    static func denseSoup(side: Int, seed: UInt64) -> Pattern {
        var rng = SplitMix64(seed: seed)
        var words = (0..<side * side / 64).map { _ in rng.next() }
        // Trimmed, as `Pattern` requires: a cell in the first and last row and column.
        words[0] |= 1
        words[words.count - 1] |= 1 << 63
        return Pattern(width: side, height: side, words: words)
    }

    /// The board's live cells in plane coordinates, the board's (0, 0) being `offset`.
    static func cells(_ board: Board, offset: GridPoint) -> Set<GridPoint> {
        let (pattern, origin) = board.extractPattern()
        return Set(pattern.liveCells.map { GridPoint(x: $0.x + origin.x + offset.x, y: $0.y + origin.y + offset.y) })
    }

    static func cells(_ life: HashLife) throws -> Set<GridPoint> {
        let (pattern, origin) = try #require(life.pattern())
        return Set(pattern.liveCells.map { GridPoint(x: $0.x + origin.x, y: $0.y + origin.y) })
    }

    @Test(arguments: rules)
    func matchesTheBoardStepByStep(rule: Rule) throws {
        for seed in UInt64(1)...3 {
            let soup = try Self.soup(side: 24, seed: seed)
            // The soup's top-left at (-13, -7) on the plane; the board's (0, 0) at (-200, -200).
            let start = GridPoint(x: -13, y: -7), offset = GridPoint(x: -200, y: -200)
            var board = try Board(width: 400, height: 400, topology: .bounded, rule: rule)
            board.stamp(soup, at: GridPoint(x: start.x - offset.x, y: start.y - offset.y))
            let life = try HashLife(soup, at: start, rule: rule)
            #expect(try Self.cells(life) == Self.cells(board, offset: offset))
            // Steps of 1, 2, 4, ... and sums of them, as bgolly's -m makes them.
            for jump in [1, 1, 2, 3, 4, 8, 5, 16, 32, 7] {
                try life.advance(generations: jump)
                board.step(jump)
                let expected = Self.cells(board, offset: offset)
                #expect(try Self.cells(life) == expected, "\(rule) seed \(seed) generation \(board.generation)")
                #expect(life.population == UInt128(expected.count))
                #expect(life.generation == board.generation)
            }
        }
    }

    @Test func boundingBoxAndCellsAreInGollysCoordinates() throws {
        var cells = PlaneCells()
        let points = [GridPoint(x: -5, y: 3), GridPoint(x: 1000, y: -77), GridPoint(x: 0, y: 0), GridPoint(x: 0, y: 1), GridPoint(x: -1, y: 1)]
        for p in points { cells.insert(x: p.x, y: p.y) }
        let life = try HashLife()
        try life.load(cells)
        #expect(life.boundingBox == PlaneRect(x: -5, y: -77, width: 1006, height: 81))
        #expect(life.population == 5)
        for p in points { #expect(life[p.x, p.y]) }
        #expect(!life[1, 1] && !life[-5, 2] && !life[999, -77])
        #expect(try Self.cells(life) == Set(points))
    }

    @Test func anEmptyPlaneHasNoBox() throws {
        let life = try HashLife()
        #expect(life.isEmpty && life.boundingBox == nil && life.population == 0)
        try life.advance(generations: 1000)
        #expect(life.isEmpty && life.generation == 1000)
    }

    /// bgolly 3.3 (`-a HashLife -m N`, the gun's top-left at (0, 0)): 1,713 cells
    /// in 2518 × 2505 after 10,000 generations, 176,472 in 264662 × 264649 after 10,000 + 2^20.
    @Test func gosperGunAsBgollyRunsIt() throws {
        let gun = try #require(PatternLibrary.named("gosper-glider-gun"))
        let life = try HashLife(gun, at: GridPoint(x: 0, y: 0))
        try life.advance(generations: 10_000)
        #expect(life.population == 1713)
        #expect(life.boundingBox == PlaneRect(x: 0, y: 0, width: 2518, height: 2505))
        try life.step(exponent: 20)
        #expect(life.generation == 1_058_576)
        #expect(life.population == 176_472)
        #expect(life.boundingBox == PlaneRect(x: 0, y: 0, width: 264_662, height: 264_649))
    }

    /// A glider keeps its shape and moves one cell diagonally every 4 generations, however far.
    @Test(arguments: [10, 20, 40, 62])
    func aGliderGoesFar(exponent: Int) throws {
        let glider = try #require(PatternLibrary.named("glider"))
        let life = try HashLife(glider, at: GridPoint(x: 0, y: 0))
        try life.step(exponent: exponent)
        let d = Int128(1) << (exponent - 2)
        #expect(life.population == 5)
        #expect(life.boundingBox == PlaneRect(x: d, y: d, width: 3, height: 3))
    }

    @Test func b0WithS8RunsOnTheComplementAsGollyDoes() throws {
        // B0 with S8 is stepped as NOT(rule(NOT cells)), a rule without B0.
        let rule = Rule(birth: [0, 1, 2, 3, 4, 7, 8], survival: [0, 1, 2, 3, 4, 6, 7, 8])
        let dual = Rule(birth: [3], survival: [2, 3])
        let soup = try Self.soup(side: 20, seed: 5)
        let life = try HashLife(soup, at: GridPoint(x: 0, y: 0), rule: rule)
        let conway = try HashLife(soup, at: GridPoint(x: 0, y: 0), rule: dual)
        try life.advance(generations: 77)
        try conway.advance(generations: 77)
        #expect(try Self.cells(life) == Self.cells(conway))
    }

    @Test func b0WithoutS8IsRefused() {
        #expect(throws: HashLifeError.b0WithoutS8(Rule(birth: [0, 1, 3], survival: [2]))) {
            try HashLife(rule: Rule(birth: [0, 1, 3], survival: [2]))
        }
    }

    /// Acorn within 1 MB: garbage is collected again and again, the answer stays (633 cells at 5206).
    @Test func collectsGarbageWithinTheLimit() throws {
        let acorn = try #require(PatternLibrary.named("acorn"))
        let life = try HashLife(acorn, at: GridPoint(x: 0, y: 0), maxMemory: 1 << 20)
        try life.advance(generations: 5206)
        #expect(life.population == 633)
        #expect(life.collections > 2)
        #expect(life.memoryInUse <= 1 << 20)
    }

    /// A 1024² soup's tree and its result do not both fit in 1 MB: the step is
    /// refused and the plane stays as it was.
    @Test func refusesWhatCannotFit() throws {
        let soup = Self.denseSoup(side: 1024, seed: 9)
        let life = try HashLife(soup, at: GridPoint(x: 0, y: 0), maxMemory: 1 << 20)
        let before = life.population
        #expect(throws: HashLifeError.outOfMemory(limit: 1 << 20)) { try life.step(exponent: 0) }
        #expect(life.generation == 0 && life.population == before)
        #expect(throws: HashLifeError.outOfMemory(limit: 1 << 20)) {
            try HashLife(Self.denseSoup(side: 2048, seed: 9), at: GridPoint(x: 0, y: 0), maxMemory: 1 << 20)
        }
    }
}
