import Glibc
import LifeApp

/// Standard output and standard error, written with write(2).
///
/// A message must never crash the program: Foundation's `FileHandle.write`
/// traps when standard error is closed or full, so errors go out here and a
/// failure to write them is ignored (there is nowhere left to say it; the
/// exit status still tells). A failed write to standard output is an error
/// the command reports, with status 74. SIGPIPE is ignored by the commands
/// (`ignoreBrokenPipes`), so a closed pipe reads as EPIPE, not a silent death.
enum StandardStreams {
    /// Whether standard output or error was closed when the program started
    /// (then `/dev/null` holds its number, so no file opened later can take it).
    nonisolated(unsafe) private static var closedAtStart: Set<Int32> = []

    /// Opens `/dev/null` on 0, 1 and 2 where they are closed, remembering which.
    static func guardDescriptors() {
        for fd in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
            let null = open("/dev/null", fd == STDIN_FILENO ? O_RDONLY : O_WRONLY)
            if null >= 0, null != fd {
                dup2(null, fd)
                close(null)
            }
            closedAtStart.insert(fd)
        }
    }

    /// SIGPIPE as the program found it, while `ignoreBrokenPipes` holds it ignored.
    /// (SIG_DFL reads as nil.)
    nonisolated(unsafe) private static var inheritedBrokenPipe: (handler: sighandler_t?, saved: Bool) = (nil, false)

    /// SIGPIPE ignored: writing to a closed pipe fails with EPIPE instead of killing the process.
    static func ignoreBrokenPipes() {
        inheritedBrokenPipe = (signal(SIGPIPE, SIG_IGN), true)
    }

    /// SIGPIPE as the program found it (the terminal app restores the
    /// terminal on it, and ends by it, like any other signal).
    static func restoreBrokenPipes() {
        guard inheritedBrokenPipe.saved else { return }
        signal(SIGPIPE, inheritedBrokenPipe.handler)
        inheritedBrokenPipe = (nil, false)
    }

    /// Writes all of `text` to standard output.
    static func write(_ text: String) throws(CommandFailure) {
        guard !closedAtStart.contains(STDOUT_FILENO) else {
            throw CommandFailure(.ioError, "cannot write to standard output: it is closed")
        }
        if let code = writeAll(STDOUT_FILENO, Array(text.utf8)) {
            throw CommandFailure(.ioError, "cannot write to standard output: \(SystemCall.describe(code))")
        }
        // Anything ArgumentParser or a library printed through stdio goes out now too.
        if fflush(nil) != 0 {
            throw CommandFailure(.ioError, "cannot write to standard output: \(SystemCall.describe(errno))")
        }
    }

    /// Writes `line` and a newline to standard error; never fails.
    static func error(_ line: String) {
        guard !closedAtStart.contains(STDERR_FILENO) else { return }
        _ = writeAll(STDERR_FILENO, Array((line + "\n").utf8))
    }

    /// Writes `text` to standard error as is (progress lines); never fails.
    static func errorText(_ text: String) {
        guard !closedAtStart.contains(STDERR_FILENO) else { return }
        _ = writeAll(STDERR_FILENO, Array(text.utf8))
    }

    /// Whether `fd` is a terminal (`--pattern -` refuses one: nobody types an RLE).
    static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }

    /// Whether standard error is a terminal (progress is drawn only there).
    static var errorIsTerminal: Bool { isTerminal(STDERR_FILENO) }

    /// The width of the terminal standard error is on (TIOCGWINSZ), or nil.
    static var errorColumns: Int? {
        var size = winsize()
        guard ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// Flushes stdio's standard output (help and version text); the errno when it fails.
    static func flushOutput() -> Int32? {
        fflush(nil) == 0 ? nil : errno
    }

    /// write(2) until every byte is out; the errno of the first failure, else nil.
    private static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Int32? {
        do { try SystemCall.writeAll(fd, bytes) } catch { return error.code }
        return nil
    }
}
