import Testing
@testable import LifeCore

/// Wolfram's elementary rules as Golly runs them: rows below a seed row fill
/// in one a generation (a cell comes alive from the three above it, and
/// stays). Checked against facts about the rules themselves: rule 90 from one
/// cell is Pascal's triangle modulo 2, rule 30's first rows are Wolfram's
/// (A New Kind of Science, p. 27), and rules read left and right as Wolfram
/// numbers them; `WolframGollyTests` compares soups with bgolly.
@Suite struct WolframRuleTests {
    /// A plane of `rule` holding one cell at (0, 0), `generations` on.
    static func fromOneCell(_ number: Int, generations: Int) throws -> GenericHashLife {
        let life = GenericHashLife(rule: LoadedRule(wolfram: try #require(WolframRule(number))))
        try life.setState(1, x: 0, y: 0)
        try life.advance(generations: generations)
        return life
    }

    /// The live cells of row `y` from x = −width to width, as `.` and `o`.
    static func row(_ life: GenericHashLife, _ y: Int, width: Int) -> String {
        String((-width...width).map { life.state(x: $0, y: y) == 0 ? "." : "o" })
    }

    @Test func rule90IsPascalsTriangleModuloTwo() throws {
        let life = try Self.fromOneCell(90, generations: 40)
        for y in 0...40 {
            for x in -41...41 {
                let k = x + y
                let alive = k >= 0 && k % 2 == 0 && k / 2 <= y && (y & (k / 2)) == k / 2  // Lucas: C(y, k/2) is odd
                #expect((life.state(x: x, y: y) == 1) == alive, "(\(x), \(y))")
            }
        }
        #expect(life.state(x: 0, y: 41) == 0 && life.generation == 40)
    }

    @Test func rule30sFirstRowsAreWolframs() throws {
        let life = try Self.fromOneCell(30, generations: 5)
        #expect((0...5).map { Self.row(life, $0, width: 5) } == [
            ".....o.....", "....ooo....", "...oo..o...", "..oo.oooo..", ".oo..o...o.", "oo.oooo.ooo",
        ])
        // Rule 86 is rule 30 seen in a mirror.
        let mirror = try Self.fromOneCell(86, generations: 5)
        #expect((0...5).map { String(Self.row(mirror, $0, width: 5).reversed()) } == (0...5).map { Self.row(life, $0, width: 5) })
    }

    /// A live cell stays; a dead one reads the three above it as bit 4·nw + 2·n + ne of the rule.
    @Test(arguments: [0, 22, 30, 90, 110, 254])
    func theCellsAboveAreTheIndex(number: Int) throws {
        let rule = try #require(WolframRule(number))
        for index in 0..<512 {
            let cell = { (i: Int) in UInt8(index >> i & 1) }
            let next = rule.next(nw: cell(0), n: cell(1), ne: cell(2), w: cell(3), c: cell(4), e: cell(5), sw: cell(6), s: cell(7), se: cell(8))
            let expected = cell(4) == 1 ? 1 : UInt8(number >> (Int(cell(0)) << 2 | Int(cell(1)) << 1 | Int(cell(2))) & 1)
            #expect(next == expected)
        }
    }

    @Test(arguments: [("W22", 22), ("w30", 30), ("W0", 0), ("W254", 254), ("W0022", 22)] as [(Substring, Int)])
    func readsGollysNames(text: Substring, number: Int) {
        #expect(WolframRule.read(text) == .rule(WolframRule(number)!))
    }

    @Test(arguments: [("W23", "even number"), ("W256", "even number"), ("W99999", "even number"), ("W2b", "bad character"),
                      ("W-2", nil), ("WireWorld", nil), ("W", nil), ("B3/S23", nil)] as [(Substring, String?)])
    func refusesAsGollyDoes(text: Substring, reason: String?) {
        switch WolframRule.read(text) {
        case let .refused(why): #expect(reason.map { why.contains($0) } == true, "\(why)")
        case .notWolfram: #expect(reason == nil)
        case .rule: Issue.record("\(text) was read as a rule")
        }
    }

    /// As a `LoadedRule`: Golly's name, two states, QuickLife's, Moore's neighbourhood, tabulated.
    @Test func asALoadedRule() throws {
        let loaded = LoadedRule(wolfram: try #require(WolframRule(110)))
        #expect(loaded.name == "W110" && loaded.states == 2 && loaded.algorithm == .quickLife && loaded.neighbourhood == .moore)
        #expect(loaded.packedTable != nil && loaded.colours == [.black, .white])
        #expect(loaded.next(nw: 1, n: 1, ne: 0, w: 0, c: 0, e: 0, sw: 0, s: 0, se: 0) == 1)  // 110: bit 6 set
        #expect(loaded.next(nw: 1, n: 1, ne: 1, w: 0, c: 0, e: 0, sw: 0, s: 0, se: 0) == 0)  // bit 7 clear
    }
}
