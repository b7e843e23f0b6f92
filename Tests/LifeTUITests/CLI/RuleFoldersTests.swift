import Foundation
import Testing
@testable import LifeCore
@testable import LifeApp
@testable import LifeTUI

/// The folders `lifecam` looks for rule files in, and reading them from disk.
@Suite struct RuleFoldersTests {
    @Test(arguments: [
        (["XDG_DATA_HOME": "/data", "HOME": "/home/u"], "/data/lifecam/rules"),
        (["XDG_DATA_HOME": "relative", "HOME": "/home/u"], "/home/u/.local/share/lifecam/rules"),
        (["HOME": "/home/u"], "/home/u/.local/share/lifecam/rules"),
        ([:], nil),
    ] as [([String: String], String?)])
    func theUsersFolderFollowsXDG(environment: [String: String], folder: String?) {
        #expect(RuleFolders.user(environment: environment) == folder)
    }

    @Test func thePatternsFolderFirstThenTheUsersThenGollys() {
        let env = ["HOME": "/home/u"]
        let user = "/home/u/.local/share/lifecam/rules"
        #expect(RuleFolders.folders(rules: nil, pattern: "/p/q/loops.rle", environment: env, exists: { _ in true })
            == ["/p/q", user, RuleFolders.golly])
        #expect(RuleFolders.folders(rules: "/mine", pattern: "loops.rle", environment: env, exists: { _ in false }) == [".", "/mine"])
        #expect(RuleFolders.folders(rules: nil, pattern: "-", environment: env, exists: { _ in false }) == [user])
        #expect(RuleFolders.folders(rules: nil, pattern: nil, environment: [:], exists: { _ in false }) == [])
    }

    @Test func findsARuleBesideThePatternOnDisk() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let text = "@RULE Spin\n@TABLE\nn_states:3\nneighborhood:Moore\nsymmetries:rotate4\n1,0,0,0,0,0,0,0,0,2\n@COLORS\n2 0 255 0\n"
        try text.write(toFile: folder.file("Spin.rule"), atomically: false, encoding: .utf8)
        let finder = RuleFolders.finder(rules: nil, pattern: folder.file("spin.rle"), environment: [:])
        let rule = try finder.rule(named: "Spin")
        #expect(rule.states == 3 && rule.colours[2] == RGB(0, 255, 0))
        #expect(throws: RuleFindError.self) { try finder.rule(named: "spin") }
    }

    @Test func readsOnlyRegularFiles() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        try FileManager.default.createDirectory(atPath: folder.file("Dir.rule"), withIntermediateDirectories: false)
        #expect(throws: RuleFindError.unreadable(path: folder.file("Dir.rule"), reason: "it is not a regular file")) {
            try RuleFolders.read(folder.file("Dir.rule"))
        }
        #expect(try RuleFolders.read(folder.file("None.rule")) == nil)
        #expect(throws: CommandFailure.self) { try RuleFolders.check(rules: folder.file("None")) }
        try RuleFolders.check(rules: folder.path)
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: RuleFolders.golly), "Golly's Rules folder is not installed"))
    func gollysWormsShareTheirIcons() throws {
        let finder = RuleFolders.finder(rules: "/nonexistent", pattern: nil, environment: [:])
        let worm = try finder.rule(named: "Worm-1040512")
        let shared = try RuleFile(Array(try Data(contentsOf: URL(fileURLWithPath: RuleFolders.golly + "/Worm-shared.rule"))),
                                  kind: .rule, file: "Worm-shared.rule")
        #expect(worm.icons != nil && worm.icons == shared.icons)
        #expect(try finder.rule(named: "WireWorld").colours[1] == RGB(0, 128, 255), "Golly's WireWorld before lifecam's own")
    }
}
