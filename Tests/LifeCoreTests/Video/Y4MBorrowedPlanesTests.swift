import Testing
@testable import LifeCore

/// Frames read in place from memory that holds a whole stream (a mapped
/// file) borrow their planes: the same frames as copied ones, read where
/// they lie, and alive as long as the memory.
@Suite struct Y4MBorrowedPlanesTests {
    /// A whole stream in memory of its own, like a mapped file.
    final class Memory: PlaneMemory, @unchecked Sendable {
        let bytes: UnsafeMutableBufferPointer<UInt8>
        init(_ stream: [UInt8]) {
            bytes = .allocate(capacity: stream.count)
            _ = bytes.initialize(from: stream)
        }
        deinit { bytes.deallocate() }
    }

    static func stream(frames: Int) -> [UInt8] {
        var header = Y4MHeader(width: 6, height: 4)
        header.chroma = Y4MChroma(rawValue: "420jpeg")!
        var bytes = header.line
        for f in 0..<frames { bytes += Array("FRAME\n".utf8) + (0..<(6 * 4 + 2 * 3 * 2)).map { UInt8(truncatingIfNeeded: $0 * 7 + f) } }
        return bytes
    }

    @Test func borrowedFramesAreTheCopiedFramesReadInPlace() throws {
        let memory = Memory(Self.stream(frames: 3))
        let bytes = UnsafeBufferPointer(memory.bytes)
        var copying = Y4MDecoder(), borrowing = Y4MDecoder()
        var (a, b) = (0, 0)
        var frames = 0
        while let copied = try copying.nextPlanes(in: bytes, at: &a) {
            let borrowed = try #require(try borrowing.nextPlanes(in: bytes, at: &b, borrowingFrom: memory))
            #expect(borrowed == copied && borrowed.planes == copied.planes)
            // In place: the planes start inside the stream, right after the FRAME line.
            let start = borrowed.withPlanes { $0.baseAddress! }
            #expect(start >= bytes.baseAddress! && start < bytes.baseAddress! + bytes.count)
            #expect(copied.withPlanes { $0.baseAddress! } != start)
            #expect(VideoFrame.yuv(borrowed).isSameFrame(as: .yuv(borrowed)))
            #expect(!VideoFrame.yuv(borrowed).isSameFrame(as: .yuv(copied)))
            frames += 1
        }
        #expect(frames == 3 && a == b)
    }

    /// A borrowed frame keeps its memory: the last reference to the stream can go first.
    @Test func aFrameKeepsItsMemory() throws {
        weak var gone: Memory?
        let frame: YUVFrame = try {
            let memory = Memory(Self.stream(frames: 1))
            gone = memory
            var decoder = Y4MDecoder(), offset = 0
            return try #require(try decoder.nextPlanes(in: UnsafeBufferPointer(memory.bytes), at: &offset, borrowingFrom: memory))
        }()
        #expect(gone != nil)
        #expect(frame.planes.first == 0 && frame.planes[1] == 7)
    }
}
