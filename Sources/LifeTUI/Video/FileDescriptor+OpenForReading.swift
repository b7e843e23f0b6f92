import LifeApp

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
    let fd: Int32
    do { fd = try SystemCall.open(path, .readingWithoutWaiting) } catch { throw OpenForReadingError(error, path: path) }
    let status: SystemCall.FileStatus
    do { status = try SystemCall.status(of: fd) } catch {
        SystemCall.closeQuietly(fd)
        throw OpenForReadingError(error, path: path)
    }
    if status.kind == .directory {
        SystemCall.closeQuietly(fd)
        throw OpenForReadingError(kind: .directory, path: path, reason: "")
    }
    if status.kind == .fifo {
        let arrived: Bool
        do { arrived = try SystemCall.waitForInput(fd, until: .now + writerWait) } catch {
            SystemCall.closeQuietly(fd)
            throw OpenForReadingError(error, path: path)
        }
        guard arrived else {
            SystemCall.closeQuietly(fd)
            throw OpenForReadingError(kind: .noWriter, path: path, reason: writerWait.spokenSeconds)
        }
    }
    SystemCall.makeBlocking(fd)
    let regular = status.kind == .regular
    return OpenedInput(descriptor: fd, isRegularFile: regular, size: regular ? status.size : nil)
}

extension Duration {
    /// "10 s" for ten seconds, "0.2 s" for 200 ms: a wait as a person writes it.
    var spokenSeconds: String {
        let seconds = Double(components.seconds) + Double(components.attoseconds) / 1e18
        return (seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)) + " s"
    }
}
