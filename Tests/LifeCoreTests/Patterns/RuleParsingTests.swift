import Testing
@testable import LifeCore

@Suite struct RuleParsingTests {
    @Test(arguments: [
        ("B3/S23", "B3/S23"), ("b3s23", "B3/S23"), ("B3S23", "B3/S23"), (" B3 / S23 ", "B3/S23"),
        ("b3/s23", "B3/S23"), ("S23/B3", "B3/S23"), ("s23b3", "B3/S23"), ("23/3", "B3/S23"),
        ("2/", "B/S2"), ("/3", "B3/S"), ("3/23", "B23/S3"), ("S245/B368", "B368/S245"),
        ("B36/S23", "B36/S23"), ("B2/S", "B2/S"), ("B0/S8", "B0/S8"), ("B012345678/S012345678", "B012345678/S012345678"),
        ("B33/S23", "B3/S23"), ("B2-a/S12", "B2-a/S12"), ("B3/S23C3", "B3/S23c"), ("B3/S2 3", "B3/S23"), ("S23", "B/S23"), ("B3", "B3/S"), ("B/S", "B/S"),
    ])
    func acceptsGollyNotations(text: String, canonical: String) throws {
        #expect(try Rule(parsing: text).description == canonical)
    }

    @Test(arguments: [
        ("B3/S23:T64,48", "B3/S23:T64,48", 64, 48, Topology.torus),
        ("B3/S23:P10,20", "B3/S23:P10,20", 10, 20, .bounded),
        ("b3s23:t30", "B3/S23:T30,30", 30, 30, .torus),
        ("B3/S23:T10,", "B3/S23:T10,10", 10, 10, .torus),
        ("B3/S23 :T00010,7", "B3/S23:T10,7", 10, 7, .torus),
        ("23/3:p1,1", "B3/S23:P1,1", 1, 1, .bounded),
        ("B3/S23:T16384,16384", "B3/S23:T16384,16384", 16384, 16384, .torus),
        ("B3/S23:T16385,10", "B3/S23:T16385,10", 16385, 10, .torus),
        ("B3/S23:K30*,20", "B3/S23:K30*,20", 30, 20, .kleinBottle(twisted: .horizontal, shifted: false)),
        ("B3/S23:T0,20", "B3/S23:T0,20", 0, 20, .torus),
    ])
    func readsBoundedGridSuffix(text: String, canonical: String, width: Int, height: Int, topology: Topology) throws {
        let spec = try RuleSpec(parsing: text)
        #expect(spec.description == canonical)
        #expect(spec.grid == Grid(width: width, height: height, topology: topology))
    }

    @Test func noSuffixMeansNoGrid() throws {
        #expect(try RuleSpec(parsing: "B3/S23").grid == nil)
        #expect(try RuleSpec(parsing: "B3/S23:").grid == nil)
    }

    @Test(arguments: [
        ("", "empty"), ("   ", "empty"), ("Life/S23", "rule file's name"), ("Wire World", "rule file's name"),
        ("W111", "Wolfram rule must be an even number from 0 to 254"), ("W1000", "even number"), ("W2a", "bad character"),
        ("R1,C0,M0,S2..3,B3..9,NM", "B value must be from 0 to max neighbors"),
        ("B3/S23H", "hexagonal"), ("B3/S23V", "von Neumann"), ("/2/3V", "von Neumann"),
        ("B9/S23", "out of range"), ("39/3", "out of range"), ("B3/B2", "twice"), ("S2/S3", "twice"), ("23", "expected"),
        ("B3/S2#", "unexpected '#'"), ("B3/S2\u{1B}[31m", "unexpected"),
        ("B3/S23:Q30,20", "unknown grid topology"), ("B3/S23:T 10,10", "unexpected ' '"), ("B3/S23:T10,10x", "unexpected 'x'"),
        ("B3/S23:S30,30", "after the grid's width"), ("B3/S23:K30,0", "unbounded height"),
    ])
    func refusesWithAReason(text: String, reasonPart: String) {
        do {
            _ = try RuleSpec(parsing: text)
            Issue.record("\(text) was accepted")
        } catch {
            #expect(error.description.contains(reasonPart), "\(error.description)")
            #expect(!error.description.contains("\u{1B}"))
            #expect(!error.description.contains("\n"))
        }
    }

    @Test func plainRuleRefusesASuffix() {
        #expect(throws: RuleError.self) { try Rule(parsing: "B3/S23:T10,10") }
    }

    @Test(arguments: [Rule.conway, Rule(birth: [3, 6], survival: [2, 3]), Rule(birth: [0, 2], survival: []),
                      Rule(birth: [], survival: [0, 1, 2, 3, 4, 5, 6, 7, 8])])
    func descriptionParsesBack(rule: Rule) throws {
        #expect(try Rule(parsing: rule.description) == rule)
    }
}
