import Foundation
import LifeCore
@testable import V4LCapture

/// A camera served by the fakecam libv4l2 plugin: a regular file inside the
/// directory `$FAKECAM_PATH` names, with its knobs in a sidecar file.
/// Only meaningful under Tests/e2e/fakecam.sh, which loads the plugin.
struct FakeCamera {
    static let directory = ProcessInfo.processInfo.environment["FAKECAM_PATH"] ?? "/nonexistent"
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    /// The MJPEG test picture: left half (200,59,39), right half (39,79,218) as ffmpeg decodes it.
    static let halvesJPEG = fixtures.appendingPathComponent("halves640x480.jpg").path

    let path: String

    /// A fresh camera; `knobs` are FAKECAM_* settings without the prefix. Frames
    /// are limited to 60 a second unless `FPS` says otherwise, to spare the CPU.
    init(_ knobs: [String: String] = [:]) throws {
        path = "\(Self.directory)/video-\(UUID().uuidString.prefix(8))"
        guard FileManager.default.createFile(atPath: path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
        }
        let all = knobs.merging(["FPS": "60"]) { mine, _ in mine }
        let text = all.map { "FAKECAM_\($0.key)=\($0.value)\n" }.sorted().joined()
        try text.write(toFile: path + ".knobs", atomically: true, encoding: .utf8)
    }

    /// Pulls the plug: the node disappears.
    func unplug() throws { try FileManager.default.moveItem(atPath: path, toPath: path + "-unplugged") }

    /// Plugs it back in.
    func plugIn() throws { try FileManager.default.moveItem(atPath: path + "-unplugged", toPath: path) }

    func remove() {
        for p in [path, path + ".knobs", path + "-unplugged"] { try? FileManager.default.removeItem(atPath: p) }
    }

    /// Whether this process still has the camera open or mapped.
    func isHeldByProcess() -> Bool {
        let fds = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        let open = fds.contains { (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\($0)")) == path }
        let maps = (try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8)) ?? ""
        return open || maps.contains(path)
    }

    /// The plugin's picture for frame `sequence` after libv4l2's YUYV→RGB24:
    /// a 32-pixel red bar at x = 8·sequence mod width, over grey.
    static func expectedPixel(x: Int, sequence: UInt32, width: Int) -> RGB {
        let bar = Int(sequence) * 8 % width
        return x >= bar && x < bar + 32 ? RGB(249, 12, 4) : RGB(128, 128, 128)
    }
}

/// Waits (bounded) until `condition` holds; true if it did.
func eventually(within seconds: Double = 5, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
        if condition() { return true }
        usleep(2000)
    }
    return condition()
}

/// The first frame with a sequence number above `after`, waiting at most 5 s.
func nextCapture(_ source: CameraSource, after: UInt32? = nil) -> CapturedFrame? {
    var found: CapturedFrame?
    _ = eventually {
        guard let c = source.latestCapture(), after.map({ c.sequence > $0 }) ?? true else { return false }
        found = c
        return true
    }
    return found
}

/// Rows that differ from the plugin's picture, as "y:x" strings (empty when it matches).
func mismatches(_ captured: CapturedFrame, rows: [Int]) -> [String] {
    var bad: [String] = []
    for y in rows {
        for x in 0..<captured.frame.width where captured.frame[x, y] != FakeCamera.expectedPixel(
            x: x, sequence: captured.sequence, width: captured.frame.width) {
            bad.append("\(y):\(x)")
        }
    }
    return bad
}
