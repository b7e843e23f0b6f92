import Foundation
import LifeTestSupport
import Testing
@testable import LifeCore

/// Larger than Life against bgolly's own algorithm (`-a "Larger than Life"`):
/// random rules of every neighbourhood, state count and middle setting
/// (`LtLReference.randomRule`) on random soups, on tori and planes of random
/// sizes (twice the range among them) and on Golly's unbounded plane,
/// compared cell for cell at generations 1, 10 and 100; and rule texts in
/// both notations, with suffixes, written back as bgolly writes them.
@Suite struct LargerThanLifeGollyTests {
    /// The soup's rows as bgolly steps them (`rule` the header's rule text).
    static func theirs(_ rows: [[UInt8]], rule: String, generations: Int, in folder: TemporaryFolder) throws -> [[UInt8]] {
        let start = folder.file("soup.rle"), out = folder.file("out.rle")
        try StateRLE(rule: rule, rows: rows).description.write(toFile: start, atomically: false, encoding: .utf8)
        try? FileManager.default.removeItem(atPath: out)
        let status = try Bgolly.run(["-q", "-q", "-a", "Larger than Life", "-m", String(generations), "-o", out, start])
        #expect(status == 0, "bgolly failed on \(rule)")
        return try StateRLE(decoding: String(contentsOfFile: out, encoding: .utf8)).trimmed
    }

    /// The universe's cells in their box (none: empty).
    static func ours(_ universe: any LifeAlgorithm) throws -> [[UInt8]] {
        guard let box = universe.boundingBox else { return [] }
        return (0..<Int(box.height)).map { y in
            (0..<Int(box.width)).map { x in UInt8(universe.state(x: Int(box.x) + x, y: Int(box.y) + y)) }
        }
    }

    @Test(.enabled(if: Bgolly.installed, "bgolly is not installed"), arguments: 0..<24)
    func randomRulesOnGridsMatchBgolly(seed: Int) throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let unbounded = seed % 4 == 3
        let rule = LtLReference.randomRule(seed: UInt64(seed) &+ 7000, maxRange: 8, allowB0: !unbounded)
        var rng = SplitMix64(seed: UInt64(seed))
        let least = 2 * rule.range
        let width = seed % 6 == 0 ? least : Int.random(in: least...(least + 60), using: &rng)
        let height = seed % 6 == 1 ? least : Int.random(in: least...(least + 60), using: &rng)
        let suffix = unbounded ? "" : ":\(seed % 2 == 0 ? "T" : "P")\(width),\(height)"
        let rows = LtLReference.soup(width: unbounded ? 12 : width, height: unbounded ? 9 : height, states: rule.states,
                                     density: [0.5, 0.3, 0.7][seed % 3], seed: UInt64(seed))
        let text = "\(rule)\(suffix)"
        let spec = try RuleSpec(parsing: text)
        let pattern = try Pattern.decode(Array(StateRLE(rule: text, rows: rows).description.utf8))
        let (universe, _) = try Universe.make(.largerThanLife, rule: .largerThanLife(rule), grid: spec.grid,
                                              contents: Universe.Contents(pattern: pattern))
        for generations in [1, 10, 100] {
            try universe.step(generations - universe.generation)
            let golly = try Self.theirs(rows, rule: text, generations: generations, in: folder)
            let mine = try Self.ours(universe)
            let boxes = "boxes \(mine.first?.count ?? 0)x\(mine.count) and \(golly.first?.count ?? 0)x\(golly.count)"
            #expect(mine == golly, "\(text) at generation \(generations): \(boxes)")
            guard mine == golly else { return }
        }
    }

    /// Rule texts as bgolly writes them back in its output's header.
    @Test(.enabled(if: Bgolly.installed, "bgolly is not installed"), arguments: 0..<40)
    func rulesAreWrittenAsBgollyWritesThem(seed: Int) throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        var rng = SplitMix64(seed: UInt64(seed))
        let rule = LtLReference.randomRule(seed: UInt64(seed) &+ 9000, maxRange: 500)
        let c = [0, 1, 2, rule.states].randomElement(using: &rng)!
        let m = rule.middle ? 1 : 0
        var text = seed % 5 == 4 && rule.neighbourhood == .moore && m == 1 && c < 3
            ? "\(rule.range),\(rule.birth.lowerBound),\(rule.birth.upperBound),\(rule.survival.lowerBound),\(rule.survival.upperBound)"
            : "R\(rule.range),C\(c),M\(m),S\(rule.survival.lowerBound)..\(rule.survival.upperBound),"
                + "B\(rule.birth.lowerBound)..\(rule.birth.upperBound),N\(rule.neighbourhood.letter)"
        let suffixes = ["", ":T", ":P", ":t\(Int.random(in: 0...2000, using: &rng))", ":P\(Int.random(in: 0...900, using: &rng)),",
                        ":T\(Int.random(in: 0...3000, using: &rng)),\(Int.random(in: 0...3000, using: &rng))"]
        text += suffixes[seed % suffixes.count]
        if rule.birth.lowerBound == 0, seed % suffixes.count == 0 { text += ":T" }
        let start = folder.file("rule.rle"), out = folder.file("rule-out.rle")
        try "x = 1, y = 1, rule = \(text)\no!\n".write(toFile: start, atomically: false, encoding: .utf8)
        try? FileManager.default.removeItem(atPath: out)
        let status = try Bgolly.run(["-a", "Larger than Life", "-q", "-q", "-m", "0", "-o", out, start])
        let written = try String(contentsOfFile: out, encoding: .utf8)
        let header = try #require(written.split(separator: "\n").first { $0.hasPrefix("x") }, "bgolly (status \(status)) on \(text)")
        let theirs = try #require(header.range(of: "rule = ").map { String(header[$0.upperBound...]) })
        #expect(try RuleSpec(parsing: text).description == theirs)
    }
}
