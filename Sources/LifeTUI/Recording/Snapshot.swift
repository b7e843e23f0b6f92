import LifeApp
import LifeCore

/// One PNG of the current picture, under a fresh name
/// (`lifecam-YYYYMMDD-HHMMSS.png`, `-2`, `-3`… within the same second).
enum Snapshot {
    /// Writes `frame` into `directory` and returns the new file's path.
    /// The file is flushed to disk before it gets its name.
    static func save(
        _ frame: RGBFrame, in directory: String, at time: WallTime,
        fileSystem: FileSystem = PosixFileSystem()
    ) throws(RecordingError) -> String {
        let bytes = try PNGCodec.encode(frame, level: PNGCodec.compactLevel)
        let names = RecordingName(at: time, fileExtension: "png").candidates
        return try AtomicFileWriter(fileSystem: fileSystem).write(bytes, in: directory, names: names, sync: true)
    }
}
