import Foundation
import Testing
@testable import LifeApp

@Suite struct KeyMapDocumentationTests {
    /// The README's key table lists every binding, spelled as help spells it.
    @Test func readmeListsEveryBinding() throws {
        let readme = try String(contentsOf: DocumentationTests.root.appendingPathComponent("README.md"), encoding: .utf8)
        for binding in KeyMap.bindings {
            #expect(readme.contains("\n| \(binding.keys) |") || readme.contains("\n| \(binding.keys),"),
                    "README misses the \(binding.keys) key")
        }
    }
}
