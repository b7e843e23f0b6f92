import Testing
@testable import LifeApp

@Suite struct RenderOutputTests {
    @Test(arguments: [
        ("out.y4m", RenderOutput.y4m("out.y4m")), ("a/B.Y4M", .y4m("a/B.Y4M")),
        ("frames/", .pngFolder("frames/")), ("existing", .pngFolder("existing")),
        ("screen.ans", .ans("screen.ans")),
    ])
    func theShapeOfOutChoosesTheFormat(text: String, expected: RenderOutput) throws {
        #expect(try RenderOutput(parsing: text, isDirectory: { $0 == "existing" }) == expected)
    }

    @Test(arguments: ["out.mp4", "out", ".y4m", "", "x.png"])
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
        (0, 0.0, "\r[░░░░░░░░░░]  0/90 frames   "),
        (45, 2.0, "\r[█████░░░░░] 45/90 frames · 22.5 fps · 2 s left   "),
        (90, 3.0, "\r[██████████] 90/90 frames · 30.0 fps · 0 s left   "),
        (7, 1.0, "\r[░░░░░░░░░░]  7/90 frames · 7.0 fps · 12 s left   "),
    ])
    func lineShowsBarCountRateAndTimeLeft(done: Int, elapsed: Double, expected: String) {
        #expect(ProgressBar(total: 90, width: 10).line(done: done, elapsed: elapsed) == expected)
    }
}
