import Testing
@testable import LifeApp

@Suite struct RenderOutputTests {
    @Test(arguments: [
        ("out.y4m", RenderOutput.y4m("out.y4m")), ("a/B.Y4M", .y4m("a/B.Y4M")),
        ("frames/", .pngFolder("frames/")), ("existing", .pngFolder("existing")),
        ("screen.ans", .ans("screen.ans")), ("clip.mp4", .video("clip.mp4", .mp4)), ("a.GIF", .video("a.GIF", .gif)),
    ])
    func theShapeOfOutChoosesTheFormat(text: String, expected: RenderOutput) throws {
        #expect(try RenderOutput(parsing: text, isDirectory: { $0 == "existing" }) == expected)
    }

    @Test(arguments: ["out.mov", "out", ".y4m", "", "x.png", ".mp4"])
    func otherShapesAreRefusedWithTheChoices(text: String) {
        #expect(throws: CommandFailure.self) { try RenderOutput(parsing: text, isDirectory: { _ in false }) }
        do {
            _ = try RenderOutput(parsing: text, isDirectory: { _ in false })
        } catch {
            #expect(error.description.contains("FILE.y4m"))
        }
    }
}

@Suite struct ProgressBarTests {
    @Test(arguments: [
        (0, 0.0, "\r[░░░░░░░░░░]  0/90 frames\u{1B}[K"),
        (45, 2.0, "\r[█████░░░░░] 45/90 frames · 22.5 fps · 2 s left\u{1B}[K"),
        (90, 3.0, "\r[██████████] 90/90 frames · 30.0 fps · 0 s left\u{1B}[K"),
        (7, 1.0, "\r[░░░░░░░░░░]  7/90 frames · 7.0 fps · 12 s left\u{1B}[K"),
    ])
    func lineShowsBarCountRateAndTimeLeft(done: Int, elapsed: Double, expected: String) {
        #expect(ProgressBar(total: 90, width: 10).line(done: done, elapsed: elapsed) == expected)
    }

    /// An SVG render paints no frames: it counts generations, and its rate reads well
    /// (it said "242363.1 fps").
    @Test func generationsAtAHighRateReadWell() {
        let bar = ProgressBar(total: 500_000, width: 10, unit: .generations)
        #expect(bar.line(done: 242_363, elapsed: 1) == "\r[████░░░░░░] 242363/500000 generations · 242k gen/s · 2 s left\u{1B}[K")
        #expect(ProgressBar.rate(2400.4) == "2400" && ProgressBar.rate(12.34) == "12.3")
    }

    /// The line never reaches the last column, so it never wraps and scrolls.
    @Test(arguments: [
        (80, "[████████████░░░░░░░░░░░░]  54/100 frames · 27.0 fps · 2 s left"),
        (50, "[█████░░░░░]  54/100 frames · 27.0 fps · 2 s left"),
        (40, "[█████░░░░░░]  54/100 frames · 27.0 fps"),
        (30, "[██████░░░░░░]  54/100 frames"),
        (20, " 54/100 frames"),
        (10, " 54/100 f"),
        (1, ""),
    ])
    func narrowTerminalsGetAShorterLine(columns: Int, visible: String) {
        let line = ProgressBar(total: 100).line(done: 54, elapsed: 2, columns: columns)
        #expect(line == "\r" + visible + "\u{1B}[K")
        #expect(visible.count <= max(0, columns - 1))
    }
}
