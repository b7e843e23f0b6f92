import Foundation
import Testing
@testable import LifeCore
@testable import LifeTUI

/// Rules from rule files on Golly's bounded grids, stepped by `StateBoard`
/// and by bgolly's RuleLoader (`-a RuleLoader -s FOLDER/`), compared cell for
/// cell: every rule file Golly ships with a table or tree, and random tables
/// of every neighbourhood and symmetry (up to 256 states) and random trees,
/// on random soups of all their states, on several grids, at generations 1,
/// 10 and 100.
@Suite struct RuleLoaderGollyTests {
    static let gollyRules = "/usr/share/golly/Rules"
    static let present = FileManager.default.fileExists(atPath: gollyRules)

    /// The grids the rules run on, taken in turn.
    static let suffixes = ["T40,30", "P37,29", "K36*,30", "K35,28*+1", "C33,31", "S32", "T40+7,30", "T38,30-4"]

    /// Golly's rule files that have a table or tree.
    static let gollyNames: [String] = {
        let all = (try? FileManager.default.contentsOfDirectory(atPath: gollyRules)) ?? []
        return all.filter { $0.hasSuffix(".rule") }.sorted().map { String($0.dropLast(5)) }.filter { name in
            let text = (try? String(contentsOfFile: "\(gollyRules)/\(name).rule", encoding: .utf8)) ?? ""
            return text.split(whereSeparator: \.isNewline).contains { $0 == "@TABLE" || $0 == "@TREE" }
        }
    }()

    /// The rule as lifecam finds it in `folder` (as bgolly's `-s`).
    static func load(_ name: String, from folder: String) throws -> LoadedRule {
        try RuleFinder(folders: [folder]) { path throws(RuleFindError) in try RuleFolders.read(path) }.rule(named: name)
    }

    /// A soup filling a `width × height` grid: each cell 0 with probability
    /// 1 − `density`, else a state drawn evenly from the rule's others.
    static func soup(width: Int, height: Int, states: Int, density: Double, seed: UInt64) -> [[UInt8]] {
        var rng = SplitMix64(seed: seed)
        return (0..<height).map { _ in
            (0..<width).map { _ in
                Double.random(in: 0..<1, using: &rng) < density ? UInt8(Int.random(in: 1..<states, using: &rng)) : 0
            }
        }
    }

    /// A board of `rule` on `grid` holding `rows`.
    static func board(_ rule: LoadedRule, _ rows: [[UInt8]], grid: Grid) throws -> StateBoard {
        var board = try StateBoard(width: grid.width, height: grid.height, topology: grid.topology, rule: rule)
        for (y, row) in rows.enumerated() { for (x, s) in row.enumerated() { board[x, y] = s } }
        return board
    }

    /// The board's cells, cut to those in a state other than 0.
    static func trimmed(_ board: StateBoard) -> [[UInt8]] {
        StateRLE(rule: board.rule.name, rows: (0..<board.height).map { Array(board.row($0)) }).trimmed
    }

    /// The soup as bgolly's RuleLoader (or `algorithm`) steps it, with `folder` as its rules folder.
    static func theirs(_ soup: StateRLE, folder: String, generations: Int, algorithm: String = "RuleLoader",
                       in temporary: TemporaryFolder) throws -> [[UInt8]] {
        let start = temporary.file("soup.rle"), out = temporary.file("out.rle")
        try soup.description.write(toFile: start, atomically: false, encoding: .utf8)
        try? FileManager.default.removeItem(atPath: out)
        let status = try Bgolly.run(["-q", "-q", "-a", algorithm, "-s", folder + "/", "-m", String(generations), "-o", out, start])
        #expect(status == 0, "bgolly failed on \(soup.rule)")
        return try StateRLE(decoding: String(contentsOfFile: out, encoding: .utf8)).trimmed
    }

    /// Where two boards of rows differ, briefly; nil when they are the same.
    static func difference(_ a: [[UInt8]], _ b: [[UInt8]]) -> String? {
        guard a != b else { return nil }
        guard a.count == b.count, a.first?.count == b.first?.count else {
            return "occupied boxes \(a.first?.count ?? 0)x\(a.count) and \(b.first?.count ?? 0)x\(b.count)"
        }
        let cells = a.indices.flatMap { y in a[y].indices.filter { a[y][$0] != b[y][$0] }.map { (x: $0, y: y) } }
        let first = cells[0]
        return "\(cells.count) cells differ, first (\(first.x), \(first.y)) of the box: \(a[first.y][first.x]) and \(b[first.y][first.x])"
    }

    /// Compares a soup of `rule` on each grid at generations 1, 10 and 100 (bgolly's `algorithm`).
    static func compare(_ rule: LoadedRule, folder: String, suffixes: [String], seed: UInt64, algorithm: String = "RuleLoader") throws {
        let temporary = try TemporaryFolder()
        defer { temporary.delete() }
        for (k, suffix) in suffixes.enumerated() {
            let grid = try #require(try Grid(parsing: suffix))
            let density = [0.5, 0.25, 0.8][k % 3]
            let rows = soup(width: grid.width, height: grid.height, states: rule.states, density: density, seed: seed &+ UInt64(k))
            let soup = StateRLE(rule: "\(rule.name):\(suffix)", rows: rows)
            var ours = try board(rule, rows, grid: grid)
            for generations in [1, 10, 100] {
                ours.step(generations - ours.generation)
                let golly = try theirs(soup, folder: folder, generations: generations, algorithm: algorithm, in: temporary)
                let difference = difference(trimmed(ours), golly)
                #expect(difference == nil, "\(rule.name):\(suffix) at generation \(generations): \(difference ?? "")")
            }
        }
    }

    @Test(.enabled(if: present && Bgolly.installed, "Golly's rules or bgolly are not installed"), arguments: gollyNames)
    func gollysRulesMatchBgolly(name: String) throws {
        let rule = try Self.load(name, from: Self.gollyRules)
        let index = Self.gollyNames.firstIndex(of: name) ?? 0
        let grids = [Self.suffixes[index % Self.suffixes.count], Self.suffixes[(index + 3) % Self.suffixes.count]]
        try Self.compare(rule, folder: Self.gollyRules, suffixes: grids, seed: UInt64(index))
    }

    /// Every neighbourhood and symmetry Golly takes, with state counts up to 256.
    static let tableCases: [(RuleNeighbourhood, RuleSymmetry, Int)] = {
        let counts = [2, 3, 4, 5, 8, 17, 64, 256]
        var cases: [(RuleNeighbourhood, RuleSymmetry, Int)] = []
        for n in RuleNeighbourhood.allCases {
            for symmetry in n.symmetries { cases.append((n, symmetry, counts[cases.count % counts.count])) }
        }
        return cases
    }()

    /// A random table: variables over a few states (some bound by naming them
    /// twice), specific states, every transition's centre a state other than 0
    /// so that empty space stays empty.
    static func randomTable(_ n: RuleNeighbourhood, _ symmetry: RuleSymmetry, states: Int, seed: UInt64) -> String {
        var rng = SplitMix64(seed: seed)
        func someStates() -> [Int] { (0..<Int.random(in: 1...4, using: &rng)).map { _ in Int.random(in: 0..<min(states, 6), using: &rng) } }
        var lines = ["@RULE Random", "@TABLE", "n_states:\(states)", "neighborhood:\(n.keyword)", "symmetries:\(symmetry.keyword)"]
        let names = ["a", "b", "c", "d"]
        for name in names { lines.append("var \(name)={\(someStates().map { "\($0)" }.joined(separator: ","))}") }
        lines.append("var live={\((1..<states).map { "\($0)" }.joined(separator: ","))}")
        for _ in 0..<Int.random(in: 4...30, using: &rng) {
            let centre = Bool.random(using: &rng) ? "live" : String(Int.random(in: 1..<states, using: &rng))
            let cells = (1..<n.inputs.count).map { _ -> String in
                let r = Int.random(in: 0..<10, using: &rng)
                return r < 5 ? names[r % 4] : String(r < 8 ? 0 : Int.random(in: 0..<states, using: &rng))
            }
            let bound = names.first { name in cells.count { $0 == name } > 1 }
            let output = bound.flatMap { Bool.random(using: &rng) ? $0 : nil } ?? String(Int.random(in: 0..<states, using: &rng))
            lines.append(([centre] + cells + [output]).joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test(.enabled(if: Bgolly.installed, "bgolly is not installed"), arguments: tableCases.indices)
    func randomTablesMatchBgolly(index: Int) throws {
        let (n, symmetry, states) = Self.tableCases[index]
        let temporary = try TemporaryFolder()
        defer { temporary.delete() }
        let text = Self.randomTable(n, symmetry, states: states, seed: UInt64(index))
        try text.write(toFile: temporary.file("Random.rule"), atomically: false, encoding: .utf8)
        let rule = try Self.load("Random", from: temporary.path)
        let grid = Self.suffixes[index % Self.suffixes.count]
        try Self.compare(rule, folder: temporary.path, suffixes: [grid], seed: UInt64(index))
    }

    /// A random rule tree of `neighbours` (4 or 8): a few nodes at each depth,
    /// the all-0 neighbourhood sent to 0.
    static func randomTree(neighbours: Int, states: Int, seed: UInt64) -> String {
        var rng = SplitMix64(seed: seed)
        var nodes: [[Int]] = [], below: [Int] = []
        for depth in 1...(neighbours + 1) {
            var here: [Int] = []
            for _ in 0..<(depth == neighbours + 1 ? 1 : Int.random(in: 1...4, using: &rng)) {
                var entries = (0..<states).map { _ in depth == 1 ? Int.random(in: 0..<states, using: &rng) : below.randomElement(using: &rng)! }
                if depth == 1, here.isEmpty { entries[0] = 0 }
                if depth > 1, here.isEmpty { entries[0] = below[0] }
                here.append(nodes.count)
                nodes.append([depth] + entries)
            }
            below = here
        }
        let header = ["@RULE Random", "@TREE", "num_states=\(states)", "num_neighbors=\(neighbours)", "num_nodes=\(nodes.count)"]
        return (header + nodes.map { $0.map { "\($0)" }.joined(separator: " ") }).joined(separator: "\n") + "\n"
    }

    @Test(.enabled(if: Bgolly.installed, "bgolly is not installed"), arguments: [(4, 3), (4, 30), (8, 2), (8, 5), (8, 256)])
    func randomTreesMatchBgolly(neighbours: Int, states: Int) throws {
        let temporary = try TemporaryFolder()
        defer { temporary.delete() }
        try Self.randomTree(neighbours: neighbours, states: states, seed: UInt64(states)).write(
            toFile: temporary.file("Random.rule"), atomically: false, encoding: .utf8)
        let rule = try Self.load("Random", from: temporary.path)
        try Self.compare(rule, folder: temporary.path, suffixes: [Self.suffixes[states % Self.suffixes.count]], seed: UInt64(states))
    }
}
