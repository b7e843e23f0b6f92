import Foundation
import LifeCore
import Testing
@testable import LifeApp
@testable import LifeTUI

/// Small YUV4MPEG2 streams and temporary paths for the source tests.
enum Y4MFixture {
    /// A 4:4:4 stream of `w × h` frames, one flat colour each.
    static func stream(_ colours: [RGB], width w: Int = 4, height h: Int = 2, fps: String = "200:1") -> Data {
        var bytes = Array("YUV4MPEG2 W\(w) H\(h) F\(fps) Ip C444\n".utf8)
        for c in colours {
            let s = BT601.ycbcr(c)
            bytes += Array("FRAME\n".utf8)
            bytes += [UInt8](repeating: s.y, count: w * h) + [UInt8](repeating: s.cb, count: w * h)
                + [UInt8](repeating: s.cr, count: w * h)
        }
        return Data(bytes)
    }

    static func path(_ name: String) -> String {
        let dir = FileManager.default.temporaryDirectory.path
        return "\(dir)/lifecam-y4m-\(ProcessInfo.processInfo.processIdentifier)-\(name)"
    }

    /// Polls `condition` until it holds or `seconds` pass; returns whether it held.
    static func waitUntil(seconds: Double = 5, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.002)
        }
        return condition()
    }

    static func close(_ a: RGB, _ b: RGB) -> Bool {
        abs(Int(a.r) - Int(b.r)) <= 3 && abs(Int(a.g) - Int(b.g)) <= 3 && abs(Int(a.b) - Int(b.b)) <= 3
    }
}

@Suite(.serialized) struct Y4MFileSourceTests {
    @Test func fileFramesArriveAndLoop() throws {
        let path = Y4MFixture.path("loop.y4m")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let red = RGB(200, 30, 40), blue = RGB(20, 40, 220)
        try Y4MFixture.stream([red, blue]).write(to: URL(fileURLWithPath: path))
        let source = try Y4MFileSource(path: path)
        defer { source.stop() }
        #expect(source.name == "y4m:\(path)")
        // Two frames in the file: more than two read means it went round again.
        #expect(Y4MFixture.waitUntil { source.framesRead >= 5 })
        #expect(source.state == .live)
        let frame = try #require(source.latestFrame(at: 0))
        #expect(frame.width == 4 && frame.height == 2)
        #expect(Y4MFixture.close(frame[3, 1], red) || Y4MFixture.close(frame[3, 1], blue))
    }

    @Test func fifoEndsWhenTheWriterCloses() throws {
        let path = Y4MFixture.path("pipe.y4m")
        try? FileManager.default.removeItem(atPath: path)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let mkfifo = try Process.run(URL(fileURLWithPath: "/usr/bin/mkfifo"), arguments: [path])
        mkfifo.waitUntilExit()
        #expect(mkfifo.terminationStatus == 0)
        let source = try Y4MFileSource(path: path)
        defer { source.stop() }
        #expect(source.state == .starting && source.latestFrame(at: 0) == nil)
        let colours = [RGB(250, 250, 250), RGB(10, 200, 10), RGB(90, 60, 200)]
        let writer = Thread {
            guard let handle = FileHandle(forWritingAtPath: path) else { return }
            handle.write(Y4MFixture.stream(colours, fps: "1000:1"))
            try? handle.close()
        }
        writer.start()
        #expect(Y4MFixture.waitUntil { source.state == .ended })
        #expect(source.framesRead == 3)
        let frame = try #require(source.latestFrame(at: 0))
        #expect(Y4MFixture.close(frame[0, 0], colours[2]))
    }

    @Test func aQuietWriterIsReportedStalled() throws {
        let path = Y4MFixture.path("quiet.y4m")
        try? FileManager.default.removeItem(atPath: path)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let mkfifo = try Process.run(URL(fileURLWithPath: "/usr/bin/mkfifo"), arguments: [path])
        mkfifo.waitUntilExit()
        let source = try Y4MFileSource(path: path)
        defer { source.stop() }
        let handle = try #require(FileHandle(forWritingAtPath: path))
        handle.write(Y4MFixture.stream([.white], fps: "30:1"))
        #expect(Y4MFixture.waitUntil { source.state == .live })
        // No second frame: after two seconds the source says it has stalled, and keeps the frame.
        #expect(Y4MFixture.waitUntil(seconds: 6) {
            if case .stalled = source.state { return true }
            return false
        })
        #expect(source.latestFrame(at: 0) != nil)
        try handle.close()
        #expect(Y4MFixture.waitUntil { source.state == .ended })
    }

    @Test(arguments: [
        (Data("RIFF not a video".utf8), "not a YUV4MPEG2 stream"),
        (Data("YUV4MPEG2 W4 H2 C411\n".utf8), "unsupported YUV4MPEG2 colour space C411"),
        (Data(), "YUV4MPEG2 stream is empty"),
        (Y4MFixture.stream([.white]) + Data("GARBAGE\n".utf8), "expected 'FRAME', found 'GARBAGE'"),
    ])
    func malformedFilesFailWithAReason(contents: Data, reason: String) throws {
        let path = Y4MFixture.path("bad-\(reason.count).y4m")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try contents.write(to: URL(fileURLWithPath: path))
        let source = try Y4MFileSource(path: path)
        defer { source.stop() }
        #expect(Y4MFixture.waitUntil {
            if case let .failed(why) = source.state { return why.contains(reason) }
            return false
        }, "state: \(source.state)")
    }

    @Test func missingPathsAndDirectoriesAreRefused() {
        #expect(throws: SourceError(source: "y4m:/nonexistent/clip.y4m", reason: "no such file or FIFO")) {
            try Y4MFileSource(path: "/nonexistent/clip.y4m")
        }
        let dir = FileManager.default.temporaryDirectory.path
        #expect(throws: SourceError(source: "y4m:\(dir)", reason: "it is a directory")) {
            try Y4MFileSource(path: dir)
        }
    }
}

@Suite struct Y4MSourceFactoryTests {
    final class FakeCamera: FrameSource {
        var name: String { "v4l2:fake" }
        var state: SourceState { .live }
        func latestFrame(at time: Double) -> RGBFrame? { nil }
    }

    struct NoCamera: Error, CustomStringConvertible {
        var description: String { "/dev/video0 is busy" }
    }

    @Test(arguments: SourceSpec.SyntheticKind.allCases)
    func syntheticSources(kind: SourceSpec.SyntheticKind) throws {
        let (source, note) = try SourceFactory.make(.synthetic(kind), seed: 4)
        #expect(source.name == "synthetic:\(kind.rawValue)" && note == nil)
        let frame = try #require(source.latestFrame(at: 1.5))
        #expect(frame.width == 640 && frame.height == 480)
    }

    @Test func noneIsWhite() throws {
        let (source, _) = try SourceFactory.make(.none)
        #expect(source.name == "none")
        #expect(source.latestFrame(at: 0) == RGBFrame(width: 1, height: 1, fill: .white))
    }

    @Test func camerasNeedAnOpener() throws {
        #expect(throws: SourceError(source: "v4l2:/dev/video0", reason: "camera capture is not available in this build")) {
            try SourceFactory.make(.v4l2(device: "/dev/video0", size: nil))
        }
        let (fallback, note) = try SourceFactory.make(.auto)
        #expect(fallback.name == "synthetic:plasma" && note == "no camera support: showing synthetic:plasma")
    }

    @Test func autoTriesTheCameraFirst() throws {
        let (camera, none) = try SourceFactory.make(.auto) { _, _ in FakeCamera() }
        #expect(camera.name == "v4l2:fake" && none == nil)
        let (fallback, note) = try SourceFactory.make(.auto) { _, _ in throw NoCamera() }
        #expect(fallback.name == "synthetic:plasma")
        #expect(note == "no camera (/dev/video0 is busy): showing synthetic:plasma")
        #expect(throws: SourceError(source: "v4l2@320x240", reason: "/dev/video0 is busy")) {
            try SourceFactory.make(.v4l2(device: nil, size: (320, 240))) { _, _ in throw NoCamera() }
        }
    }

    @Test func y4mSpecsOpenFiles() throws {
        let path = Y4MFixture.path("factory.y4m")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Y4MFixture.stream([.white]).write(to: URL(fileURLWithPath: path))
        let (source, _) = try SourceFactory.make(.y4m(path: path))
        #expect(source.name == "y4m:\(path)")
        #expect(Y4MFixture.waitUntil { source.latestFrame(at: 0) != nil })
        (source as? Y4MFileSource)?.stop()
    }
}
