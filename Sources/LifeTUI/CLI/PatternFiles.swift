import Foundation
import LifeCore

/// Reads and writes the files `lifecam run` names, turning every failure into
/// a one-line `CommandFailure` (LifeCore never touches files).
struct PatternFiles {
    /// RLE files longer than this are refused. It covers the largest RLE
    /// lifecam writes: a 16384x16384 board of alternating cells is 272,286,867
    /// bytes of runs, row ends and newlines (worked out in `RLEWriter`), plus at
    /// most a few KiB of `#N`/`#C`/header lines: 259.7 MiB in all. RLE is decoded
    /// as it is read, so the limit bounds the time a read takes, not its memory.
    static let largestRLE = 272 << 20
    /// Plaintext and Life 1.05/1.06 files (and a file whose first line names no
    /// format) are held whole while read, and refused past this: they are not
    /// what lifecam writes, and 64 MiB already holds a 8192x8192 plaintext board.
    static let largestOther = 64 << 20
    /// How much one read(2) asks for.
    static let chunkSize = 1 << 20

    /// How long a FIFO may wait for its writer before the read is given up.
    var writerWait: Duration = .seconds(10)
    var maxRLEBytes = largestRLE
    var maxOtherBytes = largestOther

    /// The pattern in the file at `path`, or nil if there is no such file.
    func read(_ path: String) throws(CommandFailure) -> Pattern? {
        let shown = TextSanitizer.clean(path, maxLength: 200)
        let input: OpenedInput
        do { input = try openForReading(path, writerWait: writerWait) } catch {
            if error.kind == .notFound { return nil }
            let message = error.kind == .directory ? "\(shown) is a directory, not a pattern file"
                : OpenForReadingError(kind: error.kind, path: shown, reason: error.reason).description
            throw CommandFailure(.noInput, message)
        }
        defer { try? PosixFileSystem().close(OpenFile(descriptor: input.descriptor, path: path)) }
        if let size = input.size, size > maxRLEBytes {
            throw CommandFailure(.data, "\(shown) is \(size) bytes; pattern files over \(maxRLEBytes >> 20) MiB are refused (the largest RLE lifecam writes, a 16384x16384 board, is under that)")
        }
        return try decode(shown: shown) { () throws(CommandFailure) in
            do throws(SourceError) {
                return try readOnce(input.descriptor, upTo: Self.chunkSize, path: shown)
            } catch {
                throw CommandFailure(.noInput, error.reason)
            }
        }
    }

    /// The pattern in the chunks `next` returns until it returns none, read as
    /// they come: RLE is decoded chunk by chunk (and reading stops at its `!`),
    /// other formats are held whole. `shown` names the file in messages.
    func decode(shown: String, next: () throws(CommandFailure) -> [UInt8]) throws(CommandFailure) -> Pattern {
        func data(_ error: PatternError) -> CommandFailure { CommandFailure(.data, "\(shown): \(error)") }
        var reader = PatternReader()
        var total = 0
        while !reader.isComplete {
            let chunk = try next()
            if chunk.isEmpty { break }
            total += chunk.count
            do { try reader.feed(chunk) } catch { throw data(error) }
            if reader.format == .rle, total > maxRLEBytes {
                throw CommandFailure(.data, "\(shown) is larger than \(maxRLEBytes >> 20) MiB, more than the largest RLE lifecam writes (a 16384x16384 board); refused")
            }
            if reader.format != .rle, total > maxOtherBytes {
                throw CommandFailure(.data, "\(shown) is larger than \(maxOtherBytes >> 20) MiB; plaintext and Life 1.05/1.06 files are read whole and refused past that (RLE may be up to \(maxRLEBytes >> 20) MiB)")
            }
        }
        do { return try reader.finish() } catch { throw data(error) }
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
