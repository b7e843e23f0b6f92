import Foundation
import LifeApp
import LifeCore
import V4LCapture

/// Opens the `FrameSource` a `--source` spec names: the one factory of play
/// and render, with a one-line notice when what opened is not what was asked
/// (`auto` without a camera shows the synthetic plasma).
///
/// Open sources before curses starts: libv4l2's plugins may write to stderr
/// while probing a node.
struct SourceFactory {
    /// Opens a camera: the device (nil: the first that opens) with the request.
    typealias CameraOpener = (_ device: String?, _ request: CaptureRequest) throws(CaptureError) -> any FrameSource

    /// How a Y4M stream keeps time.
    enum Timing {
        /// The app: a file shows its frame ⌊t × fps⌋ at the loop's time t (looping);
        /// a FIFO is read on a thread as frames come.
        case live
        /// `render`: the stream's frame ⌊t × fps⌋ at rendered time t, on demand.
        case rendered
    }

    let openCamera: CameraOpener
    let clock: any AppClock
    /// How long a FIFO may wait for its writer in `.rendered` timing.
    var writerWait: Duration = .seconds(10)
    /// Where ffmpeg is looked for (`PATH`'s value; nil: `ExecutableSearch`'s standard folders).
    var ffmpegSearch: String?

    /// The real cameras and clock; ffmpeg looked for on `environment`'s `PATH`.
    init(environment: [String: String]) {
        self.init(clock: SystemClock()) { device, request throws(CaptureError) in
            try CameraSource.open(device: device, request: request)
        }
        ffmpegSearch = environment["PATH"]
    }

    /// Cameras from `opener` (tests).
    init(clock: any AppClock = SystemClock(), opener: @escaping CameraOpener) {
        openCamera = opener
        self.clock = clock
    }

    /// The source for `spec`, and a notice when it is a stand-in. `canvas`
    /// helps a camera choose its size and is what ffmpeg scales a video file
    /// to cover; `seed` seeds the synthetic pictures; `loop` says whether a
    /// file starts again at its end; a video file is decoded at `fps`.
    func open(_ spec: SourceSpec, seed: UInt64, canvas: Dimensions? = nil, timing: Timing, loop: Bool = true, fps: Int = 30)
        throws(CommandFailure) -> (source: any FrameSource, notice: String?) {
        switch spec {
        case let .synthetic(kind):
            return (SyntheticSource(pattern: Self.pattern(kind), seed: seed), nil)
        case .none:
            return (SolidSource(colour: .white, name: "none"), nil)
        case let .y4m(path):
            switch timing {
            case .rendered:
                return (try Y4MTimelineSource(path: path, writerWait: writerWait, loop: loop), nil)
            case .live where SystemCall.status(ofPath: path)?.kind == .regular:
                // A file is read in place, on demand, at the play loop's time: no thread, no copies.
                return (try Y4MTimelineSource(path: path, writerWait: writerWait, loop: loop), nil)
            case .live:
                do { return (try Y4MFileSource(path: path, clock: clock, loop: loop), nil) } catch {
                    throw CommandFailure(.noInput, error.description)
                }
            }
        case let .file(path):
            // YUV4MPEG2 needs no ffmpeg: lifecam reads it itself.
            if Self.isY4M(path) { return try open(.y4m(path: path), seed: seed, canvas: canvas, timing: timing, loop: loop, fps: fps) }
            let ffmpeg = try FFmpeg.locate(for: "--source \(spec)", search: ffmpegSearch)
            let size = canvas ?? Dimensions(width: 640, height: 360)
            let stream = try VideoFileStream(path: path, ffmpeg: ffmpeg, width: size.width, height: size.height, fps: fps, loop: loop)
            switch timing {
            case .rendered: return (Y4MTimelineSource(stream: stream, name: spec.description), nil)
            case .live: return (Y4MFileSource(stream: stream, name: spec.description, clock: clock), nil)
            }
        case let .v4l2(device, size):
            let request = CaptureRequest(size: size, canvas: canvas)
            do { return (try openCamera(device, request), nil) } catch {
                throw CommandFailure(.noInput, "cannot open source '\(spec)': \(error)")
            }
        case .auto:
            let (source, start) = openAuto(seed: seed, canvas: canvas, pattern: false)
            return (source, start.notice)
        }
    }

    /// Play's video: the source for `spec` as `open` gives it, and how it
    /// starts (`VideoStart`): with a `pattern` and no camera for `auto`, on black.
    func openForPlay(_ spec: SourceSpec, pattern: Bool, seed: UInt64, canvas: Dimensions?, loop: Bool, fps: Int)
        throws(CommandFailure) -> (source: any FrameSource, start: VideoStart) {
        guard case .auto = spec else {
            let (source, notice) = try open(spec, seed: seed, canvas: canvas, timing: .live, loop: loop, fps: fps)
            return (source, VideoStart(showsVideo: true, notice: notice))
        }
        return openAuto(seed: seed, canvas: canvas, pattern: pattern)
    }

    /// `auto`: the first camera that opens, else the synthetic plasma.
    private func openAuto(seed: UInt64, canvas: Dimensions?, pattern: Bool) -> (any FrameSource, VideoStart) {
        do { return (try openCamera(nil, CaptureRequest(canvas: canvas)), VideoStart(showsVideo: true, notice: nil)) } catch {
            let stand = SyntheticSource(pattern: .plasma, seed: seed)
            return (stand, VideoStart.decide(requested: .auto, cameraFailure: "\(error)", standIn: stand.name, pattern: pattern))
        }
    }

    /// Whether `path` is a YUV4MPEG2 file: named `.y4m`, or a regular file
    /// that starts with the magic (a FIFO is not read here: its bytes would be lost).
    static func isY4M(_ path: String) -> Bool {
        if path.lowercased().hasSuffix(".y4m") { return true }
        return startsWithY4MMagic(path)
    }

    private static func pattern(_ kind: SourceSpec.SyntheticKind) -> SyntheticPattern {
        switch kind {
        case .plasma: .plasma
        case .bars: .bars
        case .noise: .noise
        }
    }
}
