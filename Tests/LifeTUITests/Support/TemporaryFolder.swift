import Foundation
@testable import LifeApp

/// A fresh folder under the system's temporary folder, removed by `delete()`.
struct TemporaryFolder {
    let path: String

    init() throws {
        let base = FileManager.default.temporaryDirectory.path
        path = RecordingName.join(base, "lifecam-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    }

    func file(_ name: String) -> String { RecordingName.join(path, name) }

    /// The names in the folder, sorted (hidden temporary files included).
    func names() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }

    func bytes(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: file(name))))
    }

    func delete() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
