import Foundation
import LifeCore
import LifeTestSupport
import Testing
@testable import LifeApp
@testable import LifeTUI

@Suite struct VideoFileWriterTests {
    private func render(_ arguments: [String]) throws {
        try RenderCommand.parse(arguments).run()
    }

    /// Every format, checked by ffprobe: the codec, the size, every frame, the rate;
    /// and nothing else left in the folder (no temporary file).
    @Test(.enabled(if: FFprobe.installed, "ffmpeg or ffprobe is not installed"),
          arguments: [("a.mp4", "h264", "yuv420p"), ("a.mkv", "h264", "yuv420p"), ("a.webm", "vp9", "yuv420p"), ("a.gif", "gif", "bgra")])
    func renderWritesAVideoFfprobeReads(name: String, codec: String, pixelFormat: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        try render(["--frames", "12", "--size", "96x64", "--fps", "25", "--source", "synthetic:bars", "--out", folder.file(name)])
        let probe = try FFprobe(folder.file(name))
        #expect(probe == FFprobe(codec: codec, width: 96, height: 64, pixelFormat: pixelFormat, rate: "25/1", frames: 12))
        #expect(try folder.names() == [name])
    }

    /// Play's way: scenes of a 160×94 canvas painted at `--record-size
    /// 1280x720` on the recorder's thread and encoded live; ffprobe finds
    /// the size, every frame written, and the rate.
    @Test(.enabled(if: FFprobe.installed, "ffmpeg or ffprobe is not installed"))
    func aRecorderPaintsScenesAtTheRecordSizeIntoAnMP4() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let ffmpeg = try #require(ExecutableSearch.find("ffmpeg"))
        let writer = try VideoFileWriter(path: folder.file("rec.mp4"), format: .mp4, fps: 30, pace: .live, ffmpeg: ffmpeg)
        let recorder = Recorder(writer: writer, capacity: 64, clock: { 0 })
        let canvas = CanvasGeometry(pixelWidth: 160, pixelHeight: 94, cellSize: 2)
        var game = try Game(geometry: canvas)
        game.randomFill()
        var view = RecordingView(canvas: canvas, size: .fixed(Dimensions(width: 1280, height: 720)), painter: nil)
        for n in 0..<24 {
            #expect(recorder.submit(view.scene(of: game, video: .rgb(TestFrames.random(width: 64, height: 36, seed: UInt64(n))),
                                               time: Double(n) / 30)))
            game.advance(1)
        }
        let final = recorder.stop()
        #expect(final.state == .finished && final.framesWritten == 24 && final.framesDropped == 0)
        #expect(try FFprobe(folder.file("rec.mp4")) == FFprobe(codec: "h264", width: 1280, height: 720, pixelFormat: "yuv420p",
                                                               rate: "30/1", frames: 24))
        #expect(try folder.names() == ["rec.mp4"])
    }

    /// The mp4 shows the frames the Y4M holds: decoded back, each frame is
    /// close to its own (within H.264's loss on small sharp cells, in RGB)
    /// and closer to it than to the others.
    @Test(.enabled(if: FFprobe.installed, "ffmpeg or ffprobe is not installed"))
    func theMP4HoldsThePicturesTheY4MHolds() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let common = ["--frames", "10", "--size", "160x96", "--cell", "6", "--seed", "4", "--source", "synthetic:plasma"]
        try render(common + ["--out", folder.file("a.y4m")])
        try render(common + ["--out", folder.file("a.mp4")])
        let indices = [0, 5, 9]
        let reference = try indices.map { try FFprobe.frame(folder.file("a.y4m"), index: $0, width: 160, height: 96) }
        let encoded = try indices.map { try FFprobe.frame(folder.file("a.mp4"), index: $0, width: 160, height: 96) }
        for (k, index) in indices.enumerated() {
            let own = Self.psnr(reference[k], encoded[k])
            #expect(own > 25, "frame \(index): \(own) dB")
            for other in indices.indices where other != k {
                #expect(own > Self.psnr(reference[other], encoded[k]), "frame \(index) looks more like frame \(indices[other])")
            }
        }
    }

    static func psnr(_ a: [UInt8], _ b: [UInt8]) -> Double {
        let squared = zip(a, b).reduce(0.0) { $0 + pow(Double($1.0) - Double($1.1), 2) }
        let mean = squared / Double(max(1, a.count))
        return mean == 0 ? .infinity : 10 * log10(255 * 255 / mean)
    }

    /// ffmpeg stops reading part-way (an unknown encoder, a full disk): the
    /// write fails with ffmpeg's last lines, and nothing is left.
    @Test func aFailingEncoderIsReportedInItsWordsAndLeavesNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let fake = try fakeProgram("ffmpeg", in: folder, script: """
            echo "[libx264 @ 0x5] broken preset" >&2
            echo "Error initializing output stream 0:0" >&2
            exit 1
            """)
        let writer = try VideoFileWriter(path: folder.file("a.mp4"), format: .mp4, fps: 30, pace: .offline, ffmpeg: fake)
        #expect(try folder.names().count == 2, "the temporary name is claimed at once")
        let frame = RGBFrame(width: 1280, height: 720, fill: .white)
        #expect(throws: RecordingError.encoder("ffmpeg failed writing \(folder.file("a.mp4")) (exit status 1): "
                                              + "[libx264 @ 0x5] broken preset | Error initializing output stream 0:0")) {
            try writer.write(frame)
            try writer.write(frame)
        }
        try writer.finish()
        #expect(try folder.names() == ["ffmpeg"])
        #expect(!writer.keepsFramesOnFailure)
    }

    /// ffmpeg takes every frame but fails closing the file (a full disk at the end).
    @Test func aFailureAtTheEndLeavesNothingEither() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let fake = try fakeProgram("ffmpeg", in: folder, script: """
            cat >/dev/null
            echo "Error closing file: No space left on device" >&2
            exit 1
            """)
        let writer = try VideoFileWriter(path: folder.file("a.webm"), format: .webm, fps: 30, pace: .live, ffmpeg: fake)
        for _ in 0..<3 { try writer.write(RGBFrame(width: 32, height: 16, fill: .white)) }
        #expect(throws: RecordingError.encoder("ffmpeg failed writing \(folder.file("a.webm")) (exit status 1): "
                                              + "Error closing file: No space left on device")) { try writer.finish() }
        #expect(try folder.names() == ["ffmpeg"])
    }

    /// An encoder killed mid-way: its file never gets the name.
    @Test func aKilledEncoderLeavesNothingThatLooksComplete() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let fake = try fakeProgram("ffmpeg", in: folder, script: """
            head -c 1000 >/dev/null
            kill -KILL $$
            """)
        let writer = try VideoFileWriter(path: folder.file("a.mkv"), format: .mkv, fps: 30, pace: .offline, ffmpeg: fake)
        #expect(throws: RecordingError.encoder("ffmpeg failed writing \(folder.file("a.mkv")) (killed by SIGKILL): "
                                              + "stopped taking frames (Broken pipe)")) {
            for _ in 0..<100 { try writer.write(RGBFrame(width: 320, height: 180, fill: .black)) }
        }
        try writer.finish()
        #expect(try folder.names() == ["ffmpeg"])
    }

    @Test func anExistingNameIsRefusedAndUntouched() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        try "keep".write(toFile: folder.file("a.gif"), atomically: false, encoding: .utf8)
        #expect(throws: RecordingError.wouldOverwrite(folder.file("a.gif"))) {
            try VideoFileWriter(path: folder.file("a.gif"), format: .gif, fps: 30, pace: .offline, ffmpeg: "/bin/false")
        }
        #expect(try folder.names() == ["a.gif"])
        #expect(try String(contentsOfFile: folder.file("a.gif"), encoding: .utf8) == "keep")
    }

    @Test func aFolderThatRefusesTheFileFailsBeforeAnyFrame() throws {
        #expect(throws: RecordingError.file(FileError(kind: .notFound, operation: .create, path: "/nonexistent/a.mp4",
                                                      reason: "No such file or directory"))) {
            try VideoFileWriter(path: "/nonexistent/a.mp4", format: .mp4, fps: 30, pace: .offline, ffmpeg: "/bin/false")
        }
    }

    @Test func noFrameLeavesNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let fake = try fakeProgram("ffmpeg", in: folder, script: "cat >/dev/null; echo 'pipe:0: Invalid data found' >&2; exit 1")
        let writer = try VideoFileWriter(path: folder.file("a.mp4"), format: .mp4, fps: 30, pace: .offline, ffmpeg: fake)
        try writer.finish()
        #expect(try folder.names() == ["ffmpeg"])
    }

    /// A failure part-way through a render says nothing was kept (a video is all or nothing).
    @Test func aRenderWhoseEncoderFailsSaysNothingWasKept() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let fake = try fakeProgram("ffmpeg", in: folder, script: "head -c 100000 >/dev/null; echo 'No space left on device' >&2; exit 1")
        let plan = try RenderPlan(try RenderCommand.parse(["--frames", "50", "--size", "320x180", "--out", folder.file("a.mp4")]).options,
                                  isDirectory: { _ in false })
        var job = try RenderJob(plan: plan, pattern: nil, source: SolidSource(colour: .white, name: "none"))
        let writer = try RenderCommand.makeWriter(plan, ffmpeg: fake)
        #expect(throws: CommandFailure(.ioError, "ffmpeg failed writing \(folder.file("a.mp4")) (exit status 1): No space left on device (nothing kept)")) {
            try job.run(into: writer) { _ in }
        }
        #expect(try folder.names() == ["ffmpeg"])
    }
}
