import Foundation
import LifeCore
import Synchronization

/// A V4L2 webcam as a `FrameSource`: frames are captured on a thread of their
/// own and the newest is handed over without ever blocking the caller.
///
/// Opening happens at once, so every fault that can be known up front (no
/// camera, permission denied, busy, no usable format) is thrown by `open`.
/// Later faults show in `state`: `.stalled` after 2 s without a frame, `.lost`
/// when the camera goes away (it is tried again every second and capture
/// resumes by itself); the last frame stays available throughout.
/// `stop()` (or releasing the source) stops streaming, unmaps and closes.
public final class CameraSource: FrameSource, Sendable {
    /// Captured video: births from motion are on by default.
    public var isCaptured: Bool { true }
    public let name: String
    /// The device node being captured.
    public let path: String
    private let worker: CaptureWorker
    private let done = DispatchSemaphore(value: 0)
    private let stopped = Atomic<Bool>(false)

    /// Opens `device` (nil: the first camera that opens) and starts capturing.
    public static func open(device: String?, request: CaptureRequest = CaptureRequest()) throws(CaptureError) -> CameraSource {
        try CameraSource(device: device, request: request, system: LibV4L2System.shared)
    }

    init(device: String?, request: CaptureRequest, system: V4L2System) throws(CaptureError) {
        let stream = try Self.openStream(device: device, request: request, system: system)
        path = stream.path
        name = "v4l2:\(stream.path)"
        worker = CaptureWorker(stream: stream, request: request)
        let worker = self.worker, done = self.done
        let thread = Thread {
            worker.run()
            done.signal()
        }
        thread.name = "lifecam-capture"
        thread.start()
    }

    /// The named device, or the first `/dev/video*` that opens as a camera.
    static func openStream(device: String?, request: CaptureRequest, system: V4L2System) throws(CaptureError) -> CaptureStream {
        if let device { return try CaptureStream.open(device, request: request, system: system) }
        var firstProblem: CaptureError?
        for node in system.deviceNodes() {
            do {
                return try CaptureStream.open(node, request: request, system: system)
            } catch .notACamera {
                continue
            } catch {
                firstProblem = firstProblem ?? error
            }
        }
        throw firstProblem ?? .noCamera
    }

    public var state: SourceState { worker.published.withLock { $0.state } }

    public func latestFrame(at time: Double) -> RGBFrame? { latestCapture()?.frame }

    /// The newest frame with its sequence number and dequeue time.
    public func latestCapture() -> CapturedFrame? { worker.published.withLock { $0.latest } }

    /// The format being delivered (it may change after a reconnect).
    public var format: CaptureFormat { worker.published.withLock { $0.format } }

    /// Counters so far, with the age of the newest frame as of now.
    public var statistics: CaptureStatistics {
        let now = worker.system.now()
        return worker.published.withLock {
            var stats = $0.statistics
            stats.frameAge = $0.latest.map { now - $0.dequeuedAt }
            return stats
        }
    }

    /// Stops the capture thread and closes the camera; returns once done. Safe to repeat.
    public func stop() {
        guard !stopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
        worker.stopRequested.store(true, ordering: .releasing)
        done.wait()
    }

    deinit { stop() }
}
