import LifeApp
import LifeCore

/// A YUV4MPEG2 file or FIFO read in step with rendered time, for `lifecam render`.
///
/// The app's `Y4MFileSource` paces itself by the clock; a render must not:
/// here the frame shown at time t is the stream's frame ⌊t × its fps⌋, read
/// on demand. A file loops at its end (unless `--no-loop`); a FIFO holds its last frame once its
/// writer closes. So the same file always renders the same bytes.
/// A malformed stream sets `state` to `.failed`, which the render reports.
final class Y4MTimelineSource: FrameSource {
    /// Captured video: births from motion are on by default.
    var isCaptured: Bool { true }
    let name: String
    private(set) var state: SourceState = .starting
    /// The failure is the input refusing to be read (66), not a malformed stream (65).
    private(set) var unreadable = false

    private let stream: any Y4MFrames
    private var current: YUVFrame?
    /// Frames delivered so far, counting every pass of a looping file.
    private var delivered = 0

    /// Opens `path`: a regular file, or a FIFO whose writer must send
    /// something within `writerWait` (a FIFO nobody feeds would wait forever).
    /// A regular file starts over at its end when `loop` says so, else holds its last frame.
    init(path: String, writerWait: Duration = .seconds(10), loop: Bool = true) throws(CommandFailure) {
        name = "y4m:\(path)"
        do { stream = try Y4MStream(path: path, writerWait: writerWait, loop: loop) } catch {
            let reason = switch error.kind {
            case .notFound: "no such file or FIFO"
            case .directory: "it is a folder"
            default: error.description
            }
            throw CommandFailure("cannot open source 'y4m:\(path)': \(reason)", status: .noInput)
        }
    }

    /// Reads `stream`, already open (a video file decoded by ffmpeg), shown as `name`.
    init(stream: any Y4MFrames, name: String) {
        self.stream = stream
        self.name = name
    }

    var warning: String? { stream.warning }

    func latestFrame(at time: Double) -> RGBFrame? {
        latestVideo(at: time)?.rgbFrame
    }

    func latestVideo(at time: Double) -> VideoFrame? {
        if current == nil { advance() }
        let fps = stream.header?.framesPerSecond ?? 30
        let wanted = Int((max(time, 0) * fps).rounded(.down))
        while delivered <= wanted, state == .live { advance() }
        return current.map(VideoFrame.yuv)
    }

    /// Reads the next frame into `current`, or notes the end or the failure.
    private func advance() {
        switch stream.next() {
        case .frame(let frame):
            current = frame
            delivered += 1
            state = .live
        case .ended:
            state = current == nil ? .failed(reason: "\(name): the stream holds no frame") : .ended
        case .failed(let reason):
            state = .failed(reason: "\(name): \(reason)")
        case .unreadable(let reason):
            state = .failed(reason: "\(name): \(reason)")
            unreadable = true
        }
    }
}
