import Foundation
import Testing
@testable import LifeCore

/// lifecam's own rule files: each reads, answers as its definition says, and
/// (when Golly is installed) as Golly's file of the same name does, for every
/// neighbourhood of its states.
@Suite struct BuiltInRulesTests {
    static func builtIn(_ name: String) throws -> LoadedRule {
        let file = try RuleFile(Array(try #require(BuiltInRules.files[name]).utf8), kind: .rule, file: "\(name).rule")
        #expect(file.name == name)
        return try LoadedRule(name: name, rule: file, looks: file)
    }

    static func golly(_ name: String) throws -> LoadedRule {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: "/usr/share/golly/Rules/\(name).rule")))
        return try LoadedRule(name: name, rule: try RuleFile(bytes, kind: .rule, file: "\(name).rule"))
    }

    static let gollyInstalled = FileManager.default.fileExists(atPath: "/usr/share/golly/Rules/WireWorld.rule")

    /// Every neighbourhood of `states` states over `cells`, the others 0.
    static func forEachNeighbourhood(states: Int, cells: [NeighbourCell], _ body: ([UInt8]) -> Void) {
        var n = [UInt8](repeating: 0, count: 9)
        var count = 1
        for _ in cells { count *= states }
        for index in 0..<count {
            var rest = index
            for cell in cells {
                n[cell.rawValue] = UInt8(rest % states)
                rest /= states
            }
            body(n)
        }
    }

    @Test func wireWorldIsSilvermansRule() throws {
        let rule = try Self.builtIn("WireWorld")
        #expect(rule.states == 4 && rule.neighbourhood == .moore)
        var wrong = 0
        Self.forEachNeighbourhood(states: 4, cells: NeighbourCell.allCases) { n in
            let heads = n.indices.filter { $0 != NeighbourCell.c.rawValue && n[$0] == 1 }.count
            let expected: UInt8 = switch n[4] {
            case 1: 2
            case 2: 3
            case 3: heads == 1 || heads == 2 ? 1 : 3
            default: 0
            }
            if rule.diagram!.next(n) != expected { wrong += 1 }
        }
        #expect(wrong == 0)
    }

    @Test func anAntTurnsFlipsAndMoves() throws {
        let rule = try Self.builtIn("Langtons-Ant")
        // An ant heading north (2) on a white cell turns right and steps east: the cell turns black.
        #expect(rule.next(nw: 0, n: 0, ne: 0, w: 0, c: 2, e: 0, sw: 0, s: 0, se: 0) == 1)
        #expect(rule.next(nw: 0, n: 0, ne: 0, w: 2, c: 0, e: 0, sw: 0, s: 0, se: 0) == 3, "arrives heading east")
        // On a black cell (6, heading north) it turns left and steps west, into a black cell.
        #expect(rule.next(nw: 0, n: 0, ne: 0, w: 0, c: 0, e: 0, sw: 0, s: 0, se: 0) == 0)
        #expect(rule.next(nw: 0, n: 0, ne: 0, w: 0, c: 1, e: 6, sw: 0, s: 0, se: 0) == 9, "arrives heading west on black")
        #expect(rule.next(nw: 0, n: 3, ne: 0, w: 2, c: 0, e: 0, sw: 0, s: 0, se: 0) == 0, "two ants meeting vanish")
    }

    @Test(.enabled(if: gollyInstalled, "Golly's Rules folder is not installed"), arguments: [
        ("WireWorld", NeighbourCell.allCases), ("Langtons-Ant", [.n, .w, .c, .e, .s]),
    ])
    func answersAsGollysFileDoes(name: String, cells: [NeighbourCell]) throws {
        let ours = try Self.builtIn(name), theirs = try Self.golly(name)
        #expect(ours.states == theirs.states)
        var wrong = 0
        Self.forEachNeighbourhood(states: ours.states, cells: cells) { n in
            if ours.diagram!.next(n) != theirs.diagram!.next(n) { wrong += 1 }
        }
        #expect(wrong == 0)
    }
}
