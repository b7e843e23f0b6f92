import CV4L2
import LifeCore
import Testing
@testable import V4LCapture

/// Opening, negotiating and grabbing against a scripted kernel.
@Suite struct CaptureStreamTests {
    typealias Device = ScriptedKernel.Device

    static func device(_ change: (inout Device) -> Void) -> Device {
        var d = Device()
        change(&d)
        return d
    }

    /// Faults at open time, each as the typed error the user sees, and nothing left open or mapped.
    @Test(arguments: [
        ("open", Errno.accessDenied, CaptureError.permissionDenied(path: "/dev/video0")),
        ("open", Errno.notPermitted, CaptureError.permissionDenied(path: "/dev/video0")),
        ("open", Errno.busy, CaptureError.busy(path: "/dev/video0")),
        ("open", Errno.noDevice, CaptureError.lost(path: "/dev/video0", reason: "went away (\(Errno.noDevice))")),
        ("open", Errno.notATTY, CaptureError.notACamera(path: "/dev/video0", reason: "not a video4linux device")),
        ("VIDIOC_QUERYCAP", Errno.notATTY, CaptureError.notACamera(path: "/dev/video0", reason: "it does not answer VIDIOC_QUERYCAP")),
        ("VIDIOC_S_FMT", Errno.busy, CaptureError.busy(path: "/dev/video0")),
        ("VIDIOC_S_FMT", Errno.invalid, CaptureError.noUsableFormat(path: "/dev/video0", reason: "the driver refused RGB24 at 640x480")),
        ("VIDIOC_REQBUFS", Errno.busy, CaptureError.busy(path: "/dev/video0")),
        ("VIDIOC_REQBUFS", Errno.invalid, CaptureError.system(path: "/dev/video0", call: "VIDIOC_REQBUFS", errno: .invalid)),
        ("VIDIOC_STREAMON", Errno.busy, CaptureError.busy(path: "/dev/video0")),
        ("VIDIOC_QBUF", Errno.ioError, CaptureError.system(path: "/dev/video0", call: "VIDIOC_QBUF", errno: .ioError)),
    ])
    func openFaultsAreTypedAndCleanedUp(call: String, errno: Errno, expected: CaptureError) {
        let kernel = ScriptedKernel()
        if call == "open" {
            kernel.state.withLock { $0.openFailures["/dev/video0"] = [errno] }
        } else {
            kernel.state.withLock { $0.devices["/dev/video0"]?.failures[call] = [errno] }
        }
        #expect(throws: expected) { try CaptureStream.open("/dev/video0", request: CaptureRequest(), system: kernel) }
        #expect(kernel.openFDs == 0)
        #expect(kernel.liveMappings == 0)
    }

    @Test(arguments: [
        (device { $0.caps = UInt32(V4L2_CAP_VIDEO_OUTPUT | V4L2_CAP_STREAMING) },
         CaptureError.notACamera(path: "/dev/video0", reason: "no video capture capability")),
        (device { $0.caps = UInt32(V4L2_CAP_VIDEO_CAPTURE) },
         CaptureError.notACamera(path: "/dev/video0", reason: "offers neither streaming nor read() I/O")),
        (device { $0.formats = [] }, CaptureError.noUsableFormat(path: "/dev/video0", reason: "it lists no formats")),
        (device { $0.formats = [(0x34324148, 0, [Dimensions(width: 640, height: 480)])] },
         CaptureError.noUsableFormat(path: "/dev/video0", reason: "libv4l2 cannot convert HA24 to RGB24")),
        (device { $0.setFormat = { ($0, $0.width * 2, CV4L2_PIX_FMT_YUYV) } },
         CaptureError.noUsableFormat(path: "/dev/video0", reason: "the driver answered YUYV instead of RGB24")),
        (device { $0.grantedBuffers = 0 },
         CaptureError.noUsableFormat(path: "/dev/video0", reason: "the driver granted no buffers")),
    ])
    func unusableDevicesAreNamed(device: Device, expected: CaptureError) {
        let kernel = ScriptedKernel(["/dev/video0": device])
        #expect(throws: expected) { try CaptureStream.open("/dev/video0", request: CaptureRequest(), system: kernel) }
        #expect(kernel.openFDs == 0)
    }

    /// The driver picks its own size and pads rows: frames follow what it set.
    @Test func driverSizeAndRowPaddingAreHonoured() throws {
        let kernel = ScriptedKernel(["/dev/video0": Self.device {
            $0.setFormat = { _ in (Dimensions(width: 632, height: 478), 632 * 3 + 40, CV4L2_PIX_FMT_RGB24) }
        }], events: [.frame(sequence: 7)])
        let stream = try CaptureStream.open("/dev/video0", request: CaptureRequest(size: Dimensions(width: 1280, height: 720)), system: kernel)
        defer { stream.close() }
        #expect(stream.format == CaptureFormat(width: 632, height: 478, stride: 1936, imageSize: 1936 * 478, io: .mmap(buffers: 3)))
        let frame = try #require(try stream.grab(timeout: 100).frame)
        #expect(frame.sequence == 7)
        #expect((frame.frame.width, frame.frame.height, frame.frame.stride) == (632, 478, 1936))
        for (x, y) in [(0, 0), (631, 0), (5, 200), (631, 477)] {
            let o = y * 1936 + x * 3
            #expect(frame.frame[x, y] == .init(ScriptedKernel.byte(o, sequence: 7), ScriptedKernel.byte(o + 1, sequence: 7),
                                               ScriptedKernel.byte(o + 2, sequence: 7)))
        }
    }

    @Test func newestFrameWinsAndEveryBufferGoesBack() throws {
        let kernel = ScriptedKernel(events: [.frame(), .frame(), .frame()])
        let stream = try CaptureStream.open("/dev/video0", request: CaptureRequest(), system: kernel)
        defer { stream.close() }
        let grab = try stream.grab(timeout: 100)
        #expect(grab.frame?.sequence == 2)
        #expect(grab.dropped == 2)
        #expect(kernel.queuedBuffers == 3)
    }

    /// Flagged and short frames are skipped and counted; EIO is counted; gaps count as dropped.
    @Test(arguments: [
        ([ScriptedKernel.Event.frame(), .frame(flags: UInt32(V4L2_BUF_FLAG_ERROR))], UInt32(0), 1, 0),
        ([.frame(flags: UInt32(V4L2_BUF_FLAG_ERROR)), .frame()], UInt32(1), 1, 0),
        ([.frame(bytesUsed: 100), .frame()], UInt32(1), 1, 0),
        ([.frame(sequence: 0), .frame(sequence: 5)], UInt32(5), 0, 5),
    ])
    func badFramesAreSkippedAndCounted(events: [ScriptedKernel.Event], sequence: UInt32, errors: Int, dropped: Int) throws {
        let kernel = ScriptedKernel(events: events)
        let stream = try CaptureStream.open("/dev/video0", request: CaptureRequest(), system: kernel)
        defer { stream.close() }
        let grab = try stream.grab(timeout: 100)
        #expect(grab.frame?.sequence == sequence)
        #expect(grab.errors == errors)
        #expect(grab.dropped == dropped)
        #expect(kernel.queuedBuffers == 3)
    }

    @Test(arguments: [Errno.ioError, Errno.brokenPipe])
    func decodeErrorsAreCountedNotFatal(errno: Errno) throws {
        let kernel = ScriptedKernel(events: [.failure(errno), .frame()])
        let stream = try CaptureStream.open("/dev/video0", request: CaptureRequest(), system: kernel)
        defer { stream.close() }
        let first = try stream.grab(timeout: 100)
        #expect(first.frame == nil && first.errors == 1)
        #expect(try stream.grab(timeout: 100).frame != nil)
    }

    @Test(arguments: [
        ([ScriptedKernel.Event.failure(.noDevice)], CaptureError.lost(path: "/dev/video0", reason: "went away (\(Errno.noDevice))")),
        ([.pollError], CaptureError.lost(path: "/dev/video0", reason: "reported an error (poll)")),
        ([.failure(.invalid)], CaptureError.system(path: "/dev/video0", call: "VIDIOC_DQBUF", errno: .invalid)),
    ])
    func deviceGoneIsThrown(events: [ScriptedKernel.Event], expected: CaptureError) throws {
        let kernel = ScriptedKernel(events: events)
        let stream = try CaptureStream.open("/dev/video0", request: CaptureRequest(), system: kernel)
        defer { stream.close() }
        #expect(throws: expected) { try stream.grab(timeout: 100) }
    }

    @Test func timeoutReturnsNothing() throws {
        let kernel = ScriptedKernel(events: [.timeout])
        let stream = try CaptureStream.open("/dev/video0", request: CaptureRequest(), system: kernel)
        defer { stream.close() }
        let grab = try stream.grab(timeout: 250)
        #expect(grab.timedOut && grab.frame == nil)
        #expect(kernel.now() == 0.25)
    }

    /// Where streaming is not offered, or REQBUFS refuses mmap, frames come through read().
    @Test(arguments: [
        device { $0.caps = UInt32(V4L2_CAP_VIDEO_CAPTURE | V4L2_CAP_READWRITE) },
        device {
            $0.caps = UInt32(V4L2_CAP_VIDEO_CAPTURE | V4L2_CAP_READWRITE | V4L2_CAP_STREAMING)
            $0.failures["VIDIOC_REQBUFS"] = [.invalid]
        },
    ])
    func readFallback(device: Device) throws {
        let kernel = ScriptedKernel(["/dev/video0": device], events: [.frame(), .frame(bytesUsed: 10), .failure(.ioError)])
        let stream = try CaptureStream.open("/dev/video0", request: CaptureRequest(), system: kernel)
        #expect(stream.format.io == .read)
        let frame = try #require(try stream.grab(timeout: 100).frame)
        #expect(frame.frame[1, 0] == .init(ScriptedKernel.byte(3, sequence: 0), ScriptedKernel.byte(4, sequence: 0), ScriptedKernel.byte(5, sequence: 0)))
        #expect(try stream.grab(timeout: 100).errors == 1)
        #expect(try stream.grab(timeout: 100).errors == 1)
        stream.close()
        #expect(kernel.openFDs == 0)
    }

    /// Closing stops streaming, unmaps every buffer, frees them and closes, in that order.
    @Test func closeReleasesEverythingInOrder() throws {
        let kernel = ScriptedKernel(events: [.frame()])
        let stream = try CaptureStream.open("/dev/video0", request: CaptureRequest(bufferCount: 4), system: kernel)
        _ = try stream.grab(timeout: 100)
        stream.close()
        stream.close()
        #expect(Array(kernel.log.suffix(7)) == ["STREAMOFF", "munmap", "munmap", "munmap", "munmap", "REQBUFS 0", "close"])
        #expect(kernel.liveMappings == 0)
        #expect(kernel.openFDs == 0)
    }
}
