import LifeApp
import Glibc

/// Why an input file (a pattern, a y4m video) could not be opened.
struct OpenForReadingError: Error, Equatable, CustomStringConvertible {
    enum Kind: Equatable {
        case notFound
        case directory
        case permissionDenied
        /// A FIFO that no process opened for writing within the wait.
        case noWriter
        case other
    }

    let kind: Kind
    let path: String
    /// The system's words (strerror) or the wait, for the message.
    let reason: String

    var description: String {
        switch kind {
        case .notFound: "cannot open \(path): no such file"
        case .directory: "\(path) is a directory"
        case .permissionDenied: "cannot read \(path): permission denied"
        case .noWriter: "nothing was written to the FIFO \(path) within \(reason) (no writer?)"
        case .other: "cannot read \(path): \(reason)"
        }
    }
}

/// A descriptor opened by `openForReading`, and whether it is a regular file
/// (a file can be re-read from the start; a FIFO or a device cannot).
struct OpenedInput {
    let descriptor: Int32
    let isRegularFile: Bool
    /// The length of a regular file when it was opened (nil for a FIFO or a device).
    var size: Int? = nil
}

/// Opens `path` for reading without ever blocking for good.
///
/// open(2) on a FIFO blocks until a writer appears, forever if none does, so
/// the file is opened with O_NONBLOCK; a FIFO is then polled until its writer
/// sends something or hangs up, for at most `writerWait`. Afterwards the
/// descriptor is made blocking again, so reads wait for data as usual (the
/// writer exists by then). A directory is refused. EINTR is retried.
func openForReading(_ path: String, writerWait: Duration) throws(OpenForReadingError) -> OpenedInput {
    guard !path.utf8.contains(0) else {
        throw OpenForReadingError(kind: .other, path: path.replacingNUL, reason: "the name holds a NUL character, which no file name can")
    }
    var fd: Int32
    repeat { fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC) } while fd == -1 && errno == EINTR
    guard fd != -1 else { throw OpenForReadingError(errno: errno, path: path) }
    var info = stat()
    guard fstat(fd, &info) == 0 else {
        let code = errno
        close(fd)
        throw OpenForReadingError(errno: code, path: path)
    }
    let type = info.st_mode & S_IFMT
    if type == S_IFDIR {
        close(fd)
        throw OpenForReadingError(kind: .directory, path: path, reason: "")
    }
    if type == S_IFIFO {
        let deadline = ContinuousClock.now + writerWait
        while true {
            var request = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let left = deadline - ContinuousClock.now
            let milliseconds = max(0, Int32(left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000))
            let ready = poll(&request, 1, milliseconds)
            if ready > 0 { break }
            if ready == -1 && errno == EINTR { continue }
            if ready == -1 {
                let code = errno
                close(fd)
                throw OpenForReadingError(errno: code, path: path)
            }
            if ContinuousClock.now >= deadline {
                close(fd)
                let seconds = Double(writerWait.components.seconds) + Double(writerWait.components.attoseconds) / 1e18
                throw OpenForReadingError(kind: .noWriter, path: path, reason: "\(seconds.formatted()) s")
            }
        }
    }
    let flags = fcntl(fd, F_GETFL)
    if flags != -1 { _ = fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) }
    return OpenedInput(descriptor: fd, isRegularFile: type == S_IFREG, size: type == S_IFREG ? Int(info.st_size) : nil)
}

extension OpenForReadingError {
    init(errno code: Int32, path: String) {
        let kind: Kind = switch code {
        case ENOENT, ENOTDIR: .notFound
        case EACCES, EPERM: .permissionDenied
        case EISDIR: .directory
        default: .other
        }
        self.init(kind: kind, path: path, reason: SystemError.describe(code))
    }
}

private extension Double {
    /// 10 for 10.0, 0.2 for 0.2: the wait as a person writes it.
    func formatted() -> String {
        self == rounded() ? String(Int(self)) : String(self)
    }
}
