import LifeCore
import Synchronization

/// The capture loop: waits for frames, publishes the newest, keeps statistics,
/// notices stalls, and reconnects after the camera is lost. `step()` is one
/// turn of the loop; the capture thread calls it until stopped, tests call it
/// directly against a scripted kernel.
///
/// Thread use: `stream` and the loop variables belong to whichever single
/// thread runs `step()`; everything the picture reads lives in `published`,
/// behind a mutex held only to swap values in or out.
final class CaptureWorker: @unchecked Sendable {
    /// How long to wait in one poll, in milliseconds (bounds how fast `stop` takes effect).
    static let pollTimeout: Int32 = 100
    /// No frame for this long means stalled.
    static let stallAfter = 2.0
    /// How often a lost camera is tried again.
    static let retryInterval = 1.0
    /// Back-off when poll says ready but no frame is there.
    static let idleBackoff = 0.005
    /// Consecutive undecodable frames (with no good one between) that count as lost.
    static let maxConsecutiveErrors = 30

    struct Published {
        var latest: CapturedFrame?
        var state: SourceState = .starting
        var format: CaptureFormat
        var statistics = CaptureStatistics()
    }

    let path: String
    let request: CaptureRequest
    let system: V4L2System
    let published: Mutex<Published>
    let stopRequested = Atomic<Bool>(false)

    private var stream: CaptureStream?
    private var lastFrameAt: Double
    private var nextAttempt = 0.0
    private var consecutiveErrors = 0
    private var lostReason = ""
    private let cpuAtStart: Double

    init(stream: CaptureStream, request: CaptureRequest) {
        self.path = stream.path
        self.request = request
        self.system = stream.system
        self.stream = stream
        self.published = Mutex(Published(format: stream.format))
        self.lastFrameAt = stream.system.now()
        self.cpuAtStart = stream.system.threadCPUTime()
    }

    /// Runs until `stopRequested`, then closes the camera.
    func run() {
        while !stopRequested.load(ordering: .acquiring) { step() }
        finish()
    }

    /// Stops streaming, unmaps and closes (safe to repeat).
    func finish() {
        stream?.close()
        stream = nil
    }

    /// One turn: wait for a frame (or reconnect when lost).
    func step() {
        guard let current = stream else { return reconnect() }
        do {
            let grab = try current.grab(timeout: Self.pollTimeout)
            try absorb(grab)
            if grab.idle { system.sleep(seconds: Self.idleBackoff) }
        } catch {
            current.close()
            stream = nil
            lostReason = error.description
            nextAttempt = system.now() + Self.retryInterval
            update { $0.state = .lost(reason: error.description) }
        }
    }

    private func absorb(_ grab: Grab) throws(CaptureError) {
        let now = system.now()
        if let captured = grab.frame {
            consecutiveErrors = 0
            let interval = published.withLock { $0.latest.map { captured.dequeuedAt - $0.dequeuedAt } }
            lastFrameAt = captured.dequeuedAt
            let cpu = system.threadCPUTime() - cpuAtStart
            published.withLock {
                $0.latest = captured
                $0.state = .live
                $0.statistics.framesDropped += grab.dropped
                $0.statistics.framesWithErrors += grab.errors
                $0.statistics.captureCPUSeconds = cpu
                $0.statistics.recordFrame(interval: interval, handoff: system.now() - captured.dequeuedAt)
            }
            return
        }
        consecutiveErrors += grab.errors
        let stalled = now - lastFrameAt
        update {
            $0.statistics.framesDropped += grab.dropped
            $0.statistics.framesWithErrors += grab.errors
            if stalled >= Self.stallAfter { $0.state = .stalled(seconds: stalled) }
        }
        if consecutiveErrors >= Self.maxConsecutiveErrors {
            throw .lost(path: path, reason: "sent \(consecutiveErrors) bad frames in a row")
        }
    }

    /// Lost: try the device again once a second; the last frame stays published.
    private func reconnect() {
        let now = system.now()
        guard now >= nextAttempt else {
            return system.sleep(seconds: min(Double(Self.pollTimeout) / 1000, nextAttempt - now))
        }
        do {
            let fresh = try CaptureStream.open(path, request: request, system: system)
            stream = fresh
            lastFrameAt = system.now()
            consecutiveErrors = 0
            update {
                $0.format = fresh.format
                $0.state = .starting
                $0.statistics.reconnects += 1
            }
        } catch {
            nextAttempt = now + Self.retryInterval
            let reason = lostReason.isEmpty ? error.description : lostReason
            update { $0.state = .lost(reason: reason) }
        }
    }

    private func update(_ change: (inout Published) -> Void) {
        published.withLock { change(&$0) }
    }
}
