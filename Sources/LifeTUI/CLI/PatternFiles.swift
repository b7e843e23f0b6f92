import LifeApp
import Foundation
import LifeCore

/// Reads and writes the files `lifecam run` names, turning every failure into
/// a one-line `CommandFailure` (LifeCore never touches files).
struct PatternFiles {
    /// Bigger pattern files are refused before reading: a 16384×16384 board
    /// in the densest RLE is well under this.
    static let maxBytes = 64 << 20

    /// How long a FIFO may wait for its writer before the read is given up.
    var writerWait: Duration = .seconds(10)

    /// The bytes of the file at `path`, or nil if there is no such file.
    func read(_ path: String) throws(CommandFailure) -> [UInt8]? {
        let shown = TextSanitizer.clean(path, maxLength: 200)
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        guard size <= Self.maxBytes else {
            throw CommandFailure(.data, "\(shown) is \(size) bytes; pattern files over \(Self.maxBytes >> 20) MiB are refused")
        }
        let input: OpenedInput
        do { input = try openForReading(path, writerWait: writerWait) } catch {
            let message = error.kind == .directory ? "\(shown) is a directory, not a pattern file"
                : OpenForReadingError(kind: error.kind, path: shown, reason: error.reason).description
            throw CommandFailure(.noInput, message)
        }
        let handle = FileHandle(fileDescriptor: input.descriptor, closeOnDealloc: true)
        do {
            // Read one byte past the limit, so a file that grew after the size check
            // (or a device or FIFO, which has no size) is still caught.
            let data = try handle.read(upToCount: Self.maxBytes + 1) ?? Data()
            guard data.count <= Self.maxBytes else {
                throw CommandFailure(.data, "\(shown) is larger than \(Self.maxBytes >> 20) MiB; refused")
            }
            return [UInt8](data)
        } catch let failure as CommandFailure {
            throw failure
        } catch {
            throw CommandFailure(.noInput, "cannot read \(shown): \(TextSanitizer.clean(error.localizedDescription, maxLength: 200))")
        }
    }

    /// Writes `text` to `path`, replacing the file.
    func write(_ text: String, to path: String) throws(CommandFailure) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw CommandFailure(.cantCreate, "cannot write \(TextSanitizer.clean(path, maxLength: 200)): it is a directory")
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            let shown = TextSanitizer.clean(path, maxLength: 200)
            throw CommandFailure(.cantCreate, "cannot write \(shown): \(Self.reason(error))")
        }
    }

    /// Why Foundation could not write a file, in the system's words
    /// ("No such file or directory") rather than Foundation's long sentences.
    static func reason(_ error: any Error) -> String {
        let text = systemWords(error)
        return text.prefix(1).lowercased() + text.dropFirst()
    }

    private static func systemWords(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))) }
        let cocoa = CocoaError.Code(rawValue: nsError.code)
        switch cocoa {
        case .fileNoSuchFile, .fileWriteNoPermission, .fileWriteOutOfSpace, .fileWriteVolumeReadOnly:
            let errno: Int32 = switch cocoa {
            case .fileNoSuchFile: ENOENT
            case .fileWriteNoPermission: EACCES
            case .fileWriteOutOfSpace: ENOSPC
            default: EROFS
            }
            return String(cString: strerror(errno))
        default:
            return TextSanitizer.clean(error.localizedDescription, maxLength: 200)
        }
    }
}
