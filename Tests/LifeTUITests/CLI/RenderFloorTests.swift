import LifeCore
import LifeTestSupport
import Testing
@testable import LifeApp
@testable import LifeTUI

/// `--floor`: rendered frames decoded back and compared, every pixel of every
/// frame, with the Life mask (`--source none`: the mask over white) and the
/// video (`--mask none`: the video alone) rendered from the same seed.
/// `--floor 0` is exactly the per-channel minimum of the two, the original
/// look; the default keeps 77/256 of the video's brightness where that is more;
/// light mode keeps its own rule whatever the floor.
@Suite struct RenderFloorTests {
    /// 12x8 cells of 8 pixels over the synthetic plasma, soup running, four frames.
    static let common = ["--frames", "4", "--size", "96x64", "--cell", "8", "--seed", "3", "--speed", "15"]

    private func frames(_ options: [String], in folder: TemporaryFolder, name: String) throws -> [RGBFrame] {
        try RenderCommand.parse(Self.common + options + ["--out", folder.file(name + "/")]).run()
        return try (1...4).map { try PNGCodec.decode(try folder.bytes(name + "/" + PNGSequenceWriter.fileName(frame: $0))) }
    }

    @Test func floorZeroIsTheMinimumOfMaskAndVideo() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let mask = try frames(["--source", "none"], in: folder, name: "mask")
        let video = try frames(["--mask", "none"], in: folder, name: "video")
        let original = try frames(["--floor", "0"], in: folder, name: "original")
        let floored = try frames([], in: folder, name: "default")
        var dark = 0, brighter = 0
        for k in 0..<4 {
            #expect(original[k].width == 96 && original[k].height == 64)
            for i in 0..<original[k].pixels.count {
                let m = mask[k].pixels[i], v = video[k].pixels[i]
                #expect(original[k].pixels[i] == min(m, v), "frame \(k + 1), byte \(i)")
                #expect(floored[k].pixels[i] == max(min(m, v), UInt8((UInt16(v) * 77) >> 8)), "frame \(k + 1), byte \(i)")
                if m == 0 { dark += 1 }
                if floored[k].pixels[i] > original[k].pixels[i] { brighter += 1 }
            }
        }
        // The soup leaves unlit pixels (black in the original look) that the default floor shows.
        #expect(dark > 1000 && brighter > 1000, "\(dark) unlit, \(brighter) brighter with the floor")
    }

    @Test func lightModeKeepsItsOwnRule() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let light = try frames(["--light"], in: folder, name: "light")
        #expect(try frames(["--light", "--floor", "0"], in: folder, name: "light0") == light)
        #expect(try frames(["--light", "--floor", "0.5"], in: folder, name: "light5") == light)
    }

    @Test(arguments: ["-0.1", "1.5", "nan"])
    func aFloorOutsideZeroToOneIsRefused(value: String) throws {
        #expect(throws: (any Error).self) { try RenderCommand.parse(Self.common + ["--floor", value, "--out", "/nonexistent/x/"]).validate() }
        var raw = try LookArguments.parse([])
        raw.floor = Double(value)!
        #expect(throws: CommandFailure.self) { try LookOptions(raw, for: .picture) }
    }
}
