import Foundation
import LifeCore
import LifeTestSupport
import Testing
@testable import LifeApp
@testable import LifeTUI

/// A clock the test moves by hand.
final class ManualClock: @unchecked Sendable {
    private let lock = NSLock()
    private var seconds: Double = 0
    func advance(_ by: Double) { lock.lock(); seconds += by; lock.unlock() }
    func now() -> Double { lock.lock(); defer { lock.unlock() }; return seconds }
}

@Suite struct RecorderTests {
    @Test(arguments: [1, 2, 4])
    func aSlowWriterMakesNewFramesDropNotWait(capacity: Int) throws {
        let writer = GatedWriter()
        let clock = ManualClock()
        let recorder = Recorder(writer: writer, capacity: capacity, clock: clock.now)
        #expect(recorder.submit(videoScene(numberedFrame(1))))
        // The writer thread holds frame 1 and waits: the queue fills, then frames drop.
        #expect(waitBriefly(writer.entered))
        for n in 2...(capacity + 1) { #expect(recorder.submit(videoScene(numberedFrame(n)))) }
        for n in (capacity + 2)...(capacity + 4) { #expect(!recorder.submit(videoScene(numberedFrame(n)))) }
        clock.advance(83)
        let during = recorder.stats
        #expect(during.framesDropped == 3)
        #expect(during.framesWritten == 0)
        #expect(during.statusText == "● REC 01:23 · 0 frames · 3 dropped")

        for _ in 0...capacity { writer.release.signal() }
        let final = recorder.stop()
        #expect(final.state == .finished)
        #expect(final.framesWritten == capacity + 1)
        #expect(final.framesDropped == 3)
        #expect(writer.frames == (1...(capacity + 1)).map { numberedFrame($0) })
    }

    @Test func stopWritesWhatIsQueuedAndLaterSubmitsAreRefused() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let recorder = Recorder(writer: try Y4MWriter(path: folder.file("a.y4m"), fps: 30, fileSystem: PosixFileSystem()), capacity: 64, clock: { 0 })
        for n in 1...20 { #expect(recorder.submit(videoScene(numberedFrame(n)))) }
        let final = recorder.stop()
        #expect(final.state == .finished && final.framesWritten == 20 && final.framesDropped == 0)
        #expect(!recorder.submit(videoScene(numberedFrame(21))))
        #expect(recorder.stop() == final)
        #expect(try Y4MTestDecoder(try folder.bytes("a.y4m")).planes.count == 20)
    }

    @Test func aFullDiskStopsTheRecordingWithAMessageAndKeepsWholeFrames() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let path = folder.file("a.y4m")
        // Header 41 bytes + 18 bytes a frame: room for 3 frames and a half.
        let writer = try Y4MWriter(path: path, fps: 30, fileSystem: FillingFileSystem(budget: 41 + 18 * 3 + 9))
        let recorder = Recorder(writer: writer, capacity: 64, clock: { 0 })
        for n in 1...10 { recorder.submit(videoScene(numberedFrame(n))) }
        let final = recorder.stop()
        #expect(final.framesWritten == 3)
        #expect(final.state == .failed("disk full: cannot write to \(path)"))
        #expect(final.statusText == "recording stopped: disk full: cannot write to \(path) (3 frames kept in \(path))")
        let stream = try Y4MTestDecoder(try folder.bytes("a.y4m"))
        #expect(stream.planes.count == 3)
        #expect(try folder.names() == ["a.y4m"])
        #expect(!recorder.submit(videoScene(numberedFrame(11))))
    }

    @Test func aFullDiskDuringAPNGSequenceLeavesNoTemporaryFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let frames = (1...8).map { TestFrames.random(width: 5, height: 5, seed: UInt64($0)) }
        let size = try PNGCodec.encode(frames[0], level: PNGCodec.fastLevel).count
        let writer = try PNGSequenceWriter(directory: folder.path, fileSystem: FillingFileSystem(budget: size * 2 + size / 2))
        let recorder = Recorder(writer: writer, capacity: 16, clock: { 0 })
        for frame in frames { recorder.submit(videoScene(frame)) }
        let final = recorder.stop()
        guard case .failed(let reason) = final.state else {
            Issue.record("recording did not fail: \(final)")
            return
        }
        #expect(reason.hasPrefix("disk full"))
        let names = try folder.names()
        #expect(names == (1...final.framesWritten).map { PNGSequenceWriter.fileName(frame: $0) })
        for (i, name) in names.enumerated() {
            #expect(try PNGCodec.decode(try folder.bytes(name)) == frames[i])
        }
    }

    @Test func elapsedFreezesWhenTheRecordingEnds() {
        let clock = ManualClock()
        let writer = GatedWriter()
        let recorder = Recorder(writer: writer, capacity: 2, clock: clock.now)
        clock.advance(5)
        #expect(recorder.stats.elapsed == 5)
        let final = recorder.stop()
        clock.advance(100)
        #expect(final.elapsed == 5)
        #expect(recorder.stats.elapsed == 5)
    }
}

@Suite struct RecordingStatsTests {
    @Test(arguments: [
        (RecordingStats(path: "a.y4m", framesWritten: 2490, framesDropped: 0, elapsed: 83.9, state: .recording),
         "● REC 01:23 · 2490 frames"),
        (RecordingStats(path: "a.y4m", framesWritten: 10, framesDropped: 3, elapsed: 3725, state: .recording),
         "● REC 1:02:05 · 10 frames · 3 dropped"),
        (RecordingStats(path: "a.y4m", framesWritten: 10, framesDropped: 0, elapsed: 1, state: .finished),
         "saved 10 frames to a.y4m"),
        (RecordingStats(path: "d", framesWritten: 4, framesDropped: 0, elapsed: 1, state: .failed("disk full: cannot write to d/x")),
         "recording stopped: disk full: cannot write to d/x (4 frames kept in d)"),
    ])
    func statusText(stats: RecordingStats, expected: String) {
        #expect(stats.statusText == expected)
    }
}

@Suite struct RecordingNameTests {
    @Test(arguments: [
        (1_795_317_300.0, "UTC", "lifecam-20261122-031500.y4m"),
        (1_795_317_300.0, "Asia/Tokyo", "lifecam-20261122-121500.y4m"),
        (0.0, "UTC", "lifecam-19700101-000000.y4m"),
    ])
    func stampFollowsTheTimeZone(seconds: Double, zone: String, expected: String) {
        let name = RecordingName(at: WallTime(Date(timeIntervalSince1970: seconds), timeZone: TimeZone(identifier: zone)!), fileExtension: "y4m")
        #expect(name.candidates.first == expected)
    }

    @Test func candidatesCountUpAndFoldersHaveNoExtension() {
        let name = RecordingName(at: WallTime(Date(timeIntervalSince1970: 0), timeZone: TimeZone(identifier: "UTC")!), fileExtension: "")
        #expect(Array(name.candidates.prefix(3)) == ["lifecam-19700101-000000", "lifecam-19700101-000000-2", "lifecam-19700101-000000-3"])
        #expect(name.candidates.count == RecordingName.attempts)
        #expect(Set(name.candidates).count == RecordingName.attempts)
    }

    @Test(arguments: [(1, "frame-000001.png"), (42, "frame-000042.png"), (1_234_567, "frame-1234567.png")])
    func frameFilesSortByName(number: Int, expected: String) {
        #expect(PNGSequenceWriter.fileName(frame: number) == expected)
    }
}

/// The play loop's files are named from the clock the studio is given.
@Suite struct FileStudioClockTests {
    private let wall = WallTime(secondsSince1970: 1_795_317_300, day: CalendarDay(year: 2026, month: 11, day: 22),
                                hour: 3, minute: 15, second: 0)

    @Test func filesAreNamedByTheInjectedWallClock() throws {
        let files = MemoryFileSystem()
        let studio = FileStudio(directory: "out", fileSystem: files, clock: FixedClock(wall: wall))
        #expect(try studio.saveSVG(Array("<svg/>".utf8)) == "out/lifecam-20261122-031500.svg")
        #expect(try studio.saveSVG(Array("<svg/>".utf8)) == "out/lifecam-20261122-031500-2.svg")
        #expect(try studio.saveMacrocell(Array("[M2]\n".utf8)) == "out/lifecam-20261122-031500.mc")
        #expect(files.contents("out/lifecam-20261122-031500.svg") == Array("<svg/>".utf8))
    }

    @Test func theSystemClockReadsTheWallClockInItsZone() {
        let before = Int(Date().timeIntervalSince1970)
        let read = SystemClock().wallTime()
        let after = Int(Date().timeIntervalSince1970)
        #expect((before...after).contains(read.secondsSince1970))
        #expect(read == WallTime(Date(timeIntervalSince1970: Double(read.secondsSince1970)), timeZone: .current))
    }
}
