import LifeCore
import LifeTestSupport
import Testing
@testable import LifeApp

/// The Y4M writer through the `FileSystem` seam, on files held in memory
/// (what the real file system adds — a folder deleted or a file renamed
/// while it is written, an unwritable path — is `Y4MWriterDiskTests`'s).
@Suite struct Y4MWriterTests {
    /// Every channel of `a` and `b` within `bound` levels.
    private func worstDifference(_ a: RGBFrame, _ b: RGBFrame) -> Int {
        var worst = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let (p, q) = (a[x, y], b[x, y])
                worst = max(worst, abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)))
            }
        }
        return worst
    }

    @Test(arguments: [(2, 2), (64, 36), (33, 17)])
    func roundTripWithinBT601Rounding(width: Int, height: Int) throws {
        let files = MemoryFileSystem()
        let frames = (0..<3).map { TestFrames.blocky(width: width, height: height, seed: UInt64(10 + $0)) }
        let writer = try Y4MWriter(path: "a.y4m", fps: 30, fileSystem: files)
        for frame in frames { try writer.write(frame) }
        try writer.finish()

        let stream = try Y4MTestDecoder(files.contents("a.y4m") ?? [])
        #expect(stream.width == width && stream.height == height)
        #expect(stream.parameters.contains("C420jpeg") && stream.parameters.contains("F30:1"))
        #expect(stream.planes.count == frames.count)
        for (i, frame) in frames.enumerated() {
            // Studio range keeps 219 luma and 225 chroma levels of 256: a channel may move by 2.
            #expect(worstDifference(frame, stream.rgb(i)) <= 2, "frame \(i)")
        }
    }

    /// The app's own Y4M reader (LifeCore) reads what the writer wrote.
    @Test func lifeCoresDecoderReadsItBack() throws {
        let files = MemoryFileSystem()
        let frames = (0..<2).map { TestFrames.blocky(width: 30, height: 14, seed: UInt64(40 + $0)) }
        let writer = try Y4MWriter(path: "a.y4m", fps: 25, fileSystem: files)
        for frame in frames { try writer.write(frame) }
        try writer.finish()
        let (header, decoded) = try Y4MDecoder.decodeAll(files.contents("a.y4m") ?? [])
        #expect(header.framesPerSecond == 25 && header.chroma == .c420jpeg)
        #expect(decoded.count == 2)
        for (a, b) in zip(frames, decoded) { #expect(worstDifference(a, b) <= 2) }
    }

    @Test func fileIsHeaderPlusWholeRecords() throws {
        let files = MemoryFileSystem()
        let writer = try Y4MWriter(path: "a.y4m", fps: 24, fileSystem: files)
        for n in 1...5 { try writer.write(numberedFrame(n, width: 10, height: 6)) }
        try writer.finish()
        let encoder = Y4MEncoder(width: 10, height: 6, fps: 24)
        #expect(files.contents("a.y4m")?.count == encoder.header.count + 5 * encoder.recordSize)
    }

    @Test func refusesAnExistingFileAndLeavesItAlone() throws {
        let files = MemoryFileSystem()
        files.place("old.y4m", Array("precious".utf8))
        #expect(throws: RecordingError.wouldOverwrite("old.y4m")) {
            try Y4MWriter(path: "old.y4m", fps: 30, fileSystem: files)
        }
        #expect(files.contents("old.y4m") == Array("precious".utf8))
    }

    /// After a resize, frames are fitted into the stream's size: an 8x2 grey
    /// frame in a 4x2 stream is a grey row over a black one.
    @Test func aFrameOfAnotherSizeIsFittedIntoTheStream() throws {
        let files = MemoryFileSystem()
        let writer = try Y4MWriter(path: "a.y4m", fps: 30, fileSystem: files)
        try writer.write(numberedFrame(100, width: 4, height: 2))
        try writer.write(numberedFrame(200, width: 8, height: 2))
        try writer.finish()
        let stream = try Y4MTestDecoder(files.contents("a.y4m") ?? [])
        #expect(stream.planes.count == 2 && stream.width == 4 && stream.height == 2)
        let second = stream.rgb(1)
        let rows = (0..<2).map { y in (0..<4).map { x in Int(second[x, y].g) } }
        let (grey, black) = rows[0][0] > rows[1][0] ? (rows[0], rows[1]) : (rows[1], rows[0])
        #expect(grey.allSatisfy { abs($0 - 200) <= 2 } && black.allSatisfy { $0 <= 2 })
    }

    @Test func anEmptyPictureIsRefusedAndLeavesNoFile() throws {
        let files = MemoryFileSystem()
        let writer = try Y4MWriter(path: "a.y4m", fps: 30, fileSystem: files)
        #expect(throws: RecordingError.emptyPicture) { try writer.write(RGBFrame(width: 0, height: 5)) }
        try writer.finish()
        #expect(try files.contentsOfDirectory("/") == [])
    }

    @Test func aRecordingWithoutFramesLeavesNoFile() throws {
        let files = MemoryFileSystem()
        try Y4MWriter(path: "a.y4m", fps: 30, fileSystem: files).finish()
        #expect(try files.contentsOfDirectory("/") == [])
    }

    @Test(arguments: [0, 10, 41, 100, 135, 200])
    func aFullDiskLeavesOnlyWholeFrames(budget: Int) throws {
        let files = MemoryFileSystem(capacity: budget)
        let writer = try Y4MWriter(path: "a.y4m", fps: 30, fileSystem: files)
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
            #expect(try files.contentsOfDirectory("/") == [])
        } else {
            let bytes = files.contents("a.y4m") ?? []
            #expect(bytes.count == header + 18 * fitting)
            #expect(try Y4MTestDecoder(bytes).planes.count == fitting)
        }
    }
}
