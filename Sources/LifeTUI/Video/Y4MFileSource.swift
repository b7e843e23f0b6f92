import Foundation
import LifeApp
import LifeCore
import Synchronization

/// Video from a YUV4MPEG2 file or FIFO, read and decoded on a background
/// thread at the stream's frame rate; `latestFrame` never waits.
///
/// A regular file loops at its end (unless told not to: `--no-loop`). A FIFO (`mkfifo f; ffmpeg -i clip.mp4 -f
/// yuv4mpegpipe - > f`) is read as it comes, and the source reports `.ended`
/// when the writer closes it; until a writer opens it the state is `.starting`.
/// A malformed stream stops the source with `.failed(reason)`; the last good
/// frame stays available. Time comes from an injected clock, and the thread
/// waits through an injected `sleep`, so tests run the pacing without waiting.
package final class Y4MFileSource: FrameSource, Sendable {
    /// Captured video: births from motion are on by default.
    package var isCaptured: Bool { true }
    package let path: String
    package let name: String

    /// What the reader thread and the app share, behind one lock.
    private struct Shared {
        var frame: YUVFrame?
        var state: SourceState = .starting
        var framesRead = 0
        var lastFrameAt: Double?
        /// Seconds between frames at the stream's rate.
        var frameInterval = 1.0 / 30
        var stopped = false
        /// The stream's warning (`FrameSource.warning`), copied as it reads.
        var warning: String?
    }

    /// A reference to the lock, so the thread holds it and not the source:
    /// dropping the source stops the thread.
    private final class Box: Sendable {
        let shared = Mutex(Shared())
    }

    private let box = Box()
    private let clock: any AppClock
    /// After this long without a new frame (or three frame intervals, for slow
    /// streams) a live stream is reported as stalled.
    static let stallAfter = 2.0

    /// Starts reading `path`. Throws if it does not exist or is a folder.
    /// `sleep(seconds)` is how the reader thread waits for a frame's time.
    /// A regular file starts over at its end when `loop` says so.
    package init(path: String, clock: any AppClock = SystemClock(), loop: Bool = true,
                sleep: @escaping @Sendable (Double) -> Void = { Thread.sleep(forTimeInterval: $0) }) throws(SourceError) {
        self.path = path
        name = "y4m:\(path)"
        self.clock = clock
        guard let status = SystemCall.status(ofPath: path) else { throw SourceError(source: "y4m:\(path)", reason: "no such file or FIFO") }
        guard status.kind != .directory else { throw SourceError(source: "y4m:\(path)", reason: "it is a directory") }
        let thread = Thread { [box] in
            guard let stream = Self.open(path: path, loop: loop, box: box) else { return }
            Self.read(stream, box: box, clock: clock, sleep: sleep)
        }
        thread.name = "y4m reader"
        thread.start()
    }

    /// Reads `stream`, already open (a video file decoded by ffmpeg), shown as `name`.
    init(stream: any Y4MFrames, name: String, clock: any AppClock = SystemClock(),
         sleep: @escaping @Sendable (Double) -> Void = { Thread.sleep(forTimeInterval: $0) }) {
        path = stream.path
        self.name = name
        self.clock = clock
        // Handed to the reader thread, which alone uses it from now on.
        nonisolated(unsafe) let handed = stream
        let thread = Thread { [box] in
            Self.read(handed, box: box, clock: clock, sleep: sleep)
        }
        thread.name = "video reader"
        thread.start()
    }

    deinit { stop() }

    package var state: SourceState {
        let now = clock.now()
        return box.shared.withLock { s in
            if s.state == .live, let last = s.lastFrameAt {
                let quiet = now - last
                if quiet > max(Self.stallAfter, s.frameInterval * 3) { return .stalled(seconds: quiet) }
            }
            return s.state
        }
    }

    package func latestFrame(at time: Double) -> RGBFrame? {
        latestVideo(at: time)?.rgbFrame
    }

    package func latestVideo(at time: Double) -> VideoFrame? {
        box.shared.withLock { $0.frame }.map(VideoFrame.yuv)
    }

    package var warning: String? { box.shared.withLock { $0.warning } }

    /// Frames decoded since the start (counting every pass of a looping file).
    package var framesRead: Int { box.shared.withLock { $0.framesRead } }

    /// Asks the reader thread to finish after its current read.
    package func stop() {
        box.shared.withLock { $0.stopped = true }
    }

    /// Opens `path` on the reader thread, waiting for a FIFO's writer while not stopped.
    private static func open(path: String, loop: Bool, box: Box) -> Y4MStream? {
        while true {
            do {
                return try Y4MStream(path: path, writerWait: .seconds(1), loop: loop)
            } catch where error.kind == .noWriter {
                if box.shared.withLock({ $0.stopped }) { return nil }
            } catch {
                box.shared.withLock { $0.state = .failed(reason: error.description) }
                return nil
            }
        }
    }

    /// The reader thread: read frames and publish each at its due time.
    private static func read(_ stream: any Y4MFrames, box: Box, clock: any AppClock, sleep: (Double) -> Void) {
        func fail(_ reason: String) { box.shared.withLock { $0.state = .failed(reason: reason) } }
        var pacer = StreamPacer()
        while !box.shared.withLock({ $0.stopped }) {
            switch stream.next() {
            case .frame(let frame):
                let rate = min(max(stream.header?.framesPerSecond ?? 30, 1), 240)
                if let wait = pacer.wait(now: clock.now(), fps: rate) { sleep(wait) }
                let now = clock.now()
                let warning = stream.warning
                box.shared.withLock { s in
                    s.frame = frame
                    s.warning = s.warning ?? warning
                    s.state = .live
                    s.framesRead += 1
                    s.lastFrameAt = now
                    s.frameInterval = 1 / rate
                }
            case .ended:
                let warning = stream.warning
                return box.shared.withLock { s in
                    s.warning = s.warning ?? warning
                    s.state = .ended
                }
            case .failed(let reason), .unreadable(let reason):
                return fail(reason)
            }
        }
    }
}

/// Spaces frames at the stream's rate: frame n is due n/fps after the first.
/// If the reader falls more than a second behind (a slow disk, a paused
/// writer), it starts counting again rather than rushing to catch up.
struct StreamPacer {
    private var start: Double?
    private var count = 0

    /// Seconds to wait before the next frame is due at `now`; nil when it is due already.
    mutating func wait(now: Double, fps: Double) -> Double? {
        guard let start else {
            self.start = now
            count = 1
            return nil
        }
        let due = start + Double(count) / fps
        count += 1
        if now < due { return due - now }
        if now - due > 1 {
            self.start = now
            count = 1
        }
        return nil
    }
}
