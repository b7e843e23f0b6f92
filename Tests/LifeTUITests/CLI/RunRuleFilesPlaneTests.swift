import Foundation
import Testing
@testable import LifeApp
@testable import LifeCore
@testable import LifeTUI

/// `lifecam run` with a rule file's rule on Golly's unbounded plane: multi-state
/// HashLife (`GenericHashLifeUniverse`) for multi-state macrocell files,
/// patterns beyond lifecam's largest board and by default, a byte a cell when
/// RuleLoader is asked for. The rule is lifecam's own WireWorld, so nothing
/// needs Golly installed.
@Suite struct RunRuleFilesPlaneTests {
    /// lifecam's own rules, as `run` finds them when no folder has the rule.
    static let ownRules: RuleLookup = { name throws(CommandFailure) in
        do throws(RuleFindError) { return try RuleFinder(folders: [], read: { _ in nil }).rule(named: name) } catch {
            throw RuleFolders.failure(error)
        }
    }

    static func run(_ args: [String], files: [String: String] = [:]) throws -> RunResult {
        try RunCommandTests.run(args, files: files, findRule: ownRules)
    }

    static func failure(_ args: [String], files: [String: String] = [:]) -> CommandFailure? {
        RunCommandTests.failure(args, files: files, findRule: ownRules)
    }

    /// A 7 × 5 ring of wire (state 3), 20 cells round, with an electron (head
    /// 1, tail 2) on its top, off the corner (there it would split): its period is 20.
    static let ring = "x = 7, y = 5, rule = WireWorld\nCBA4C$C5.C$C5.C$C5.C$7C!"

    /// The ring's cells after `generations`, stepped on a reference board a
    /// byte a cell: once the ring repeats, by the remainder of its cycle.
    static func ringAfter(_ generations: Int) throws -> Pattern {
        let rule = try RuleFinder(folders: [], read: { _ in nil }).rule(named: "WireWorld")
        var board = try StateBoard(width: 9, height: 7, topology: .bounded, rule: rule)
        let start = try Pattern.decode(Array(ring.utf8))
        for y in 0..<5 { for x in 0..<7 { board[x + 1, y + 1] = UInt8(start.state(x: x, y: y)) } }
        func cells() -> Pattern { Pattern(width: 7, height: 5) { x, y in Int(board[x + 1, y + 1]) } }
        var seen = [cells()]
        while seen.count <= generations {
            board.step()
            let now = cells()
            if let first = seen.firstIndex(of: now) {
                return seen[first + (generations - first) % (seen.count - first)]
            }
            seen.append(now)
        }
        return seen[generations]
    }

    /// How many of `pattern`'s cells are in `state`.
    static func count(_ pattern: Pattern, _ state: Int) -> Int {
        (0..<pattern.height).reduce(0) { sum, y in sum + (0..<pattern.width).filter { pattern.state(x: $0, y: y) == state }.count }
    }

    /// The macrocell file of `text`'s run, as `run --output F.mc` writes it.
    static func macrocell(of result: RunResult) throws -> String {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let file = try OutputFile.createNew(folder.file("out.mc"), fileSystem: PosixFileSystem())
        try result.macrocellWriter()(file)
        try file.close()
        return String(decoding: try folder.bytes("out.mc"), as: UTF8.self)
    }

    @Test func aRuleFilesRuleRunsOnThePlaneWithHashLifeByDefault() throws {
        let r = try Self.run(["--pattern", "ring.rle", "--generations", "1099511627776", "--json"], files: ["ring.rle": Self.ring])
        #expect(r.universe is GenericHashLifeUniverse && r.universe.summary.contains("HashLife"))
        #expect(r.generation == 1 << 40)
        let (cells, origin) = try #require(r.livePattern())
        let after = try Self.ringAfter(1 << 40)
        #expect(origin == GridPoint(x: 0, y: 0) && cells == after)
        #expect(r.json.contains("\"population\":20,\"states\":[0,\(Self.count(after, 1)),\(Self.count(after, 2)),\(Self.count(after, 3))]"))
        // RuleLoader by name: a byte a cell, the same cells.
        let bytes = try Self.run(["--pattern", "ring.rle", "--generations", "1000", "--algorithm", "ruleloader"], files: ["ring.rle": Self.ring])
        #expect(bytes.universe is StateUniverse)
        let thousand = try Self.ringAfter(1000)
        #expect(bytes.livePattern()?.pattern == thousand)
        let hashed = try Self.run(["--pattern", "ring.rle", "--generations", "1000", "--algorithm", "HashLife", "--step", "2^3"],
                                  files: ["ring.rle": Self.ring])
        #expect(hashed.universe is GenericHashLifeUniverse && hashed.json == bytes.json)
    }

    /// A multi-state macrocell file runs node for node, and what run writes reads back the same.
    @Test func multiStateMacrocellFilesRunAndRoundTrip() throws {
        let r = try Self.run(["--pattern", "ring.rle", "--generations", "7"], files: ["ring.rle": Self.ring])
        let text = try Self.macrocell(of: r)
        #expect(text.hasPrefix("[M2]") && text.contains("#R WireWorld\n") && text.contains("#G 7\n") && text.contains("\n1 "))
        let back = try Self.run(["--pattern", "ring.mc", "--generations", "13", "--json"], files: ["ring.mc": text])
        #expect(back.generation == 20 && back.universe is GenericHashLifeUniverse)
        let ring = try Self.ringAfter(20)
        #expect(back.livePattern()?.pattern == ring)
        #expect(back.livePattern()?.origin == GridPoint(x: 0, y: 0))
        // A grid, QuickLife, or a state the rule lacks: one line each.
        #expect(Self.failure(["--pattern", "ring.mc", "--size", "64x64"], files: ["ring.mc": text])?.message
            .contains("is a macrocell file, which runs with HashLife on Golly's unbounded plane only") == true)
        #expect(Self.failure(["--pattern", "ring.mc", "--algorithm", "QuickLife"], files: ["ring.mc": text])?.message
            .contains("give RuleLoader, HashLife or auto") == true)
        let five = "[M2]\n#R WireWorld\n1 0 5 0 0\n"
        let failure = Self.failure(["--pattern", "five.mc"], files: ["five.mc": five])
        #expect(failure?.status == .data && failure?.message.contains("state 5") == true)
    }

    /// Cells of many states beyond lifecam's largest board run on the plane,
    /// where the file puts them; RLE cannot hold the result, macrocell can.
    @Test func aMultiStatePatternBeyondTheLargestBoardRuns() throws {
        let wide = "#CXRLE Pos=-20000,3\nx = 40008, y = 5, rule = WireWorld\nCBA4C40000.A$C5.C$C5.C$C5.C$7C!"
        let r = try Self.run(["--pattern", "wide.rle", "--generations", "1000", "--json"], files: ["wide.rle": wide])
        #expect(r.universe is GenericHashLifeUniverse)
        // The far cell, an electron head alone, turns to a tail and then to wire for good.
        #expect(r.population == 21 && r.box == PlaneRect(x: -20000, y: 3, width: 40008, height: 5))
        #expect(r.universe.state(x: 20007, y: 3) == 3)
        let ring = try Self.ringAfter(1000)
        for y in 0..<5 { for x in 0..<7 { #expect(r.universe.state(x: x - 20000, y: y + 3) == ring.state(x: x, y: y)) } }
        let start = try Self.run(["--pattern", "wide.rle", "--json"], files: ["wide.rle": wide])
        #expect(start.population == 21 && start.universe.state(x: 20007, y: 3) == 1)
        #expect(throws: CommandFailure.self) { try start.rleWriter() }
        #expect(try Self.macrocell(of: start).contains("#R WireWorld"))
        // Under a two-state rule the states above 1 are refused, as on a board.
        let life = Self.failure(["--pattern", "wide.rle", "--rule", "B3/S23"], files: ["wide.rle": wide])
        #expect(life?.status == .usage && life?.message.contains("cells in state 3, which B3/S23 (2 states) does not have") == true)
    }

    /// play and render read patterns as run does, a multi-state giant too
    /// (they run it on Golly's plane: `RuleFileGiantTests`).
    @Test func playAndRenderReadAMultiStateGiant() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        try "x = 40000, y = 1, rule = /2/3\nB39998.A!".write(toFile: folder.file("wide.rle"), atomically: false, encoding: .utf8)
        let loaded = try PatternFiles.load(folder.file("wide.rle"))
        #expect(loaded.needsPlane && loaded.states?.largestState == 2 && loaded.states?.state(x: 39999, y: 0) == 1)
    }
}
