import Foundation
import Testing
@testable import LifeCore
@testable import LifeApp
@testable import LifeTUI

/// Golly's own pattern collection (Debian's `golly` package, which `make test`
/// and `make bench` install) is the best corpus of real-world files. The goal:
/// every two-state pattern in `Patterns/Life` and `Patterns/Life-Like` runs
/// with `lifecam run`'s default options, LifeHistory files under Golly's
/// LifeHistory rule with all their states (found as `run` finds it), and the
/// board after a few generations is the one Golly's own `bgolly` makes, every
/// cell in its state.
/// Files that name no grid run with HashLife on Golly's unbounded plane, the
/// giants (200,000 cells across) too; under rules HashLife does not run (B0
/// without S8), in tiles where the cells are; Golly's tube, a grid
/// unbounded in one direction, on a board that grows along it. None is refused.
/// Without golly installed both tests report themselves skipped.
@Suite struct GollyCollectionTests {
    static let root = "/usr/share/golly/Patterns"
    static let present = FileManager.default.fileExists(atPath: root + "/Life")
    /// Generations compared with bgolly: even, so rules with B0 (whose
    /// background Golly flips every other generation) compare too.
    static let generations = 64

    /// Refusals on purpose: what lifecam cannot hold, and why.
    static let refusals: [(String, String)] = []

    static func files() -> [String] {
        guard present else { return [] }
        let extensions: Set = ["rle", "cells", "lif", "life"]
        var found: [String] = []
        for folder in ["Life", "Life-Like"] {
            let base = root + "/" + folder
            let all = FileManager.default.enumerator(atPath: base)?.compactMap { $0 as? String } ?? []
            found += all.filter { extensions.contains(($0 as NSString).pathExtension) }.map { base + "/" + $0 }
        }
        return found.sorted()
    }

    /// `lifecam run --pattern PATH [--generations N]` as the command runs it, rules found as it finds them.
    static func run(_ path: String, generations: Int = 0) throws -> RunResult {
        try RunJob.execute(RunOptions(pattern: path, generations: [generations]), read: PatternFiles().readLoaded,
                           findRule: RuleFolders.lookup(rules: nil, pattern: path, environment: [:]))
    }

    @Test(.enabled(if: present, "golly is not installed (/usr/share/golly/Patterns)"))
    func everyTwoStateFileRunsWithDefaultOptions() throws {
        let paths = Self.files()
        var ran = 0, history = 0, refused: [String: [String]] = [:]
        for path in paths {
            do {
                let result = try Self.run(path)
                #expect(result.population > 0, "\(path)")
                ran += 1
                if try String(contentsOfFile: path, encoding: .utf8).contains("LifeHistory") { history += 1 }
            } catch let failure as CommandFailure {
                let reason = Self.refusals.first { failure.message.contains($0.1) }?.0
                #expect(reason != nil && failure.status == .data, "\(path): \(failure.message)")
                refused[reason ?? "other", default: []].append((path as NSString).lastPathComponent)
            }
        }
        let why = refused.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value.joined(separator: ", "))" }
        print("Golly collection: \(paths.count) two-state files, \(ran) run with default options (\(history) of them LifeHistory), "
              + "\(paths.count - ran) refused (\(why.joined(separator: "; ")))")
        #expect(paths.count >= 150 && ran + refused.values.map(\.count).reduce(0, +) == paths.count)
        #expect(refused["other"] == nil)
    }

    @Test(.enabled(if: present && Bgolly.installed, "golly's bgolly is not installed"))
    func boardsMatchBgolly() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        var compared = 0, matched = 0
        for path in Self.files() {
            guard let ours = try? Self.run(path, generations: Self.generations) else { continue }
            compared += 1
            guard let cells = ours.livePattern()?.pattern else {
                // A giant: bgolly's board read back as run reads it, compared by population and box.
                let out = folder.file("giant.rle")
                try Bgolly.run(["-q", "-q", "-m", String(Self.generations), "-o", out, path])
                let theirs = try Self.run(out)
                let same = ours.population == theirs.population && ours.box?.width == theirs.box?.width
                    && ours.box?.height == theirs.box?.height
                if same { matched += 1 }
                #expect(same, "\(path): population or box differ after \(Self.generations) generations")
                try? FileManager.default.removeItem(atPath: out)
                continue
            }
            let theirs = try Self.bgollyPattern(path, in: folder)
            let same = cells.liveCells == theirs.liveCells && cells.liveCells.allSatisfy { cells.state(x: $0.x, y: $0.y) == theirs.state(x: $0.x, y: $0.y) }
            if same { matched += 1 }
            #expect(same, "\(path): the boards differ after \(Self.generations) generations")
        }
        print("Golly collection: \(matched) of the \(compared) files that run match bgolly after \(Self.generations) generations")
        #expect(compared == matched && compared >= 140)
    }

    /// bgolly's board after `generations` from the file as it is, read back (its
    /// LifeHistory output with every state) by lifecam's reader. Both place it as Golly does
    /// (`#CXRLE Pos=`, the header's size, the grid's corner); on a bounded grid
    /// the placement shows in the trimmed board.
    static func bgollyPattern(_ path: String, in folder: TemporaryFolder) throws -> Pattern {
        let out = folder.file("golly.rle")
        // LifeHistory is a rule file in Golly 3.3, found by the RuleLoader algorithm.
        let history = try String(contentsOfFile: path, encoding: .utf8).contains("LifeHistory")
        return try Bgolly.board((history ? ["-a", "RuleLoader", "-s", "/usr/share/golly/Rules/"] : [])
            + ["-m", String(generations), "-o", out, path], output: out)
    }
}
