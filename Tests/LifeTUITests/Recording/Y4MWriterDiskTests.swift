import Foundation
import LifeCore
import LifeTestSupport
import Testing
@testable import LifeApp
@testable import LifeTUI

/// The Y4M writer on the real file system: what only a real disk does to a
/// recording (its folder deleted or the file renamed while it is written, an
/// unwritable path) and fresh names in a real folder. The format itself is
/// `Y4MWriterTests`' (LifeApp), on files in memory.
@Suite struct Y4MWriterDiskTests {
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
