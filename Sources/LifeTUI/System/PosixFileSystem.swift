import LifeApp
import Glibc

/// The real file system: the one place in recording that calls C file functions.
///
/// Each method is one system call (named in its comment), made through
/// `SystemCall` (EINTR retried there), its failure turned into a `FileError`.
struct PosixFileSystem: FileSystem {
    /// open(2) with O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC.
    func createNew(_ path: String) throws(FileError) -> OpenFile {
        let fd = try retryingOnInterrupt(.create, path) {
            Glibc.open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        }
        return OpenFile(descriptor: fd, path: path)
    }

    /// write(2).
    func write(_ file: OpenFile, _ bytes: UnsafeRawBufferPointer) throws(FileError) -> Int {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return 0 }
        return try retryingOnInterrupt(.write, file.path) { Glibc.write(file.descriptor, base, bytes.count) }
    }

    /// ftruncate(2).
    func truncate(_ file: OpenFile, to length: Int) throws(FileError) {
        _ = try retryingOnInterrupt(.truncate, file.path) { ftruncate(file.descriptor, off_t(length)) }
    }

    /// fsync(2).
    func sync(_ file: OpenFile) throws(FileError) {
        _ = try retryingOnInterrupt(.sync, file.path) { fsync(file.descriptor) }
    }

    /// close(2). Never retried: on Linux the descriptor is gone even after EINTR,
    /// and a retry could close a descriptor another thread just opened.
    func close(_ file: OpenFile) throws(FileError) {
        do { try SystemCall.close(file.descriptor) } catch { throw FileError(error, operation: .close, path: file.path) }
    }

    /// link(2).
    func link(_ path: String, to newPath: String) throws(FileError) {
        _ = try retryingOnInterrupt(.link, newPath) { Glibc.link(path, newPath) }
    }

    /// rename(2).
    func rename(_ path: String, to newPath: String) throws(FileError) {
        _ = try retryingOnInterrupt(.rename, newPath) { Glibc.rename(path, newPath) }
    }

    /// unlink(2).
    func remove(_ path: String) throws(FileError) {
        _ = try retryingOnInterrupt(.remove, path) { unlink(path) }
    }

    /// mkdir(2).
    func makeDirectory(_ path: String) throws(FileError) {
        _ = try retryingOnInterrupt(.makeDirectory, path) { mkdir(path, 0o755) }
    }

    /// rmdir(2).
    func removeDirectory(_ path: String) throws(FileError) {
        _ = try retryingOnInterrupt(.removeDirectory, path) { rmdir(path) }
    }

    /// opendir(3), readdir(3), closedir(3).
    func contentsOfDirectory(_ path: String) throws(FileError) -> [String] {
        guard let dir = opendir(path) else {
            throw FileError(errno: errno, operation: .listDirectory, path: path)
        }
        defer { closedir(dir) }
        var names: [String] = []
        errno = 0
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        if errno != 0 {
            throw FileError(errno: errno, operation: .listDirectory, path: path)
        }
        return names
    }

    /// fstat(2) and lstat(2): the same device and inode under the name.
    func isStillNamed(_ file: OpenFile) -> Bool {
        var open = stat(), named = stat()
        guard fstat(file.descriptor, &open) == 0 else { return true }
        guard lstat(file.path, &named) == 0 else { return false }
        return open.st_dev == named.st_dev && open.st_ino == named.st_ino
    }

    /// lstat(2).
    func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// stat(2).
    func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// getpid(2).
    var processID: Int32 { getpid() }
}

/// Runs a C call that returns -1 and sets errno on failure, through
/// `SystemCall.retrying`, a failure becoming a `FileError`.
private func retryingOnInterrupt<Result: BinaryInteger>(
    _ operation: FileError.Operation, _ path: String, _ call: () -> Result
) throws(FileError) -> Result {
    // C would read the name only up to the NUL: another file than the one asked for.
    guard !path.utf8.contains(0) else {
        throw FileError(kind: .other, operation: operation, path: path.replacingNUL,
                        reason: "the name holds a NUL character, which no file name can")
    }
    do { return try SystemCall.retrying("\(operation)", call) } catch {
        throw FileError(error, operation: operation, path: path)
    }
}

extension String {
    /// The text with each NUL shown as `\0`, for messages.
    var replacingNUL: String {
        String(String.UnicodeScalarView(unicodeScalars.flatMap { $0 == "\0" ? ["\\", "0"] : [$0] }))
    }
}
