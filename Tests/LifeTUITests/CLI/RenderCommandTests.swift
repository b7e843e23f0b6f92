import ArgumentParser
import Foundation
import LifeCore
import LifeTestSupport
import TerminalRenderer
import Testing
@testable import LifeApp
@testable import LifeTUI

@Suite struct RenderCommandTests {
    private func render(_ arguments: [String]) throws {
        let command = try RenderCommand.parse(arguments)
        try command.run()
    }

    /// The frames `lifecam render ARGUMENTS` paints over the plasma (seed 1),
    /// collected in memory: what its file's bytes must show.
    static func painted(_ arguments: [String]) throws -> [RGBFrame] {
        let plan = try RenderPlan(try RenderCommand.parse(arguments).options, isDirectory: { _ in false })
        var job = try RenderJob(plan: plan, pattern: nil, source: SyntheticSource(pattern: .plasma, seed: 1))
        let frames = CollectingWriter()
        try job.run(into: frames) { _ in }
        return frames.frames
    }

    @Test(arguments: ["a.y4m", "frames/", "a.ans"])
    func sameOptionsAndSeedGiveIdenticalBytes(out: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let common = ["--frames", "4", "--source", "synthetic:noise", "--pattern", "acorn", "--seed", "9", "--palette", "geometric"]
        let size = out.hasSuffix(".ans") ? ["--terminal", "40x12"] : ["--size", "64x48", "--cell", "4"]
        try render(common + size + ["--out", folder.file("one-" + out)])
        try render(common + size + ["--out", folder.file("two-" + out)])
        if out.hasSuffix("/") {
            for n in 1...4 {
                let name = PNGSequenceWriter.fileName(frame: n)
                let (one, two) = (try folder.bytes("one-frames/" + name), try folder.bytes("two-frames/" + name))
                #expect(one == two)
            }
        } else {
            let (one, two) = (try folder.bytes("one-" + out), try folder.bytes("two-" + out))
            #expect(one.count > 1000 && one == two)
        }
    }

    /// A malformed video fails before any output exists, with a status of 65
    /// and no "0 frames kept" remark; a truncated last frame keeps what came before.
    @Test(arguments: [
        ("garbage.y4m", Array("not a video at all".utf8), "not a YUV4MPEG2 stream (it must start with 'YUV4MPEG2 ')"),
        ("header.y4m", Array("YUV4MPEG2 W64 H4".utf8), "YUV4MPEG2 stream ends inside its header line"),
    ])
    func aMalformedVideoLeavesNoOutput(name: String, bytes: [UInt8], reason: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        #expect(FileManager.default.createFile(atPath: folder.file(name), contents: Data(bytes)))
        for out in ["a.y4m", "frames/", "a.ans"] {
            let size = out.hasSuffix(".ans") ? ["--terminal", "20x10"] : ["--size", "32x16"]
            let command = try RenderCommand.parse(["--frames", "3", "--source", "y4m:" + folder.file(name), "--out", folder.file(out)] + size)
            #expect(throws: CommandFailure("y4m:\(folder.file(name)): \(reason)", status: .data)) { try command.run() }
            #expect(!FileManager.default.fileExists(atPath: folder.file(out)), "\(out)")
        }
        #expect(RenderJob.kept(0, in: "a.y4m") == "" && RenderJob.kept(1, in: "a.y4m") == " (1 frame kept in a.y4m)")
        #expect(throws: CommandFailure("y4m:\(folder.file(name)): \(reason)", status: .data)) {
            let source = try Y4MTimelineSource(path: folder.file(name))
            _ = source.latestFrame(at: 0)
            if case .failed(let why) = source.state { throw CommandFailure(why, status: .data) }
        }
    }

    /// `--mask none` works for every output, not only .ans: over the plain
    /// white of `--source none` every frame is white, where Life would darken it.
    @Test func maskNoneRendersTheVideoAloneToY4M() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let common = ["--frames", "2", "--size", "32x16", "--cell", "2", "--source", "none"]
        try render(common + ["--mask", "none", "--out", folder.file("video.y4m")])
        try render(common + ["--out", folder.file("life.y4m")])
        let video = try Y4MTestDecoder(try folder.bytes("video.y4m"))
        let life = try Y4MTestDecoder(try folder.bytes("life.y4m"))
        #expect(video.planes.count == 2 && video.planes.allSatisfy { $0.y.allSatisfy { $0 == 235 } })
        #expect(life.planes.contains { $0.y.contains { $0 < 235 } })
    }

    /// A Generations rule renders, the same seed giving the same bytes, and its
    /// dying cells show between dark and full: Brian's Brain's one dying state
    /// at half strength over a white video (`--source none`), so grey pixels appear.
    @Test func aGenerationsRuleRendersItsDyingCellsAtHalfStrength() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let common = ["--frames", "6", "--speed", "30", "--size", "64x48", "--cell", "3", "--source", "none", "--rule", "/2/3",
                      "--palette", "mono", "--decay", "1", "--seed", "4"]
        try render(common + ["--out", folder.file("one.y4m")])
        try render(common + ["--out", folder.file("two.y4m")])
        #expect(try folder.bytes("one.y4m") == folder.bytes("two.y4m"))
        let last = try #require(try Y4MTestDecoder(try folder.bytes("one.y4m")).planes.last)
        let levels = Set(last.y)
        // Luma: black 16, white 235, half-strength grey between them.
        #expect(levels.contains(235) && levels.contains { $0 > 100 && $0 < 200 }, "\(levels.sorted())")
    }

    @Test func theY4MHoldsTheFramesThePipelinePaints() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let arguments = ["--frames", "3", "--size", "32x16", "--source", "synthetic:bars", "--out", folder.file("a.y4m")]
        try render(arguments)
        let stream = try Y4MTestDecoder(try folder.bytes("a.y4m"))
        #expect(stream.planes.count == 3 && stream.width == 32 && stream.height == 16)
        #expect(stream.parameters.contains("F30:1"))
    }

    /// Replaying the .ans bytes on a model terminal shows the last frame painted.
    @Test func theAnsBytesRepaintTheTerminalWithTheLastFrame() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let arguments = ["--frames", "5", "--terminal", "40x12", "--source", "synthetic:plasma", "--out", folder.file("a.ans")]
        try render(arguments)
        var model = TerminalModel(width: 40, height: 12)
        try model.feed(try folder.bytes("a.ans"))

        let frames = try Self.painted(arguments)
        let wanted = CellFrame(canvas: frames[4], mode: .truecolor)
        let worst = try #require(RendererFixtures.worstError(model, wanted))
        #expect(worst <= FrameEncoder.defaultThreshold)
    }

    /// The same for each blitter: the screen, read back glyph by glyph, shows the last frame in that blitter's sub-pixels.
    @Test(arguments: [Blitter.quadrant, .sextant, .octant])
    func theAnsBytesOfEachBlitterRepaintTheLastFrame(blitter: Blitter) throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let arguments = ["--frames", "4", "--terminal", "40x12", "--source", "synthetic:plasma", "--blitter", blitter.rawValue,
                         "--out", folder.file("a.ans")]
        try render(arguments)
        var model = TerminalModel(width: 40, height: 12)
        try model.feed(try folder.bytes("a.ans"))
        let frames = try Self.painted(arguments)
        #expect(frames[3].width == 40 * blitter.characterPixels(cell: nil)!.width && frames[3].height == 12 * blitter.characterPixels(cell: nil)!.height)
        let wanted = CellFrame(canvas: frames[3], mode: .truecolor, mosaic: blitter.mosaic!)
        let worst = try #require(RendererFixtures.worstMosaicError(model, wanted))
        #expect(worst <= FrameEncoder.defaultThreshold)
    }

    /// kitty pictures, zlib-compressed by the real zlib: read back, the picture
    /// is the last frame (within the threshold) at the top left, the canvas
    /// the terminal's cells in pixels.
    @Test func theKittyBytesShowTheLastFrame() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let arguments = ["--frames", "4", "--terminal", "40x12", "--cell-pixels", "8x16", "--source", "synthetic:plasma",
                         "--blitter", "kitty", "--out", folder.file("a.ans")]
        try render(arguments)
        var model = KittyModel { data, expected in try Zlib.inflate(data, expected: expected) }
        try model.feed(try folder.bytes("a.ans"))
        let frames = try Self.painted(arguments)
        let last = frames[3]
        let image = try #require(model.images[KittyEncoder.imageID])
        #expect((image.width, image.height) == (320, 192) && (last.width, last.height) == (320, 192))
        #expect(model.placements[KittyEncoder.imageID]! == (0, 0))
        // One picture, then edits of it (the plasma moves every frame).
        #expect(model.commands.contains { $0["o"] == "z" } && model.commands.filter { $0["a"] == "T" }.count == 1)
        #expect(model.commands.contains { $0["a"] == "f" })
        var worst = 0
        for y in 0..<192 {
            for x in 0..<320 {
                let c = last[x, y], o = (y * 320 + x) * 3
                worst = max(worst, abs(Int(image.pixels[o]) - Int(c.r)), abs(Int(image.pixels[o + 1]) - Int(c.g)),
                            abs(Int(image.pixels[o + 2]) - Int(c.b)))
            }
        }
        #expect(worst <= FrameEncoder.defaultThreshold)
    }

    @Test(arguments: [
        ["--cell-pixels", "8x16", "--out", "a.ans"], ["--cell-pixels", "8x16", "--out", "a.y4m"],
        ["--blitter", "kitty", "--cell-pixels", "0x16", "--out", "a.ans"], ["--blitter", "kitty", "--cell-pixels", "999x16", "--out", "a.ans"],
        ["--blitter", "kitty", "--terminal", "4096x2048", "--out", "a.ans"],
    ])
    func cellPixelsOnlyForPictures(arguments: [String]) {
        #expect(throws: (any Error).self) { try RenderCommand.parse(arguments) }
    }

    @Test(arguments: [
        ["--frames", "0", "--out", "a.y4m"], ["--out", "a.mov"], ["--size", "0x10", "--out", "a.y4m"],
        ["--terminal", "80x24", "--out", "a.y4m"], ["--palette", "plaid", "--out", "a.y4m"], [],
    ])
    func badCommandLinesFailBeforeRendering(arguments: [String]) {
        #expect(throws: (any Error).self) { try RenderCommand.parse(arguments) }
    }

    @Test func anExistingOutputIsNotTouched() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        try Data("keep".utf8).write(to: URL(fileURLWithPath: folder.file("a.ans")))
        #expect(throws: CommandFailure("\(folder.file("a.ans")) already exists; lifecam never overwrites a recording", status: .cantCreate)) {
            try render(["--frames", "1", "--out", folder.file("a.ans")])
        }
        #expect(try folder.bytes("a.ans") == Array("keep".utf8))
    }

    @Test func anUnknownPatternIsANoInputError() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        do {
            try render(["--pattern", "no-such-thing", "--out", folder.file("a.y4m")])
            Issue.record("an unknown pattern was accepted")
        } catch let failure as CommandFailure {
            #expect(failure.status == .noInput && failure.message.hasPrefix("no file or built-in pattern named 'no-such-thing'"))
        }
        #expect(try folder.names() == [])
    }

    /// A pattern naming a rule file renders with it, found as `run` finds it
    /// (here in `--rules DIR`, a toggling rule of our own; lifecam's own
    /// WireWorld), and a rule found nowhere says where it looked (exit 66).
    @Test func renderRunsRuleFilesFoundAsRunFindsThem() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let rules = folder.file("rules")
        try FileManager.default.createDirectory(atPath: rules, withIntermediateDirectories: true)
        // Two states: a cell with exactly one live orthogonal neighbour lives; the rest die.
        let blink = "@RULE Blink\n@TABLE\nn_states:2\nneighborhood:vonNeumann\nsymmetries:permute\n0,1,0,0,0,1\n1,1,0,0,0,1\n"
        try Data(blink.utf8).write(to: URL(fileURLWithPath: rules + "/Blink.rule"))
        try Data("x = 2, y = 1, rule = Blink\n2o!".utf8).write(to: URL(fileURLWithPath: folder.file("blink.rle")))
        try Data("x = 8, y = 3, rule = WireWorld\nAB6C$C6.C$8C!".utf8).write(to: URL(fileURLWithPath: folder.file("wire.rle")))
        for pattern in ["blink.rle", "wire.rle"] {
            try render(["--pattern", folder.file(pattern), "--rules", rules, "--source", "none", "--frames", "3",
                        "--terminal", "40x12", "--out", folder.file(pattern + ".ans")])
            #expect(try folder.bytes(pattern + ".ans").count > 100)
        }
        try Data("x = 2, y = 1, rule = Nowhere\n2o!".utf8).write(to: URL(fileURLWithPath: folder.file("lost.rle")))
        do {
            try render(["--pattern", folder.file("lost.rle"), "--rules", rules, "--frames", "1", "--out", folder.file("lost.ans")])
            Issue.record("a rule found nowhere rendered")
        } catch let failure as CommandFailure {
            #expect(failure.status == .noInput && failure.message.contains("Nowhere") && failure.message.contains(rules))
        }
        #expect(!(try folder.names()).contains("lost.ans"))
    }
}
