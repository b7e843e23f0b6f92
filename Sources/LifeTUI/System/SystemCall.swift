import Glibc
import V4LCapture

/// The shell's one way to make a system call (with `PosixFileSystem` for the
/// recording's files): each call retries EINTR here and nowhere else, and a
/// failure (-1 and errno) becomes a `SystemCallError` naming the call. The
/// errno is turned into the domain's errors in one place,
/// `SystemCallError+Domain.swift`. Code outside `System/` calls these rather
/// than Glibc for reading, writing, opening, polling and waiting.
enum SystemCall {
    /// The C library's words for an errno, "error N" when it has none: the
    /// one wrapping of strerror_r, V4LCapture's `Errno` (the camera's layer
    /// and the shell's share it).
    static func describe(_ code: Int32) -> String { Errno(code).description }

    /// Runs `body` until it stops failing with EINTR; -1 becomes the errno, with `call` named.
    static func retrying<T: BinaryInteger>(_ call: String, _ body: () -> T) throws(SystemCallError) -> T {
        while true {
            let result = body()
            if result != -1 { return result }
            let code = errno
            if code != EINTR { throw SystemCallError(call: call, code: code) }
        }
    }

    /// read(2) once into `buffer`: what has arrived (up to its size), 0 at end
    /// of file. A descriptor that would block throws (`wouldBlock`).
    static func read(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer) throws(SystemCallError) -> Int {
        guard let base = buffer.baseAddress, !buffer.isEmpty else { return 0 }
        return try retrying("read") { Glibc.read(fd, base, buffer.count) }
    }

    /// read(2) once of up to `count` bytes: what has arrived, empty at end of file.
    static func read(_ fd: Int32, upTo count: Int) throws(SystemCallError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        let n = try bytes.withUnsafeMutableBytes { raw in Result { () throws(SystemCallError) in try read(fd, into: raw) } }.get()
        bytes.removeLast(count - n)
        return bytes
    }

    /// write(2) once: the number of bytes taken. A descriptor that would block
    /// throws (`wouldBlock`).
    static func write(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) throws(SystemCallError) -> Int {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return 0 }
        return try retrying("write") { Glibc.write(fd, base, bytes.count) }
    }

    /// write(2) until every byte is out, blocking. A descriptor that takes
    /// nothing (write returns 0) fails with EIO rather than spinning.
    static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) throws(SystemCallError) {
        var offset = 0
        while offset < bytes.count {
            let n = try write(fd, UnsafeRawBufferPointer(rebasing: bytes[offset...]))
            if n == 0 { throw SystemCallError(call: "write", code: EIO) }
            offset += n
        }
    }

    /// write(2) until every byte of `bytes` is out, blocking.
    static func writeAll(_ fd: Int32, _ bytes: [UInt8]) throws(SystemCallError) {
        try bytes.withUnsafeBytes { raw in Result { () throws(SystemCallError) in try writeAll(fd, raw) } }.get()
    }

    /// close(2), once. Never retried: on Linux the descriptor is gone even after
    /// EINTR, and a retry could close one another thread has just opened.
    static func close(_ fd: Int32) throws(SystemCallError) {
        if Glibc.close(fd) == -1, errno != EINTR { throw SystemCallError(call: "close", code: errno) }
    }

    /// close(2), once, where nothing can be done about a failure (a read end,
    /// a descriptor being abandoned).
    static func closeQuietly(_ fd: Int32) {
        _ = Glibc.close(fd)
    }
}

/// A system call that failed: which, and the errno.
struct SystemCallError: Error, Equatable, CustomStringConvertible {
    let call: String
    let code: Int32

    /// The system's words for the errno.
    var reason: String { SystemCall.describe(code) }
    var description: String { "\(call): \(reason)" }
    /// EINTR: a signal arrived (only calls that are not retried report it: `poll`).
    var isInterrupted: Bool { code == EINTR }
    /// EAGAIN: a non-blocking descriptor has no data, or no room.
    var wouldBlock: Bool { code == EAGAIN || code == EWOULDBLOCK }
    /// EPIPE: the reader of a pipe is gone.
    var isBrokenPipe: Bool { code == EPIPE }

    /// A program or file that is not there (ENOENT).
    static func notFound(_ call: String) -> SystemCallError {
        SystemCallError(call: call, code: ENOENT)
    }

    /// A call on a descriptor that is already closed (EBADF).
    static func closedDescriptor(_ call: String) -> SystemCallError {
        SystemCallError(call: call, code: EBADF)
    }
}
