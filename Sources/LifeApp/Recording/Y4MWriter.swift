import LifeCore

/// Writes frames to a new YUV4MPEG2 file, keeping it valid at every moment.
///
/// Each frame goes out as one record (the first one together with the stream
/// header) through `OutputFile.writeRecord`: when a write fails part-way (disk
/// full), the file is cut back to the end of the last whole frame, so a player
/// never meets half a frame. The picture size is fixed by the
/// first frame; later frames of another size are fitted into it.
package final class Y4MWriter: FrameWriter {
    package let path: String
    private let file: OutputFile
    private let fileSystem: FileSystem
    private let fps: Int
    private var encoder: Y4MEncoder?
    private var record: [UInt8] = []
    private var scaler = VideoScaler()
    private var fitted = RGBFrame(width: 0, height: 0)
    package private(set) var framesWritten = 0

    /// Creates `path`; refuses (`.wouldOverwrite`) when it exists.
    package init(path: String, fps: Int, fileSystem: FileSystem) throws(RecordingError) {
        file = try OutputFile.createRecording(path, fileSystem: fileSystem)
        self.path = path
        self.fileSystem = fileSystem
        self.fps = fps
    }

    /// Creates the first free `lifecam-STAMP.y4m`, `-2`, `-3` … in `directory`.
    package static func fresh(in directory: String, name: RecordingName, fps: Int, fileSystem: FileSystem) throws(RecordingError) -> Y4MWriter {
        for candidate in name.candidates {
            do {
                return try Y4MWriter(path: RecordingName.join(directory, candidate), fps: fps, fileSystem: fileSystem)
            } catch .wouldOverwrite {
                continue
            }
        }
        throw .noFreeName(name.candidates[0])
    }

    package func write(_ frame: RGBFrame) throws(RecordingError) {
        guard frame.width > 0, frame.height > 0 else { throw .emptyPicture }
        // A file whose folder was deleted takes writes that nobody will ever read: stop instead.
        guard file.isStillNamed else { throw .vanished(path) }
        let start: [UInt8]
        let encoder: Y4MEncoder
        if let existing = self.encoder {
            encoder = existing
            start = []
        } else {
            encoder = Y4MEncoder(width: frame.width, height: frame.height, fps: fps)
            start = encoder.header
            record = [UInt8](repeating: 0, count: encoder.recordSize)
        }
        if frame.width == encoder.width && frame.height == encoder.height {
            encoder.encode(frame, into: &record)
        } else {
            // A stream has one picture size: a frame of another (the terminal
            // was resized) is fitted into it, with black bars.
            if fitted.width != encoder.width || fitted.height != encoder.height {
                fitted = RGBFrame(width: encoder.width, height: encoder.height)
            }
            scaler.scale(frame, into: &fitted, mode: .fit)
            encoder.encode(fitted, into: &record)
        }
        do {
            // Header and first frame in one piece: the file is never a bare header.
            try file.writeRecord(start.isEmpty ? record : start + record)
        } catch {
            throw .file(error)
        }
        self.encoder = encoder
        framesWritten += 1
    }

    package func finish() throws(RecordingError) {
        guard file.isStillNamed else {
            try? file.close()
            throw .vanished(path)
        }
        do {
            if framesWritten == 0 {
                try file.close()
                try fileSystem.remove(path)
                return
            }
            try file.sync()
            try file.close()
        } catch {
            throw .file(error)
        }
    }
}
