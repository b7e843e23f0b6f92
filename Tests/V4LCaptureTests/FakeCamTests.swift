import Foundation
import LifeCore
import Testing
@testable import V4LCapture

/// The real libv4l2 end to end, against the fakecam plugin. Runs only under
/// Tests/e2e/fakecam.sh (which loads the plugin in a private mount namespace);
/// a plain `swift test` reports the suite as skipped.
// Serialized: libv4l2 keeps one process-wide device table and loads its
// plugins on every open; the app opens one camera at a time, and opening
// several from parallel tests once made an open miss the plugin.
@Suite(.serialized, .enabled(if: getenv("FAKECAM_PATH") != nil, "run through Tests/e2e/fakecam.sh (needs the fakecam plugin)"))
struct FakeCamTests {
    @Test func discoveryDescribesTheCamera() throws {
        let cam = try FakeCamera()
        defer { cam.remove() }
        let info = try Discovery.probe(cam.path)
        #expect(info.card == "Fake YUYV camera")
        #expect(info.driver == "fakecam")
        #expect(info.bus == "platform:fakecam")
        #expect(info.formats.map(\.fourcc).prefix(2) == ["YUYV", "RGB3"])
        #expect(info.formats.first?.emulated == false)
        #expect(info.formats.dropFirst().allSatisfy { $0.emulated })
        #expect(info.formats.first?.sizes.map(\.sizeText) == ["640x480", "320x240"])
        #expect(info.formats.first?.sizes.first?.framesPerSecond == [30])
    }

    @Test(arguments: [("0", 640 * 3), ("64", 640 * 3)])
    func yuyvArrivesAsTheKnownRGBPicture(pad: String, stride: Int) throws {
        let cam = try FakeCamera(["STRIDE_PAD": pad])
        defer { cam.remove() }
        let source = try CameraSource.open(device: cam.path)
        defer { source.stop() }
        #expect(source.format == CaptureFormat(width: 640, height: 480, stride: stride, imageSize: 640 * 480 * 3, io: .mmap(buffers: 3)))
        let first = try #require(nextCapture(source))
        #expect(mismatches(first, rows: [0, 100, 479]) == [])
        let later = try #require(nextCapture(source, after: first.sequence + 2))
        #expect(mismatches(later, rows: [0, 240, 479]) == [])
        #expect(source.state == .live)
        #expect(source.name == "v4l2:\(cam.path)")
    }

    @Test func mjpegOnlyCameraIsDecoded() throws {
        let cam = try FakeCamera(["MJPEG": FakeCamera.halvesJPEG])
        defer { cam.remove() }
        let info = try Discovery.probe(cam.path)
        #expect(info.formats.first?.fourcc == "MJPG")
        #expect(info.formats.first?.compressed == true)
        let source = try CameraSource.open(device: cam.path)
        defer { source.stop() }
        let frame = try #require(nextCapture(source)).frame
        #expect((frame.width, frame.height) == (640, 480))
        for (x, y, want) in [(100, 100, RGB(200, 59, 39)), (10, 470, RGB(200, 59, 39)),
                             (500, 300, RGB(39, 79, 218)), (630, 5, RGB(39, 79, 218))] {
            let got = frame[x, y]
            let diff = [abs(Int(got.r) - Int(want.r)), abs(Int(got.g) - Int(want.g)), abs(Int(got.b) - Int(want.b))]
            #expect(diff.max()! <= 6, "pixel \(x),\(y) is \(got), want about \(want)")
        }
    }

    @Test(arguments: [
        (CaptureRequest(size: Dimensions(width: 320, height: 240)), Dimensions(width: 320, height: 240)),
        (CaptureRequest(canvas: Dimensions(width: 300, height: 200)), Dimensions(width: 320, height: 240)),
        (CaptureRequest(canvas: Dimensions(width: 400, height: 300)), Dimensions(width: 640, height: 480)),
        (CaptureRequest(size: Dimensions(width: 1920, height: 1080)), Dimensions(width: 640, height: 480)),
    ])
    func sizeIsNegotiatedAndTheDriversAnswerKept(request: CaptureRequest, delivered: Dimensions) throws {
        let cam = try FakeCamera()
        defer { cam.remove() }
        let source = try CameraSource.open(device: cam.path, request: request)
        defer { source.stop() }
        let captured = try #require(nextCapture(source))
        #expect(Dimensions(width: captured.frame.width, height: captured.frame.height) == delivered)
        #expect(mismatches(captured, rows: [0, delivered.height - 1]) == [])
    }

    @Test func readOnlyCameraUsesReadIO() throws {
        let cam = try FakeCamera(["READ_ONLY": "1"])
        defer { cam.remove() }
        let source = try CameraSource.open(device: cam.path)
        defer { source.stop() }
        #expect(source.format.io == .read)
        let captured = try #require(nextCapture(source))
        #expect(captured.frame.width == 640)
        #expect(mismatches(captured, rows: [0, 479]) == [])
    }

    @Test func unpluggedCameraIsLostThenResumes() throws {
        let cam = try FakeCamera()
        defer { cam.remove() }
        let source = try CameraSource.open(device: cam.path)
        defer { source.stop() }
        let before = try #require(nextCapture(source))
        try cam.unplug()
        #expect(eventually { if case .lost = source.state { true } else { false } })
        #expect(source.latestFrame(at: 0) != nil, "the last frame stays while lost")
        try cam.plugIn()
        #expect(eventually { source.state == .live && source.statistics.reconnects == 1 })
        let after = try #require(nextCapture(source, after: nil))
        #expect(after.dequeuedAt > before.dequeuedAt)
        #expect(mismatches(after, rows: [10]) == [])
    }

    @Test func unplugAfterFramesReconnectsByItself() throws {
        let cam = try FakeCamera(["FAIL_AFTER": "4"])
        defer { cam.remove() }
        let source = try CameraSource.open(device: cam.path)
        defer { source.stop() }
        #expect(eventually { source.statistics.reconnects >= 1 && source.statistics.framesDelivered >= 5 })
    }

    @Test func errorFlaggedFramesAreSkippedAndCounted() throws {
        let cam = try FakeCamera(["ERROR_EVERY": "2"])
        defer { cam.remove() }
        let source = try CameraSource.open(device: cam.path)
        defer { source.stop() }
        var seen: [UInt32] = []
        var last: UInt32?
        while seen.count < 4, let c = nextCapture(source, after: last) {
            seen.append(c.sequence)
            last = c.sequence
        }
        #expect(seen.count == 4)
        #expect(seen.allSatisfy { $0 % 2 == 0 }, "flagged (odd) frames were delivered: \(seen)")
        #expect(source.statistics.framesWithErrors >= 2)
    }

    /// libv4l2 retries a frame it cannot decode with the next one and gives up
    /// with EIO after 4 in a row, so the camera runs unthrottled here (FPS 0)
    /// to have the next frames ready at once.
    @Test func corruptMJPEGIsCountedAndCaptureGoesOn() throws {
        let cam = try FakeCamera(["MJPEG": FakeCamera.halvesJPEG, "CORRUPT_FROM": "5", "CORRUPT_COUNT": "8", "FPS": "0"])
        defer { cam.remove() }
        let source = try CameraSource.open(device: cam.path)
        defer { source.stop() }
        let after = try #require(nextCapture(source, after: 13))
        #expect(after.frame[100, 100].r > 150)
        #expect(source.statistics.framesWithErrors >= 1)
        #expect(source.state == .live)
    }

    @Test func stalledCameraIsSaidAndKeepsItsFrame() throws {
        let cam = try FakeCamera(["STALL_AFTER": "2"])
        defer { cam.remove() }
        let source = try CameraSource.open(device: cam.path)
        defer { source.stop() }
        #expect(eventually(within: 6) { if case .stalled = source.state { true } else { false } })
        #expect(source.latestFrame(at: 0) != nil)
        #expect(source.statistics.frameAge ?? 0 >= CaptureWorker.stallAfter)
    }

    @Test func busyCameraIsReported() throws {
        let cam = try FakeCamera(["BUSY": "1"])
        defer { cam.remove() }
        #expect(throws: CaptureError.busy(path: cam.path)) { try CameraSource.open(device: cam.path) }
        #expect(!cam.isHeldByProcess())
    }

    @Test func formatChangeWhileStreamingIsBusy() throws {
        let cam = try FakeCamera()
        defer { cam.remove() }
        let stream = try CaptureStream.open(cam.path, request: CaptureRequest(), system: LibV4L2System.shared)
        defer { stream.close() }
        #expect(throws: CaptureError.busy(path: cam.path)) {
            try CaptureStream.negotiate(stream.handle, request: CaptureRequest())
        }
    }

    @Test func nonCamerasAndMissingNodesAreNamed() throws {
        let plain = NSTemporaryDirectory() + "not-a-camera-\(getpid())"
        _ = FileManager.default.createFile(atPath: plain, contents: Data("x".utf8))
        defer { try? FileManager.default.removeItem(atPath: plain) }
        #expect(throws: CaptureError.notACamera(path: plain, reason: "not a video4linux device")) {
            try CameraSource.open(device: plain)
        }
        #expect(throws: CaptureError.notFound(path: plain + "-missing")) {
            try CameraSource.open(device: plain + "-missing")
        }
    }

    @Test func stoppingUnmapsAndCloses() throws {
        let cam = try FakeCamera()
        defer { cam.remove() }
        let source = try CameraSource.open(device: cam.path)
        _ = try #require(nextCapture(source))
        #expect(cam.isHeldByProcess())
        source.stop()
        #expect(!cam.isHeldByProcess())
        source.stop()
    }
}
