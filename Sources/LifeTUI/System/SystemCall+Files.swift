import Glibc

extension SystemCall {
    /// What a path or descriptor names.
    enum FileKind: Equatable {
        case regular, directory, fifo, other
    }

    /// What fstat(2) or stat(2) says of a file: its kind, and its length when regular.
    struct FileStatus: Equatable {
        let kind: FileKind
        let size: Int

        init(_ info: stat) {
            kind = switch info.st_mode & S_IFMT {
            case S_IFREG: .regular
            case S_IFDIR: .directory
            case S_IFIFO: .fifo
            default: .other
            }
            size = Int(info.st_size)
        }
    }

    /// How a file is opened by `open`.
    enum OpenMode {
        /// Read-only, close-on-exec.
        case reading
        /// Read-only, close-on-exec, never blocking in open(2) itself (a FIFO with no writer).
        case readingWithoutWaiting
        /// The controlling terminal, read and write, never becoming it (O_NOCTTY).
        case terminal
        /// The controlling terminal, write-only and non-blocking: a slow
        /// terminal makes a write fail with EAGAIN instead of stalling.
        case terminalWithoutWaiting
    }

    /// open(2) of `path`. A name holding a NUL is refused (C would read
    /// another name, the part before it) with EINVAL.
    static func open(_ path: String, _ mode: OpenMode) throws(SystemCallError) -> Int32 {
        guard !path.utf8.contains(0) else { throw SystemCallError(call: "open", code: EINVAL) }
        let flags = switch mode {
        case .reading: O_RDONLY | O_CLOEXEC
        case .readingWithoutWaiting: O_RDONLY | O_NONBLOCK | O_CLOEXEC
        case .terminal: O_RDWR | O_NOCTTY | O_CLOEXEC
        case .terminalWithoutWaiting: O_WRONLY | O_NOCTTY | O_CLOEXEC | O_NONBLOCK
        }
        return try retrying("open") { Glibc.open(path, flags) }
    }

    /// fcntl(2): makes `fd` block in read and write again (after `.readingWithoutWaiting`).
    static func makeBlocking(_ fd: Int32) {
        let flags = fcntl(fd, F_GETFL)
        if flags != -1 { _ = fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) }
    }

    /// fstat(2).
    static func status(of fd: Int32) throws(SystemCallError) -> FileStatus {
        var info = stat()
        _ = try retrying("fstat") { fstat(fd, &info) }
        return FileStatus(info)
    }

    /// stat(2), following links; nil when the path names nothing that can be seen.
    static func status(ofPath path: String) -> FileStatus? {
        var info = stat()
        guard !path.utf8.contains(0), stat(path, &info) == 0 else { return nil }
        return FileStatus(info)
    }

    /// access(2) with R_OK: whether this process may read `path`.
    static func isReadable(_ path: String) -> Bool {
        !path.utf8.contains(0) && access(path, R_OK) == 0
    }

    /// read(2) once into `buffer` (what has arrived, up to its size): the byte count, 0 at end of file.
    static func read(_ fd: Int32, into buffer: inout [UInt8]) throws(SystemCallError) -> Int {
        try buffer.withUnsafeMutableBytes { raw in Result { () throws(SystemCallError) in try read(fd, into: raw) } }.get()
    }

    /// lseek(2) to the start of `fd`, to read a file again from its beginning.
    static func rewind(_ fd: Int32) throws(SystemCallError) {
        _ = try retrying("lseek") { lseek(fd, 0, SEEK_SET) }
    }

    /// mmap(2) of the whole regular file open on `fd`, read-only and private,
    /// read ahead sequentially; nil for an empty file (nothing to map).
    static func mapWholeFile(_ fd: Int32) throws(SystemCallError) -> UnsafeBufferPointer<UInt8>? {
        let size = try status(of: fd).size
        guard size > 0 else { return nil }
        guard let base = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), base != MAP_FAILED else {
            throw SystemCallError(call: "mmap", code: errno)
        }
        _ = madvise(base, size, MADV_SEQUENTIAL)
        return UnsafeBufferPointer(start: base.assumingMemoryBound(to: UInt8.self), count: size)
    }

    /// munmap(2) of what `mapWholeFile` mapped.
    static func unmap(_ mapping: UnsafeBufferPointer<UInt8>) {
        _ = munmap(UnsafeMutableRawPointer(mutating: mapping.baseAddress), mapping.count)
    }
}
