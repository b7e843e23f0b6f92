import LifeApp
import Foundation
import LifeCore

/// Writes frames as numbered PNG files in a folder: `frame-000001.png`, …
///
/// Each file appears whole (see `AtomicFileWriter`), so when the disk fills
/// every numbered file present is a complete PNG. The folder must be new or
/// empty: a recording never mixes with or replaces another one.
final class PNGSequenceWriter: FrameWriter {
    let path: String
    private let fileSystem: FileSystem
    private let files: AtomicFileWriter
    private let level: Int
    private let createdFolder: Bool
    private(set) var framesWritten = 0

    /// Uses `directory`, creating it when absent; refuses a folder that holds files.
    init(directory: String, level: Int = PNGCodec.fastLevel, fileSystem: FileSystem = PosixFileSystem()) throws(RecordingError) {
        if fileSystem.isDirectory(directory) {
            let names: [String]
            do { names = try fileSystem.contentsOfDirectory(directory) } catch { throw .file(error) }
            guard names.isEmpty else { throw .folderNotEmpty(directory) }
            createdFolder = false
        } else {
            do {
                try fileSystem.makeDirectory(directory)
            } catch {
                throw error.kind == .exists ? .wouldOverwrite(directory) : .file(error)
            }
            createdFolder = true
        }
        path = directory
        self.fileSystem = fileSystem
        files = AtomicFileWriter(fileSystem: fileSystem)
        self.level = level
    }

    /// The file name of frame `number` (from 1).
    static func fileName(frame number: Int) -> String {
        "frame-\(RecordingName.sixDigits(number)).png"
    }

    func write(_ frame: RGBFrame) throws(RecordingError) {
        let bytes = try PNGCodec.encode(frame, level: level)
        _ = try files.write(bytes, in: path, names: [Self.fileName(frame: framesWritten + 1)], sync: false)
        framesWritten += 1
    }

    /// Removes the folder again when this writer made it and wrote nothing.
    func finish() throws(RecordingError) {
        guard createdFolder, framesWritten == 0 else { return }
        do { try fileSystem.removeDirectory(path) } catch { throw .file(error) }
    }
}
