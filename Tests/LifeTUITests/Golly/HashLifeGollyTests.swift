import Foundation
import Testing
@testable import LifeCore
@testable import LifeTUI

/// lifecam's HashLife against bgolly's (`-a HashLife -m N -o out.mc`), cell for
/// cell and position for position: bgolly's result is read back through
/// lifecam's macrocell reader and compared node by node, so even results of
/// billions of cells compare exactly. Without golly installed the tests skip.
@Suite struct HashLifeGollyTests {
    static let root = GollyCollectionTests.root
    static let enabled = GollyCollectionTests.present && Bgolly.installed

    /// Guns, puffers, breeders and spaceships at generations 10^3 ... 10^6.
    static let runs: [(String, Int)] = [
        ("Life/Guns/period-52-glider-gun.rle", 1_000), ("Life/Guns/period-52-glider-gun.rle", 1_000_000),
        ("Life/Puffers/puffer-train.rle", 10_000), ("Life/Puffers/puffer-train.rle", 1_000_000),
        ("Life/Breeders/switch-engine-breeder.rle", 100_000), ("Life/Breeders/breeder.lif", 1_000_000),
        ("Life/Spaceships/corderships.rle", 1_000_000), ("Life/Puffers/zigzag-wickstretcher.rle", 100_000),
        ("HashLife/ruler.mc", 1_000), ("HashLife/mosquito5.mc", 1 << 20), ("HashLife/wedge-grow.mc", 1 << 16),
    ]

    /// The plane of a Golly file: a macrocell file as it is, any other with its
    /// top-left cell at (0, 0), where bgolly puts a file without `#CXRLE Pos`.
    static func plane(_ path: String) throws -> HashLife {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        if bytes.starts(with: Array("[M2]".utf8)) {
            var decoder = MacrocellDecoder()
            try decoder.feed(bytes)
            let macrocell = try decoder.finish()
            let life = try HashLife(rule: macrocell.rule?.rule ?? .conway)
            try life.load(macrocell)
            return life
        }
        let pattern = try Pattern.decode(bytes)
        return try HashLife(pattern, at: GridPoint(x: 0, y: 0), rule: pattern.rule?.rule ?? .conway)
    }

    /// bgolly's HashLife at `generation` (absolute, as its `-m` counts), read back.
    static func golly(_ path: String, generation: Int, in folder: TemporaryFolder) throws -> HashLife {
        let start = folder.file("start" + (path.hasSuffix(".lif") ? ".lif" : path.hasSuffix(".mc") ? ".mc" : ".rle"))
        let out = folder.file("golly.mc")
        try? FileManager.default.removeItem(atPath: out)
        try? FileManager.default.removeItem(atPath: start)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        // Without #CXRLE, so bgolly puts the pattern's top-left at (0, 0) as `plane` does.
        try text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("#CXRLE") }
            .joined(separator: "\n").write(toFile: start, atomically: false, encoding: .utf8)
        let status = try Bgolly.run(["-q", "-q", "-a", "HashLife", "-m", String(generation), "-o", out, start])
        #expect(status == 0, "bgolly failed on \(path)")
        return try plane(out)
    }

    @Test(.enabled(if: enabled, "golly's bgolly is not installed"), arguments: runs)
    func sameCellsAsBgolly(file: String, generation: Int) throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let path = Self.root + "/" + file
        let ours = try Self.plane(path)
        try ours.advance(generations: generation - ours.generation)
        let theirs = try Self.golly(path, generation: generation, in: folder)
        #expect(ours.hasSameCells(as: theirs), "\(file) at \(generation)")
        #expect(ours.generation == theirs.generation && ours.population == theirs.population && ours.boundingBox == theirs.boundingBox)
    }

    /// What lifecam writes, bgolly reads back to the same pattern (bgolly
    /// rewrites it without stepping: its -m is the file's own generation).
    @Test(.enabled(if: enabled, "golly's bgolly is not installed"))
    func bgollyReadsWhatLifecamWrites() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        for (file, generation) in [("Life/Puffers/puffer-train.rle", 5_000), ("Life/Guns/period-52-glider-gun.rle", 0),
                                   ("HashLife/nick-gotts-2.mc", 300)] {
            let ours = try Self.plane(Self.root + "/" + file)
            try ours.advance(generations: generation)
            var bytes: [UInt8] = []
            ours.writeMacrocell(comments: ["written by lifecam"]) { bytes += $0 }
            let written = folder.file("ours.mc")
            try? FileManager.default.removeItem(atPath: written)
            try Data(bytes).write(to: URL(fileURLWithPath: written))
            let back = try Self.golly(written, generation: ours.generation, in: folder)
            #expect(back.hasSameCells(as: ours) && back.generation == ours.generation, "\(file)")
        }
    }
}
