import Foundation
import Testing
@testable import LifeCore

/// Golly's headless `bgolly` (Debian's `golly` package, which `make test`
/// installs), run as the reference for rules and boards.
enum Bgolly {
    static let path = ["/usr/bin/bgolly", "/usr/games/bgolly"].first { FileManager.default.isExecutableFile(atPath: $0) }
    static var installed: Bool { path != nil }

    /// Runs bgolly with `arguments`; its exit status (output and errors are discarded).
    @discardableResult
    static func run(_ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(path))
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Runs bgolly quietly with `arguments` (which name `output` with `-o`) and
    /// reads back the board it writes, as the trimmed pattern it is.
    static func board(_ arguments: [String], output: String) throws -> Pattern {
        try? FileManager.default.removeItem(atPath: output)
        let status = try run(["-q", "-q"] + arguments)
        #expect(status == 0, "bgolly failed: \(arguments.joined(separator: " "))")
        return try Pattern.decode(Array(try Data(contentsOf: URL(fileURLWithPath: output))))
    }

    /// The rule as bgolly writes it back after reading `rule` in an RLE header
    /// (`-a Generations` when `generations`), or nil when bgolly refuses it.
    static func canonical(_ rule: String, generations: Bool, in folder: TemporaryFolder) throws -> String? {
        let start = folder.file("rule.rle"), out = folder.file("rule-out.rle")
        try? FileManager.default.removeItem(atPath: out)
        try "x = 1, y = 1, rule = \(rule)\no!\n".write(toFile: start, atomically: false, encoding: .utf8)
        let status = try run((generations ? ["-a", "Generations"] : []) + ["-q", "-q", "-m", "0", "-o", out, start])
        guard status == 0, let text = try? String(contentsOfFile: out, encoding: .utf8),
              let header = text.split(separator: "\n").first(where: { $0.hasPrefix("x") }),
              let range = header.range(of: "rule = ") else { return nil }
        return String(header[range.upperBound...]).trimmingCharacters(in: .whitespaces)
    }
}
