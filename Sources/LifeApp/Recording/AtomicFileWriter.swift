/// Writes a whole file under a temporary name in the target folder, then gives
/// it its real name, never replacing an existing file.
///
/// A reader never sees a half-written PNG: until the bytes are all in, the
/// file is `.NAME.PID.tmp`. Naming uses link(2), which fails when the name is
/// taken (rename(2) would silently replace it); on file systems without hard
/// links it falls back to checking the name, then rename(2). On failure the
/// temporary file is removed, so nothing is left behind.
package struct AtomicFileWriter: Sendable {
    package let fileSystem: FileSystem

    package init(fileSystem: FileSystem) {
        self.fileSystem = fileSystem
    }

    /// Writes `bytes` into `directory` under the first free name in `names`
    /// and returns its path. `sync` flushes the data before naming it.
    package func write(_ bytes: [UInt8], in directory: String, names: [String], sync: Bool) throws(RecordingError) -> String {
        try write(in: directory, names: names, sync: sync) { file throws(FileError) in try file.writeAll(bytes) }
    }

    /// Writes what `contents` writes into the file (in as many pieces as it
    /// likes, so a large file need not be in memory) into `directory` under the
    /// first free name in `names`, and returns its path.
    package func write(
        in directory: String, names: [String], sync: Bool, contents: (OutputFile) throws(FileError) -> Void
    ) throws(RecordingError) -> String {
        precondition(!names.isEmpty, "no name to write under")
        let temporary = RecordingName.join(directory, ".\(names[0]).\(fileSystem.processID).tmp")
        do {
            try writeTemporary(at: temporary, sync: sync, contents: contents)
        } catch {
            try? fileSystem.remove(temporary)
            // Name the file being made, not its temporary stand-in.
            let shown = RecordingName.join(directory, names[0])
            throw .file(FileError(kind: error.kind, operation: error.operation, path: shown, reason: error.reason))
        }
        for name in names {
            let path = RecordingName.join(directory, name)
            do {
                try publish(temporary, as: path)
                return path
            } catch where error.kind == .exists {
                continue
            } catch {
                try? fileSystem.remove(temporary)
                throw .file(error)
            }
        }
        try? fileSystem.remove(temporary)
        let first = RecordingName.join(directory, names[0])
        throw names.count == 1 ? .wouldOverwrite(first) : .noFreeName(first)
    }

    private func writeTemporary(at path: String, sync: Bool, contents: (OutputFile) throws(FileError) -> Void) throws(FileError) {
        let file: OutputFile
        do {
            file = try OutputFile.createNew(path, fileSystem: fileSystem)
        } catch where error.kind == .exists {
            // Only this process uses its pid in temporary names: what is there
            // is left over from an earlier process that had the same pid.
            try fileSystem.remove(path)
            file = try OutputFile.createNew(path, fileSystem: fileSystem)
        }
        try contents(file)
        if sync { try file.sync() }
        try file.close()
    }

    /// Gives the finished `temporary` file the name `path`, never replacing a file there.
    package func publish(_ temporary: String, as path: String) throws(FileError) {
        do {
            try fileSystem.link(temporary, to: path)
        } catch where error.kind == .unsupported {
            guard !fileSystem.exists(path) else {
                throw FileError(kind: .exists, operation: .rename, path: path, reason: "")
            }
            try fileSystem.rename(temporary, to: path)
            return
        }
        try fileSystem.remove(temporary)
    }
}
