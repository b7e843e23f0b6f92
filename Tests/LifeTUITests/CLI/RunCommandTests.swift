import ArgumentParser
import Testing
@testable import LifeCore
@testable import LifeApp
@testable import LifeTUI

@Suite struct RunCommandTests {
    /// Runs `lifecam run ARGS` against in-memory files, read as `PatternFiles`
    /// reads them, rule files' rules found by `findRule` (none by default).
    static func run(_ args: [String], files: [String: String] = [:], findRule: RuleLookup = RuleSpec.noRuleFiles) throws -> RunResult {
        let command = try RunCommand.parse(args)
        return try RunJob.execute(command.options, read: { path throws(CommandFailure) in
            guard let text = files[path] else { return nil }
            var chunks = [Array(text.utf8)]
            return try PatternFiles().decode(shown: path, spills: true) { chunks.popLast() ?? [] }
        }, findRule: findRule)
    }

    static func failure(_ args: [String], files: [String: String] = [:], findRule: RuleLookup = RuleSpec.noRuleFiles) -> CommandFailure? {
        do {
            _ = try run(args, files: files, findRule: findRule)
            return nil
        } catch let failure as CommandFailure {
            return failure
        } catch {
            Issue.record("unexpected \(error)")
            return nil
        }
    }

    @Test func gliderJSONHasTheContractKeysInOrder() throws {
        // Centred at (16/2 − 3/2, 16/2 − 3/2) = (7, 7) on the board, Golly's (−1, −1) (the 16x16
        // grid's top-left cell is Golly's (−8, −8)); four generations later one cell south-east.
        let r = try Self.run(["--pattern", "glider", "--size", "16x16", "--generations", "4", "--json"])
        #expect(r.json == #"{"rule":"B3/S23","width":16,"height":16,"topology":"torus","grid":":T16,16","generation":4,"population":5,"bbox":{"x":0,"y":0,"width":3,"height":3}}"#)
    }

    /// Brian's Brain from the command line: a live pair becomes dying, the population counts the
    /// dying cells as Golly's does, `live` only the live ones, and the bbox covers both.
    @Test func generationsRulesRunWithTheirDyingStates() throws {
        let files = ["pair.rle": "x = 2, y = 1, rule = /2/3:P8,8\n2o!"]
        let r = try Self.run(["--pattern", "pair.rle", "--generations", "1", "--json"], files: files)
        #expect(r.json == #"{"rule":"/2/3","width":8,"height":8,"topology":"bounded","grid":":P8,8","generation":1,"population":6,"live":4,"bbox":{"x":-1,"y":-1,"width":2,"height":3}}"#)
        #expect(try r.rle().hasSuffix("x = 2, y = 3, rule = /2/3:P8,8\n2A$2B$2A!\n"))
        #expect(r.summary.contains("on a 8x8 bounded plane (:P8,8)\npopulation 6 (4 alive, 2 dying)"))
        let star = try Self.run(["--pattern", "pair.rle", "--rule", "345/2/4", "--generations", "2"], files: files)
        #expect(try star.board!.rule.states == 4 && star.rle().hasSuffix(".2A$.2B$A2CA$.2B$.2A!\n") && star.summary.contains("population 12 (6 alive, 6 dying)"))
    }

    /// `--threads` out of 1...256 is refused before anything runs; within it the board is the same as on one.
    @Test(arguments: [("0", "not 0"), ("257", "not 257"), ("-2", "not -2")])
    func threadsOutOfRangeAreRefused(threads: String, part: String) throws {
        let command = try RunCommand.parse(["--random", "0.5", "--size", "64x64", "--threads", threads])
        #expect(throws: CommandFailure(.usage, "--threads takes 1 to 256 threads, \(part)")) { try command.run() }
    }

    @Test func threadsStepTheSameBoard() throws {
        let pool = ThreadPool(threads: 2)
        defer { pool.close() }
        let options = try RunCommand.parse(["--random", "0.4", "--seed", "3", "--size", "1024x2048", "--generations", "30"]).options
        let one = try RunJob.execute(options, read: { _ throws(CommandFailure) in nil })
        let two = try RunJob.execute(options, read: { _ throws(CommandFailure) in nil }, runner: pool)
        #expect(two.board == one.board && one.board != nil)
    }

    @Test func defaultsAreHashLifeOnThePlaneConwayAndGenerationZero() throws {
        let r = try Self.run(["--pattern", "block"])
        #expect(r.board == nil && r.rule.rule == .conway && r.generation == 0 && r.population == 4)
        // A built-in pattern, which gives no position, is centred on (0, 0).
        #expect(r.box == PlaneRect(x: -1, y: -1, width: 2, height: 2))
        #expect(r.json == #"{"rule":"B3/S23","width":0,"height":0,"topology":"plane","grid":"","generation":0,"population":4,"bbox":{"x":-1,"y":-1,"width":2,"height":2}}"#)
    }

    /// With --topology and without --size or a grid the board is 256x256, or the
    /// pattern plus half its larger side on every side; on the plane (with
    /// --algorithm quicklife, in tiles) a line as wide as the largest board
    /// runs as HashLife runs it.
    @Test(arguments: [
        ("x = 128, y = 1\n128o!", 256, 256),
        ("x = 129, y = 1\n129o!", 259, 256),
        ("x = 300, y = 20\n300o19$o!", 600, 320),
        ("x = 9000, y = 3\n9000o2$o!", 16384, 9003),
    ])
    func defaultBoardHoldsThePatternWithAMargin(text: String, width: Int, height: Int) throws {
        let r = try Self.run(["--pattern", "p.rle", "--generations", "1", "--topology", "torus"], files: ["p.rle": text])
        #expect(r.board!.width == width && r.board!.height == height && r.board!.topology == .torus)
        let line = ["p.rle": "x = 16384, y = 1\n16384o!"]
        let tiles = try Self.run(["--pattern", "p.rle", "--generations", "1", "--algorithm", "quicklife", "--json"], files: line)
        let hashLife = try Self.run(["--pattern", "p.rle", "--generations", "1", "--json"], files: line)
        #expect(tiles.board == nil && tiles.json == hashLife.json)
    }

    @Test func historyFilesRunAsTwoStateLife() throws {
        // A glider drawn in History states of a rule Golly 3.3 has no file for: 1 and 3 are alive,
        // 2 and 4 (its trail, a mark) dead. Golly centres the header's 5x3 frame: its top-left at
        // (−2, −1); four generations on, (−1, 0).
        let files = ["g.rle": "x = 5, y = 3, rule = B3/S23History:T30,20\n.A.BD$2.C$3A!"]
        let r = try Self.run(["--pattern", "g.rle", "--generations", "4", "--json"], files: files)
        #expect(r.json == #"{"rule":"B3/S23","width":30,"height":20,"topology":"torus","grid":":T30,20","generation":4,"population":5,"bbox":{"x":-1,"y":0,"width":3,"height":3}}"#)
    }

    @Test func lifeHistoryRunsGollysRuleWithEveryState() throws {
        // The same glider under LifeHistory, Golly's rule file (lifecam's own copy: no folder has one):
        // its envelope (2) and marks (3, 4) stay and count, as bgolly 3.3 writes them (-a RuleLoader -m 4):
        // x = 5, y = 4, rule = LifeHistory:T30,20 / .B.BD$2BC$3BA$.3A! (13 cells: 7 of envelope, 1 marked off, the glider's 5, one marked on).
        let files = ["g.rle": "x = 5, y = 3, rule = LifeHistory:T30,20\n.A.BD$2.C$3A!"]
        let r = try RunRuleFilesPlaneTests.run(["--pattern", "g.rle", "--generations", "4", "--json"], files: files)
        #expect(r.json == #"{"rule":"LifeHistory","width":30,"height":20,"topology":"torus","grid":":T30,20","generation":4,"population":13,"states":[0,4,7,1,1,0,0],"bbox":{"x":-2,"y":-1,"width":5,"height":4}}"#)
    }

    @Test func fileRuleAndSuffixSetTheBoard() throws {
        let files = ["p.rle": "x = 3, y = 1, rule = B36/S23:P20,10\n3o!"]
        let r = try Self.run(["--pattern", "p.rle"], files: files)
        #expect(r.board!.rule.description == "B36/S23")
        #expect(r.board!.width == 20 && r.board!.height == 10 && r.board!.topology == .bounded)
        #expect(r.live.origin == GridPoint(x: 9, y: 5))
    }

    @Test func commandLineWinsOverTheFile() throws {
        let files = ["p.rle": "x = 3, y = 1, rule = B36/S23:P20,10\n3o!"]
        let r = try Self.run(["--pattern", "p.rle", "--rule", "b3s23", "--size", "30x12", "--topology", "torus"], files: files)
        #expect(r.board!.rule == .conway && r.board!.width == 30 && r.board!.height == 12 && r.board!.topology == .torus)
        let suffix = try Self.run(["--pattern", "p.rle", "--rule", "23/3:T40,8"], files: files)
        #expect(suffix.board!.width == 40 && suffix.board!.topology == .torus)
        let keepsFileGrid = try Self.run(["--pattern", "p.rle", "--rule", "B3/S23"], files: files)
        #expect(keepsFileGrid.board!.width == 20 && keepsFileGrid.board!.topology == .bounded)
    }

    @Test func topologyNamesTheGridAndItsSize() throws {
        let r = try Self.run(["--pattern", "glider", "--topology", "T30,20"])
        #expect(r.board!.width == 30 && r.board!.height == 20 && r.board!.topology == .torus)
        let same = try Self.run(["--pattern", "glider", "--topology", ":p12,10", "--size", "12x10", "--rule", "B3/S23:T40,40"])
        #expect(same.board!.width == 12 && same.board!.height == 10 && same.board!.topology == .bounded)
        #expect(same.json.contains(#""topology":"bounded","grid":":P12,10","#))
        let klein = try Self.run(["--pattern", "glider", "--topology", "k30*+1,20", "--generations", "100", "--json"])
        #expect(klein.board!.topology == .kleinBottle(twisted: .horizontal, shifted: true) && klein.board!.population == 5)
        #expect(klein.json.contains(#""topology":"Klein bottle","grid":":K30*+1,20","#))
        let tube = try Self.run(["--pattern", "glider", "--rule", "B3/S23:T0,20", "--size", "20x20"])
        #expect(tube.board!.width == 20 && tube.board!.topology == .torus)
    }

    /// A grid unbounded one way runs as Golly's tube: the glider (heading down
    /// and right) goes round the tube's 20 rows and on along it, the board (the
    /// glider and its margins, 131 cells) following it; its place is in Golly's
    /// coordinates, the grid written back as given.
    @Test func aTubeGrowsAlongItsOpenSide() throws {
        let r = try Self.run(["--pattern", "glider", "--rule", "B3/S23:T0,20", "--generations", "800"])
        #expect(r.population == 5 && r.board!.height == 20 && r.board!.width == 3 + 2 * Board.openMargin)
        // Built-ins are centred: the glider's box starts at (-1, -1), and 800 generations move it 200 cells.
        #expect(r.box == PlaneRect(x: 199, y: Int128((-1 + 200 + 10) % 20 - 10), width: 3, height: 3))
        #expect(r.json.contains(#""width":0,"height":20,"topology":"tube","grid":":T0,20","generation":800"#))
        #expect(try r.rle().contains("#CXRLE Pos=199,-1 Gen=800") && r.rle().contains("rule = B3/S23:T0,20"))
        let down = try Self.run(["--pattern", "glider", "--rule", "B3/S23:P30,0", "--generations", "400", "--json"])
        #expect(down.json.contains(#""width":30,"height":0,"topology":"bounded","grid":":P30,0""#))
    }

    /// Golly's placement: where `#CXRLE Pos=` says, else the header's frame
    /// centred, else (larger than the grid) at its corner, what lies beyond dropped.
    @Test func patternsArePlacedAsGollyPlacesThem() throws {
        let files = ["pos.rle": "#CXRLE Pos=-7,2\nx = 3, y = 3, rule = B3/S23:P20,10\n$2o$2o!",
                     "frame.rle": "x = 9, y = 5, rule = B3/S23:P20,10\n4$8bo!",
                     "wide.rle": "x = 300, y = 1, rule = B3/S23:T64,64\n300o!",
                     "plane.rle": "#CXRLE Pos=100,-40\nx = 3, y = 3\n$2o$2o!"]
        // The RLE's top-left at (−7, 2); its block one row down, on the grid's last two rows (y −5...4).
        #expect(try Self.run(["--pattern", "pos.rle", "--json"], files: files).json.contains(#""bbox":{"x":-7,"y":3,"width":2,"height":2}"#))
        // The 9x5 frame's top-left at (−4, −2); its one cell at (8, 4) in it.
        #expect(try Self.run(["--pattern", "frame.rle", "--json"], files: files).json.contains(#""bbox":{"x":4,"y":2,"width":1,"height":1}"#))
        let wide = try Self.run(["--pattern", "wide.rle"], files: files)
        #expect(wide.board!.population == 64 && wide.dropped == 236 && wide.boxOrigin == GridPoint(x: -32, y: -32))
        #expect(wide.summary.contains("236 cells beyond the grid dropped"))
        let gun = try Self.run(["--pattern", "gosper-glider-gun", "--size", "20x20"])
        #expect(gun.board!.population + gun.dropped == 36)
        // On the plane the file's own coordinates stand, and the output says them again.
        let plane = try Self.run(["--pattern", "plane.rle", "--generations", "4", "--json"], files: files)
        #expect(plane.json.contains(#""grid":"","#) && plane.json.contains(#""bbox":{"x":100,"y":-39,"width":2,"height":2}"#))
        let back = try Pattern.decode(plane.rle())
        #expect(back.position == GridPoint(x: 100, y: -39) && back.generation == 4 && back.rule?.description == "B3/S23")
        let grid = try Pattern.decode(try Self.run(["--pattern", "pos.rle", "--generations", "1"], files: files).rle())
        #expect(grid.position == GridPoint(x: -7, y: 3) && grid.generation == 1 && grid.rule?.description == "B3/S23:P20,10")
    }

    @Test func randomSoupIsSeeded() throws {
        let args = ["--random", "0.5", "--seed", "42", "--size", "64x48", "--generations", "3"]
        let a = try Self.run(args), b = try Self.run(args)
        let c = try Self.run(["--random", "0.5", "--seed", "43", "--size", "64x48", "--generations", "3"])
        #expect(a.board == b.board)
        #expect(a.board != c.board)
        let empty = try Self.run(["--random", "0", "--size", "8x8"]), full = try Self.run(["--random", "1", "--size", "8x8"])
        #expect(empty.board!.population == 0 && full.board!.population == 64)
    }

    @Test func outputIsTrimmedRLEWithTheRule() throws {
        let r = try Self.run(["--pattern", "glider", "--size", "32x20", "--topology", "bounded", "--generations", "8"])
        let back = try Pattern.decode(r.rle())
        #expect(back.rule?.description == "B3/S23:P32,20")
        #expect(back.liveCells == r.live.pattern.liveCells)
        #expect(back.width == 3 && back.height == 3)
    }

    @Test func summaryNamesThePatternWithoutControls() throws {
        let files = ["evil.rle": "#N \u{1B}]0;owned\u{07}Nice\u{1B}[2J\nx = 1, y = 1\no!"]
        let r = try Self.run(["--pattern", "evil.rle"], files: files)
        #expect(r.summary.hasPrefix("Nice: 0 generations of B3/S23 on Golly's unbounded plane (HashLife)\npopulation 1, bounding box 1x1 at (0, 0)"))
        #expect(try !r.rle().contains("\u{1B}"))
    }

    @Test(arguments: [
        (["--pattern", "glider", "--rule", "WireWorld"], CommandFailure.Status.data, "rule 'WireWorld' names a rule file"),
        (["--pattern", "glider", "--topology", "T30,20", "--size", "40x40"], .usage, "names a 30x20 grid but --size says 40x40"),
        (["--pattern", "glider", "--rule", "B3/S23:S30", "--size", "30x20"], .usage, "a sphere grid must be square, not 30x20"),
        (["--random", "0.3", "--rule", "B3/S23:T0,68"], .usage, "the grid :T0,68 is unbounded in one direction"),
        (["--pattern", "tube.rle", "--topology", "torus"], .data, "the grid :T0,68 is unbounded in one direction"),
        (["--pattern", "big.rle"], .data, "board size 16385x16385 is out of range"),
        (["--pattern", "glider", "--generations=-1"], .usage, "0 or more"),
        (["--pattern", "glider", "--generations", "-1"], .usage, "--generations must be 0 or more, not -1"),
        (["--random", "-0.5"], .usage, "density from 0 to 1, not -0.5"),
        ([], .usage, "--pattern"),
        (["--pattern", "glider", "--random", "0.5"], .usage, "not both"),
        (["--random", "1.5", "--size", "9x9"], .usage, "density"),
        (["--random", "0.3"], .usage, "--random needs a size: give --size WxH"),
        (["--random", "0.3", "--topology", "bounded"], .usage, "--random needs a size"),
        (["--pattern", "glider", "--seed", "3"], .usage, "--seed"),
        (["--pattern", "bad.rle"], .data, "bad.rle: line 2: cell state 'C' is multi-state"),
        (["--pattern", "huge.rle", "--size", "64x64"], .data,
         "huge.rle is larger than 16384x16384; lifecam's largest board (--size 16384x16384) cannot hold it"),
        (["--pattern", "huge.rle", "--algorithm", "quicklife"], .data, "cannot hold it"),
        (["--pattern", "glider", "--algorithm", "hashlife", "--size", "64x64"], .usage, "--algorithm HashLife runs on Golly's unbounded plane only"),
        (["--pattern", "glider", "--algorithm", "larger than life"], .usage, "runs Larger than Life rules (R…,C…,M…,S…,B…,N…); B3/S23 is not one"),
        (["--pattern", "bosco.rle", "--algorithm", "QuickLife"], .usage, "does not run Larger than Life rules"),
        (["--pattern", "bosco.rle", "--topology", "K30,20"], .usage, "Larger than Life runs on a torus or a plane"),
        (["--pattern", "ltlb0.rle"], .data, "B0 is not allowed if universe is unbounded"),
        (["--pattern", "ltl3.rle"], .data, "ltl3.rle: line 2: cell state 'C' (3) is not a state of a Larger than Life rule (0 to 2)"),
        (["--pattern", "glider", "--rule", "B013568/S01", "--algorithm", "hashlife"], .usage, "B0 rules without S8 are not allowed in HashLife"),
        (["--pattern", "b0.rle", "--algorithm", "hashlife"], .data, "--algorithm auto runs it on the plane in bit-packed tiles"),
        (["--pattern", "glider", "--rule", "B2-a/S12", "--algorithm", "hashlife"], .usage, "HashLife does not run isotropic non-totalistic rules"),
        (["--pattern", "glider", "--step", "2^4", "--generations", "100"], .usage, "not a whole number of steps of 2^4"),
        (["--pattern", "glider", "--generations", "4611686018427387905"], .usage, "--generations must be at most 2^62"),
        (["--pattern", "glider", "--max-memory", "0"], .usage, "--max-memory takes megabytes from 1"),
        (["--pattern", "history.rle"], .data, "history.rle: line 2: cell state 'F' (6, a History boundary) changes how live cells evolve"),
        (["--pattern", "dying.rle", "--rule", "B3/S23"], .usage,
         "the pattern has cells in state 2, which B3/S23 (2 states) does not have: give a rule with more states, or none to run the file's"),
        (["--pattern", "dying3.rle"], .data, "dying3.rle: line 2: cell state 'C' (3) is not a state of a Generations rule (0 to 2)"),
        (["--pattern", "missing.rle"], .noInput, "cannot open missing.rle: no such file"),
        (["--pattern", "nosuchpattern"], .noInput, "built-ins: glider"),
    ])
    func failsWithOneLine(args: [String], status: CommandFailure.Status, part: String) {
        let files = ["bad.rle": "x = 2, y = 1\nbC!", "huge.rle": "x = 99999, y = 3\n99990bo!", "b0.rle": "x = 1, y = 1, rule = B0/S1\no!",
                     "wide.rle": "x = 300, y = 1\n300o!", "history.rle": "x = 2, y = 1, rule = B3/S23History\nAF!",
                     "tube.rle": "x = 1, y = 1, rule = B3/S23:T0,68\no!",
                     "dying.rle": "x = 3, y = 1, rule = /2/3\nAB!", "dying3.rle": "x = 1, y = 1, rule = /2/3\nC!", "big.rle": "x = 1, y = 1, rule = B3/S23:T16385\no!",
                     "bosco.rle": "x = 1, y = 1, rule = R5,C0,M1,S34..58,B34..45,NM\no!", "ltlb0.rle": "x = 1, y = 1, rule = R1,C0,M1,S1..1,B0..1,NM\no!",
                     "ltl3.rle": "x = 1, y = 1, rule = R1,C3,M1,S1..1,B1..1,NM\nC!"]
        let failure = Self.failure(args, files: files)
        #expect(failure?.status == status)
        #expect(failure?.message.contains(part) == true, "\(String(describing: failure))")
        #expect(failure?.message.contains("\n") == false)
    }

    /// A 1000x1000 soup holds in 1 MB, but its first generations do not: one line, exit 65.
    @Test func aPatternBeyondTheMemoryLimitIsRefused() throws {
        var rng = SplitMix64(seed: 7)
        let rows = (0..<1000).map { _ in String((0..<1000).map { _ in rng.next() & 1 == 0 ? "o" : "b" }) }
        let files = ["soup.rle": "x = 1000, y = 1000\n" + rows.joined(separator: "$") + "!"]
        #expect(try Self.run(["--pattern", "soup.rle", "--max-memory", "1"], files: files).population > 400_000)
        let failure = Self.failure(["--pattern", "soup.rle", "--max-memory", "1", "--generations", "64"], files: files)
        #expect(failure == CommandFailure(.data, "soup.rle: the pattern does not fit in 1 MB of memory for HashLife; give a larger --max-memory"))
        // The command gives HashLife --max-memory less what the process holds and 1/32 for the result:
        // 32 MB beside 30 held leave it 1 MB, too little for those generations; 31 leave nothing.
        func run(_ megabytes: Int) throws(CommandFailure) -> RunResult {
            let command = try! RunCommand.parse(["--pattern", "soup.rle", "--max-memory", String(megabytes), "--generations", "64"])
            return try RunJob.execute(command.options, read: { path throws(CommandFailure) in
                var chunks = [Array(files[path]!.utf8)]
                return try PatternFiles().decode(shown: path, spills: true) { chunks.popLast() ?? [] }
            }, resident: { 30 << 20 })
        }
        #expect(throws: CommandFailure(.data, "soup.rle: the pattern does not fit in 32 MB of memory (1 MB of it for HashLife's "
            + "nodes); give a larger --max-memory")) { try run(32) }
        #expect(throws: CommandFailure(.usage, "--max-memory 31 leaves HashLife less than 1 MB beside the 30 MB lifecam holds "
            + "already or keeps to measure the result: give at least 33")) { try run(31) }
        #expect(try run(64).population > 0)
    }

    /// What the command measures as held: the process' resident set, at least the binary's few MB.
    @Test func theResidentSetIsMeasured() throws {
        let bytes = try #require(SystemCall.residentBytes())
        #expect(bytes > 1 << 20 && bytes < 1 << 40)
    }

    /// On the plane HashLife runs as Golly: the Gosper gun and its 333 gliders after 10,000 generations, a
    /// glider at 2^62 (its box moved 2^60 cells south-east), any step size giving the same board.
    @Test func thePlaneIsGollys() throws {
        let gun = try Self.run(["--pattern", "gosper-glider-gun", "--generations", "10000"])
        #expect(gun.population == 1713 && gun.board == nil && gun.grid == nil)
        let stepped = try Self.run(["--pattern", "gosper-glider-gun", "--generations", "10240", "--step", "2^10"])
        let plain = try Self.run(["--pattern", "gosper-glider-gun", "--generations", "10240", "--step", "1"])
        #expect(stepped.json == plain.json && stepped.population == plain.population)
        let far = try Self.run(["--pattern", "glider", "--generations", String(1 << 62), "--json"])
        #expect(far.json == #"{"rule":"B3/S23","width":0,"height":0,"topology":"plane","grid":"","generation":4611686018427387904,"population":5,"bbox":{"x":1152921504606846975,"y":1152921504606846975,"width":3,"height":3}}"#)
        // With --algorithm quicklife the plane is held in tiles where the cells are: the same box
        // as HashLife's after 4 generations, and after 10^5 (a 256x256 torus brought the glider
        // round long before).
        for generations in ["4", "100000"] {
            let quick = try Self.run(["--pattern", "glider", "--generations", generations, "--algorithm", "quicklife"])
            let hash = try Self.run(["--pattern", "glider", "--generations", generations])
            #expect(quick.box == hash.box && quick.board == nil && hash.board == nil)
            #expect(quick.summary.contains("Golly's unbounded plane (1 tiles of 64x64 where the cells are)"))
            let json = try Self.run(["--pattern", "glider", "--generations", generations, "--algorithm", "quicklife", "--json"])
            #expect(json.json == (try Self.run(["--pattern", "glider", "--generations", generations, "--json"])).json)
        }
        // Rules HashLife does not run go to the tiles: Generations, isotropic rules, B0 without S8.
        for rule in ["B013568/S01", "/2/3", "B2-a/S12"] {
            let r = try Self.run(["--pattern", "glider", "--rule", rule, "--generations", "2"])
            guard r.ranInTiles else {
                Issue.record("\(rule) did not run in tiles")
                continue
            }
            #expect(r.grid == nil && r.summary.contains("tiles of 64x64 where the cells are"), "\(rule)")
        }
        // Two gliders flying apart from 16300 cells apart pass the largest board at generation 153;
        // the tiles hold them as far apart as they go.
        let apart = "x = 16303, y = 16303, rule = B3/S23\n3o$o$bo16298$16301bo$16302bo$16300b3o!\n"
        for (generations, width) in [(100, 16353), (4000, 18303)] {
            let far = try Self.run(["--pattern", "apart.rle", "--generations", String(generations), "--algorithm", "quicklife"],
                                   files: ["apart.rle": apart])
            #expect(far.population == 10 && far.box?.width == Int128(width))
        }
    }

    /// What run writes as macrocell, run reads back: the same plane, generation and box.
    @Test func macrocellFilesRoundTrip() throws {
        let r = try Self.run(["--pattern", "gosper-glider-gun", "--generations", "1000", "--json"])
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let file = try OutputFile.createNew(folder.file("gun.mc"), fileSystem: PosixFileSystem())
        try r.macrocellWriter()(file)
        try file.close()
        let text = String(decoding: try folder.bytes("gun.mc"), as: UTF8.self)
        #expect(text.hasPrefix("[M2]") && text.contains("#G 1000"))
        let back = try Self.run(["--pattern", "gun.mc", "--json"], files: ["gun.mc": text])
        #expect(back.json == r.json)
        let failure = Self.failure(["--pattern", "gun.mc", "--size", "64x64"], files: ["gun.mc": text])
        #expect(failure?.message.contains("is a macrocell file, which runs with HashLife on Golly's unbounded plane only") == true)
        #expect(throws: CommandFailure.self) { try Self.run(["--pattern", "glider", "--size", "8x8"]).macrocellWriter() }
    }

    @Test func argumentParserRejectsNonNumbers() {
        #expect(throws: (any Error).self) { try RunCommand.parse(["--generations", "many"]) }
    }

    @Test func isASubcommandWithHelp() {
        #expect(LifecamCommand.configuration.subcommands.contains { $0 == RunCommand.self })
        let help = RunCommand.helpMessage()
        for option in ["--pattern", "--rule", "--size", "--topology", "--generations", "--algorithm", "--step", "--max-memory",
                       "--random", "--seed", "--output", "--json"] {
            #expect(help.contains(option), "\(option)")
        }
    }
}
