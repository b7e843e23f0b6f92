import LifeCore
import LifeTestSupport
import TerminalRenderer
import Testing
@testable import LifeApp

@Suite struct ANSWriterTests {
    private let frames = (1...4).map { TestFrames.random(width: 6, height: 4, seed: UInt64($0)) }

    /// What the renderer sends for the frames, one after another.
    private func expectedBytes(_ count: Int) -> [[UInt8]] {
        var encoder = FrameEncoder(mode: .truecolor)
        return frames.prefix(count).map { encoder.encode(canvas: $0) }
    }

    @Test func theFileIsTheRenderersBytesFrameAfterFrame() throws {
        let files = MemoryFileSystem()
        let writer = try ANSWriter(path: "a.ans", mode: .truecolor, fileSystem: files)
        for frame in frames { try writer.write(frame) }
        try writer.finish()
        #expect(files.contents("a.ans") == expectedBytes(4).flatMap { $0 })
    }

    @Test(arguments: [1, 2, 3])
    func aFullDiskEndsTheFileAfterAWholeFrame(whole: Int) throws {
        let sizes = expectedBytes(4).map(\.count)
        let files = MemoryFileSystem(capacity: sizes.prefix(whole).reduce(0, +) + sizes[whole] / 2)
        let writer = try ANSWriter(path: "a.ans", mode: .truecolor, fileSystem: files)
        var written = 0
        for frame in frames {
            do { try writer.write(frame); written += 1 } catch { break }
        }
        try writer.finish()
        #expect(written == whole)
        #expect(files.contents("a.ans") == expectedBytes(whole).flatMap { $0 })
    }

    @Test func refusesAnExistingFileAndLeavesItAlone() throws {
        let files = MemoryFileSystem()
        files.place("old.ans", Array("precious".utf8))
        #expect(throws: RecordingError.wouldOverwrite("old.ans")) {
            try ANSWriter(path: "old.ans", mode: .truecolor, fileSystem: files)
        }
        #expect(files.contents("old.ans") == Array("precious".utf8))
    }
}
