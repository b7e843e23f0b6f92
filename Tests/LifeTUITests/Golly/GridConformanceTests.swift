import Foundation
import Testing
@testable import LifeCore
@testable import LifeApp
@testable import LifeTUI

/// Every kind of Golly grid, compared with bgolly cell for cell: a random
/// board filling the whole grid (its corners alive, so lifecam and Golly both
/// put it at the grid's corner) is run by `lifecam run` and by bgolly for a few
/// generations, and the live cells must be the same. The sizes straddle the
/// 64-cell words and include grids one cell across.
@Suite struct GridConformanceTests {
    static let suffixes = [
        "T12,9", "T12+5,9", "T12-3,9", "T12,9+4", "T12,9-2", "T130+64,5", "K12*,9", "K12*+1,9", "K12,9*", "K12,10*+1",
        "K13,10*+1", "K65*+1,4", "K128*+1,7", "K1,6*", "K6*,5", "C12,9", "C11,10", "C66,3", "C7,1", "C5,5", "S10", "S9",
        "S70", "S5", "S1", "S2", "P12,9", "T1,7", "T64,3",
    ]

    @Test(.enabled(if: Bgolly.installed, "golly's bgolly is not installed"), arguments: suffixes)
    func boardsMatchBgollyCellForCell(suffix: String) throws {
        let grid = try #require(try Grid(parsing: suffix))
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        for seed in UInt64(0)..<3 {
            var rng = SplitMix64(seed: seed)
            var rows: [String] = []
            for y in 0..<grid.height {
                rows.append(String((0..<grid.width).map { x in
                    let corner = (x, y) == (0, 0) || (x, y) == (grid.width - 1, grid.height - 1)
                    return corner || Double.random(in: 0..<1, using: &rng) < 0.4 ? "o" : "b"
                }))
            }
            let path = folder.file("p\(seed).rle")
            try "x = \(grid.width), y = \(grid.height), rule = B3/S23:\(suffix)\n\(rows.joined(separator: "$"))!\n"
                .write(toFile: path, atomically: false, encoding: .utf8)
            for generations in [1, 5, 30] {
                let ours = try GollyCollectionTests.run(path, generations: generations)
                let theirs = try Bgolly.board(["-m", String(generations), "-o", folder.file("golly.rle"), path],
                                              output: folder.file("golly.rle"))
                #expect(ours.population == theirs.population, "\(suffix) seed \(seed) after \(generations)")
                #expect(ours.live.pattern.liveCells == theirs.liveCells, "\(suffix) seed \(seed) after \(generations)")
            }
        }
    }
}
