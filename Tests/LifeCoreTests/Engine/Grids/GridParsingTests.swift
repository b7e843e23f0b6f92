import Testing
@testable import LifeCore

/// Golly's grid suffixes, read and written back as bgolly 3.3 does: each case's
/// canonical form is the rule bgolly writes in the header of `-o out.rle` for a
/// file whose header says `rule = B3/S23:SUFFIX`, and each refusal is one bgolly
/// refuses ("Fatal error: …").
@Suite struct GridParsingTests {
    @Test(arguments: [
        ("T30,20", "T30,20"), ("t30", "T30,30"), ("T30,", "T30,30"), ("T10,7", "T10,7"), ("T00010,7", "T10,7"),
        ("T30+5,20", "T30+5,20"), ("T30-5,20", "T30-5,20"), ("T25+30,20", "T25+5,20"), ("T25-30,20", "T25-5,20"),
        ("T30,20+3", "T30,20+3"), ("T30,20-23", "T30,20-3"), ("T30+30,20+1", "T30,20+1"), ("T30+0,20", "T30,20"),
        ("K30,20", "K30,20*"), ("K30*,20", "K30*,20"), ("K30*+1,20", "K30*+1,20"), ("K30*-1,20", "K30*+1,20"),
        ("K30*+2,20", "K30*+1,20"), ("K25*+1,17", "K25*,17"), ("K30,20*", "K30,20*"), ("K30,20*+1", "K30,20*+1"),
        ("K30,21*+1", "K30,21*"), ("K30*+30,20", "K30*,20"), ("K30", "K30,30*"), ("k8*,6", "K8*,6"),
        ("C30,20", "C30,20"), ("C30", "C30,30"), ("S30", "S30"), ("s7", "S7"), ("P30,20", "P30,20"), ("p1,1", "P1,1"),
        ("P30,0", "P30,0"), ("T0,68", "T0,68"), ("T30+30,0", "T30,0"), ("T,5", "T0,5"),
        ("T300000000,5", "T300000000,5"), ("T99999999999,1", "T2000000000,1"),
    ])
    func writesBackAsGolly(suffix: String, canonical: String) throws {
        let grid = try #require(try Grid(parsing: suffix))
        #expect(grid.description == canonical)
        #expect(try Grid(parsing: ":" + canonical) == grid)
        #expect(try RuleSpec(parsing: "B3/S23:" + suffix).description == "B3/S23:" + canonical)
    }

    @Test(arguments: ["", ":", "T", "P", "T0,0", "P0,0", "T0", ":t"])
    func unboundedBothWaysIsNoGrid(suffix: String) throws {
        #expect(try Grid(parsing: suffix) == nil)
        #expect(try RuleSpec(parsing: "B3/S23:" + suffix.drop { $0 == ":" }).grid == nil)
    }

    @Test(arguments: [
        ("S30,30", "after the grid's width"), ("K0,5", "unbounded width"), ("S0", "unbounded width"), ("C0,4", "unbounded width"),
        ("T30*,20", "only a Klein bottle"), ("T30,*", "only a Klein bottle"), ("P4*,4", "only a Klein bottle"),
        ("K30*,20*", "both pairs"), ("K30+1,20", "twisted edges"), ("K30,20+1", "twisted edges"),
        ("P30+1,20", "plane cannot have a shift"), ("S30+1", "sphere cannot have a shift"),
        ("C30+1,20", "cross-surface cannot have a shift"), ("T0+1,20", "unbounded width cannot be shifted"),
        ("T-5,20", "unbounded width cannot be shifted"), ("T30,0+1", "unbounded height cannot be shifted"),
        ("T30,20x", "after the grid's height"), ("Q30", "unknown grid topology"), ("K30,0", "unbounded height"),
        ("T30+1,20+1", "both pairs"), ("T 10,10", "after the grid's width"), ("T30,20\u{1B}[31m", "after the grid's height"),
    ])
    func refusesAsGolly(suffix: String, reasonPart: String) {
        do {
            _ = try Grid(parsing: suffix)
            Issue.record("\(suffix) was accepted")
        } catch {
            #expect(error.description.contains(reasonPart), "\(error.description)")
            #expect(!error.description.contains("\u{1B}"))
        }
        #expect(throws: RuleError.self) { try RuleSpec(parsing: "B3/S23:" + suffix) }
    }

    @Test(arguments: [
        (Grid(width: 30, height: 20, topology: .torus), Topology.torus, "T30,20", "torus"),
        (Grid(width: 30, height: 20, topology: .shiftedTorus(.horizontal, by: 35)), .shiftedTorus(.horizontal, by: 5), "T30+5,20", "shifted torus"),
        (Grid(width: 30, height: 20, topology: .shiftedTorus(.vertical, by: -40)), .torus, "T30,20", "torus"),
        (Grid(width: 31, height: 20, topology: .kleinBottle(twisted: .horizontal, shifted: true)),
         .kleinBottle(twisted: .horizontal, shifted: false), "K31*,20", "Klein bottle"),
        (Grid(width: 31, height: 20, topology: .kleinBottle(twisted: .vertical, shifted: true)),
         .kleinBottle(twisted: .vertical, shifted: true), "K31,20*+1", "Klein bottle"),
        (Grid(width: 9, height: 9, topology: .sphere), .sphere, "S9", "sphere"),
        (Grid(width: 4, height: 5, topology: .bounded), .bounded, "P4,5", "bounded"),
    ])
    func fitsTheTopologyToItsSize(grid: Grid, topology: Topology, canonical: String, name: String) {
        #expect(grid.topology == topology)
        #expect(grid.description == canonical)
        #expect(grid.topology.name == name)
    }

    @Test func gollysOriginIsHalfTheSizeUpAndLeft() {
        #expect(Grid(width: 30, height: 20, topology: .torus).origin == GridPoint(x: -15, y: -10))
        #expect(Grid(width: 5, height: 7, topology: .bounded).origin == GridPoint(x: -2, y: -3))
        #expect(Grid(width: 0, height: 68, topology: .torus).origin == GridPoint(x: 0, y: -34))
    }

    @Test func aSphereMustBeSquare() {
        #expect(throws: BoardError.self) { try Board(width: 30, height: 20, topology: .sphere) }
    }
}
