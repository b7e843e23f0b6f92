import CV4L2
import Foundation
import LifeCore
import Testing
@testable import V4LCapture

/// The capture loop, one step at a time, against a scripted kernel whose clock
/// moves only when capture waits; and the thread around it.
@Suite struct CaptureWorkerTests {
    static func worker(_ kernel: ScriptedKernel) throws -> CaptureWorker {
        CaptureWorker(stream: try CaptureStream.open("/dev/video0", request: CaptureRequest(), system: kernel),
                      request: CaptureRequest())
    }

    static func steps(_ worker: CaptureWorker, _ n: Int) { for _ in 0..<n { worker.step() } }

    static func state(_ worker: CaptureWorker) -> SourceState { worker.published.withLock { $0.state } }

    @Test func startsThenGoesLive() throws {
        let kernel = ScriptedKernel(events: [.timeout, .frame()])
        let worker = try Self.worker(kernel)
        defer { worker.finish() }
        worker.step()
        #expect(Self.state(worker) == .starting)
        worker.step()
        #expect(Self.state(worker) == .live)
        #expect(worker.published.withLock { $0.latest?.sequence } == 0)
    }

    /// No frame for 2 s (poll timeouts of 0.1 s each): stalled, the last frame kept.
    @Test func noFrameForTwoSecondsIsStalled() throws {
        let kernel = ScriptedKernel(events: [.frame()])
        let worker = try Self.worker(kernel)
        defer { worker.finish() }
        Self.steps(worker, 11)
        #expect(Self.state(worker) == .live)
        Self.steps(worker, 15)
        guard case let .stalled(seconds) = Self.state(worker) else {
            Issue.record("expected stalled, got \(Self.state(worker))")
            return
        }
        #expect(seconds >= CaptureWorker.stallAfter)
        #expect(worker.published.withLock { $0.latest } != nil)
        kernel.script([.frame()])
        worker.step()
        #expect(Self.state(worker) == .live)
    }

    /// Unplugged: lost with the reason, the frame kept, the node tried once a second,
    /// and capture resumes by itself when it comes back.
    @Test func unplugIsLostRetriedEverySecondAndResumes() throws {
        let kernel = ScriptedKernel(events: [.frame()])
        let worker = try Self.worker(kernel)
        defer { worker.finish() }
        worker.step()
        let device = try #require(kernel.state.withLock { $0.devices.removeValue(forKey: "/dev/video0") })
        kernel.script([.frame()])
        worker.step()
        let lost = CaptureError.lost(path: "/dev/video0", reason: "went away (\(Errno.noDevice))")
        #expect(Self.state(worker) == .lost(reason: lost.description))
        #expect(kernel.liveMappings == 0 && kernel.openFDs == 0)
        Self.steps(worker, 35)
        let attempts = kernel.state.withLock { $0.openTimes }.dropFirst()
        #expect(attempts.count == 3)
        #expect(zip(attempts, attempts.dropFirst()).allSatisfy { $1 - $0 >= CaptureWorker.retryInterval - 1e-9 })
        #expect(Self.state(worker) == .lost(reason: lost.description))
        #expect(worker.published.withLock { $0.latest } != nil)
        kernel.state.withLock { $0.devices["/dev/video0"] = device }
        Self.steps(worker, 12)
        #expect(Self.state(worker) == .live)
        #expect(worker.published.withLock { $0.statistics.reconnects } == 1)
    }

    @Test func endlessDecodeErrorsCountAsLost() throws {
        let kernel = ScriptedKernel(events: Array(repeating: .failure(.ioError), count: CaptureWorker.maxConsecutiveErrors))
        let worker = try Self.worker(kernel)
        defer { worker.finish() }
        Self.steps(worker, CaptureWorker.maxConsecutiveErrors - 1)
        #expect(Self.state(worker) == .starting)
        worker.step()
        let error = CaptureError.lost(path: "/dev/video0", reason: "sent \(CaptureWorker.maxConsecutiveErrors) bad frames in a row")
        #expect(Self.state(worker) == .lost(reason: error.description))
        #expect(worker.published.withLock { $0.statistics.framesWithErrors } == CaptureWorker.maxConsecutiveErrors)
    }

    @Test func statisticsFollowTheFrames() throws {
        let kernel = ScriptedKernel(events: [.frame(), .timeout, .frame(), .timeout, .frame(sequence: 4),
                                             .frame(flags: UInt32(V4L2_BUF_FLAG_ERROR))])
        let worker = try Self.worker(kernel)
        defer { worker.finish() }
        Self.steps(worker, 5)
        let stats = worker.published.withLock { $0.statistics }
        #expect(stats.framesDelivered == 3)
        #expect(abs(stats.framesPerSecond - 10) < 1e-6)
        #expect(stats.framesDropped == 2)
        #expect(stats.framesWithErrors == 1)
        #expect(stats.maxHandoffSeconds == 0)
    }

    enum Moment: CaseIterable, Sendable { case rightAway, afterAFrame, whileLost }

    /// The thread: frames arrive, and stopping at any moment releases everything.
    @Test(arguments: Moment.allCases)
    func stopReleasesEverything(at moment: Moment) throws {
        let kernel = ScriptedKernel(events: [.frame()])
        let source = try CameraSource(device: "/dev/video0", request: CaptureRequest(), system: kernel)
        if moment != .rightAway {
            #expect(eventually { source.latestCapture() != nil })
            #expect(source.statistics.framesDelivered == 1)
        }
        if moment == .whileLost {
            kernel.state.withLock { $0.devices["/dev/video0"] = nil }
            #expect(eventually { if case .lost = source.state { true } else { false } })
        }
        source.stop()
        source.stop()
        #expect(kernel.liveMappings == 0)
        #expect(kernel.openFDs == 0)
        #expect(kernel.log.contains("STREAMOFF") == (moment != .whileLost), "STREAMOFF reaches only a device still there")
    }

    @Test(arguments: [
        (["/dev/video0": ScriptedKernel.Device(caps: UInt32(V4L2_CAP_META_CAPTURE)), "/dev/video1": ScriptedKernel.Device()],
         [String: [Errno]](), "/dev/video1" as String?, nil as CaptureError?),
        (["/dev/video0": ScriptedKernel.Device(), "/dev/video1": ScriptedKernel.Device()],
         ["/dev/video0": [Errno.busy]], "/dev/video1", nil),
        (["/dev/video0": ScriptedKernel.Device()], ["/dev/video0": [Errno.accessDenied]], nil,
         CaptureError.permissionDenied(path: "/dev/video0")),
        ([:], [:], nil, CaptureError.noCamera),
    ])
    func firstCameraThatOpens(devices: [String: ScriptedKernel.Device], failures: [String: [Errno]],
                              chosen: String?, error: CaptureError?) throws {
        let kernel = ScriptedKernel(devices)
        kernel.state.withLock { $0.openFailures = failures }
        do {
            let stream = try CameraSource.openStream(device: nil, request: CaptureRequest(), system: kernel)
            defer { stream.close() }
            #expect(stream.path == chosen)
        } catch let thrown {
            #expect(thrown == error)
        }
    }
}
