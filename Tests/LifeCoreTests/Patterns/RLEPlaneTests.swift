import LifeTestSupport
import Testing
@testable import LifeCore

/// RLE beyond lifecam's largest board, read onto Golly's plane (`RLECanvas`):
/// the cells read before the limit and after it, where `#CXRLE Pos=` puts them.
@Suite struct RLEPlaneTests {
    static let wide = "#CXRLE Pos=-5,7 Gen=12\n#N wide\nx = 40000, y = 3, rule = B36/S23\no39998bo$3o2$20000bo!"

    @Test func aPatternBeyondTheBoardSpillsOntoThePlane() throws {
        for chunk in [1, 7, 1 << 20] {
            var reader = PatternReader(spills: true)
            let bytes = Array(Self.wide.utf8)
            for start in stride(from: 0, to: bytes.count, by: chunk) {
                try reader.feed(Array(bytes[start..<min(start + chunk, bytes.count)]))
            }
            let (pattern, plane, states) = try reader.finishOnPlane()
            #expect(states == nil)
            #expect(pattern.name == "wide" && pattern.rule?.description == "B36/S23" && pattern.generation == 12)
            let life = try HashLife(rule: .conway)
            try life.load(try #require(plane))
            #expect(life.population == 6)
            #expect(life.boundingBox == PlaneRect(x: -5, y: 7, width: 40000, height: 4))
            for (x, y) in [(-5, 7), (39994, 7), (-5, 8), (-4, 8), (-3, 8), (19995, 10)] { #expect(life[x, y], "(\(x), \(y))") }
        }
    }

    @Test func withinTheBoardTheCellsStayDense() throws {
        var reader = PatternReader(spills: true)
        try reader.feed(Array("x = 99999, y = 3\n3o!".utf8))
        let (pattern, plane, states) = try reader.finishOnPlane()
        #expect(plane == nil && states == nil && pattern.population == 3 && pattern.frame?.width == 99999)
    }

    @Test func aReaderForTheBoardRefusesIt() {
        #expect(throws: PatternError.self) { try RLEReader.decode(Array(Self.wide.utf8)) }
    }

    @Test func theCanvasIsBoundedOnThePlaneToo() {
        var reader = PatternReader(spills: true)
        #expect(throws: PatternError.self) { try reader.feed(Array("x = 1, y = 1\n2147483647bo!".utf8)) }
    }

    /// One run of two billion live cells on the plane is refused before it
    /// goes in (it would fill 2^28 blocks, gigabytes, before a check after it
    /// saw them: a 15 KB fuzzed file took 2.4 GB), and the plane keeps nothing of it.
    @Test func aRunTooLongForThePlaneIsRefusedBeforeItFillsMemory() throws {
        var canvas = RLECanvas(spills: true)
        try canvas.setRun(x: 20000, y: 0, count: 3)
        #expect(canvas.plane != nil)
        #expect(throws: PatternError.self) { try canvas.setRun(x: 0, y: 2, count: 2_000_000_000) }
        #expect(try #require(canvas.plane).blocks.count <= 2)
    }

    /// A multi-state file beyond the board (Codd's and Banks' constructors
    /// are a million cells wide): its states go onto the plane, whether the
    /// first state above 1 comes before the cells spill (the dense cells then
    /// move as states) or after (the two-state blocks so far become states).
    @Test(arguments: ["A2.B$C39997.C$3B2$20000.A!", "A2.A$A39997.C$3B2$20000.A!"])
    func aMultiStatePatternBeyondTheBoardSpillsWithItsStates(rows: String) throws {
        let text = "#CXRLE Pos=-5,7\nx = 40000, y = 3, rule = WireWorld\n" + rows
        for chunk in [1, 7, 1 << 20] {
            var reader = PatternReader(spills: true)
            let bytes = Array(text.utf8)
            for start in stride(from: 0, to: bytes.count, by: chunk) {
                try reader.feed(Array(bytes[start..<min(start + chunk, bytes.count)]))
            }
            let (pattern, plane, states) = try reader.finishOnPlane()
            #expect(plane == nil && pattern.rule?.name == "WireWorld")
            let cells = try #require(states)
            #expect(cells.largestState == 3)
            let life = try GenericHashLife(rule: TestRules.WireWorld())
            try life.load(cells)
            let expected = rows.hasPrefix("A2.B") ? [(-5, 7, 1), (-2, 7, 2), (-5, 8, 3), (39993, 8, 3), (-5, 9, 2), (-4, 9, 2), (-3, 9, 2), (19995, 11, 1)]
                : [(-5, 7, 1), (-2, 7, 1), (-5, 8, 1), (39993, 8, 3), (-5, 9, 2), (-4, 9, 2), (-3, 9, 2), (19995, 11, 1)]
            for (x, y, state) in expected { #expect(life.state(x: x, y: y) == state, "(\(x), \(y))") }
            #expect(life.population == UInt128(expected.count))
            #expect(life.boundingBox == PlaneRect(x: -5, y: 7, width: 39999, height: 5))
        }
    }
}
