import LifeApp
import LifeCore

/// A YUV4MPEG2 file or FIFO read frame by frame: the one reader that the
/// app's paced source (`Y4MFileSource`) and render's timeline
/// (`Y4MTimelineSource`) share, over the one decoder (`Y4MDecoder`: header,
/// frames, colour conversion).
///
/// A regular file is mapped into memory and read in place (no read(2) copies),
/// and starts over at its end (when it held a frame); a FIFO is read as it
/// comes and ends when its writer closes it. A malformed stream, one that
/// ends inside a frame included, fails with a reason.
final class Y4MStream: Y4MFrames {
    let path: String
    /// Whether the input is a regular file, read again from the start at its end.
    let looping: Bool
    private let descriptor: Int32
    /// The whole file, for a regular file that could be mapped; frames borrow
    /// their planes from it, and keep it mapped while they live.
    private let mapping: MappedFile?
    /// Where the next frame starts in `mapping`.
    private var offset = 0
    private var decoder = Y4MDecoder()
    private var framesThisPass = 0
    /// Reads land here, then go to the decoder: one buffer for the stream's life.
    private var chunk = [UInt8](repeating: 0, count: Y4MStream.chunkSize)
    static let chunkSize = 1 << 19

    /// What `next()` found.
    enum Next {
        case frame(YUVFrame)
        /// A FIFO's writer closed it (or a file ended before looping could help).
        case ended
        /// What is wrong, without the path (the caller names the stream).
        case failed(String)
        /// The input could not be read (an I/O error, not a malformed stream).
        case unreadable(String)
    }

    /// Opens `path`; a FIFO's writer must send something within `writerWait`.
    /// A regular file starts over at its end when `loop` says so.
    init(path: String, writerWait: Duration, loop: Bool = true) throws(OpenForReadingError) {
        let input = try openForReading(path, writerWait: writerWait)
        self.path = path
        descriptor = input.descriptor
        looping = input.isRegularFile && loop
        // Where mapping fails (an odd file system), plain reads still work.
        mapping = input.isRegularFile ? ((try? SystemCall.mapWholeFile(input.descriptor)) ?? nil).map(MappedFile.init) : nil
    }

    /// Reads the pipe `descriptor` (an ffmpeg child's output), which it then
    /// owns and closes; `path` names the stream in messages.
    init(descriptor: Int32, path: String) {
        self.path = path
        self.descriptor = descriptor
        looping = false
        mapping = nil
    }

    deinit {
        SystemCall.closeQuietly(descriptor)
    }

    /// The stream's header, once read.
    var header: Y4MHeader? { decoder.header }

    /// Reads until the next whole frame (waiting on a FIFO), the end, or a failure.
    func next() -> Next {
        if let mapping { return next(in: mapping) }
        var rewound = false
        while true {
            do {
                if let frame = try decoder.nextPlanes() {
                    framesThisPass += 1
                    return .frame(frame)
                }
            } catch {
                return .failed("\(error)")
            }
            let count: Int
            do { count = try SystemCall.read(descriptor, into: &chunk) } catch { return .unreadable("cannot read it: \(error.reason)") }
            if count > 0 {
                decoder.append(chunk[0..<count])
                continue
            }
            do { try decoder.finish() } catch { return .failed("\(error)") }
            guard looping, framesThisPass > 0, !rewound else {
                return decoder.frameCount == 0 && !rewound ? .failed("the stream holds no frame") : .ended
            }
            do { try SystemCall.rewind(descriptor) } catch { return .unreadable("cannot read it again from the start: \(error.reason)") }
            decoder = Y4MDecoder()
            framesThisPass = 0
            rewound = true
        }
    }

    /// `next()` for a mapped file: frames in place, starting over at the end.
    private func next(in mapping: MappedFile) -> Next {
        var rewound = false
        while true {
            do {
                if let frame = try decoder.nextPlanes(in: mapping.bytes, at: &offset, borrowingFrom: mapping) {
                    framesThisPass += 1
                    return .frame(frame)
                }
                try decoder.finish(in: mapping.bytes, at: offset)
            } catch {
                return .failed("\(error)")
            }
            guard framesThisPass > 0, !rewound else {
                return decoder.frameCount == 0 && !rewound ? .failed("the stream holds no frame") : .ended
            }
            decoder = Y4MDecoder()
            offset = 0
            framesThisPass = 0
            rewound = true
        }
    }
}

/// A whole file mapped read-only, unmapped when the last frame (or stream) holding it goes.
final class MappedFile: PlaneMemory, @unchecked Sendable {
    let bytes: UnsafeBufferPointer<UInt8>

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    deinit { SystemCall.unmap(bytes) }
}
