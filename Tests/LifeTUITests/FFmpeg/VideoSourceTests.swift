import Foundation
import LifeCore
import LifeTestSupport
import Testing
@testable import LifeApp
@testable import LifeTUI
import V4LCapture

/// Video files as sources (`--source clip.mp4`), decoded by an ffmpeg child.
@Suite struct VideoSourceTests {
    /// A clip made by ffmpeg: `seconds` of solid colours, one per `colours` entry, each `each` seconds long.
    static func clip(_ name: String, in folder: TemporaryFolder, colours: [String], each: Double) throws -> String {
        let path = folder.file(name)
        let inputs = colours.flatMap { ["-f", "lavfi", "-i", "color=c=\($0):s=64x36:r=30:d=\(each)"] }
        let graph = colours.indices.map { "[\($0):v]" }.joined() + "concat=n=\(colours.count):v=1:a=0"
        _ = try FFprobe.run("ffmpeg", ["-v", "error", "-nostdin"] + inputs + ["-filter_complex", graph, "-pix_fmt", "yuv420p", path])
        return path
    }

    private func render(_ arguments: [String]) throws {
        try RenderCommand.parse(arguments).run()
    }

    /// The mean colour of frame `index` of a Y4M file, in RGB.
    private func meanColour(_ stream: Y4MTestDecoder, _ index: Int) -> (r: Double, g: Double, b: Double) {
        let rgb = stream.rgb(index).pixels
        var sums = (0.0, 0.0, 0.0)
        for i in stride(from: 0, to: rgb.count, by: 3) {
            sums.0 += Double(rgb[i]); sums.1 += Double(rgb[i + 1]); sums.2 += Double(rgb[i + 2])
        }
        let n = Double(rgb.count / 3)
        return (sums.0 / n, sums.1 / n, sums.2 / n)
    }

    /// Frame i of a render shows the file at i / fps seconds: red for the
    /// first second, blue for the next; and the same render twice is the same bytes.
    @Test(.enabled(if: FFprobe.installed, "ffmpeg or ffprobe is not installed"), arguments: ["clip.mp4", "clip.webm", "clip.gif", "clip.mov"])
    func renderShowsTheFileAtRenderedTime(name: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let clip = try Self.clip(name, in: folder, colours: ["red", "blue"], each: 1)
        let common = ["--frames", "60", "--size", "64x36", "--mask", "none", "--source", clip]
        try render(common + ["--out", folder.file("one.y4m")])
        try render(common + ["--out", folder.file("two.y4m")])
        #expect(try folder.bytes("one.y4m") == folder.bytes("two.y4m"))
        let stream = try Y4MTestDecoder(try folder.bytes("one.y4m"))
        #expect(stream.planes.count == 60)
        for index in [0, 15, 28] {
            let c = meanColour(stream, index)
            #expect(c.r > 200 && c.b < 60, "frame \(index) is not red: \(c)")
        }
        for index in [31, 45, 59] {
            let c = meanColour(stream, index)
            #expect(c.b > 200 && c.r < 60, "frame \(index) is not blue: \(c)")
        }
    }

    /// At the end the file starts again (`--loop`, the default) or its last frame stays (`--no-loop`).
    @Test(.enabled(if: FFprobe.installed, "ffmpeg or ffprobe is not installed"))
    func theEndLoopsOrHolds() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let clip = try Self.clip("short.mkv", in: folder, colours: ["red", "blue"], each: 0.5)
        let common = ["--frames", "60", "--size", "64x36", "--mask", "none", "--source", "file:" + clip]
        try render(common + ["--out", folder.file("loop.y4m")])
        try render(common + ["--no-loop", "--out", folder.file("hold.y4m")])
        let looped = try Y4MTestDecoder(try folder.bytes("loop.y4m")), held = try Y4MTestDecoder(try folder.bytes("hold.y4m"))
        for index in [36, 40] {
            #expect(meanColour(looped, index).r > 200, "looped frame \(index) should be red again")
            #expect(meanColour(held, index).b > 200, "held frame \(index) should stay blue")
        }
        #expect(meanColour(looped, 50).b > 200 && meanColour(held, 59).b > 200)
    }

    /// A render that ends before the file does lets go of ffmpeg at once,
    /// though ffmpeg is blocked writing frames (larger than the pipe holds) nobody reads.
    @Test(.enabled(if: FFprobe.installed, "ffmpeg or ffprobe is not installed"))
    func lettingGoBeforeTheEndEndsFFmpeg() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let clip = try Self.clip("long.mkv", in: folder, colours: ["red"], each: 10)
        var stream: VideoFileStream? = try VideoFileStream(path: clip, ffmpeg: try #require(ExecutableSearch.find("ffmpeg")),
                                                           width: 640, height: 360, fps: 30, loop: false)
        guard case .frame(let frame)? = stream?.next() else {
            Issue.record("no first frame")
            return
        }
        #expect((frame.width, frame.height) == (640, 360))
        stream = nil
    }

    /// A truncated mp4 decodes as far as it goes and ffmpeg still exits with
    /// status 0: its errors become the source's warning, in ffmpeg's words;
    /// the whole file gives none.
    @Test(.enabled(if: FFprobe.installed, "ffmpeg or ffprobe is not installed"))
    func aTruncatedFileDecodesWithAWarning() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let whole = folder.file("whole.mp4")
        _ = try FFprobe.run("ffmpeg", ["-v", "error", "-nostdin", "-f", "lavfi", "-i", "testsrc=size=160x90:rate=30", "-t", "3",
                                       "-pix_fmt", "yuv420p", "-movflags", "+faststart", whole])
        let bytes = try folder.bytes("whole.mp4")
        try Data(bytes.prefix(bytes.count / 2)).write(to: URL(fileURLWithPath: folder.file("half.mp4")))
        let ffmpeg = try #require(ExecutableSearch.find("ffmpeg"))
        func decodeAll(_ path: String) throws -> (frames: Int, warning: String?) {
            let stream = try VideoFileStream(path: path, ffmpeg: ffmpeg, width: 160, height: 90, fps: 30, loop: false)
            var frames = 0
            while case .frame = stream.next() { frames += 1 }
            return (frames, stream.warning)
        }
        let full = try decodeAll(whole), half = try decodeAll(folder.file("half.mp4"))
        #expect(full.frames == 90 && full.warning == nil, "\(full)")
        #expect(half.frames > 0 && half.frames < 90, "\(half.frames) frames")
        let warning = try #require(half.warning)
        #expect(warning.hasPrefix("truncated or damaged: ffmpeg reported errors decoding it: "))
        #expect(!warning.contains(folder.file("half.mp4")), "the file is named by whoever shows the warning: \(warning)")
        #expect(!warning.contains(" @ 0x"), "ffmpeg's component addresses are left out: \(warning)")
    }

    @Test func aMissingFileIsANoInputError() {
        #expect(throws: CommandFailure(.noInput, "cannot open source 'file:/nonexistent/clip.mp4': no such file")) {
            try SourceFactory().open(.file(path: "/nonexistent/clip.mp4"), seed: 1, timing: .rendered)
        }
    }

    @Test(.enabled(if: FFprobe.installed, "ffmpeg or ffprobe is not installed"))
    func anUndecodableFileIsADataErrorInFFmpegsWords() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        try Data(repeating: 0x42, count: 5000).write(to: URL(fileURLWithPath: folder.file("bad.mp4")))
        do {
            _ = try SourceFactory().open(.file(path: folder.file("bad.mp4")), seed: 1, timing: .live)
            Issue.record("an undecodable file opened")
        } catch {
            #expect(error.status == .data)
            #expect(error.message.hasPrefix("cannot decode file:\(folder.file("bad.mp4")): "))
            #expect(error.message.contains("Invalid data found when processing input"), "\(error.message)")
            // The file is named once: ffmpeg's own "file:PATH: " before its words is dropped.
            #expect(error.message.components(separatedBy: "bad.mp4").count == 2, "\(error.message)")
        }
    }

    @Test func withoutFFmpegAVideoFileIsRefusedButY4MIsNot() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        try Data(repeating: 0x42, count: 100).write(to: URL(fileURLWithPath: folder.file("clip.mp4")))
        var factory = SourceFactory()
        factory.ffmpegSearch = "/nonexistent"
        #expect(throws: CommandFailure(.unavailable, "--source file:\(folder.file("clip.mp4")) needs ffmpeg, which is not installed "
                                          + "(no ffmpeg on PATH); install it (Debian: apt-get install ffmpeg)")) {
            try factory.open(.file(path: folder.file("clip.mp4")), seed: 1, timing: .rendered)
        }
        // A Y4M file needs no ffmpeg, with its extension or without (its first bytes say what it is).
        let y4m = Y4MEncoder(width: 4, height: 2, fps: 30)
        var record = [UInt8](repeating: 0, count: y4m.recordSize)
        y4m.encode(RGBFrame(width: 4, height: 2, fill: .white), into: &record)
        try Data(y4m.header + record).write(to: URL(fileURLWithPath: folder.file("take")))
        let opened = try factory.open(try SourceSpec(parsing: folder.file("take")), seed: 1, timing: .rendered).source
        #expect(opened is Y4MTimelineSource && opened.latestFrame(at: 0)?.width == 4)
    }

    /// In play the file is decoded on a thread of its own, at the stream's pace.
    @Test(.enabled(if: FFprobe.installed, "ffmpeg or ffprobe is not installed"))
    func playReadsTheFileLive() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let clip = try Self.clip("clip.mp4", in: folder, colours: ["green"], each: 1)
        let source = try SourceFactory().open(.file(path: clip), seed: 1, canvas: Dimensions(width: 160, height: 90), timing: .live).source
        let deadline = ContinuousClock.now + .seconds(10)
        while source.latestVideo(at: 0) == nil, ContinuousClock.now < deadline { Thread.sleep(forTimeInterval: 0.01) }
        #expect(source.name == "file:\(clip)")
        guard case .yuv(let frame)? = source.latestVideo(at: 0) else {
            Issue.record("no frame within 10 s: \(source.state)")
            return
        }
        // Scaled by ffmpeg to cover 160x90, keeping the clip's 16:9 shape.
        #expect((frame.width, frame.height) == (160, 90))
        #expect(source.state == .live)
    }
}
