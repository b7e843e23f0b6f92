import Foundation
import LifeCore
import LifeTestSupport
import Testing
@testable import LifeApp
@testable import LifeTUI

@Suite struct Y4MWriterTests {
    @Test(arguments: [(2, 2), (64, 36), (33, 17)])
    func roundTripWithinBT601Rounding(width: Int, height: Int) throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let frames = (0..<3).map { TestFrames.blocky(width: width, height: height, seed: UInt64(10 + $0)) }
        let writer = try Y4MWriter(path: folder.file("a.y4m"), fps: 30, fileSystem: PosixFileSystem())
        for frame in frames { try writer.write(frame) }
        try writer.finish()

        let stream = try Y4MTestDecoder(try folder.bytes("a.y4m"))
        #expect(stream.width == width && stream.height == height)
        #expect(stream.parameters.contains("C420jpeg") && stream.parameters.contains("F30:1"))
        #expect(stream.planes.count == frames.count)
        for (i, frame) in frames.enumerated() {
            let back = stream.rgb(i)
            var worst = 0
            for y in 0..<height {
                for x in 0..<width {
                    let (a, b) = (frame[x, y], back[x, y])
                    worst = max(worst, abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
                }
            }
            // Studio range keeps 219 luma and 225 chroma levels of 256: a channel may move by 2.
            #expect(worst <= 2, "frame \(i) differs by \(worst)")
        }
    }

    /// A recording whose folder is deleted stops at the next frame instead of
    /// writing into a file nobody can reach, and says so truthfully.
    @Test func aDeletedFolderStopsTheRecording() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let sub = folder.file("takes")
        try FileManager.default.createDirectory(atPath: sub, withIntermediateDirectories: false)
        let path = RecordingName.join(sub, "a.y4m")
        let writer = try Y4MWriter(path: path, fps: 30, fileSystem: PosixFileSystem())
        let frame = TestFrames.blocky(width: 8, height: 8, seed: 1)
        try writer.write(frame)
        try FileManager.default.removeItem(atPath: sub)
        #expect(throws: RecordingError.vanished(path)) { try writer.write(frame) }
        #expect(throws: RecordingError.vanished(path)) { try writer.finish() }
        #expect(RecordingError.vanished(path).description == "\(path) was deleted or moved away while it was written")
        let stats = RecordingStats(path: path, framesWritten: 1, state: .failed(RecordingError.vanished(path).description))
        var gone = stats
        gone.outputGone = true
        #expect(gone.statusText == "recording stopped: \(path) was deleted or moved away while it was written (nothing was saved)")
        #expect(stats.statusText.hasSuffix("(1 frame kept in \(path))"))
    }

    @Test func aRenamedFileIsNoLongerTheRecording() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let writer = try Y4MWriter(path: folder.file("a.y4m"), fps: 30, fileSystem: PosixFileSystem())
        try writer.write(TestFrames.blocky(width: 4, height: 4, seed: 2))
        try FileManager.default.moveItem(atPath: folder.file("a.y4m"), toPath: folder.file("b.y4m"))
        #expect(throws: RecordingError.vanished(folder.file("a.y4m"))) { try writer.write(TestFrames.blocky(width: 4, height: 4, seed: 3)) }
    }

    /// The app's own Y4M reader (LifeCore) reads what the writer wrote.
    @Test func lifeCoresDecoderReadsItBack() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let frames = (0..<2).map { TestFrames.blocky(width: 30, height: 14, seed: UInt64(40 + $0)) }
        let writer = try Y4MWriter(path: folder.file("a.y4m"), fps: 25, fileSystem: PosixFileSystem())
        for frame in frames { try writer.write(frame) }
        try writer.finish()
        let (header, decoded) = try Y4MDecoder.decodeAll(try folder.bytes("a.y4m"))
        #expect(header.framesPerSecond == 25 && header.chroma == .c420jpeg)
        #expect(decoded.count == 2)
        for (a, b) in zip(frames, decoded) {
            var worst = 0
            for y in 0..<14 {
                for x in 0..<30 {
                    worst = max(worst, abs(Int(a[x, y].r) - Int(b[x, y].r)), abs(Int(a[x, y].g) - Int(b[x, y].g)),
                                abs(Int(a[x, y].b) - Int(b[x, y].b)))
                }
            }
            #expect(worst <= 2)
        }
    }

    @Test func fileIsHeaderPlusWholeRecords() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let writer = try Y4MWriter(path: folder.file("a.y4m"), fps: 24, fileSystem: PosixFileSystem())
        for n in 1...5 { try writer.write(numberedFrame(n, width: 10, height: 6)) }
        try writer.finish()
        let encoder = Y4MEncoder(width: 10, height: 6, fps: 24)
        #expect(try folder.bytes("a.y4m").count == encoder.header.count + 5 * encoder.recordSize)
    }

    @Test func refusesAnExistingFileAndLeavesItAlone() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        try Data("precious".utf8).write(to: URL(fileURLWithPath: folder.file("old.y4m")))
        #expect(throws: RecordingError.wouldOverwrite(folder.file("old.y4m"))) {
            try Y4MWriter(path: folder.file("old.y4m"), fps: 30, fileSystem: PosixFileSystem())
        }
        #expect(try folder.bytes("old.y4m") == Array("precious".utf8))
    }

    @Test func freshNamesStepPastTakenOnes() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let date = Date(timeIntervalSince1970: 1_795_317_300)  // 2026-11-22 03:15:00 UTC
        let utc = TimeZone(identifier: "UTC")!
        let first = try FrameFiles.fresh(.y4m, in: folder.path, at: WallTime(date, timeZone: utc), fps: 30, fileSystem: PosixFileSystem())
        let second = try FrameFiles.fresh(.y4m, in: folder.path, at: WallTime(date, timeZone: utc), fps: 30, fileSystem: PosixFileSystem())
        #expect(first.path == folder.file("lifecam-20261122-031500.y4m"))
        #expect(second.path == folder.file("lifecam-20261122-031500-2.y4m"))
        try first.write(numberedFrame(1))
        try second.write(numberedFrame(2))
        try first.finish()
        try second.finish()
        #expect(try folder.names() == ["lifecam-20261122-031500-2.y4m", "lifecam-20261122-031500.y4m"])
    }

    /// After a resize, frames are fitted into the stream's size: an 8x2 grey
    /// frame in a 4x2 stream is a grey row over a black one.
    @Test func aFrameOfAnotherSizeIsFittedIntoTheStream() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let writer = try Y4MWriter(path: folder.file("a.y4m"), fps: 30, fileSystem: PosixFileSystem())
        try writer.write(numberedFrame(100, width: 4, height: 2))
        try writer.write(numberedFrame(200, width: 8, height: 2))
        try writer.finish()
        let stream = try Y4MTestDecoder(try folder.bytes("a.y4m"))
        #expect(stream.planes.count == 2 && stream.width == 4 && stream.height == 2)
        let second = stream.rgb(1)
        let rows = (0..<2).map { y in (0..<4).map { x in Int(second[x, y].g) } }
        let (grey, black) = rows[0][0] > rows[1][0] ? (rows[0], rows[1]) : (rows[1], rows[0])
        #expect(grey.allSatisfy { abs($0 - 200) <= 2 } && black.allSatisfy { $0 <= 2 })
    }

    @Test func anEmptyPictureIsRefusedAndLeavesNoFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let writer = try Y4MWriter(path: folder.file("a.y4m"), fps: 30, fileSystem: PosixFileSystem())
        #expect(throws: RecordingError.emptyPicture) { try writer.write(RGBFrame(width: 0, height: 5)) }
        try writer.finish()
        #expect(try folder.names() == [])
    }

    @Test func aRecordingWithoutFramesLeavesNoFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        try Y4MWriter(path: folder.file("a.y4m"), fps: 30, fileSystem: PosixFileSystem()).finish()
        #expect(try folder.names() == [])
    }

    @Test(arguments: [0, 10, 41, 100, 135, 200])
    func aFullDiskLeavesOnlyWholeFrames(budget: Int) throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let writer = try Y4MWriter(path: folder.file("a.y4m"), fps: 30, fileSystem: FillingFileSystem(budget: budget))
        var written = 0
        var failure: RecordingError?
        for n in 1...10 {
            do { try writer.write(numberedFrame(n)); written += 1 } catch { failure = error; break }
        }
        #expect(failure?.description.hasPrefix("disk full") == true)
        try writer.finish()
        // Header 41 bytes, records 6 + 8 + 2 + 2 = 18: the budget fits this many frames.
        let header = Y4MEncoder(width: 4, height: 2, fps: 30).header.count
        let fitting = budget < header + 18 ? 0 : (budget - header) / 18
        #expect(written == fitting)
        if fitting == 0 {
            #expect(try folder.names() == [])
        } else {
            let bytes = try folder.bytes("a.y4m")
            #expect(bytes.count == header + 18 * fitting)
            #expect(try Y4MTestDecoder(bytes).planes.count == fitting)
        }
    }

    @Test func anUnwritablePathIsAClearError() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        try Data().write(to: URL(fileURLWithPath: folder.file("plain")))
        #expect(throws: RecordingError.self) { try Y4MWriter(path: folder.file("plain/a.y4m"), fps: 30, fileSystem: PosixFileSystem()) }
        do {
            _ = try Y4MWriter(path: folder.file("missing/a.y4m"), fps: 30, fileSystem: PosixFileSystem())
        } catch {
            #expect(error.description == "cannot create \(folder.file("missing/a.y4m")): no such file or folder")
        }
    }
}
