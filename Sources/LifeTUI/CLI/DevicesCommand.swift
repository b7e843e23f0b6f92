import LifeApp
import ArgumentParser
import Foundation
import LifeCore
import V4LCapture

/// `lifecam devices`: the cameras found, their formats, sizes and frame rates.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the cameras (V4L2 capture devices) and what they offer.",
        discussion: """
            Formats marked 'emulated' are made by libv4l2 by converting a native one. \
            With --frames N, N frames are captured from each camera and the capture \
            statistics printed. With no camera it says so and exits 0.

            Exit status:
            \(ExitStatus.table)

            Examples:
              lifecam devices
              lifecam devices --json
              lifecam devices --device /dev/video0 --frames 60
            """
    )

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    @Option(help: "Look only at this device node (or a path that acts as one).")
    var device: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Capture this many frames from each camera and print statistics.", valueName: "N"))
    var frames: Int?

    func validate() throws {
        if let frames, !(1...100_000).contains(frames) { throw ValidationError("--frames must be 1...100000") }
        if json && frames != nil { throw ValidationError("--frames prints text lines; use it without --json") }
    }

    func run() throws {
        let report: DiscoveryReport
        if let device {
            do throws(CaptureError) {
                report = DiscoveryReport(cameras: [try Discovery.probe(device)], problems: [])
            } catch {
                throw CommandFailure(.noInput, error.description)
            }
        } else {
            report = Discovery.run()
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try StandardStreams.write(String(decoding: try encoder.encode(report), as: UTF8.self) + "\n")
        } else {
            try StandardStreams.write(DeviceTable.render(report))
        }
        guard let frames else { return }
        var failed = false
        for camera in report.cameras {
            let result = CaptureProbe.run(device: camera.path, frames: frames)
            try StandardStreams.write(result.line + "\n")
            failed = failed || !result.ok
        }
        if failed { throw CommandFailure(.ioError, "a camera failed the --frames capture") }
    }
}
