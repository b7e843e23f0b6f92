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

/// The app's paced Y4M source, on a test clock: the reader thread's waits
/// move the clock instead of sleeping, so a stall is seen without waiting.
@Suite(.serialized) struct Y4MFileSourceTests {
    /// A source on a fixed clock whose sleeps advance it.
    static func source(_ path: String) throws -> (Y4MFileSource, FixedClock) {
        let clock = FixedClock()
        return (try Y4MFileSource(path: path, clock: clock, sleep: { clock.advance(by: $0) }), clock)
    }

    static func fifo(_ name: String) throws -> String {
        let path = Y4MFixture.path(name)
        try? FileManager.default.removeItem(atPath: path)
        #expect(mkfifo(path, 0o600) == 0)
        return path
    }

    @Test func fileFramesArriveAtTheirRateAndLoop() throws {
        let path = Y4MFixture.path("loop.y4m")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let red = RGB(200, 30, 40), blue = RGB(20, 40, 220)
        try Y4MFixture.stream([red, blue], fps: "20:1").write(to: URL(fileURLWithPath: path))
        let (source, clock) = try Self.source(path)
        defer { source.stop() }
        #expect(source.name == "y4m:\(path)")
        // Two frames in the file: more than two read means it went round again.
        #expect(Y4MFixture.waitUntil { source.framesRead >= 5 })
        #expect(source.state == .live)
        // Paced at 20 frames a second of the (test) clock.
        let read = source.framesRead
        #expect(abs(clock.now() - Double(read - 1) / 20) < 0.06, "\(clock.now()) s for \(read) frames")
        let frame = try #require(source.latestFrame(at: 0))
        #expect(frame.width == 4 && frame.height == 2)
        #expect(Y4MFixture.close(frame[3, 1], red) || Y4MFixture.close(frame[3, 1], blue))
    }

    @Test func framesComeAsYUVPlanesForThePainterToScaleFirst() throws {
        let path = Y4MFixture.path("planes.y4m")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Y4MFixture.stream([RGB(200, 30, 40)], width: 64, height: 36).write(to: URL(fileURLWithPath: path))
        let (source, _) = try Self.source(path)
        defer { source.stop() }
        #expect(Y4MFixture.waitUntil { source.latestVideo(at: 0) != nil })
        guard case .yuv(let planes)? = source.latestVideo(at: 0) else {
            Issue.record("not YUV planes: \(String(describing: source.latestVideo(at: 0)))")
            return
        }
        #expect((planes.width, planes.height, planes.chromaWidth, planes.chromaHeight) == (64, 36, 64, 36))
        #expect(Y4MFixture.close(try #require(source.latestFrame(at: 0))[10, 10], RGB(200, 30, 40)))
    }

    @Test func fifoEndsWhenTheWriterCloses() throws {
        let path = try Self.fifo("pipe.y4m")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (source, _) = try Self.source(path)
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

    @Test func aQuietWriterIsReportedStalledAfterTwoSecondsOfTheClock() throws {
        let path = try Self.fifo("quiet.y4m")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (source, clock) = try Self.source(path)
        defer { source.stop() }
        let handle = try #require(FileHandle(forWritingAtPath: path))
        handle.write(Y4MFixture.stream([.white], fps: "30:1"))
        #expect(Y4MFixture.waitUntil { source.state == .live })
        clock.advance(by: 1.9)
        #expect(source.state == .live)
        // No second frame: past two seconds the source says it has stalled, and keeps the frame.
        clock.advance(by: 0.3)
        guard case .stalled(let seconds) = source.state else {
            Issue.record("state is \(source.state)")
            return
        }
        #expect(abs(seconds - 2.2) < 1e-9)
        #expect(source.latestFrame(at: 0) != nil)
        try handle.close()
        #expect(Y4MFixture.waitUntil { source.state == .ended })
    }

    @Test(arguments: [
        (Data("RIFF not a video".utf8), "not a YUV4MPEG2 stream"),
        (Data("YUV4MPEG2 W4 H2 C411\n".utf8), "unsupported YUV4MPEG2 colour space C411"),
        (Data(), "YUV4MPEG2 stream is empty"),
        (Y4MFixture.stream([.white]) + Data("GARBAGE\n".utf8), "expected 'FRAME', found 'GARBAGE'"),
        (Y4MFixture.stream([.white]) + Data("FRAME\n12".utf8), "ends in the middle of a frame"),
    ])
    func malformedFilesFailWithAReason(contents: Data, reason: String) throws {
        let path = Y4MFixture.path("bad-\(reason.count).y4m")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try contents.write(to: URL(fileURLWithPath: path))
        let (source, _) = try Self.source(path)
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
