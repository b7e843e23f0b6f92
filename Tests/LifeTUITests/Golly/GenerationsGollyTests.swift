import Foundation
import Testing
@testable import LifeCore
@testable import LifeApp
@testable import LifeTUI

/// Generations rules end to end in `lifecam run`, against bgolly's Generations
/// algorithm (`-a Generations`): Golly's own Generations files, and soups of
/// every state on each kind of grid, compared state for state; and the
/// multi-state RLE `run --output` writes is what bgolly writes, byte for byte.
@Suite struct GenerationsGollyTests {
    static let folder = GollyCollectionTests.root + "/Generations"
    static let present = FileManager.default.fileExists(atPath: folder)

    /// Golly's Generations files: 2 RLE (unbounded) and 15 MCell (each on its `#BOARD`).
    static func files() -> [String] {
        let all = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return all.filter { $0.hasSuffix(".rle") || $0.hasSuffix(".mcl") }.sorted().map { folder + "/" + $0 }
    }

    /// Rows of states, `.` for 0 and Golly's letters for the others (one or two characters a cell).
    static func rows(_ p: Pattern) -> [String] {
        (0..<p.height).map { y in
            (0..<p.width).map { x -> String in
                let s = p.state(x: x, y: y)
                guard s > 0 else { return "." }
                let (tag, second) = RLEWriter.letters(s)
                return String(decoding: [tag] + (second.map { [$0] } ?? []), as: UTF8.self)
            }.joined()
        }
    }

    static func bgolly(_ path: String, generations: Int, in temporary: TemporaryFolder) throws -> Pattern {
        let out = temporary.file("golly-\(generations).rle")
        return try Bgolly.board(["-a", "Generations", "-m", String(generations), "-o", out, path], output: out)
    }

    /// Every file, at generations 0, 1, 10, 100 and 1000: the MCell files on
    /// their grids, the two unbounded ones (`Delta.rle`, `Sawfish.rle`) on
    /// Golly's plane, in tiles where the cells are (`TiledPlane`).
    @Test(.enabled(if: present && Bgolly.installed, "golly's Generations patterns or bgolly are not installed"))
    func gollysFilesMatchBgolly() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.delete() }
        var compared = 0
        for path in Self.files() {
            for generations in [0, 1, 10, 100, 1000] {
                let ours = try GollyCollectionTests.run(path, generations: generations)
                if !ours.ranInTiles, ours.grid == nil { Issue.record("\(path) did not run in tiles on the plane") }
                let theirs = try Self.bgolly(path, generations: generations, in: temporary)
                #expect(ours.population == theirs.population, "\(path) at \(generations)")
                #expect(Self.rows(try #require(ours.livePattern()).pattern) == Self.rows(theirs), "\(path) at \(generations)")
                compared += 1
            }
        }
        print("Golly's Generations files: \(Self.files().count) files, \(compared) boards compared with bgolly's")
        #expect(Self.files().count >= 17 && compared >= 2 * 3 + 15 * 5)
    }

    static let soups = [
        ("/2/3", "T40,30"), ("345/2/4", "K40*,30"), ("2/13/25", "C33,20"), ("12/34/30", "S31"), ("3458/37/4", "P70,9"),
        ("B2-a/S12/5", "T66+3,5"), ("/2/256", "T70,6"),
    ]

    /// A soup of every state of the rule on its grid, run by `lifecam run` and by
    /// bgolly; lifecam's `--output` after the run is bgolly's output line for line.
    @Test(.enabled(if: Bgolly.installed, "golly's bgolly is not installed"), arguments: soups)
    func soupsMatchBgollyStateForState(rule: String, suffix: String) throws {
        let soup = try GollySoup(rule: rule, suffix: suffix)
        defer { soup.folder.delete() }
        let grid = soup.grid
        var rng = SplitMix64(seed: 7)
        var board = try Board(width: grid.width, height: grid.height, topology: grid.topology, rule: soup.rule)
        for y in 0..<grid.height {
            for x in 0..<grid.width where Double.random(in: 0..<1, using: &rng) < 0.45 || (x, y) == (0, 0) {
                board.setState(Int.random(in: 1..<soup.rule.states, using: &rng), x: x, y: y)
            }
        }
        board.setState(1, x: grid.width - 1, y: grid.height - 1)   // corners filled: both put it at the grid's corner
        let path = try soup.write(board)
        for generations in [0, 1, 10, 100] {
            let ours = try GollyCollectionTests.run(path, generations: generations)
            let theirs = try soup.bgolly(path, generations: generations, algorithm: "Generations")
            let out = soup.folder.file("golly-\(generations).rle")
            #expect(ours.population == theirs.population, "\(rule):\(suffix) at \(generations)")
            #expect(Self.rows(ours.live.pattern) == Self.rows(theirs), "\(rule):\(suffix) at \(generations)")
            let dataLines = { (text: String) in text.split(separator: "\n").drop { !$0.hasPrefix("x") } }
            #expect(dataLines(try ours.rle()) == dataLines(try String(contentsOfFile: out, encoding: .utf8)), "\(rule):\(suffix) at \(generations)")
        }
    }
}
