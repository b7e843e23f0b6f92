import LifeApp
import Foundation
import LifeCore

/// A YUV4MPEG2 file or FIFO read in step with rendered time, for `lifecam render`.
///
/// The app's `Y4MFileSource` paces itself by the wall clock; a render must not:
/// here the frame shown at time t is the stream's frame ⌊t × its fps⌋, read
/// on demand. A file loops at its end; a FIFO holds its last frame once its
/// writer closes. So the same file always renders the same bytes.
/// A malformed stream sets `state` to `.failed`, which the render reports.
final class Y4MTimelineSource: FrameSource {
    let path: String
    var name: String { "y4m:\(path)" }
    private(set) var state: SourceState = .starting

    private let handle: FileHandle
    private let looping: Bool
    private var decoder = Y4MDecoder()
    private var current: RGBFrame?
    /// Frames delivered so far, counting every pass of a looping file.
    private var delivered = 0
    private var framesThisPass = 0
    private static let chunkSize = 1 << 16

    /// Opens `path`: a regular file, or a FIFO whose writer must send
    /// something within `writerWait` (a FIFO nobody feeds would wait forever).
    init(path: String, writerWait: Duration = .seconds(10)) throws(CommandFailure) {
        self.path = path
        let input: OpenedInput
        do { input = try openForReading(path, writerWait: writerWait) } catch {
            let reason = switch error.kind {
            case .notFound: "no such file or FIFO"
            case .directory: "it is a folder"
            default: error.description
            }
            throw CommandFailure("cannot open source 'y4m:\(path)': \(reason)", status: .noInput)
        }
        looping = input.isRegularFile
        handle = FileHandle(fileDescriptor: input.descriptor, closeOnDealloc: true)
    }

    deinit { try? handle.close() }

    func latestFrame(at time: Double) -> RGBFrame? {
        if current == nil { advance() }
        let fps = decoder.header?.framesPerSecond ?? 30
        let wanted = Int((max(time, 0) * fps).rounded(.down))
        while delivered <= wanted, state == .live { advance() }
        return current
    }

    /// Reads the next frame into `current`; at the end of a file starts over,
    /// at the end of a FIFO sets `.ended`.
    private func advance() {
        var rewound = false
        while true {
            do {
                if let frame = try decoder.nextFrame() {
                    current = frame
                    delivered += 1
                    framesThisPass += 1
                    state = .live
                    return
                }
            } catch {
                state = .failed(reason: "y4m:\(path): \(error)")
                return
            }
            let data: Data
            do { data = try handle.read(upToCount: Self.chunkSize) ?? Data() } catch {
                state = .failed(reason: "cannot read \(path): \(error.localizedDescription)")
                return
            }
            if !data.isEmpty {
                decoder.append(data)
                continue
            }
            do { try decoder.finish() } catch {
                state = .failed(reason: "y4m:\(path): \(error)")
                return
            }
            guard looping, framesThisPass > 0, !rewound else {
                state = current == nil ? .failed(reason: "y4m:\(path): the stream holds no frame") : .ended
                return
            }
            do { try handle.seek(toOffset: 0) } catch {
                state = .failed(reason: "cannot rewind \(path): \(error.localizedDescription)")
                return
            }
            decoder.reset()
            framesThisPass = 0
            rewound = true
        }
    }
}
