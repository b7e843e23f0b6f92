import LifeApp
import LifeCore

/// A YUV4MPEG2 file or FIFO read frame by frame: the one reader that the
/// app's paced source (`Y4MFileSource`) and render's timeline
/// (`Y4MTimelineSource`) share, over the one decoder (`Y4MDecoder`: header,
/// frames, colour conversion).
///
/// A regular file starts over at its end (when it held a frame); a FIFO ends
/// when its writer closes it. A malformed stream, one that ends inside a
/// frame included, fails with a reason naming the file.
final class Y4MStream {
    let path: String
    /// Whether the input is a regular file, read again from the start at its end.
    let looping: Bool
    private let descriptor: Int32
    private var decoder = Y4MDecoder()
    private var framesThisPass = 0
    static let chunkSize = 1 << 16

    /// What `next()` found.
    enum Next {
        case frame(RGBFrame)
        /// A FIFO's writer closed it (or a file ended before looping could help).
        case ended
        /// What is wrong, without the path (the caller names the stream).
        case failed(String)
    }

    /// Opens `path`; a FIFO's writer must send something within `writerWait`.
    init(path: String, writerWait: Duration) throws(OpenForReadingError) {
        let input = try openForReading(path, writerWait: writerWait)
        self.path = path
        descriptor = input.descriptor
        looping = input.isRegularFile
    }

    deinit { closeDescriptor(descriptor) }

    /// The stream's header, once read.
    var header: Y4MHeader? { decoder.header }

    /// Frames are averaged down by this factor as they are decoded (see `Y4MDecoder.reduction`).
    var reduction: Int {
        get { decoder.reduction }
        set { decoder.reduction = newValue }
    }

    /// Reads until the next whole frame (waiting on a FIFO), the end, or a failure.
    func next() -> Next {
        var rewound = false
        while true {
            do {
                if let frame = try decoder.nextFrame() {
                    framesThisPass += 1
                    return .frame(frame)
                }
            } catch {
                return .failed("\(error)")
            }
            let data: [UInt8]
            do { data = try readSome(descriptor, upTo: Self.chunkSize) } catch { return .failed("cannot read it: \(error.reason)") }
            if !data.isEmpty {
                decoder.append(data)
                continue
            }
            do { try decoder.finish() } catch { return .failed("\(error)") }
            guard looping, framesThisPass > 0, !rewound else {
                return decoder.frameCount == 0 && !rewound ? .failed("the stream holds no frame") : .ended
            }
            do { try rewind(descriptor) } catch { return .failed("cannot read it again from the start: \(error.reason)") }
            let reduction = decoder.reduction
            decoder = Y4MDecoder()
            decoder.reduction = reduction
            framesThisPass = 0
            rewound = true
        }
    }

    /// The reduction that still covers `width × height` for a stream of `header`'s size.
    static func reduction(for header: Y4MHeader, toCover width: Int, _ height: Int) -> Int {
        guard width > 0, height > 0 else { return 1 }
        return max(1, min(header.width / width, header.height / height))
    }
}
