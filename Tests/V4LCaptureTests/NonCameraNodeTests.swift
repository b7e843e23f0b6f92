import Foundation
import Testing
@testable import V4LCapture

/// Nodes that cannot be cameras are refused before libv4l2 sees them, since
/// its plugins print their own complaints to stderr (a second line next to ours).
@Suite struct NonCameraNodeTests {
    @Test func aDirectoryIsRefused() {
        #expect(throws: Errno.isADirectory) { try Syscalls.refuseNonCamera(NSTemporaryDirectory()) }
        #expect(CaptureError.from(.isADirectory, path: "/tmp", call: "open").description
                == "/tmp is not a video capture device (it is a directory)")
    }

    @Test func anotherDriversCharacterDeviceIsRefused() {
        #expect(throws: Errno.notATTY) { try Syscalls.refuseNonCamera("/dev/null") }
        #expect(CaptureError.from(.notATTY, path: "/dev/null", call: "open").description
                == "/dev/null is not a video capture device (not a video4linux device)")
    }

    @Test func regularFilesAndMissingPathsGoOnToLibV4L2() throws {
        // The fake camera of the test harness is a regular file; a missing node
        // is left for open(2) to report as ENOENT.
        let file = NSTemporaryDirectory() + "noncamera-\(UUID().uuidString)"
        #expect(FileManager.default.createFile(atPath: file, contents: Data()))
        defer { try? FileManager.default.removeItem(atPath: file) }
        try Syscalls.refuseNonCamera(file)
        try Syscalls.refuseNonCamera("/nonexistent/video9")
    }
}
