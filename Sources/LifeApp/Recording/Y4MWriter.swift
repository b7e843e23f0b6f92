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
    private var records: Y4MRecords
    package private(set) var framesWritten = 0

    /// Creates `path`; refuses (`.wouldOverwrite`) when it exists.
    package init(path: String, fps: Int, fileSystem: FileSystem) throws(RecordingError) {
        file = try OutputFile.createRecording(path, fileSystem: fileSystem)
        self.path = path
        self.fileSystem = fileSystem
        records = Y4MRecords(fps: fps)
    }

    package func write(_ frame: RGBFrame) throws(RecordingError) {
        // A file whose folder was deleted takes writes that nobody will ever read: stop instead.
        guard file.isStillNamed else { throw .vanished(path) }
        let record = try records.record(for: frame)
        do {
            // Header and first frame in one piece: the file is never a bare header.
            try file.writeRecord(framesWritten == 0 ? records.header + record : record)
        } catch {
            throw .file(error)
        }
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
