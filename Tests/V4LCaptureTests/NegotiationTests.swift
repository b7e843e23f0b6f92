import CV4L2
import Glibc
import LifeCore
import Testing
@testable import V4LCapture

/// Pure pieces: size choice, error wording, EINTR handling, discovery over a scripted kernel.
@Suite struct NegotiationTests {
    static let offered = [Dimensions(width: 1280, height: 720), Dimensions(width: 320, height: 240),
                          Dimensions(width: 640, height: 480), Dimensions(width: 800, height: 600)]

    @Test(arguments: [
        (Dimensions(width: 1920, height: 1080) as Dimensions?, nil as Dimensions?, Dimensions(width: 1920, height: 1080)),
        (nil, Dimensions(width: 300, height: 200), Dimensions(width: 320, height: 240)),
        (nil, Dimensions(width: 321, height: 200), Dimensions(width: 640, height: 480)),
        (nil, Dimensions(width: 700, height: 500), Dimensions(width: 800, height: 600)),
        (nil, Dimensions(width: 1000, height: 700), Dimensions(width: 1280, height: 720)),
        (nil, Dimensions(width: 4000, height: 3000), CaptureRequest.fallbackSize),
        (nil, nil, CaptureRequest.fallbackSize),
    ])
    func sizeChoice(requested: Dimensions?, canvas: Dimensions?, chosen: Dimensions) {
        #expect(CaptureRequest(size: requested, canvas: canvas).chooseSize(offered: Self.offered) == chosen)
    }

    /// Sizes come from native formats (emulated ones repeat them), ranges give their largest.
    @Test func captureSizesComeFromNativeFormats() {
        let discrete = { (w: Int, h: Int) in FrameSizeInfo(kind: "discrete", width: w, height: h, framesPerSecond: [30]) }
        let formats = [
            FormatInfo(fourcc: "MJPG", description: "", emulated: false, compressed: true, sizes: [discrete(1280, 720), discrete(640, 480)]),
            FormatInfo(fourcc: "YUYV", description: "", emulated: false, compressed: false, sizes: [
                discrete(640, 480),
                FrameSizeInfo(kind: "stepwise", width: 160, height: 120, maxWidth: 800, maxHeight: 600, stepWidth: 8, stepHeight: 2, framesPerSecond: []),
            ]),
            FormatInfo(fourcc: "RGB3", description: "", emulated: true, compressed: false, sizes: [discrete(1920, 1080)]),
        ]
        #expect(formats.captureSizes == [Dimensions(width: 1280, height: 720), Dimensions(width: 640, height: 480), Dimensions(width: 800, height: 600)])
        #expect(Array(formats.suffix(1)).captureSizes == [Dimensions(width: 1920, height: 1080)])
    }

    @Test(arguments: [(1, 2), (3, 3), (9, 4)])
    func bufferCountStaysBetweenTwoAndFour(asked: Int, kept: Int) {
        #expect(CaptureRequest(bufferCount: asked).bufferCount == kept)
    }

    @Test(arguments: [
        (CaptureError.noCamera, "no camera found: no /dev/video* device can capture video"),
        (.permissionDenied(path: "/dev/video0"), "permission denied opening /dev/video0: the user may need to be in the 'video' group"),
        (.busy(path: "/dev/video0"), "/dev/video0 is busy: another program is using the camera"),
        (.notFound(path: "/dev/video9"), "/dev/video9 does not exist (is the camera plugged in?)"),
        (.system(path: "/dev/video0", call: "VIDIOC_QBUF", errno: .invalid), "/dev/video0: VIDIOC_QBUF failed: Invalid argument"),
    ])
    func messagesAreOneClearLine(error: CaptureError, text: String) {
        #expect(error.description == text)
        #expect(!text.contains("\n"))
    }

    @Test func interruptedCallsAreRetried() throws {
        var calls = 0
        let result = try Syscalls.retrying { () -> Int32 in
            calls += 1
            if calls < 3 { errno = EINTR; return -1 }
            return 7
        }
        #expect((result, calls) == (7, 3))
        #expect(throws: Errno.busy) { try Syscalls.retrying { () -> Int32 in errno = EBUSY; return -1 } }
    }

    @Test func discoveryListsCamerasSkipsOtherNodesAndReportsProblems() {
        var meta = ScriptedKernel.Device()
        meta.caps = UInt32(V4L2_CAP_META_CAPTURE | V4L2_CAP_STREAMING)
        let kernel = ScriptedKernel(["/dev/video0": ScriptedKernel.Device(), "/dev/video1": meta,
                                     "/dev/video2": ScriptedKernel.Device()])
        kernel.state.withLock { $0.openFailures["/dev/video2"] = [.accessDenied] }
        let report = Discovery.run(system: kernel)
        #expect(report.cameras.map(\.path) == ["/dev/video0"])
        #expect(report.cameras.first?.card == "Scripted camera")
        #expect(report.cameras.first?.formats.map(\.fourcc) == ["YUYV", "RGB3"])
        #expect(report.cameras.first?.formats.first?.sizes.map(\.sizeText) == ["640x480", "320x240"])
        #expect(report.cameras.first?.formats.first?.sizes.first?.framesPerSecond == [30])
        #expect(report.problems == [DeviceProblem(path: "/dev/video2", message: CaptureError.permissionDenied(path: "/dev/video2").description)])
        #expect(kernel.openFDs == 0)
    }
}
