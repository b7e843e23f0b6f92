import Foundation
@testable import LifeTUI

/// What ffprobe says about a video file's first video stream, for tests that
/// check lifecam's video files with the tool everyone else uses.
struct FFprobe: Equatable {
    var codec = ""
    var width = 0
    var height = 0
    var pixelFormat = ""
    /// `r_frame_rate`, e.g. `30/1`.
    var rate = ""
    /// Frames decoded (`-count_frames`).
    var frames = 0

    /// Whether ffmpeg and ffprobe are installed (the video tests skip, saying so, when not).
    static let installed = ExecutableSearch.find("ffmpeg") != nil && ExecutableSearch.find("ffprobe") != nil

    init(codec: String, width: Int, height: Int, pixelFormat: String, rate: String, frames: Int) {
        (self.codec, self.width, self.height, self.pixelFormat, self.rate, self.frames) = (codec, width, height, pixelFormat, rate, frames)
    }

    init(_ path: String) throws {
        let out = try Self.run("ffprobe", ["-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
                                          "stream=codec_name,width,height,pix_fmt,r_frame_rate,nb_read_frames",
                                          "-of", "default=noprint_wrappers=1", path])
        for line in out.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { continue }
            switch parts[0] {
            case "codec_name": codec = parts[1]
            case "width": width = Int(parts[1]) ?? 0
            case "height": height = Int(parts[1]) ?? 0
            case "pix_fmt": pixelFormat = parts[1]
            case "r_frame_rate": rate = parts[1]
            case "nb_read_frames": frames = Int(parts[1]) ?? 0
            default: break
            }
        }
    }

    /// Runs a program found on PATH and returns its standard output; throws when it fails.
    static func run(_ name: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try ExecutableSearch.find(name).orThrow("\(name) not found"))
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw ProbeError(message: "\(name) failed (\(process.terminationStatus))") }
        return String(decoding: data, as: UTF8.self)
    }

    /// Frame `index` of a video file decoded to RGB by ffmpeg, `width × height` (its size).
    static func frame(_ path: String, index: Int, width: Int, height: Int) throws -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try ExecutableSearch.find("ffmpeg").orThrow("ffmpeg not found"))
        process.arguments = ["-v", "error", "-nostdin", "-i", path, "-vf", "select=eq(n\\,\(index))", "-frames:v", "1",
                             "-f", "rawvideo", "-pix_fmt", "rgb24", "pipe:1"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard data.count == width * height * 3 else { throw ProbeError(message: "ffmpeg gave \(data.count) bytes for frame \(index)") }
        return Array(data)
    }

    struct ProbeError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}

extension Optional {
    func orThrow(_ message: String) throws -> Wrapped {
        guard let self else { throw FFprobe.ProbeError(message: message) }
        return self
    }
}

/// An executable shell script in `folder` named `name`, standing in for ffmpeg.
func fakeProgram(_ name: String, in folder: TemporaryFolder, script: String) throws -> String {
    let path = folder.file(name)
    // Written through a descriptor closed on exec, so that a child another test
    // forks meanwhile does not keep it open for writing (running it would fail
    // with ETXTBSY, "Text file busy").
    let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o755)
    guard fd >= 0 else { throw FFprobe.ProbeError(message: "cannot create \(path): errno \(errno)") }
    let bytes = Array(("#!/bin/sh\n" + script + "\n").utf8)
    let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    close(fd)
    guard written == bytes.count else { throw FFprobe.ProbeError(message: "cannot write \(path)") }
    return path
}
