import Foundation
import Testing
@testable import LifeCore

/// Golly's own pattern collection (Debian's `golly` package, which `make bench`
/// installs) is the best corpus of real-world files: every two-state file in
/// it must read, and only for the reasons we refuse on purpose may one fail.
@Suite struct GollyCollectionTests {
    static let root = "/usr/share/golly/Patterns"
    static let present = FileManager.default.fileExists(atPath: root + "/Life")

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

    @Test(.enabled(if: present)) func everyFileReadsOrIsRefusedOnPurpose() throws {
        let paths = Self.files()
        #expect(paths.count > 100)
        var read = 0
        for path in paths {
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
            do {
                let p = try Pattern.decode(bytes)
                #expect(p.population > 0, "\(path)")
                read += 1
            } catch {
                // LifeHistory and other named rules, Klein bottles, tubes; patterns past 16384 cells.
                #expect(error.kind == .rule || error.kind == .tooLarge, "\(path): \(error)")
            }
        }
        #expect(read > 100)
    }
}
