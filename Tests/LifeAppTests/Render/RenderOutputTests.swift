import Testing
@testable import LifeApp

@Suite struct RenderOutputTests {
    @Test(arguments: [
        ("out.y4m", OutputKind.frames(.y4m)), ("a/B.Y4M", .frames(.y4m)),
        ("frames/", .frames(.pngFolder)), ("existing", .frames(.pngFolder)), ("existing.y4m", .frames(.pngFolder)),
        ("screen.ans", .ans), ("clip.mp4", .frames(.video(.mp4))), ("a.GIF", .frames(.video(.gif))),
        ("x.webm", .frames(.video(.webm))), ("x.mkv", .frames(.video(.mkv))), ("board.svg", .svg), ("demo.CAST", .cast),
    ])
    func theShapeOfOutChoosesTheFormat(text: String, expected: OutputKind) throws {
        let isDirectory = { (path: String) in path.hasPrefix("existing") }
        #expect(try RenderOutput(parsing: text, isDirectory: isDirectory) == RenderOutput(expected, text))
        #expect(OutputKind(path: text, isDirectory: isDirectory) == expected)
    }

    @Test(arguments: ["out.mov", "out", ".y4m", "", "x.png", ".mp4", ".ans", ".svg", ".cast", "dir/.gif"])
    func otherShapesAreRefusedWithTheChoices(text: String) {
        #expect(OutputKind(path: text, isDirectory: { _ in false }) == nil)
        #expect(throws: CommandFailure.self) { try RenderOutput(parsing: text, isDirectory: { _ in false }) }
        do {
            _ = try RenderOutput(parsing: text, isDirectory: { _ in false })
        } catch {
            #expect(error.description.contains("FILE.y4m"))
        }
    }

    /// play's --record decides as render's --out: a Y4M stream or a video by
    /// the suffix, and any other name a new folder of PNG frames.
    @Test(arguments: [
        ("take.y4m", OutputKind.Frames.y4m), ("TAKE.Y4M", .y4m), ("take.mp4", .video(.mp4)), ("take.gif", .video(.gif)),
        ("take", .pngFolder), ("take/", .pngFolder), ("take.ans", .pngFolder), ("take.cast", .pngFolder),
        ("take.svg", .pngFolder), (".y4m", .pngFolder), (".mp4", .pngFolder),
    ])
    func playRecordsFramesByTheSameShapes(path: String, expected: OutputKind.Frames) {
        #expect(OutputKind.recording(path) == expected)
    }

    /// R records in --record-format's kind, named with its extension.
    @Test(arguments: [
        (RecordFormat.y4m, OutputKind.Frames.y4m, "y4m"), (.mp4, .video(.mp4), "mp4"), (.webm, .video(.webm), "webm"),
        (.mkv, .video(.mkv), "mkv"), (.gif, .video(.gif), "gif"),
    ])
    func recordFormatsAreFrameFiles(format: RecordFormat, kind: OutputKind.Frames, fileExtension: String) {
        #expect(OutputKind.Frames(format) == kind)
        #expect(kind.fileExtension == fileExtension)
        #expect(OutputKind.recording("take." + fileExtension) == kind)
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
