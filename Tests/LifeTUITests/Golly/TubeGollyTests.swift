import Foundation
import Testing
@testable import LifeCore
@testable import LifeApp
@testable import LifeTUI

/// Grids with one unbounded side (Golly's tube `:T0,68` and its kin) in
/// `lifecam run`, against bgolly state for state: Golly's own tube file to
/// generation 2000, and soups under two-state, isotropic and Generations rules
/// that spread past the board lifecam starts with, so it grows.
@Suite struct TubeGollyTests {
    static let tubeFile = GollyCollectionTests.root + "/Life/Bounded-Grids/pulsars-in-tube.rle"

    @Test(.enabled(if: FileManager.default.fileExists(atPath: tubeFile) && Bgolly.installed,
                   "golly's patterns or bgolly are not installed"),
          arguments: [0, 1, 10, 100, 1000, 2000])
    func gollysTubeMatchesBgolly(generations: Int) throws {
        let temporary = try TemporaryFolder()
        defer { temporary.delete() }
        let ours = try GollyCollectionTests.run(Self.tubeFile, generations: generations)
        let out = temporary.file("golly.rle")
        let theirs = try Bgolly.board(["-m", String(generations), "-o", out, Self.tubeFile], output: out)
        #expect(ours.population == theirs.population)
        #expect(ours.live.pattern.liveCells == theirs.liveCells)
        #expect(ours.gridSuffix == ":T0,68")
        #expect(ours.json.contains("\"width\":0,\"height\":68,\"topology\":\"tube\",\"grid\":\":T0,68\""))
    }

    static let soups = [
        ("B3/S23", "T0,20"), ("B3/S23", "T24,0"), ("B3/S23", "P0,20"), ("B3/S23", "P24,0"), ("B36/S23", "T0,70"),
        ("B2-a/S12", "T0,24"), ("B3-cnqy/S23-a", "T20,0"), ("345/2/4", "T0,20"), ("/2/3", "P24,0"), ("/2/3", "T0,9"),
    ]

    /// A 30x30 soup of every state of the rule on the grid (cut to its finite
    /// side), run by `lifecam run` and by bgolly: the same cells in the same
    /// states, and `--output`'s RLE read back by bgolly gives the same board.
    @Test(.enabled(if: Bgolly.installed, "golly's bgolly is not installed"), arguments: soups)
    func soupsMatchBgollyStateForState(rule: String, suffix: String) throws {
        let soup = try GollySoup(rule: rule, suffix: suffix)
        defer { soup.folder.delete() }
        let grid = soup.grid, rule = soup.rule
        var rng = SplitMix64(seed: 11)
        let width = grid.width == 0 ? 30 : grid.width, height = grid.height == 0 ? 30 : grid.height
        var board = try Board(width: width, height: height, topology: .bounded, rule: rule)
        for y in 0..<height {
            for x in 0..<width where Double.random(in: 0..<1, using: &rng) < 0.4 {
                // Mostly live cells, the rest in any dying state.
                let dying = rule.isGenerations && Int.random(in: 0..<3, using: &rng) == 0
                board.setState(dying ? Int.random(in: 2..<rule.states, using: &rng) : 1, x: x, y: y)
            }
        }
        let path = try soup.write(board)
        for generations in [0, 1, 10, 100, 400] {
            let ours = try GollyCollectionTests.run(path, generations: generations)
            let theirs = try soup.bgolly(path, generations: generations, algorithm: rule.isGenerations ? "Generations" : nil)
            #expect(ours.population == UInt128(theirs.population), "\(rule):\(suffix) at \(generations)")
            #expect(GenerationsGollyTests.rows(ours.live.pattern) == GenerationsGollyTests.rows(theirs),
                    "\(rule):\(suffix) at \(generations)")
        }
    }
}
