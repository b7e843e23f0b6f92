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

            Exit status: 64 bad option value, 66 the --device given cannot be opened, \
            1 a camera failed the --frames capture.

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
                throw CleanExit.message(error.description, status: 66)
            }
        } else {
            report = Discovery.run()
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            print(String(decoding: try encoder.encode(report), as: UTF8.self))
        } else {
            print(DeviceTable.render(report), terminator: "")
        }
        guard let frames else { return }
        var failed = false
        for camera in report.cameras {
            let result = CaptureProbe.run(device: camera.path, frames: frames)
            print(result.line)
            failed = failed || !result.ok
        }
        if failed { throw ExitCode.failure }
    }
}

/// An error that ends the command with a message on stderr and a status.
enum CleanExit {
    static func message(_ text: String, status: Int32) -> ExitCode {
        FileHandle.standardError.write(Data("lifecam devices: \(TextSanitizer.clean(text, maxLength: 1000))\n".utf8))
        return ExitCode(status)
    }
}
