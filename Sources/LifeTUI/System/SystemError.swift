import Glibc
import LifeApp

/// The one place the shell turns an `errno` into words: the C library's
/// text (strerror), as the system says it.
enum SystemError {
    /// "No such file or directory" for ENOENT.
    static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}

/// A system call that failed: which, and the errno.
struct SystemCallError: Error, Equatable {
    let call: String
    let code: Int32
    /// The system's words for the errno.
    var reason: String { SystemError.describe(code) }
}

extension TerminalError {
    /// A failed system call on the terminal; no controlling terminal reads as `.noTerminal`.
    static func system(call: String, errno code: Int32) -> TerminalError {
        if code == ENXIO || code == ENOENT, call.hasPrefix("open(/dev/tty") { return .noTerminal }
        return .system(call: call, reason: SystemError.describe(code))
    }
}
