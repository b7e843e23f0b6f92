import Foundation
import LifeCore
import LifeTestSupport
import Testing
@testable import LifeApp
@testable import LifeTUI

/// `render --out FILE.svg`, read back: shapes counted against the board,
/// checked by xmllint and drawn by rsvg-convert when they are installed
/// (`make test` installs them; without them those tests say skipped).
@Suite struct RenderSVGTests {
    static let xmllint = ["/usr/bin/xmllint"].first { FileManager.default.isExecutableFile(atPath: $0) }
    static let rsvg = ["/usr/bin/rsvg-convert"].first { FileManager.default.isExecutableFile(atPath: $0) }

    private func render(_ arguments: [String]) throws {
        try RenderCommand.parse(arguments).run()
    }

    /// The board the render shows at its last frame, made independently of the SVG path.
    static func lastBoard(_ arguments: [String]) throws -> Board {
        let plan = try RenderPlan(try RenderCommand.parse(arguments).options, isDirectory: { _ in false })
        var game = try GameLaunch.start(options: plan.look, geometry: plan.geometry, pattern: nil, day: nil)
        game.advance(plan.generation(atFrame: plan.frames - 1))
        return game.worldBoard
    }

    static let goal = ["--size", "640x360", "--cell", "2", "--decay", "1", "--frames", "30", "--seed", "4"]

    /// The goal: a 640×360 SVG of a 320×180 board with nothing fading has exactly one shape per live cell.
    @Test(arguments: ["disc", "hex", "mix"])
    func oneShapePerLiveCell(shape: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let arguments = Self.goal + ["--palette", "geometric", "--shape", shape, "--out", folder.file("board.svg")]
        try render(arguments)
        let board = try Self.lastBoard(arguments)
        #expect(board.width == 320 && board.height == 180 && board.population > 3000)
        let bytes = try folder.bytes("board.svg")
        let read = try SVGReader(bytes)
        #expect(read.root["width"] == "640" && read.root["height"] == "360" && read.root["viewBox"] == "0 0 320 180")
        #expect(read.placed.count == board.population)
        #expect(Set(read.placed.map { Int($0.y) * 320 + Int($0.x) }).count == board.population)
        #expect(read.placed.allSatisfy { board[Int($0.x), Int($0.y)] })
        let kinds = Set(read.placed.map(\.shape))
        #expect(kinds == (shape == "disc" ? ["d"] : shape == "hex" ? ["h"] : ["d", "h"]))
        #expect(Double(bytes.count) / Double(board.population) <= 120)
        #expect(try folder.names() == ["board.svg"])
    }

    @Test(.enabled(if: xmllint != nil, "xmllint is not installed (apt-get install libxml2-utils)"))
    func xmllintFindsTheDocumentWellFormed() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        try render(["--frames", "10", "--palette", "hsv", "--shape", "mix", "--light", "--out", folder.file("a.svg")])
        #expect(try Self.tool(Self.xmllint!, ["--noout", folder.file("a.svg")]) == 0)
    }

    /// rsvg-convert draws the SVG as the raster renderer draws the same board
    /// (shapes at 8 pixels a cell over black, or white in light mode, fading
    /// ones too), compared by PSNR: the two differ only in how edges are anti-aliased.
    @Test(.enabled(if: rsvg != nil, "rsvg-convert is not installed (apt-get install librsvg2-bin)"),
          arguments: [("geometric", false), ("perlin", false), ("mono", false), ("geometric", true), ("perlin", true)])
    func rsvgDrawsWhatTheRendererDraws(palette: String, light: Bool) throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let common = ["--frames", "12", "--size", "320x200", "--source", "none", "--palette", palette, "--shape", "mix", "--seed", "8"]
            + (light ? ["--light"] : [])
        try render(common + ["--out", folder.file("board.svg")])
        try render(common + ["--out", folder.file("frames/")])
        #expect(try Self.tool(Self.rsvg!, ["-o", folder.file("svg.png"), folder.file("board.svg")]) == 0)
        let drawn = try PNGCodec.decode(try folder.bytes("svg.png"))
        let raster = try PNGCodec.decode(try folder.bytes("frames/" + PNGSequenceWriter.fileName(frame: 12)))
        #expect(drawn.width == 320 && drawn.height == 200)
        var squared = 0.0
        for i in 0..<raster.pixels.count {
            let d = Double(drawn.pixels[i]) - Double(raster.pixels[i])
            squared += d * d
        }
        let psnr = 10 * log10(255 * 255 / (squared / Double(raster.pixels.count)))
        #expect(psnr > 30, "PSNR \(psnr) dB")
    }

    /// The geometric palette looks like itself: over `--source none`, the lit
    /// pixels' hues are the five swatches' hues, in the proportions of their
    /// weights (within a quarter: where shapes overlap, blends of purple with
    /// any other colour leave every swatch's hue, while ruby over yellow can
    /// come out near orange's, so purple shows a little less than its share).
    @Test(arguments: ["disc", "hex"])
    func geometricHuesAreTheFiveSwatchesByWeight(shape: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        try render(["--frames", "1", "--size", "1280x720", "--source", "none", "--palette", "geometric", "--shape", shape,
                    "--seed", "5", "--out", folder.file("frames/")])
        let frame = try PNGCodec.decode(try folder.bytes("frames/" + PNGSequenceWriter.fileName(frame: 1)))
        let census = HueCensus(frame, hues: GeometricSwatch.standard.map { HueCensus.hue(of: $0.colour) })
        #expect(census.lit > 80000)
        // Nearly every lit pixel is one of the five hues (the rest: where two colours overlap).
        #expect(Double(census.matched) / Double(census.lit) > 0.85, "\(census.matched) of \(census.lit)")
        // Saturated colours, not the near-white of a swatch laid thinly over white.
        #expect(census.meanSaturation > 0.5, "\(census.meanSaturation)")
        let weights = GeometricSwatch.standard.map(\.weight), total = Double(weights.reduce(0, +))
        for (i, weight) in weights.enumerated() {
            let share = Double(census.counts[i]) / Double(census.matched), wanted = Double(weight) / total
            #expect(abs(share - wanted) < wanted * 0.25, "swatch \(i): \(share) vs \(wanted)")
        }
    }

    @Test func anExistingOutputIsRefusedBeforeRunningAndKept() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        try Data("keep".utf8).write(to: URL(fileURLWithPath: folder.file("a.svg")))
        #expect(throws: CommandFailure("\(folder.file("a.svg")) already exists; lifecam never overwrites a recording", status: .cantCreate)) {
            try render(["--frames", "1", "--out", folder.file("a.svg")])
        }
        #expect(try folder.bytes("a.svg") == Array("keep".utf8) && folder.names() == ["a.svg"])
    }

    @Test(arguments: [(["--mask", "none"], "--mask none shows no board: an SVG has nothing to draw"),
                      (["--terminal", "80x24"], "--terminal applies only to .ans and .cast output")])
    func optionsThatCannotApplyAreRefused(extra: [String], message: String) throws {
        var options = RenderPlan.Options(out: "x.svg", look: try LookArguments.parse([]))
        switch extra[0] {
        case "--mask": options.look.mask = MaskChoice(rawValue: extra[1]) ?? .life
        default: options.terminal = Dimensions(width: 80, height: 24)
        }
        #expect(throws: CommandFailure(.usage, message)) { _ = try RenderPlan(options, isDirectory: { _ in false }) }
        // The command line refuses it before running, with the same words.
        #expect(Self.usageLine(["--out", "x.svg"] + extra).contains(message))
    }

    /// A word the option does not take is refused by the parser, naming the words it takes.
    @Test func anUnknownShapeNamesTheShapes() {
        #expect(Self.usageLine(["--out", "x.svg", "--shape", "star"])
                == "The value 'star' is invalid for '--shape <disc|hex|mix>'. Please provide one of 'disc', 'hex' or 'mix'.")
    }

    /// The one-line message the command line prints for `arguments`.
    static func usageLine(_ arguments: [String]) -> String {
        do {
            _ = try RenderCommand.parse(arguments)
            return ""
        } catch {
            return RenderCommand.message(for: error)
        }
    }

    @Test func sameOptionsAndSeedGiveIdenticalBytes() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let common = ["--frames", "6", "--pattern", "acorn", "--seed", "9", "--palette", "geometric", "--shape", "mix"]
        try render(common + ["--out", folder.file("one.svg")])
        try render(common + ["--out", folder.file("two.svg")])
        #expect(try folder.bytes("one.svg") == folder.bytes("two.svg"))
    }

    static func tool(_ path: String, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
