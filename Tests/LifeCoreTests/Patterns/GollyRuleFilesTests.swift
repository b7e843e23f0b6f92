import Foundation
import Testing
@testable import LifeCore

/// Every rule file Golly ships (Debian's `golly` puts them in
/// /usr/share/golly/Rules) reads, compiles and keeps its states and looks.
@Suite struct GollyRuleFilesTests {
    static let folder = "/usr/share/golly/Rules"
    static var installed: Bool { FileManager.default.fileExists(atPath: folder) }
    static var names: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".rule") }.sorted()
    }

    static func read(_ name: String) throws -> RuleFile {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: "\(folder)/\(name)")))
        return try RuleFile(bytes, kind: .rule, file: name)
    }

    @Test(.enabled(if: installed, "Golly's Rules folder is not installed"), arguments: names)
    func everyGollyRuleReads(name: String) throws {
        let file = try Self.read(name)
        #expect(file.name == String(name.dropLast(5)))
        #expect(file.warnings.isEmpty, "\(file.warnings)")
        let text = try String(contentsOfFile: "\(Self.folder)/\(name)", encoding: .utf8)
        let declared = text.split(whereSeparator: \.isNewline).first { $0.hasPrefix("n_states:") || $0.hasPrefix("num_states=") }
        if let declared {
            #expect(file.states == Int(declared.split(whereSeparator: { $0 == ":" || $0 == "=" }).last!))
        } else {
            #expect(!file.hasRule)
        }
    }
}
