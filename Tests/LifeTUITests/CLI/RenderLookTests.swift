import LifeCore
import LifeTestSupport
import Testing
@testable import LifeApp
@testable import LifeTUI

/// One fixed frame, square and striped, so that fitting it into a wide canvas
/// (bars at the sides) and covering it (cropped top and bottom) differ.
private final class StripedSource: FrameSource {
    let name = "stripes"
    let state = SourceState.live
    private let frame: RGBFrame

    init() {
        var pixels: [UInt8] = []
        for y in 0..<8 {
            for x in 0..<8 { pixels += [UInt8(x * 30), UInt8(y * 30), 200] }
        }
        frame = RGBFrame(width: 8, height: 8, stride: 24, pixels: pixels)
    }

    func latestFrame(at time: Double) -> RGBFrame? { frame }
}

/// `--light`, `--fit`, `--animate`, `--pulse`: each changes the picture, and
/// the same options still give the same frames.
@Suite struct RenderLookTests {
    /// A 12×8 board of 8-pixel cells; speed 0 keeps the random soup still, so
    /// only the look can change from frame to frame.
    private func plan(_ edit: (inout RenderPlan.Options) -> Void = { _ in }) throws -> RenderPlan {
        try RenderPlan.testing(frames: 3) {
            $0.look.speed = 0
            edit(&$0)
        }
    }

    private func render(_ plan: RenderPlan, source: any FrameSource = SolidSource()) throws -> [RGBFrame] {
        var job = try RenderJob(plan: plan, pattern: nil, source: source)
        let writer = CollectingWriter()
        try job.run(into: writer) { _ in }
        return writer.frames
    }

    @Test func lightModeDarkensTheLiveCellsAndShowsTheVideoElsewhere() throws {
        let dark = try render(try plan { $0.look.palette = .mono })
        let light = try render(try plan { $0.look.palette = .mono; $0.look.light = true })
        #expect(light == (try render(try plan { $0.look.palette = .mono; $0.look.light = true })))
        #expect(light != dark)
        var live = 0
        for y in 0..<8 {
            for x in 0..<12 {
                let d = dark[0][x * 8 + 4, y * 8 + 4], l = light[0][x * 8 + 4, y * 8 + 4]
                if d == .white { live += 1 }
                #expect(d == .white ? l == .black : (d == .black && l == .white), "cell \(x), \(y)")
            }
        }
        #expect(live > 0 && live < 96)
    }

    @Test func fitDiffersFromCoverAndIsRepeatable() throws {
        let cover = try render(try plan { $0.frames = 1; $0.look.mask = .none }, source: StripedSource())
        let fit = try render(try plan { $0.frames = 1; $0.look.mask = .none; $0.look.fit = true }, source: StripedSource())
        #expect(fit == (try render(try plan { $0.frames = 1; $0.look.mask = .none; $0.look.fit = true }, source: StripedSource())))
        #expect(fit != cover)
        let painted = try render(try plan { $0.frames = 1; $0.look.fit = true }, source: StripedSource())
        #expect(painted != (try render(try plan { $0.frames = 1 }, source: StripedSource())))
    }

    /// On a still board, frames differ over time only when the colours move.
    @Test(arguments: [
        ("perlin", false, nil, false), ("perlin", true, nil, true),
        ("hsv", false, nil, false), ("hsv", false, 2.0, true), ("hsv", true, nil, true),
        ("mono", true, 2.0, false),
    ] as [(String, Bool, Double?, Bool)])
    func movingColoursFollowRenderedTime(palette: String, animate: Bool, pulse: Double?, moves: Bool) throws {
        let p = try plan { $0.look.palette = Palette(name: palette); $0.look.animate = animate; $0.look.pulse = pulse; $0.look.fps = 4 }
        let frames = try render(p)
        #expect(frames.count == 3)
        #expect((frames[1] != frames[0] && frames[2] != frames[1]) == moves)
        #expect(frames == (try render(p)))
    }

    @Test(arguments: [0.0, -1, .nan, .infinity])
    func aPulseMustBeAPositivePeriod(pulse: Double) {
        #expect(throws: CommandFailure.self) { try plan { $0.look.pulse = pulse } }
    }

    @Test func theCommandLineReachesThePainter() throws {
        let command = try RenderCommand.parse(["--out", "a.y4m", "--light", "--fit", "--animate", "--pulse", "3", "--palette", "hsv"])
        let look = try RenderPlan(command.options, isDirectory: { _ in false }).paintOptions
        #expect(look.lightMode && look.scaling == .fit && look.colours.animated && look.colours.hsv.pulsePeriod == 3)
        #expect(look.colours.palette == .hsv)
        let plain = try RenderPlan(try RenderCommand.parse(["--out", "a.y4m"]).options, isDirectory: { _ in false }).paintOptions
        #expect(!plain.lightMode && plain.scaling == .cover && !plain.colours.animated && plain.colours.hsv.pulsePeriod == nil)
        #expect(throws: (any Error).self) { try RenderCommand.parse(["--out", "a.y4m", "--pulse", "0"]) }
    }
}
