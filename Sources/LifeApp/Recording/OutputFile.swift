/// A file being written from the start, that knows how many bytes it holds.
///
/// `writeAll` loops over short writes; on failure the bytes written so far
/// stay in the file, so callers that need whole records (Y4M frames) cut the
/// file back with `truncate(to:)`.
package final class OutputFile {
    package let path: String
    /// Bytes written so far (the file's length, as it is written sequentially).
    package private(set) var length = 0
    private let handle: OpenFile
    private let fileSystem: FileSystem
    private var isOpen = true

    private init(handle: OpenFile, fileSystem: FileSystem) {
        self.path = handle.path
        self.handle = handle
        self.fileSystem = fileSystem
    }

    /// Creates `path`, which must not exist.
    package static func createNew(_ path: String, fileSystem: FileSystem) throws(FileError) -> OutputFile {
        OutputFile(handle: try fileSystem.createNew(path), fileSystem: fileSystem)
    }

    /// Creates a recording at `path`; `.wouldOverwrite` when the name is taken.
    package static func createRecording(_ path: String, fileSystem: FileSystem) throws(RecordingError) -> OutputFile {
        do {
            return try createNew(path, fileSystem: fileSystem)
        } catch {
            throw error.kind == .exists ? .wouldOverwrite(path) : .file(error)
        }
    }

    /// Appends one whole record (a video frame): either all of its bytes
    /// land, or the file is cut back to where it was and the error is thrown.
    package func writeRecord(_ bytes: [UInt8]) throws(FileError) {
        let boundary = length
        do {
            try writeAll(bytes)
        } catch {
            try? truncate(to: boundary)
            throw error
        }
    }

    /// Writes every byte, calling write(2) again after short writes.
    package func writeAll(_ bytes: UnsafeRawBufferPointer) throws(FileError) {
        var done = 0
        while done < bytes.count {
            let count = try fileSystem.write(handle, UnsafeRawBufferPointer(rebasing: bytes[done...]))
            guard count > 0 else {
                // write(2) returning 0 for a regular file means no room was found.
                throw FileError(kind: .diskFull, operation: .write, path: path, reason: "no bytes written")
            }
            done += count
            length += count
        }
    }

    /// Writes every byte of an array.
    package func writeAll(_ bytes: [UInt8]) throws(FileError) {
        // Array.withUnsafeBytes only rethrows untyped errors; carry ours out by hand.
        let failure: FileError? = bytes.withUnsafeBytes { raw in
            do throws(FileError) { try writeAll(raw) } catch { return error }
            return nil
        }
        if let failure { throw failure }
    }

    /// Cuts the file back to `newLength` bytes (for dropping a partial record).
    package func truncate(to newLength: Int) throws(FileError) {
        try fileSystem.truncate(handle, to: newLength)
        length = newLength
    }

    /// Whether the file can still be found under its name.
    var isStillNamed: Bool { fileSystem.isStillNamed(handle) }

    /// Flushes the data to the device.
    package func sync() throws(FileError) {
        try fileSystem.sync(handle)
    }

    /// Closes the file; later calls do nothing.
    package func close() throws(FileError) {
        guard isOpen else { return }
        isOpen = false
        try fileSystem.close(handle)
    }

    deinit {
        if isOpen { try? fileSystem.close(handle) }
    }
}
