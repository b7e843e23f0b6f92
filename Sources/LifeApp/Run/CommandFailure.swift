/// Why a command (`run`, `render`, `play`, `devices`) stopped: one line for
/// stderr and a sysexits(3) status, so scripts can tell a typo from a bad file.
package struct CommandFailure: Error, Equatable, CustomStringConvertible {
    package enum Status: Int32, Sendable {
        /// A command-line value is wrong (EX_USAGE).
        case usage = 64
        /// A pattern or video file is malformed or does not fit (EX_DATAERR).
        case data = 65
        /// An input file or camera cannot be opened (EX_NOINPUT).
        case noInput = 66
        /// The output cannot be created (EX_CANTCREAT).
        case cantCreate = 73
        /// Writing the output failed part-way, e.g. disk full (EX_IOERR).
        case ioError = 74
    }

    package let status: Status
    package let message: String

    package init(_ status: Status, _ message: String) {
        self.status = status
        self.message = message
    }

    /// The message first, for the many usage errors that need no status.
    package init(_ message: String, status: Status = .usage) {
        self.init(status, message)
    }

    package var description: String { message }
}
