import Foundation
import Testing
@testable import LifeCore
@testable import LifeApp
@testable import LifeTUI

/// `lifecam run` on Golly's unbounded plane against bgolly, files as they are
/// (`#CXRLE Pos=` and all, which both honour): bgolly's board (`-o out.mc`) is
/// read back into a plane and compared node by node, so the cells, their
/// position in Golly's coordinates, the population and the box must all agree.
/// Without golly installed the tests skip.
@Suite struct RunPlaneGollyTests {
    static let root = GollyCollectionTests.root + "/Life/"

    /// Guns, puffers, spaceships and the two giants at 10^3 ... 10^6.
    static let runs: [(String, Int)] = [
        ("Guns/2c5-spaceship-gun-p416.rle", 1_000), ("Guns/gun-p165mwss.rle", 10_000),
        ("Guns/p59-gun-with-Snark-reflectors.rle", 100_000), ("Guns/vacuum-cleaner.rle", 1_000_000),
        ("Puffers/pi-fuse-puffer.rle", 1_000), ("Puffers/p100-H-track-puffer.rle", 100_000),
        ("Puffers/puffer-2c5.rle", 1_000_000), ("Spaceships/c4-diagonal.rle", 10_000),
        ("Spaceships/Cordership-boat-burner.rle", 100_000), ("Spaceships/2c5-orthogonal.rle", 1_000_000),
        ("Breeders/switch-engine-ping-pong.rle", 1_000), ("Signal-Circuitry/constructor-memory-loop.rle", 1_000),
    ]

    @Test(.enabled(if: HashLifeGollyTests.enabled, "golly's bgolly is not installed"), arguments: runs)
    func runMatchesBgollyOnThePlane(file: String, generations: Int) throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let result = try RunJob.execute(RunOptions(pattern: Self.root + file, generations: [generations]),
                                        read: PatternFiles().readLoaded)
        guard let ours = result.plane else {
            Issue.record("\(file) did not run on the plane")
            return
        }
        let out = folder.file("golly.mc")
        let status = try Bgolly.run(["-q", "-q", "-a", "HashLife", "-m", String(generations), "-o", out, Self.root + file])
        #expect(status == 0, "bgolly failed on \(file)")
        let theirs = try HashLifeGollyTests.plane(out)
        #expect(ours.hasSameCells(as: theirs), "\(file) at \(generations)")
        #expect(result.population == theirs.population && result.box == theirs.boundingBox, "\(file) at \(generations)")
        #expect(result.generation == generations && theirs.generation == generations)
    }

    /// A B0 rule without S8 (Life-Like's p168 knightship, B013568/S01) on the
    /// board standing in for the plane: at odd generations the background is
    /// alive, and, as bgolly's QuickLife, run holds, reports and writes the
    /// cells that differ from it (25 at generation 1), generation after
    /// generation, far past the 64 a fixed torus stood in for exactly.
    @Test(.enabled(if: HashLifeGollyTests.enabled, "golly's bgolly is not installed"), arguments: [0, 1, 2, 3, 11, 1001, 5000])
    func aStrobingRuleReportsWhatDiffersFromItsBackground(generations: Int) throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let file = GollyCollectionTests.root + "/Life-Like/p168-knightship.rle"
        let result = try GollyCollectionTests.run(file, generations: generations)
        let golly = try Bgolly.board(["-a", "QuickLife", "-m", String(generations), "-o", folder.file("golly.rle"), file],
                                     output: folder.file("golly.rle"))
        let ours = try #require(result.livePattern()).pattern
        #expect(result.population == golly.population)
        #expect(ours.population == golly.population && ours.width == golly.width && ours.height == golly.height)
        #expect(Set(ours.liveCells) == Set(golly.liveCells))
    }
}
