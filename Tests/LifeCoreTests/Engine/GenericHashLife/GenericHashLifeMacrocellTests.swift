import Testing
@testable import LifeCore

/// Multi-state macrocell files: reading, placement, writing as Golly writes them.
@Suite struct GenericHashLifeMacrocellTests {
    static let wireWorld = GenericHashLifePlaneTests.wireWorld

    static func plane(_ text: String) throws -> GenericHashLife {
        let life = GenericHashLife(rule: Self.wireWorld)
        try life.load(try MacrocellTests.decode(text))
        return life
    }

    static func text(_ life: GenericHashLife) -> String {
        var bytes: [UInt8] = []
        life.writeMacrocell(rule: RuleSpec(named: "WireWorld"), comments: ["hi"], chunkSize: 7) { bytes += $0 }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func multiStateFilesAreRead() throws {
        let file = "[M2] (golly 2.0)\n#R WireWorld\n#G 7\n1 0 3 3 0\n2 0 0 0 1\n"
        let macrocell = try MacrocellTests.decode(file)
        #expect(macrocell.nodes == [.cells(nw: 0, ne: 3, sw: 3, se: 0), .node(level: 2, nw: 0, ne: 0, sw: 0, se: 1)])
        #expect(macrocell.isMultiState && macrocell.rule?.name == "WireWorld" && macrocell.generation == 7)
        // Two-state HashLife refuses it, with a reason.
        let life = try HashLife()
        #expect { try life.load(macrocell) } throws: { "\($0)".contains("multi-state") }
    }

    /// A level-L root covers x from −2^(L−1) and y from 1 − 2^(L−1): the se
    /// quarter of a level-2 root starts at (0, 1); a level-1 root covers x −1...0, y 0...1.
    @Test func nodesLandWhereGollyPutsThem() throws {
        let life = try Self.plane("[M2]\n#G 7\n1 0 3 3 0\n2 0 0 0 1\n")
        #expect(life.state(x: 1, y: 1) == 3 && life.state(x: 0, y: 2) == 3 && life.population == 2 && life.generation == 7)
        #expect(life.boundingBox == PlaneRect(x: 0, y: 1, width: 2, height: 2))
        let small = try Self.plane("[M2]\n1 1 2 3 0\n")
        #expect(small.state(x: -1, y: 0) == 1 && small.state(x: 0, y: 0) == 2 && small.state(x: -1, y: 1) == 3 && small.population == 3)
        let deep = try Self.plane("[M2]\n1 0 0 0 1\n2 0 0 0 1\n3 0 0 0 2\n4 3 0 0 0\n")
        // The level-4 root's nw quarter covers x −8...−1, y −7...0; the se quarter of
        // that, −4...−1 and −3...0; of that, −2...−1 and −1...0, whose se cell is (−1, 0).
        #expect(deep.population == 1 && deep.state(x: -1, y: 0) == 1)
        #expect(try Self.plane("[M2]\n#R WireWorld\n").isEmpty)
        #expect(throws: HashLifeError.stateOutOfRange(state: 4, states: 4)) { try Self.plane("[M2]\n1 0 4 0 0\n") }
    }

    /// What lifecam writes reads back to the same cells, and writing that again
    /// gives the same text: leaves of 2 × 2 cells, each distinct node once.
    @Test(arguments: [UInt64(1), 2, 3])
    func writesWhatItReads(seed: UInt64) throws {
        let rows = GenericHashLifeTests.soup(side: 30, states: 4, seed: seed, density: 0.3)
        let life = try GenericHashLife(GenericHashLifeTests.pattern(rows), at: GridPoint(x: -17, y: 5), rule: Self.wireWorld)
        try life.advance(generations: 10 * Int(seed))
        let written = Self.text(life)
        #expect(written.hasPrefix("[M2] (lifecam)\n#R WireWorld\n#G \(10 * seed)\n#C hi\n1 "))
        let again = try Self.plane(written)
        let box = try #require(life.boundingBox)
        #expect(again.boundingBox == box && again.generation == life.generation)
        #expect(again.states(x: box.x, y: box.y, columns: Int(box.width), rows: Int(box.height))
            == life.states(x: box.x, y: box.y, columns: Int(box.width), rows: Int(box.height)))
        #expect(Self.text(again) == written)
    }

    /// A pattern within the middle 4 × 4 is written as a level-2 root, as Golly
    /// trims it (the text is bgolly's for these cells, but for the state of (−1, 2)).
    @Test func aSmallPatternIsALevelTwoRoot() throws {
        let life = GenericHashLife(rule: Self.wireWorld)
        try life.setState(3, x: 0, y: 0)
        try life.setState(1, x: -1, y: 2)
        #expect(Self.text(life) == "[M2] (lifecam)\n#R WireWorld\n#C hi\n1 0 0 3 0\n1 0 0 0 1\n2 0 1 2 0\n")
        try life.setState(3, x: 2, y: 2)
        #expect(Self.text(life) == "[M2] (lifecam)\n#R WireWorld\n#C hi\n1 0 0 3 0\n2 0 0 1 0\n1 0 0 0 1\n2 0 3 0 0\n2 0 1 0 0\n3 0 2 4 5\n")
    }
}
