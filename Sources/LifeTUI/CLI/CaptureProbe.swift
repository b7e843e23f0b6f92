import LifeApp
import Foundation
import V4LCapture

/// `lifecam devices --frames N`: captures N frames from one camera and sums
/// up how it went, as one line.
struct CaptureProbe {
    var line: String
    var ok: Bool

    /// Opens `device`, waits (bounded: 5 s plus 0.2 s a frame) for `frames` frames, stops.
    /// Meanwhile it samples the newest frame's age every 2 ms, as a picture
    /// drawn at that moment would see it.
    static func run(device: String, frames: Int) -> CaptureProbe {
        let source: CameraSource
        do {
            source = try CameraSource.open(device: device)
        } catch {
            return CaptureProbe(line: "\(device): \(error)", ok: false)
        }
        defer { source.stop() }
        let start = ProcessInfo.processInfo.systemUptime
        let deadline = start + 5 + 0.2 * Double(frames)
        var maxAge = 0.0, sumAge = 0.0, samples = 0
        while ProcessInfo.processInfo.systemUptime < deadline {
            let stats = source.statistics
            if stats.framesDelivered >= frames { break }
            if stats.framesDelivered > 1, let age = stats.frameAge {
                maxAge = max(maxAge, age)
                sumAge += age
                samples += 1
            }
            Thread.sleep(forTimeInterval: 0.002)
        }
        let elapsed = ProcessInfo.processInfo.systemUptime - start
        let stats = source.statistics
        let format = source.format
        let got = stats.framesDelivered >= frames
        let summary = [
            "\(device): \(stats.framesDelivered) frames \(format.width)x\(format.height) RGB24 in \(fixed(elapsed, 2)) s",
            "\(fixed(stats.framesPerSecond, 1)) fps",
            "capture CPU \(fixed(stats.cpuSecondsPerFrame * 1000, 3)) ms/frame",
            "dequeue to available \(fixed(stats.meanHandoffSeconds * 1000, 3)) ms (max \(fixed(stats.maxHandoffSeconds * 1000, 3)))",
            "frame age mean \(fixed(sumAge / Double(max(samples, 1)) * 1000, 1)) ms, max \(fixed(maxAge * 1000, 1)) ms",
            "dropped \(stats.framesDropped), with errors \(stats.framesWithErrors)",
        ].joined(separator: "; ")
        return CaptureProbe(line: got ? summary : summary + "; timed out waiting for \(frames) (\(source.state))", ok: got)
    }

    private static func fixed(_ value: Double, _ digits: Int) -> String {
        String(format: "%.\(digits)f", value)
    }
}
