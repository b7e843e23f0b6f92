import ArgumentParser
import Foundation
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

/// The one source factory: camera specs become camera sources, `auto`
/// falls back with a notice, the others never touch a camera.
@Suite struct SourceFactoryTests {
    final class StandIn: FrameSource {
        let name: String
        init(_ name: String) { self.name = name }
        var state: SourceState { .live }
        func latestFrame(at time: Double) -> RGBFrame? { nil }
    }

    final class Calls: @unchecked Sendable {
        var seen: [(String?, CaptureRequest)] = []
    }

    static func factory(_ calls: Calls, failing: CaptureError?) -> SourceFactory {
        SourceFactory { device, request throws(CaptureError) in
            calls.seen.append((device, request))
            if let failing { throw failing }
            return StandIn("v4l2:\(device ?? "first")")
        }
    }

    @Test func v4l2SpecOpensThatDeviceAtThatSize() throws {
        let calls = Calls()
        let opened = try Self.factory(calls, failing: nil).open(
            try SourceSpec(parsing: "v4l2:/dev/video2@1280x720"), seed: 1, canvas: Dimensions(width: 200, height: 100), timing: .live)
        #expect(opened.source.name == "v4l2:/dev/video2")
        #expect(opened.notice == nil)
        #expect(calls.seen.map(\.0) == ["/dev/video2"])
        #expect(calls.seen.first?.1 == CaptureRequest(size: Dimensions(width: 1280, height: 720), canvas: Dimensions(width: 200, height: 100)))
    }

    @Test func v4l2SpecFailsWithTheCameraErrorAsNoInput() {
        #expect(throws: CommandFailure(.noInput, "cannot open source 'v4l2:/dev/video0': /dev/video0 is busy: another program is using the camera")) {
            try Self.factory(Calls(), failing: .busy(path: "/dev/video0")).open(.v4l2(device: "/dev/video0", size: nil), seed: 1, timing: .live)
        }
    }

    @Test func autoTakesTheFirstCameraElseThePlasmaWithANotice() throws {
        let found = try Self.factory(Calls(), failing: nil).open(.auto, seed: 1, timing: .live)
        #expect(found.source.name == "v4l2:first" && found.notice == nil)
        let fallback = try Self.factory(Calls(), failing: .noCamera).open(.auto, seed: 1, timing: .rendered)
        #expect(fallback.source.name == "synthetic:plasma")
        #expect(fallback.notice == "no camera found: no /dev/video* device can capture video; showing synthetic:plasma instead")
    }

    /// Play with a pattern and no camera: the plasma stands in, off (the pattern on black); with a camera, the camera.
    @Test func playWithAPatternAndNoCameraStartsOnBlack() throws {
        let fallback = try Self.factory(Calls(), failing: .noCamera).openForPlay(.auto, pattern: true, seed: 1, canvas: nil, loop: true, fps: 30)
        #expect(fallback.source.name == "synthetic:plasma" && !fallback.start.showsVideo)
        #expect(fallback.start.notice?.hasPrefix("the pattern on black: v shows synthetic:plasma (--source synthetic starts with it)") == true)
        let soup = try Self.factory(Calls(), failing: .noCamera).openForPlay(.auto, pattern: false, seed: 1, canvas: nil, loop: true, fps: 30)
        #expect(soup.start.showsVideo && soup.start.notice?.hasSuffix("showing synthetic:plasma instead") == true)
        let camera = try Self.factory(Calls(), failing: nil).openForPlay(.auto, pattern: true, seed: 1, canvas: nil, loop: true, fps: 30)
        #expect(camera.source.name == "v4l2:first" && camera.start == VideoStart(showsVideo: true, notice: nil))
        let asked = try Self.factory(Calls(), failing: .noCamera).openForPlay(.synthetic(.plasma), pattern: true, seed: 1, canvas: nil,
                                                                             loop: true, fps: 30)
        #expect(asked.start == VideoStart(showsVideo: true, notice: nil))
    }

    @Test(arguments: [("synthetic:bars", "synthetic:bars"), ("none", "none")])
    func otherSpecsAreNotCameras(text: String, name: String) throws {
        let calls = Calls()
        let opened = try Self.factory(calls, failing: nil).open(try SourceSpec(parsing: text), seed: 4, timing: .live)
        #expect(opened.source.name == name && opened.notice == nil)
        #expect(calls.seen.isEmpty)
    }

    /// A file is read on demand at the loop's (or render's) time; a FIFO, in
    /// play, on a thread as its frames come.
    @Test func y4mFilesFollowTheTimeAndFIFOsArePacedInPlay() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let path = folder.file("clip.y4m")
        try Y4MFixture.stream([.white]).write(to: URL(fileURLWithPath: path))
        let factory = Self.factory(Calls(), failing: nil)
        #expect(try factory.open(.y4m(path: path), seed: 1, timing: .live).source is Y4MTimelineSource)
        #expect(try factory.open(.y4m(path: path), seed: 1, timing: .rendered).source is Y4MTimelineSource)
        let fifo = folder.file("pipe.y4m")
        #expect(mkfifo(fifo, 0o600) == 0)
        let live = try factory.open(.y4m(path: fifo), seed: 1, timing: .live).source
        #expect(live is Y4MFileSource)
        (live as? Y4MFileSource)?.stop()
        #expect(throws: CommandFailure(.noInput, "cannot open source 'y4m:/nonexistent/x.y4m': no such file or FIFO")) {
            try factory.open(.y4m(path: "/nonexistent/x.y4m"), seed: 1, timing: .live)
        }
        #expect(throws: CommandFailure(.noInput, "cannot open source 'y4m:/nonexistent/x.y4m': no such file or FIFO")) {
            try factory.open(.y4m(path: "/nonexistent/x.y4m"), seed: 1, timing: .rendered)
        }
    }
}
