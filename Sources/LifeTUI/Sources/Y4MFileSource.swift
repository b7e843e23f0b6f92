import LifeApp
import Foundation
import LifeCore
import Synchronization

/// Video from a YUV4MPEG2 file or FIFO, read and decoded on a background
/// thread at the stream's frame rate; `latestFrame` never waits.
///
/// A regular file loops at its end. A FIFO (`mkfifo f; ffmpeg -i clip.mp4 -f
/// yuv4mpegpipe - > f`) is read as it comes, and the source reports `.ended`
/// when the writer closes it; until a writer opens it the state is `.starting`.
/// A malformed stream stops the source with `.failed(reason)`; the last good
/// frame stays available.
public final class Y4MFileSource: FrameSource, Sendable {
    public let path: String
    public var name: String { "y4m:\(path)" }

    /// What the reader thread and the app share, behind one lock.
    private struct Shared {
        var frame: RGBFrame?
        var state: SourceState = .starting
        var framesRead = 0
        var lastFrameAt: ContinuousClock.Instant?
        /// Seconds between frames at the stream's rate.
        var frameInterval = 1.0 / 30
        var stopped = false
    }

    /// A reference to the lock, so the thread holds it and not the source:
    /// dropping the source stops the thread.
    private final class Box: Sendable {
        let shared = Mutex(Shared())
    }

    private let box = Box()
    /// After this long without a new frame (or three frame intervals, for slow
    /// streams) a live stream is reported as stalled.
    static let stallAfter: Duration = .seconds(2)
    static let chunkSize = 1 << 16

    /// Starts reading `path`. Throws if it does not exist or is neither a file nor a FIFO.
    public init(path: String) throws(SourceError) {
        self.path = path
        let looping: Bool
        do {
            let type = try FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType
            if type == .typeDirectory { throw SourceError(source: "y4m:\(path)", reason: "it is a directory") }
            looping = type == .typeRegular
        } catch let error as SourceError {
            throw error
        } catch {
            throw SourceError(source: "y4m:\(path)", reason: "no such file or FIFO")
        }
        let thread = Thread { [box] in
            Self.read(path: path, looping: looping, box: box)
        }
        thread.name = "y4m reader"
        thread.start()
    }

    deinit { stop() }

    public var state: SourceState {
        box.shared.withLock { s in
            if s.state == .live, let last = s.lastFrameAt {
                let quiet = ContinuousClock.now - last
                if quiet > max(Self.stallAfter, .nanoseconds(Int64(s.frameInterval * 3e9))) {
                    return .stalled(seconds: Double(quiet.components.seconds) + Double(quiet.components.attoseconds) / 1e18)
                }
            }
            return s.state
        }
    }

    public func latestFrame(at time: Double) -> RGBFrame? {
        box.shared.withLock { $0.frame }
    }

    /// Frames decoded since the start (counting every pass of a looping file).
    public var framesRead: Int { box.shared.withLock { $0.framesRead } }

    /// Asks the reader thread to finish after its current read.
    public func stop() {
        box.shared.withLock { $0.stopped = true }
    }

    /// The reader thread: read chunks, decode frames, publish each at its due time.
    private static func read(path: String, looping: Bool, box: Box) {
        func fail(_ reason: String) { box.shared.withLock { $0.state = .failed(reason: reason) } }
        let handle: FileHandle
        do {
            handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
        } catch {
            return fail("cannot read \(path): \(error.localizedDescription)")
        }
        defer { try? handle.close() }
        var decoder = Y4MDecoder()
        var pacer = StreamPacer()
        var framesThisPass = 0
        while !box.shared.withLock({ $0.stopped }) {
            let data: [UInt8]
            do {
                data = try readOnce(handle.fileDescriptor, upTo: chunkSize, path: path)
            } catch {
                return fail(error.reason)
            }
            if data.isEmpty {
                guard looping, framesThisPass > 0 else {
                    do {
                        try decoder.finish()
                        box.shared.withLock { $0.state = .ended }
                    } catch {
                        if decoder.frameCount > 0, !looping {
                            box.shared.withLock { $0.state = .ended }
                        } else {
                            fail("\(path): \(error)")
                        }
                    }
                    return
                }
                do { try handle.seek(toOffset: 0) } catch { return fail("cannot rewind \(path): \(error.localizedDescription)") }
                decoder.reset()
                framesThisPass = 0
                continue
            }
            decoder.append(data)
            do {
                while let frame = try decoder.nextFrame() {
                    pacer.wait(fps: decoder.header?.framesPerSecond)
                    framesThisPass += 1
                    let now = ContinuousClock.now
                    let stop = box.shared.withLock { s in
                        s.frame = frame
                        s.state = .live
                        s.framesRead += 1
                        s.lastFrameAt = now
                        s.frameInterval = 1 / min(max(decoder.header?.framesPerSecond ?? 30, 1), 240)
                        return s.stopped
                    }
                    if stop { return }
                }
            } catch {
                return fail("\(path): \(error)")
            }
        }
    }
}

/// Spaces frames at the stream's rate: frame n is due n/fps after the first.
/// If the reader falls more than a second behind (a slow disk, a paused
/// writer), it starts counting again rather than rushing to catch up.
private struct StreamPacer {
    private var start: ContinuousClock.Instant?
    private var count = 0

    mutating func wait(fps: Double?) {
        let rate = min(max(fps ?? 30, 1), 240)
        let now = ContinuousClock.now
        guard let start else {
            self.start = now
            count = 1
            return
        }
        let due = start + .nanoseconds(Int64(Double(count) / rate * 1e9))
        count += 1
        if now < due {
            let wait = due - now
            Thread.sleep(forTimeInterval: Double(wait.components.seconds) + Double(wait.components.attoseconds) / 1e18)
        } else if now - due > .seconds(1) {
            self.start = now
            count = 1
        }
    }
}
