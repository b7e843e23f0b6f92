import Foundation
import LifeTestSupport
import Testing
@testable import LifeCore

/// lifecam's multi-state HashLife (`GenericHashLife`) against bgolly's
/// RuleLoader (`-a RuleLoader -s /usr/share/golly/Rules/ -m N -o out.mc`),
/// which runs on Golly's `ghashbase`: both write the result as a macrocell
/// file, and the node lines must be the same, line for line (the same cells,
/// in the same places, in the same tree). Golly's multi-state macrocell files
/// and RLE files of rules Golly ships, and random soups, at several
/// generations. Without golly installed the tests skip.
@Suite struct GenericHashLifeGollyTests {
    static let patterns = GollyCollectionTests.root
    static let rules = RuleLoaderGollyTests.gollyRules
    static let enabled = GollyCollectionTests.present && RuleLoaderGollyTests.present && Bgolly.installed

    /// Golly's files and the generations they are compared at (counted from
    /// the file's own generation, as bgolly's -m counts from 0 and these files have none).
    static let runs: [(String, [Int])] = [
        ("WireWorld/primes.mc", [0, 1, 10, 100, 1000, 1 << 20]),
        ("Self-Rep/Codd/Goucher-replicator.mc.gz", [0, 1, 10, 100, 1000]),
        ("Loops/Langtons-Loops.rle", [1, 10, 100, 1000, 10_000]),
        ("Loops/Evoloop.rle", [1, 100, 1000]),
        ("Loops/Byl-Loop.rle", [1, 100, 1000]),
        ("Self-Rep/Devore/Devore-body.rle", [1, 100, 1000]),
        ("Self-Rep/Codd/signals-demo.rle", [1, 100, 1000]),
        ("Self-Rep/Banks/Banks-I-demo.rle", [1, 100, 1000]),
        ("Loops/Perrier-Loop.rle", [1, 100, 1000]),
        ("Other-Rules/HPP-demo-small.rle", [1, 100, 1000]),
        ("Other-Rules/Langtons-Ant.rle", [1, 100, 1000]),
        ("Turmites/TriangularAnt_period92.rle", [1, 100, 1000]),
    ]

    /// A file's bytes, gunzipped when it ends in `.gz`.
    static func bytes(_ path: String) throws -> [UInt8] {
        guard path.hasSuffix(".gz") else { return Array(try Data(contentsOf: URL(fileURLWithPath: path))) }
        let process = Process(), pipe = Pipe()
        process.executableURL = URL(fileURLWithPath: "/bin/gzip")
        process.arguments = ["-dc", path]
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Array(data)
    }

    static func rule(_ name: String, folder: String = rules) throws -> LoadedRule {
        let file = try RuleFile(Array(try Data(contentsOf: URL(fileURLWithPath: "\(folder)/\(name).rule"))), kind: .rule, file: "\(name).rule")
        return try LoadedRule(name: name, rule: file, looks: file)
    }

    /// The plane of a Golly file and its rule's name: a macrocell file as it
    /// is, an RLE file with its top-left cell at (0, 0), where bgolly puts a
    /// file without `#CXRLE Pos`.
    static func plane(_ path: String, folder: String = rules) throws -> (GenericHashLife, String) {
        let bytes = try bytes(path)
        if bytes.starts(with: Array("[M2]".utf8)) {
            var decoder = MacrocellDecoder()
            try decoder.feed(bytes)
            let macrocell = try decoder.finish()
            let name = try #require(macrocell.rule?.name)
            let life = GenericHashLife(rule: try rule(name, folder: folder))
            try life.load(macrocell)
            return (life, name)
        }
        let pattern = try Pattern.decode(bytes)
        let name = try #require(pattern.rule?.name)
        return (try GenericHashLife(pattern, at: GridPoint(x: 0, y: 0), rule: try rule(name, folder: folder)), name)
    }

    /// The node lines of a macrocell file (what follows `[M2]` and the `#` lines).
    static func nodeLines(_ text: String) -> [Substring] {
        text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.hasPrefix("[") }
    }

    static func written(_ life: GenericHashLife, rule: String) -> String {
        var bytes: [UInt8] = []
        life.writeMacrocell(rule: RuleSpec(named: rule)) { bytes += $0 }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// bgolly's RuleLoader's macrocell file of `path` at `generation`.
    static func golly(_ path: String, generation: Int, folder: String = rules, in temporary: TemporaryFolder) throws -> String {
        var start = path
        if path.hasSuffix(".gz") || !path.hasSuffix(".mc") {
            // Unzipped, and without #CXRLE, so bgolly puts the pattern's top-left at (0, 0) as `plane` does.
            start = temporary.file(path.hasSuffix(".rle") ? "start.rle" : "start.mc")
            let text = String(decoding: try bytes(path), as: UTF8.self)
            try? FileManager.default.removeItem(atPath: start)
            // Lines split as Characters: "\r\n" is one.
            try text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).filter { !$0.hasPrefix("#CXRLE") }
                .joined(separator: "\n").write(toFile: start, atomically: false, encoding: .utf8)
        }
        let out = temporary.file("golly.mc")
        try? FileManager.default.removeItem(atPath: out)
        let status = try Bgolly.run(["-q", "-q", "-a", "RuleLoader", "-s", folder + "/", "-m", String(generation), "-o", out, start])
        #expect(status == 0, "bgolly failed on \(path)")
        return try String(contentsOfFile: out, encoding: .utf8)
    }

    @Test(.enabled(if: enabled, "golly's bgolly or rules are not installed"), arguments: runs)
    func sameTreeAsBgolly(file: String, generations: [Int]) throws {
        let temporary = try TemporaryFolder()
        defer { temporary.delete() }
        let path = Self.patterns + "/" + file
        let (ours, name) = try Self.plane(path)
        for generation in generations {
            try ours.advance(generations: generation - ours.generation)
            let theirs = try Self.golly(path, generation: generation, in: temporary)
            let mine = Self.written(ours, rule: name)
            #expect(Self.nodeLines(mine) == Self.nodeLines(theirs), "\(file) at \(generation)")
            #expect(theirs.contains("#G \(generation)\n") || generation == 0)
        }
    }
}

/// Flow6's demos (macrocell files inside Golly's `Self-Rep/Flow6/Flow6.zip`,
/// with the rule file beside them), unpacked by `unzip`, and random soups of
/// every rule file Golly ships, of Generations rules and of random tables.
extension GenericHashLifeGollyTests {
    static let unzip = ["/usr/bin/unzip", "/bin/unzip"].first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test(.enabled(if: enabled && unzip != nil, "golly's bgolly, its patterns or unzip are not installed"))
    func flow6DemosMatchBgolly() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.delete() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Self.unzip))
        process.arguments = ["-q", "-o", Self.patterns + "/Self-Rep/Flow6/Flow6.zip", "-d", temporary.path]
        try process.run()
        process.waitUntilExit()
        // Flow6.rule writes `var a{0,1,2,3,4,5}` without '=', which Golly 3.3 reads as
        // `var a={...}` (its tokens split at '=', ' ', '{', ',' and '}') and lifecam's
        // reader refuses, as later Golly does; the rule for lifecam is written with '='.
        let ruleText = try String(contentsOfFile: temporary.file("Flow6.rule"), encoding: .utf8)
        let ours = temporary.file("ours")
        try FileManager.default.createDirectory(atPath: ours, withIntermediateDirectories: true)
        try ruleText.replacing(/var (\w+)\{/) { "var \($0.1)={" }.write(toFile: ours + "/Flow6.rule", atomically: false, encoding: .utf8)
        let files = try #require(FileManager.default.enumerator(atPath: temporary.path)).compactMap { $0 as? String }.filter { $0.hasSuffix(".mc") }
        #expect(files.count == 10)
        for file in files.sorted() {
            let path = temporary.file(file)
            let (ours, name) = try Self.plane(path, folder: ours)
            for generation in [0, 1, 10, 100, 1000] {
                try ours.advance(generations: generation - ours.generation)
                let theirs = try Self.golly(path, generation: generation, folder: temporary.path, in: temporary)
                #expect(Self.nodeLines(Self.written(ours, rule: name)) == Self.nodeLines(theirs), "\(file) at \(generation)")
            }
        }
    }

    /// Compares a soup of `rule` (bgolly's algorithm `algorithm`, its rules in
    /// `folder`) at generations 1, 10 and 100 on Golly's plane.
    static func compareSoup(_ rule: any NeighbourhoodRule, name: String, algorithm: String = "RuleLoader",
                            folder: String = rules, seed: UInt64) throws {
        let temporary = try TemporaryFolder()
        defer { temporary.delete() }
        let rows = RuleLoaderGollyTests.soup(width: 48, height: 40, states: rule.states, density: [0.5, 0.25, 0.8][Int(seed % 3)], seed: seed)
        let start = temporary.file("soup.rle")
        try StateRLE(rule: name, rows: rows).description.write(toFile: start, atomically: false, encoding: .utf8)
        let ours = GenericHashLife(rule: rule)
        var cells: [UInt8: [GridPoint]] = [:]
        for (y, row) in rows.enumerated() { for (x, s) in row.enumerated() where s != 0 { cells[s, default: []].append(GridPoint(x: x, y: y)) } }
        for (state, points) in cells { try ours.set(points, to: Int(state)) }
        for generation in [1, 10, 100] {
            try ours.advance(generations: generation - ours.generation)
            let out = temporary.file("golly.mc")
            try? FileManager.default.removeItem(atPath: out)
            let status = try Bgolly.run(["-q", "-q", "-a", algorithm, "-s", folder + "/", "-m", String(generation), "-o", out, start])
            #expect(status == 0, "bgolly failed on \(name)")
            let theirs = try String(contentsOfFile: out, encoding: .utf8)
            #expect(nodeLines(written(ours, rule: name)) == nodeLines(theirs), "\(name) soup at \(generation)")
        }
    }

    @Test(.enabled(if: enabled, "golly's bgolly or rules are not installed"), arguments: RuleLoaderGollyTests.gollyNames)
    func soupsOfGollysRulesMatchBgolly(name: String) throws {
        try Self.compareSoup(try Self.rule(name), name: name, seed: UInt64(name.utf8.count))
    }

    @Test(.enabled(if: Bgolly.installed, "bgolly is not installed"),
          arguments: [("/2/3", TestRules.Generations.briansBrain), ("345/2/4", TestRules.Generations.starWars),
                      ("23/3/2", TestRules.Generations(survival: [2, 3], birth: [3], states: 2))])
    func soupsOfGenerationsRulesMatchBgolly(name: String, rule: TestRules.Generations) throws {
        try Self.compareSoup(rule, name: name, algorithm: "Generations", seed: UInt64(rule.states))
    }

    @Test(.enabled(if: Bgolly.installed, "bgolly is not installed"), arguments: RuleLoaderGollyTests.tableCases.indices.filter { $0 % 3 == 0 })
    func soupsOfRandomTablesMatchBgolly(index: Int) throws {
        let (n, symmetry, states) = RuleLoaderGollyTests.tableCases[index]
        let temporary = try TemporaryFolder()
        defer { temporary.delete() }
        try RuleLoaderGollyTests.randomTable(n, symmetry, states: states, seed: UInt64(index) + 100)
            .write(toFile: temporary.file("Random.rule"), atomically: false, encoding: .utf8)
        try Self.compareSoup(try Self.rule("Random", folder: temporary.path), name: "Random", folder: temporary.path, seed: UInt64(index))
    }
}
