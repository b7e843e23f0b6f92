import Testing
@testable import LifeCore

@Suite struct RLEWriterTests {
    @Test func writesGollyStyle() throws {
        let p = try Pattern.decode("bo$2bo$3o!").with(name: "Glider", comments: ["c/4"])
        #expect(RLEWriter.encode(p) == "#N Glider\n#C c/4\nx = 3, y = 3, rule = B3/S23\nbo$2bo$3o!\n")
    }

    @Test func blankRowsFoldIntoTheDollarCount() throws {
        let p = try pattern(["O..", "...", "...", "..O"])
        #expect(RLEWriter.encode(p, rule: RuleSpec(rule: .conway)).hasSuffix("\no3$2bo!\n"))
    }

    @Test func ruleArgumentWinsAndKeepsSuffix() throws {
        let spec = try RuleSpec(parsing: "B36/S23:T64,64")
        #expect(RLEWriter.encode(try pattern(["O"]), rule: spec).contains("x = 1, y = 1, rule = B36/S23:T64,64\n"))
    }

    @Test func emptyPattern() {
        #expect(RLEWriter.encode(.empty) == "x = 0, y = 0, rule = B3/S23\n!\n")
    }

    @Test func nameWithControlsIsCleanedOnOutput() {
        let text = RLEWriter.encode(Pattern.empty.with(name: "a\nx = 9\u{1B}[1m"))
        #expect(text.hasPrefix("#N ax = 9\nx = 0"))
    }

    @Test(arguments: [1, 2, 3, 4, 5])
    func randomPatternsRoundTrip(seed: UInt64) throws {
        var rng = Xoshiro256(seed: seed)
        let w = 1 + Int(rng.next() % 300), h = 1 + Int(rng.next() % 60)
        var cells: [GridPoint] = []
        let density = rng.next() % 90 + 5
        for y in 0..<h { for x in 0..<w where rng.next() % 100 < density { cells.append(GridPoint(x: x, y: y)) } }
        let p = try Pattern(cells: cells).with(name: "soup \(seed)", comments: ["seed \(seed)"])
        let text = RLEWriter.encode(p, rule: RuleSpec(rule: Rule(birth: [3, 6], survival: [2, 3])))
        for line in text.split(separator: "\n") { #expect(line.count <= RLEWriter.maxLineLength) }
        let back = try Pattern.decode(text)
        #expect(back.liveCells == p.liveCells)
        #expect(back.width == p.width && back.height == p.height)
        #expect(back.name == p.name && back.comments == p.comments)
        #expect(back.rule?.description == "B36/S23")
    }

    @Test func libraryRoundTrips() throws {
        for name in PatternLibrary.names {
            let p = try #require(PatternLibrary.named(name))
            #expect(try Pattern.decode(RLEWriter.encode(p)).liveCells == p.liveCells, "\(name)")
        }
    }
}
