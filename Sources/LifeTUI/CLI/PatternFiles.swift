import Foundation
import LifeCore

/// Reads and writes the files `lifecam run` names, turning every failure into
/// a one-line `RunFailure` (LifeCore never touches files).
struct PatternFiles {
    /// Bigger pattern files are refused before reading: a 16384×16384 board
    /// in the densest RLE is well under this.
    static let maxBytes = 64 << 20

    /// The bytes of the file at `path`, or nil if there is no such file.
    func read(_ path: String) throws(RunFailure) -> [UInt8]? {
        let shown = TextSanitizer.clean(path, maxLength: 200)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
        guard !isDirectory.boolValue else { throw RunFailure(.noInput, "\(shown) is a directory, not a pattern file") }
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw RunFailure(.noInput, "cannot read \(shown): permission denied")
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        guard size <= Self.maxBytes else {
            throw RunFailure(.data, "\(shown) is \(size) bytes; pattern files over \(Self.maxBytes >> 20) MiB are refused")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else { throw RunFailure(.noInput, "cannot open \(shown)") }
        defer { try? handle.close() }
        do {
            // Read one byte past the limit, so a file that grew after the size check is still caught.
            let data = try handle.read(upToCount: Self.maxBytes + 1) ?? Data()
            guard data.count <= Self.maxBytes else {
                throw RunFailure(.data, "\(shown) is larger than \(Self.maxBytes >> 20) MiB; refused")
            }
            return [UInt8](data)
        } catch let failure as RunFailure {
            throw failure
        } catch {
            throw RunFailure(.noInput, "cannot read \(shown): \(TextSanitizer.clean(error.localizedDescription, maxLength: 200))")
        }
    }

    /// Writes `text` to `path`, replacing the file.
    func write(_ text: String, to path: String) throws(RunFailure) {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            let shown = TextSanitizer.clean(path, maxLength: 200)
            throw RunFailure(.cantCreate, "cannot write \(shown): \(TextSanitizer.clean(error.localizedDescription, maxLength: 200))")
        }
    }
}
