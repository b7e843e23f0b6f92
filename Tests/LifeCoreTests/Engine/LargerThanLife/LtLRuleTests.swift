import Testing
@testable import LifeCore

/// Larger than Life rules read as Golly's `ltlalgo::setrule` reads them, in
/// both notations, with this family's grid suffix, written back in Golly's
/// canonical form; refusals with Golly's reasons.
@Suite struct LtLRuleTests {
    static let canonical: [(text: String, canonical: String)] = [
        ("R5,C0,M1,S34..58,B34..45,NM", "R5,C0,M1,S34..58,B34..45,NM"),
        ("R10,C255,M1,S2..3,B3..3,NM", "R10,C255,M1,S2..3,B3..3,NM"),
        ("R1,C2,M0,S2..3,B3..3,NM", "R1,C0,M0,S2..3,B3..3,NM"),
        ("R1,C1,M1,S1..1,B1..1,NN", "R1,C0,M1,S1..1,B1..1,NN"),
        ("R6,C0,M0,S1..1,B1..1,NC", "R6,C0,M0,S1..1,B1..1,NC"),
        ("R100,C0,M1,S5612..9776,B5612..7585,NN", "R100,C0,M1,S5612..9776,B5612..7585,NN"),
        // Kellie Evans's notation: r, bmin, bmax, smin, smax, Moore with the middle counted.
        ("5,34,45,34,58", "R5,C0,M1,S34..58,B34..45,NM"),
        ("1,3,3,3,4:P300,200", "R1,C0,M1,S3..4,B3..3,NM:P300,200"),
        // Grids: raised to twice the range, square from one number, 400x400 from none, either case.
        ("R5,C0,M1,S34..58,B34..45,NM:T500,40", "R5,C0,M1,S34..58,B34..45,NM:T500,40"),
        ("R5,C0,M1,S34..58,B34..45,NM:t4,0", "R5,C0,M1,S34..58,B34..45,NM:T10,10"),
        ("R5,C0,M1,S34..58,B34..45,NM:P64", "R5,C0,M1,S34..58,B34..45,NM:P64,64"),
        ("R5,C0,M1,S34..58,B34..45,NM:P64,", "R5,C0,M1,S34..58,B34..45,NM:P64,64"),
        ("R5,C0,M1,S34..58,B34..45,NM:T", "R5,C0,M1,S34..58,B34..45,NM:T400,400"),
        ("R2,C0,M1,S+3..9,B 3..4,NM", "R2,C0,M1,S3..9,B3..4,NM"),
        ("R500,C0,M1,S256694..390374,B231893..306545,NM", "R500,C0,M1,S256694..390374,B231893..306545,NM"),
    ]

    @Test(arguments: canonical)
    func rulesAreWrittenAsGollyWritesThem(text: String, canonical: String) throws {
        let spec = try RuleSpec(parsing: text)
        #expect(spec.description == canonical)
        #expect(spec.largerThanLife != nil && spec.rule == nil && spec.name == nil)
        #expect(try RuleSpec(parsing: canonical) == spec)
    }

    static let refused: [(text: String, reason: String)] = [
        ("R0,C0,M1,S1..1,B1..1,NM", "R value is too small"),
        ("R501,C0,M1,S1..1,B1..1,NM", "R value is too big"),
        ("R1,C257,M1,S1..1,B1..1,NM", "C value must be from 0 to 256"),
        ("R1,C0,M2,S1..1,B1..1,NM", "M value must be 0 or 1"),
        ("R1,C0,M1,S3..2,B1..1,NM", "S minimum must be <= S maximum"),
        ("R1,C0,M1,S1..1,B3..2,NM", "B minimum must be <= B maximum"),
        ("R1,C0,M1,S1..1,B1..1,NX", "N must be followed by M or N or C"),
        ("R1,C0,M1,S1..10,B1..1,NM", "S value must be from 0 to max neighbors (9)"),
        ("R1,C0,M0,S1..1,B1..9,NM", "B value must be from 0 to max neighbors (8)"),
        ("R1,C0,M1,S1..1,B1..6,NN", "B value must be from 0 to max neighbors (5)"),
        ("R2,C0,M1,S1..1,B1..22,NC", "B value must be from 0 to max neighbors (21)"),
        ("R1,C0,M1,S1..1,B1..1,NMX", "bad suffix"),
        ("R1,C0,M1,S1..1,B1..1", "bad syntax in Larger than Life rule"),
        ("5,34,45,34", "bad syntax in Larger than Life rule"),
        ("R1,C0,M1,S1..1,B1..1,NM:K30,20", "bad topology in suffix (must be torus or plane)"),
        ("R1,C0,M1,S1..1,B1..1,NM:Tx", "bad grid size"),
        ("R1,C0,M1,S1..1,B1..1,NM:T10,10x", "unexpected character in suffix"),
        ("R1,C0,M1,S1..1,B1..1,NM:T10x", "unexpected character in suffix"),
        ("R1,C0,M1,S1..1,B1..1,NM:T10001,10000", "grid size is too big"),
    ]

    @Test(arguments: refused)
    func badRulesAreRefusedWithGollysReason(text: String, reason: String) {
        #expect(throws: RuleError(text: text, reason: reason)) { try RuleSpec(parsing: text) }
    }

    /// The neighbourhoods' sizes as Golly's help gives them, and the circle as Golly's `shape`.
    @Test func neighbourhoodsHaveGollysSizes() {
        for r in [1, 2, 3, 7, 100, 500] {
            #expect(LtLRule.cells(range: r, neighbourhood: .moore) == (2 * r + 1) * (2 * r + 1))
            #expect(LtLRule.cells(range: r, neighbourhood: .vonNeumann) == 2 * r * (r + 1) + 1)
            let circle = (-r...r).reduce(0) { n, dy in n + (-r...r).count { dx in Double(dx * dx + dy * dy).squareRoot() < Double(r) + 0.5 } }
            #expect(LtLRule.cells(range: r, neighbourhood: .circular) == circle)
        }
        #expect(LtLRule.halfWidths(range: 3, neighbourhood: .circular) == [1, 2, 3, 3, 3, 2, 1])
    }

    /// B/S rules and rule files' names are not read as Larger than Life.
    @Test func otherFamiliesAreUntouched() throws {
        #expect(try RuleSpec(parsing: "B3/S23").rule == .conway)
        #expect(try RuleSpec(parsing: "R2D2").name == "R2D2")
        #expect(try RuleSpec(parsing: "23/3").rule == .conway)
    }
}
