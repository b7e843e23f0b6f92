import Foundation
import LifeCore
import LifeTestSupport
import Testing
@testable import LifeApp
@testable import LifeTUI

@Suite struct PNGSequenceWriterTests {
    @Test func writesNumberedFramesThatDecodeBack() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let frames = (1...3).map { TestFrames.random(width: 12, height: 5, padding: 4, seed: UInt64($0)) }
        let writer = try PNGSequenceWriter(directory: folder.file("run"))
        for frame in frames { try writer.write(frame) }
        try writer.finish()
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.file("run")).sorted()
        #expect(names == ["frame-000001.png", "frame-000002.png", "frame-000003.png"])
        for (i, frame) in frames.enumerated() {
            let bytes = try folder.bytes("run/\(names[i])")
            #expect(try PNGCodec.decode(bytes) == TestFrames.packed(frame))
        }
    }

    @Test func anEmptyExistingFolderIsUsedAndAFullOneRefused() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let writer = try PNGSequenceWriter(directory: folder.path)
        try writer.write(numberedFrame(1))
        try writer.finish()
        #expect(try folder.names() == ["frame-000001.png"])
        #expect(throws: RecordingError.folderNotEmpty(folder.path)) { try PNGSequenceWriter(directory: folder.path) }
    }

    @Test func aPlainFileInTheWayIsRefused() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        try Data("x".utf8).write(to: URL(fileURLWithPath: folder.file("out")))
        #expect(throws: RecordingError.wouldOverwrite(folder.file("out"))) {
            try PNGSequenceWriter(directory: folder.file("out"))
        }
    }

    @Test func aFolderItMadeAndNeverFilledIsRemoved() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        try PNGSequenceWriter(directory: folder.file("run")).finish()
        #expect(try folder.names() == [])
    }

    @Test func freshFolderNamesStepPastTakenOnes() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let date = Date(timeIntervalSince1970: 1_795_317_300)
        let utc = TimeZone(identifier: "UTC")!
        try FileManager.default.createDirectory(atPath: folder.file("lifecam-20261122-031500"), withIntermediateDirectories: false)
        let writer = try FrameFiles.fresh(.pngFolder, in: folder.path, at: WallTime(date, timeZone: utc), fps: 30,
                                          fileSystem: PosixFileSystem())
        #expect(writer.path == folder.file("lifecam-20261122-031500-2"))
        #expect(writer is PNGSequenceWriter)
    }

    @Test(arguments: [0, 60, 150, 400])
    func aFullDiskKeepsEveryEarlierFrameWholeAndNoTemporaryFile(budget: Int) throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let frames = (1...6).map { TestFrames.random(width: 6, height: 4, seed: UInt64($0)) }
        let sizes = try frames.map { try PNGCodec.encode($0, level: PNGCodec.fastLevel).count }
        let writer = try PNGSequenceWriter(directory: folder.path, fileSystem: FillingFileSystem(budget: budget))
        var written = 0
        var failure: RecordingError?
        for frame in frames {
            do { try writer.write(frame); written += 1 } catch { failure = error; break }
        }
        try writer.finish()
        // Every byte counts against the budget, the bytes of the failed file too.
        var fitting = 0, used = 0
        while fitting < sizes.count, used + sizes[fitting] <= budget { used += sizes[fitting]; fitting += 1 }
        #expect(written == fitting)
        let failed = folder.file(PNGSequenceWriter.fileName(frame: fitting + 1))
        #expect(failure?.description == "disk full: cannot write to \(failed)")
        #expect(try folder.names() == (0..<fitting).map { PNGSequenceWriter.fileName(frame: $0 + 1) })
        for i in 0..<fitting {
            #expect(try PNGCodec.decode(try folder.bytes(PNGSequenceWriter.fileName(frame: i + 1))) == frames[i])
        }
    }
}
