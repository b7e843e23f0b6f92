import Foundation
import LifeCore
import LifeTestSupport
import Testing
@testable import LifeApp
@testable import LifeTUI

@Suite struct SnapshotTests {
    private let date = Date(timeIntervalSince1970: 1_795_317_300)  // 2026-11-22 03:15:00 UTC
    private let utc = TimeZone(identifier: "UTC")!

    @Test func savesTheFrameUnderAFreshNameEachTime() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let frames = (1...3).map { TestFrames.random(width: 7, height: 3, padding: 2, seed: UInt64($0)) }
        let paths = try frames.map { try Snapshot.save($0, in: folder.path, at: WallTime(date, timeZone: utc)) }
        #expect(paths == ["lifecam-20261122-031500.png", "lifecam-20261122-031500-2.png", "lifecam-20261122-031500-3.png"]
            .map(folder.file))
        #expect(try folder.names().count == 3)
        for (path, frame) in zip(paths, frames) {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
            #expect(try PNGCodec.decode(bytes) == TestFrames.packed(frame))
        }
    }

    @Test func neverReplacesAFileThatHoldsTheName() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        try Data("mine".utf8).write(to: URL(fileURLWithPath: folder.file("lifecam-20261122-031500.png")))
        let path = try Snapshot.save(numberedFrame(9), in: folder.path, at: WallTime(date, timeZone: utc))
        #expect(path == folder.file("lifecam-20261122-031500-2.png"))
        #expect(try folder.bytes("lifecam-20261122-031500.png") == Array("mine".utf8))
    }

    @Test func aFullDiskLeavesNothingBehind() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        #expect(throws: RecordingError.self) {
            try Snapshot.save(numberedFrame(1), in: folder.path, at: WallTime(date, timeZone: utc),
                              fileSystem: FillingFileSystem(budget: 30))
        }
        #expect(try folder.names() == [])
    }

    @Test func aMissingFolderIsAClearError() throws {
        do {
            _ = try Snapshot.save(numberedFrame(1), in: "/nonexistent-lifecam", at: WallTime(date, timeZone: utc))
            Issue.record("saved into a missing folder")
        } catch {
            #expect(error.description.contains("no such file or folder"))
        }
    }
}
