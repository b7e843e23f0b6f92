import ArgumentParser
import Testing
@testable import LifeCore
@testable import LifeApp
@testable import LifeTUI

/// `run --generations 0,1,10,100`: a result at each, as bgolly prints a line
/// per step, equal to the run that stops there.
@Suite struct RunGenerationListTests {
    /// What `run ARGS` reports, in order (the last one returned), each read
    /// when reported: on the plane a result is HashLife's, which runs on.
    static func results(_ args: [String]) throws -> [(json: String, line: String, summary: String, generation: Int)] {
        var seen: [(json: String, line: String, summary: String, generation: Int)] = []
        func keep(_ r: RunResult) { seen.append((r.json, r.line, r.summary, r.generation)) }
        keep(try RunJob.execute(try RunCommand.parse(args).options, read: PatternFiles().readLoaded) { keep($0) })
        return seen
    }

    /// On the board and on HashLife's plane, each report is the run that stops there.
    @Test(arguments: [
        ["--pattern", "acorn", "--size", "128x128"],
        ["--pattern", "gosper-glider-gun", "--topology", "K80*,60"],
        ["--pattern", "acorn"],
        ["--pattern", "r-pentomino", "--step", "2^1"],
    ])
    func eachReportIsTheRunThatStopsThere(args: [String]) throws {
        let list = [0, 2, 10, 100, 1000]
        let reports = try Self.results(args + ["--generations", list.map(String.init).joined(separator: ","), "--json"])
        #expect(reports.count == list.count)
        for (generations, report) in zip(list, reports) {
            let alone = try RunJob.execute(try RunCommand.parse(args + ["--generations", String(generations)]).options,
                                           read: PatternFiles().readLoaded)
            #expect(report.json == alone.json, "at \(generations)")
            #expect(report.generation == generations)
        }
        #expect(Set(reports.map(\.json)).count == list.count)
    }

    /// A macrocell file starts at its #G: the list counts generations run from there.
    @Test func aMacrocellCountsFromItsGeneration() throws {
        let text = "[M2] (golly 3.3)\n#R B3/S23\n#G 7\n.*$..*$***$\n4 1 0 0 0\n"
        var chunks = [Array(text.utf8)]
        let macrocell = try PatternFiles().decode(shown: "g.mc", spills: true) { chunks.popLast() ?? [] }
        var seen: [Int] = []
        let last = try RunJob.execute(RunOptions(pattern: "g.mc", generations: [0, 4, 8])) { _ throws(CommandFailure) in macrocell } each: {
            seen.append($0.generation)
        }
        #expect(seen + [last.generation] == [7, 11, 15] && last.population == 5)
    }

    /// An RLE saved at generation N (`#CXRLE Gen=N`) goes on from N on every
    /// path, as Golly's does: read back and run M more, it is the run to N + M,
    /// generation and cells (a B0 rule without S8 steps differently from odd
    /// and even generations, so there a wrong count gives other cells).
    @Test(arguments: [
        ["--pattern", "r-pentomino", "--rule", "B013568/S01"],
        ["--pattern", "r-pentomino", "--rule", "B013568/S01:T64,64"],
        ["--pattern", "r-pentomino", "--rule", "345/2/4:T64,64"],
        ["--pattern", "r-pentomino"],
        ["--pattern", "glider", "--rule", "B3/S23:T0,20"],
    ])
    func aSavedRLEGoesOnFromItsGeneration(args: [String]) throws {
        let saved = try RunCommandTests.run(args + ["--generations", "7"]).rle()
        #expect(saved.contains(" Gen=7\n"))
        let files = ["saved.rle": saved]
        let rule = Array(args.dropFirst(2))
        let goneOn = try RunCommandTests.run(["--pattern", "saved.rle", "--generations", "0,5", "--json"] + rule, files: files)
        let straight = try RunCommandTests.run(args + ["--generations", "12", "--json"])
        #expect(goneOn.generation == 12)
        #expect(goneOn.json == straight.json)
        #expect(try goneOn.rle().contains(" Gen=12\n"))
    }

    @Test(arguments: [
        ("10,1", "--generations must list generations in increasing order, such as 0,1,10,100; 1 comes after 10"),
        ("0,0", "--generations must list generations in increasing order, such as 0,1,10,100; 0 comes after 0"),
        ("0,-1", "--generations must be 0 or more, not -1"),
        ("2^1,4", nil),
    ] as [(String, String?)])
    func badListsAreRefused(text: String, message: String?) throws {
        guard let message else {
            #expect(throws: (any Error).self) { try RunCommand.parse(["--pattern", "glider", "--generations", text]) }
            return
        }
        #expect(throws: CommandFailure(.usage, message)) { _ = try Self.results(["--pattern", "glider", "--generations", text]) }
    }

    @Test func aListTooLongIsRefused() throws {
        let many = (0...RunJob.maxReports).map(String.init).joined(separator: ",")
        #expect(throws: CommandFailure(.usage, "--generations lists 10001 generations; at most 10000 are reported")) {
            _ = try Self.results(["--pattern", "glider", "--generations", many])
        }
    }

    /// On the plane with --step, every generation listed must be a whole number of steps.
    @Test func stepsMustDivideEveryGeneration() throws {
        #expect(throws: CommandFailure(.usage, "--generations 3 is not a whole number of steps of 2^1")) {
            _ = try Self.results(["--pattern", "acorn", "--step", "2", "--generations", "2,3,4"])
        }
    }

    /// Text: one line a generation, the heading and the counts of the two-line summary joined.
    @Test func textIsOneLineEach() throws {
        let reports = try Self.results(["--pattern", "blinker", "--size", "8x8", "--generations", "0,1"])
        #expect(reports.map(\.line) == [
            "blinker: 0 generations of B3/S23 on a 8x8 torus (:T8,8): population 3, bounding box 3x1 at (-1, 0)",
            "blinker: 1 generations of B3/S23 on a 8x8 torus (:T8,8): population 3, bounding box 1x3 at (0, -1)",
        ])
        #expect(reports[1].summary == reports[1].line.replacing(": population", with: "\npopulation"))
    }
}
