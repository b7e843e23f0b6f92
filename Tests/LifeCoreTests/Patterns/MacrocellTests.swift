import Testing
@testable import LifeCore

/// Golly's macrocell format: reading, placement on the plane, writing, refusals.
@Suite struct MacrocellTests {
    static func decode(_ text: String, maxNodes: Int = 1 << 24) throws(PatternError) -> Macrocell {
        var decoder = MacrocellDecoder(maxNodes: maxNodes)
        try decoder.feed(Array(text.utf8))
        return try decoder.finish()
    }

    static func plane(_ macrocell: Macrocell) throws -> HashLife {
        let life = try HashLife(rule: macrocell.rule?.rule ?? .conway)
        try life.load(macrocell)
        return life
    }

    static func text(_ life: HashLife, comments: [String] = []) -> String {
        var bytes: [UInt8] = []
        life.writeMacrocell(comments: comments) { bytes += $0 }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A level-L root covers x from −2^(L−1) and y from 1 − 2^(L−1): the se
    /// quarter of a level-4 root starts at (0, 1), and its leaf's last row is y = 8.
    @Test func nodesLandWhereGollyPutsThem() throws {
        let file = "[M2] (golly 3.3)\n#R B36/S23\n#G 42\n#C hello\n#FRAMES 1 0 1\n$$$$$$$.*$\n4 0 0 0 1\n"
        let macrocell = try Self.decode(file)
        #expect(macrocell.nodes == [.leaf(1 << 57), .node(level: 4, nw: 0, ne: 0, sw: 0, se: 1)])
        #expect(macrocell.rule == RuleSpec(rule: Rule(birth: [3, 6], survival: [2, 3])) && macrocell.generation == 42)
        #expect(macrocell.comments == ["hello"])
        let life = try Self.plane(macrocell)
        #expect(life[1, 8] && life.population == 1 && life.generation == 42)
        #expect(life.boundingBox == PlaneRect(x: 1, y: 8, width: 1, height: 1))
    }

    @Test func aLeafAloneIsARoot() throws {
        let life = try Self.plane(try Self.decode("[M2]\r\n*$\r\n"))
        #expect(life[-4, -3] && life.population == 1)
        let blank = try Self.plane(try Self.decode("[M2] (golly 3.3)\n#R B3/S23\n"))
        #expect(blank.isEmpty)
    }

    /// What lifecam writes reads back to the same cells, and writing that again gives the same text.
    @Test(arguments: [1, 2, 3])
    func writesWhatItReads(seed: UInt64) throws {
        let soup = try HashLifeTests.soup(side: 40, seed: seed)
        let life = try HashLife(soup, at: GridPoint(x: -17, y: 5))
        try life.advance(generations: 100 * Int(seed))
        let written = Self.text(life, comments: ["a\u{1B}[2Jsoup"])
        #expect(written.hasPrefix("[M2] (lifecam)\n#R B3/S23\n#G \(100 * seed)\n#C asoup\n"))
        let again = try Self.plane(try Self.decode(written))
        #expect(again.hasSameCells(as: life) && again.generation == life.generation)
        #expect(Self.text(again, comments: ["asoup"]) == written)
        // Fed a byte at a time, the same.
        var decoder = MacrocellDecoder()
        for byte in written.utf8 { try decoder.feed([byte]) }
        #expect(try decoder.finish() == Self.decode(written))
    }

    @Test func leavesAreWrittenAsGollyWritesThem() {
        var out: [UInt8] = []
        MacrocellWriter.appendLeaf(1 << 57, to: &out)
        MacrocellWriter.appendLeaf(0b101 | 1 << 16, to: &out)
        MacrocellWriter.appendLeaf(0, to: &out)
        #expect(String(decoding: out, as: UTF8.self) == "$$$$$$$.*$\n*.*$$*$\n$\n")
    }

    static let refusals: [(String, String)] = [
        ("#R B3/S23\n", "starts with [M2]"),
        ("[M2]\n$$$$$$$$*$\n", "outside its 8 x 8 square"),
        ("[M2]\n.........*$\n", "outside its 8 x 8 square"),
        ("[M2]\n..x$\n", "'x' in a leaf line"),
        ("[M2]\n4 0 0 0 1\n", "node 1 is not defined"),
        ("[M2]\n*$\n4 1 1 1 1\n5 0 0 0 1\n5 1 0 0 0\n", "node 1 is of level 3, not 4"),
        ("[M2]\n*$\n1 0 0 0 1\n", "a multi-state node (level 1 to 3) in a file of two-state 8 x 8 leaves"),
        ("[M2]\n*$\n2 0 0 0 0\n", "a multi-state node"),
        ("[M2]\n1 0 0 0 1\n*$\n", "a two-state 8 x 8 leaf in a file of multi-state 2 x 2 leaves"),
        ("[M2]\n1 0 0 0 256\n", "a cell state is 0 to 255"),
        ("[M2]\n0 0 0 0 0\n", "a node's level is 1 or more"),
        ("[M2]\n1 0 0 0 1\n3 1 0 0 0\n", "node 1 is of level 1, not 2"),
        ("[M2]\n4 0 0\n", "a level and four node numbers"),
        ("[M2]\n65 0 0 0 0\n", "larger than level 64"),
        ("[M2]\n#R W23\n", "Wolfram rule must be an even number from 0 to 254"),
        ("[M2]\n#R /2/3\n", "is a Generations rule, which lifecam runs from RLE files"),
        ("[M2]\n#G 99999999999999999999\n", "larger than"),
        ("[M2]\n*$\n*$\n*$\n", "more than 2 nodes"),
        ("[M2]\n#C " + String(repeating: "x", count: 10_001) + "\n", "longer than 10000 bytes"),
        ("", "empty"),
    ]

    @Test(arguments: refusals)
    func refusesWhatGollyRefusesAndWhatIsTooLarge(file: String, reason: String) {
        #expect {
            _ = try Self.decode(file, maxNodes: 2)
        } throws: { error in
            "\(error)".contains(reason)
        }
    }
}
