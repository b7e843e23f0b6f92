import Foundation
import Testing
@testable import LifeCore
@testable import LifeApp
@testable import LifeTUI

/// Rules with B0 (empty cells with no live neighbour born), which Golly steps
/// through rules that keep the background empty (`Rule.Emulation`): B0 with
/// S8, B0 without S8 (the background strobes), and an isotropic one, on Golly's
/// grids, its tube and its plane, compared with bgolly's QuickLife cell for
/// cell at even and odd generations, a few and many.
@Suite struct B0GollyTests {
    static let rules = ["B0123478/S01234678", "B013568/S01", "B0/S1", "B02ae3/S01e8", "B03-cn/S1c23"]
    static let suffixes = ["T20,15", "K12*,9", "P12,9", "C11,10", "S10", "T0,20", ""]

    @Test(.enabled(if: Bgolly.installed, "golly's bgolly is not installed"), arguments: suffixes)
    func b0RulesMatchBgollyCellForCell(suffix: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        // A random blob: the whole grid when it is bounded, else 12x9 (its corners alive, so lifecam and
        // Golly both put it at the grid's corner, or centre it alike).
        let grid = suffix.isEmpty ? nil : try #require(try Grid(parsing: suffix))
        let (width, height) = grid.map { ($0.width == 0 ? 12 : $0.width, $0.height == 0 ? 9 : $0.height) } ?? (12, 9)
        for (index, rule) in Self.rules.enumerated() {
            var rng = SplitMix64(seed: UInt64(index))
            let rows = (0..<height).map { y in
                String((0..<width).map { x in
                    (x, y) == (0, 0) || (x, y) == (width - 1, height - 1) || Double.random(in: 0..<1, using: &rng) < 0.4 ? "o" : "b"
                })
            }
            let path = folder.file("p\(index).rle")
            try "x = \(width), y = \(height), rule = \(rule)\(suffix.isEmpty ? "" : ":" + suffix)\n\(rows.joined(separator: "$"))!\n"
                .write(toFile: path, atomically: false, encoding: .utf8)
            for generations in [1, 2, 7, 30, 301] {
                let ours = try GollyCollectionTests.run(path, generations: generations)
                let theirs = try Bgolly.board(["-a", "QuickLife", "-m", String(generations), "-o", folder.file("golly.rle"), path],
                                              output: folder.file("golly.rle"))
                let what = "\(rule):\(suffix) after \(generations)"
                #expect(ours.population == theirs.population, "\(what)")
                // On the plane B0 with S8 runs on HashLife, the other rules on the board standing in for it.
                #expect(try #require(ours.livePattern()).pattern.liveCells == theirs.liveCells, "\(what)")
            }
        }
    }
}
