import ArgumentParser
import LifeCore
import Testing
import V4LCapture
@testable import LifeApp
@testable import LifeTUI

@Suite struct DevicesCommandTests {
    static let camera = CameraInfo(
        path: "/dev/video0", card: "HD Webcam", driver: "uvcvideo", bus: "usb-1", streaming: true,
        formats: [
            FormatInfo(fourcc: "MJPG", description: "Motion-JPEG", emulated: false, compressed: true, sizes: [
                FrameSizeInfo(kind: "discrete", width: 1280, height: 720, framesPerSecond: [30, 15]),
                FrameSizeInfo(kind: "discrete", width: 640, height: 480, framesPerSecond: [30]),
            ]),
            FormatInfo(fourcc: "RGB3", description: "RGB3", emulated: true, compressed: false, sizes: [
                FrameSizeInfo(kind: "stepwise", width: 160, height: 120, maxWidth: 1280, maxHeight: 720,
                              stepWidth: 8, stepHeight: 2, framesPerSecond: []),
            ]),
        ])

    @Test func tableListsCamerasFormatsAndProblems() {
        let report = DiscoveryReport(cameras: [Self.camera],
                                     problems: [DeviceProblem(path: "/dev/video2", message: "permission denied")])
        #expect(DeviceTable.render(report) == """
            /dev/video0  HD Webcam  [uvcvideo, usb-1, streaming]
              FORMAT  DESCRIPTION  KIND        SIZES @ FPS
              MJPG    Motion-JPEG  compressed  1280x720@15-30, 640x480@30
              RGB3    RGB3         emulated    160x120-1280x720
            /dev/video2: permission denied

            """)
    }

    @Test func noCameraSaysSo() {
        #expect(DeviceTable.render(DiscoveryReport(cameras: [], problems: [])) ==
                "No camera found (no /dev/video* device can capture video).\n")
    }

    @Test(arguments: [["devices", "--frames", "0"], ["devices", "--bogus"], ["devices", "--json", "--frames", "3"]])
    func badArgumentsAreRejected(arguments: [String]) {
        #expect(throws: (any Error).self) { try LifecamCommand.parseAsRoot(arguments) }
    }
}

/// Camera specs become camera sources; `auto` falls back with a notice.
@Suite struct CameraSourceFactoryTests {
    final class StandIn: FrameSource {
        let name: String
        init(_ name: String) { self.name = name }
        var state: SourceState { .live }
        func latestFrame(at time: Double) -> RGBFrame? { nil }
    }

    final class Calls: @unchecked Sendable {
        var seen: [(String?, CaptureRequest)] = []
    }

    static func factory(_ calls: Calls, failing: CaptureError?) -> CameraSourceFactory {
        CameraSourceFactory { device, request throws(CaptureError) in
            calls.seen.append((device, request))
            if let failing { throw failing }
            return StandIn("v4l2:\(device ?? "first")")
        }
    }

    @Test func v4l2SpecOpensThatDeviceAtThatSize() throws {
        let calls = Calls()
        let opened = try Self.factory(calls, failing: nil).make(
            try SourceSpec(parsing: "v4l2:/dev/video2@1280x720"), canvas: PixelSize(width: 200, height: 100)) { StandIn("synthetic:plasma") }
        #expect(opened?.source.name == "v4l2:/dev/video2")
        #expect(opened?.notice == nil)
        #expect(calls.seen.map(\.0) == ["/dev/video2"])
        #expect(calls.seen.first?.1 == CaptureRequest(size: PixelSize(width: 1280, height: 720), canvas: PixelSize(width: 200, height: 100)))
    }

    @Test func v4l2SpecThrowsTheCameraError() {
        #expect(throws: CaptureError.busy(path: "/dev/video0")) {
            try Self.factory(Calls(), failing: .busy(path: "/dev/video0")).make(.v4l2(device: "/dev/video0", size: nil)) { StandIn("x") }
        }
    }

    @Test func autoTakesTheFirstCameraElseTheFallbackWithANotice() throws {
        let found = try Self.factory(Calls(), failing: nil).make(.auto) { StandIn("synthetic:plasma") }
        #expect(found?.source.name == "v4l2:first")
        let fallback = try Self.factory(Calls(), failing: .noCamera).make(.auto) { StandIn("synthetic:plasma") }
        #expect(fallback?.source.name == "synthetic:plasma")
        #expect(fallback?.notice == "no camera found: no /dev/video* device can capture video; showing synthetic:plasma instead")
    }

    @Test(arguments: ["synthetic", "none", "y4m:/tmp/x.y4m"])
    func otherSpecsAreNotCameras(text: String) throws {
        let calls = Calls()
        #expect(try Self.factory(calls, failing: nil).make(try SourceSpec(parsing: text)) { StandIn("x") } == nil)
        #expect(calls.seen.isEmpty)
    }
}
