import LifeApp
import Foundation
import LifeCore

/// Records frames without ever making the picture wait for the painting or
/// the disk.
///
/// `submit` puts a frame's scene in a bounded queue and returns at once; a
/// thread of the recorder's own takes scenes from the queue, paints each at
/// the recording's size (`SceneRecording`: a 1280×720 recording of a 160×48
/// terminal is painted here, not by the screen's loop) and hands the frame to
/// the `FrameWriter`. When the queue is full (painting or the disk is slower
/// than the picture) the new frame is dropped and counted, never queued
/// without bound. When the writer fails (disk full, path gone, ffmpeg gone)
/// recording stops, the queue is emptied, and `stats` carries the message;
/// everything written before stays valid, as `FrameWriter` promises.
///
/// All mutable state is guarded by `condition`; the writer and the scene
/// painter are touched only by the recorder's thread.
final class Recorder: FrameRecorder, @unchecked Sendable {
    /// Scenes the queue holds before dropping: a quarter of a second at 30 fps.
    static let defaultCapacity = 8

    private let writer: FrameWriter
    private let capacity: Int
    private let clock: @Sendable () -> Double
    private let started: Double
    private let condition = NSCondition()
    private var queue: [RecordedScene] = []
    /// The recorder thread's painter: scenes in, frames at the recording's size out.
    private var recording = SceneRecording()
    private var current: RecordingStats
    private var stopping = false
    private var finished = false

    /// Starts the writer thread. `clock` gives monotonic seconds, for `elapsed`.
    init(writer: FrameWriter, capacity: Int = Recorder.defaultCapacity, clock: @escaping @Sendable () -> Double) {
        precondition(capacity > 0, "the queue must hold at least one frame")
        self.writer = writer
        self.capacity = capacity
        self.clock = clock
        started = clock()
        current = RecordingStats(path: writer.path)
        queue.reserveCapacity(capacity)
        Thread.detachNewThread { [self] in run() }
    }

    /// Queues a frame's scene for painting and writing; never waits.
    /// Returns false when the frame is dropped (queue full) or recording has stopped.
    @discardableResult
    func submit(_ scene: RecordedScene) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        guard !stopping, current.state == .recording else { return false }
        guard queue.count < capacity else {
            current.framesDropped += 1
            return false
        }
        queue.append(scene)
        condition.broadcast()
        return true
    }

    /// The numbers for the status line.
    var stats: RecordingStats {
        condition.lock()
        defer { condition.unlock() }
        var stats = current
        if stats.state == .recording { stats.elapsed = clock() - started }
        return stats
    }

    /// Writes the frames still queued, closes the output and returns the final stats.
    /// Waits for the writer thread; calling it again returns the same stats.
    @discardableResult
    func stop() -> RecordingStats {
        condition.lock()
        stopping = true
        condition.broadcast()
        while !finished { condition.wait() }
        let stats = current
        condition.unlock()
        return stats
    }

    private func run() {
        while let scene = nextScene() {
            do {
                try writer.write(recording.frame(for: scene))
                condition.lock()
                current.framesWritten += 1
                condition.unlock()
            } catch {
                fail(error)
                break
            }
        }
        let closing: RecordingError?
        do { try writer.finish(); closing = nil } catch { closing = error }
        condition.lock()
        if let closing, current.state == .recording {
            current.state = .failed(closing.description)
            if case .vanished = closing { current.outputGone = true }
            if !writer.keepsFramesOnFailure { current.outputGone = true }
        }
        if current.state == .recording { current.state = .finished }
        current.elapsed = clock() - started
        finished = true
        condition.broadcast()
        condition.unlock()
    }

    /// The next queued scene, waiting for one; nil once stopping and drained.
    private func nextScene() -> RecordedScene? {
        condition.lock()
        defer { condition.unlock() }
        while queue.isEmpty && !stopping { condition.wait() }
        return queue.isEmpty ? nil : queue.removeFirst()
    }

    private func fail(_ error: RecordingError) {
        condition.lock()
        current.state = .failed(error.description)
        if case .vanished = error { current.outputGone = true }
        if !writer.keepsFramesOnFailure { current.outputGone = true }
        current.elapsed = clock() - started
        queue.removeAll()
        condition.unlock()
    }
}
