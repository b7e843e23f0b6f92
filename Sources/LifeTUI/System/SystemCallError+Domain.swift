import Glibc
import LifeApp

// The one place the shell turns an errno into the domain's errors: which
// errno means which kind of failure, in the words the messages use.

extension FileError {
    /// Classifies a failed call's errno and keeps the system's wording.
    init(_ error: SystemCallError, operation: Operation, path: String) {
        self.init(errno: error.code, operation: operation, path: path)
    }

    /// Classifies an errno value and keeps the system's wording.
    init(errno code: Int32, operation: Operation, path: String) {
        let kind: Kind = switch code {
        case ENOSPC, EDQUOT: .diskFull
        case EEXIST: .exists
        case EACCES: .permissionDenied
        // link(2) reports EPERM when the file system has no hard links.
        case EPERM: operation == .link ? .unsupported : .permissionDenied
        case EROFS: .readOnly
        case ENOENT: .notFound
        case ENOTDIR: .notADirectory
        case EOPNOTSUPP, ENOSYS: .unsupported
        default: .other
        }
        self.init(kind: kind, operation: operation, path: path, reason: SystemCall.describe(code))
    }
}

extension OpenForReadingError {
    /// Classifies a failed open's errno.
    init(_ error: SystemCallError, path: String) {
        self.init(errno: error.code, path: path)
    }

    init(errno code: Int32, path: String) {
        let kind: Kind = switch code {
        case ENOENT, ENOTDIR: .notFound
        case EACCES, EPERM: .permissionDenied
        case EISDIR: .directory
        default: .other
        }
        self.init(kind: kind, path: path, reason: SystemCall.describe(code))
    }
}

extension TerminalError {
    /// A failed system call on the terminal; no controlling terminal reads as `.noTerminal`.
    static func system(call: String, errno code: Int32) -> TerminalError {
        if code == ENXIO || code == ENOENT, call.hasPrefix("open(/dev/tty") { return .noTerminal }
        return .system(call: call, reason: SystemCall.describe(code))
    }

    /// A failed system call on the terminal, as `system(call:errno:)`.
    static func system(_ error: SystemCallError, on what: String) -> TerminalError {
        system(call: "\(error.call)(\(what))", errno: error.code)
    }
}
