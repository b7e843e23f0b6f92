import Foundation
import Testing
@testable import LifeCore

/// A soup that `lifecam run` and bgolly both run, set up once for the suites
/// that make one: the rule and grid `RULE:SUFFIX` names, a temporary folder,
/// and the board the caller fills (with its own seeded generator) written
/// there as `soup.rle` for both programs to read.
struct GollySoup {
    let spec: RuleSpec
    let grid: Grid
    let rule: Rule
    let folder: TemporaryFolder

    init(rule: String, suffix: String) throws {
        spec = try RuleSpec(parsingAny: rule + ":" + suffix)
        grid = try #require(spec.grid)
        self.rule = try #require(spec.rule)
        folder = try TemporaryFolder()
    }

    /// `board`'s cells, trimmed, as `soup.rle` under the rule and its grid; the file's path.
    func write(_ board: Board) throws -> String {
        let path = folder.file("soup.rle")
        try RLEWriter.encode(board.extractPattern().pattern, rule: spec).write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    /// bgolly's board after `generations` of the soup at `path`, run with `algorithm` (`-a`; nil: its default).
    func bgolly(_ path: String, generations: Int, algorithm: String? = nil) throws -> Pattern {
        let out = folder.file("golly-\(generations).rle")
        return try Bgolly.board((algorithm.map { ["-a", $0] } ?? []) + ["-m", String(generations), "-o", out, path], output: out)
    }
}
