import LifeApp
import LifeCore

/// The world saved by `S`: an RLE file under a fresh name
/// (`lifecam-YYYYMMDD-HHMMSS.rle`, `-2`, `-3`… within the same second),
/// written in chunks under a temporary name, flushed, then named
/// (`AtomicFileWriter`), never over an existing file.
enum BoardFile {
    /// Writes `pattern` with `rule` into `directory` and returns the new file's path.
    static func save(
        _ pattern: Pattern, rule: RuleSpec, in directory: String, at time: WallTime,
        fileSystem: FileSystem = PosixFileSystem()
    ) throws(RecordingError) -> String {
        let names = RecordingName(at: time, fileExtension: "rle").candidates
        return try AtomicFileWriter(fileSystem: fileSystem).write(in: directory, names: names, sync: true) { file throws(FileError) in
            try RLEWriter.write(pattern, rule: rule) { (chunk: [UInt8]) throws(FileError) in try file.writeAll(chunk) }
        }
    }
}
