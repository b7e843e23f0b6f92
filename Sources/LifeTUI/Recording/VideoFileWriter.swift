import Foundation
import LifeApp
import LifeCore

/// Writes frames into a video file (`.mp4`, `.webm`, `.mkv`, `.gif`) through
/// an `ffmpeg` child: lifecam's YUV4MPEG2 stream goes down a pipe into
/// ffmpeg's standard input, ffmpeg encodes it (`FFmpegArguments`).
///
/// Until the file is complete it has a hidden temporary name in the same
/// folder (`.clip.mp4.PID.tmp`), which lifecam creates first, so a name the
/// folder refuses fails before anything is rendered. When every frame is in,
/// the pipe is closed, ffmpeg finishes the file, and only if it says it
/// succeeded does the file get its name (link(2), which never replaces a
/// file). A failed or interrupted ffmpeg leaves nothing that looks complete:
/// the temporary file is removed and the error carries ffmpeg's last lines.
final class VideoFileWriter: FrameWriter {
    let path: String
    let format: VideoFormat
    /// Where ffmpeg writes until the file is complete.
    let temporary: String
    private let fileSystem: FileSystem
    private let child: ChildProcess
    private var records: Y4MRecords
    private var ended = false
    private(set) var framesWritten = 0

    /// A video that ffmpeg could not finish is removed whole.
    var keepsFramesOnFailure: Bool { false }

    /// Claims `path` (refusing a name that exists) and starts `ffmpeg` (its path) on it.
    init(path: String, format: VideoFormat, fps: Int, pace: FFmpegArguments.Pace, ffmpeg: String,
         fileSystem: FileSystem = PosixFileSystem()) throws(RecordingError) {
        guard !fileSystem.exists(path) else { throw .wouldOverwrite(path) }
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let temporary = RecordingName.join(folder, ".\(name).\(fileSystem.processID).tmp")
        do {
            try Self.claim(temporary, fileSystem: fileSystem)
        } catch {
            throw .file(FileError(kind: error.kind, operation: error.operation, path: path, reason: error.reason))
        }
        do {
            child = try ChildProcess.spawn(ffmpeg, arguments: FFmpegArguments.encode(format: format, fps: fps, pace: pace, output: temporary),
                                           input: .pipe, output: .null)
        } catch {
            try? fileSystem.remove(temporary)
            throw .encoder("cannot start \(ffmpeg): \(error.reason)")
        }
        self.path = path
        self.format = format
        self.temporary = temporary
        self.fileSystem = fileSystem
        records = Y4MRecords(fps: fps)
    }

    deinit {
        // Dropped without `finish` (a failure elsewhere): nothing may look complete.
        if !ended {
            child.closeInput()
            child.kill()
            child.wait()
            try? fileSystem.remove(temporary)
        }
    }

    /// Creates `temporary` empty (ffmpeg then writes over it with `-y`). A
    /// file of that name is left over from an earlier process with this pid.
    private static func claim(_ temporary: String, fileSystem: FileSystem) throws(FileError) {
        let file: OpenFile
        do {
            file = try fileSystem.createNew(temporary)
        } catch where error.kind == .exists {
            try fileSystem.remove(temporary)
            file = try fileSystem.createNew(temporary)
        }
        try fileSystem.close(file)
    }

    func write(_ frame: RGBFrame) throws(RecordingError) {
        guard !ended else { throw .encoder("\(path) is already finished") }
        let record = try records.record(for: frame)
        do {
            if framesWritten == 0 { try send(records.header) }
            try send(record)
        } catch {
            // ffmpeg stopped reading (EPIPE): it failed, and says why on stderr.
            throw abandon(because: "stopped taking frames (\(error.reason))")
        }
        framesWritten += 1
    }

    /// Closes the pipe, waits for ffmpeg to finish the file, then names it.
    /// A recording without a frame leaves nothing behind.
    func finish() throws(RecordingError) {
        guard !ended else { return }
        child.closeInput()
        let end = child.wait()
        ended = true
        guard framesWritten > 0 else {
            try? fileSystem.remove(temporary)
            return
        }
        guard end == .exited(0) else {
            try? fileSystem.remove(temporary)
            throw failure(end, otherwise: "did not finish \(path)")
        }
        do {
            try AtomicFileWriter(fileSystem: fileSystem).publish(temporary, as: path)
        } catch {
            try? fileSystem.remove(temporary)
            throw error.kind == .exists ? .wouldOverwrite(path) : .file(error)
        }
    }

    /// Ends ffmpeg after a failed write, removes its unfinished file and
    /// says what went wrong, in ffmpeg's words when it left any.
    private func abandon(because reason: String) -> RecordingError {
        child.closeInput()
        let end = child.wait()
        ended = true
        try? fileSystem.remove(temporary)
        return failure(end, otherwise: reason)
    }

    private func failure(_ end: ChildProcess.Termination, otherwise: String) -> RecordingError {
        // ffmpeg names the file it wrote: the temporary one, which the user never sees.
        let said = child.errorTail.summary.replacingOccurrences(of: temporary, with: path)
        return .encoder("ffmpeg failed writing \(path) (\(end)): " + (said.isEmpty ? otherwise : said))
    }

    private func send(_ bytes: [UInt8]) throws(SystemCallError) {
        let failure: SystemCallError? = bytes.withUnsafeBytes { raw in
            do throws(SystemCallError) { try child.write(raw) } catch { return error }
            return nil
        }
        if let failure { throw failure }
    }
}
