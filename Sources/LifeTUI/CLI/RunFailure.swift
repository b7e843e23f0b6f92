/// Why `lifecam run` stopped: one line for stderr and a sysexits(3) status.
struct RunFailure: Error, Equatable, CustomStringConvertible {
    /// sysexits(3) codes, so scripts can tell a typo from a bad file.
    enum Status: Int32 {
        /// A command-line value is wrong (EX_USAGE).
        case usage = 64
        /// A pattern file is malformed or does not fit (EX_DATAERR).
        case data = 65
        /// A pattern file cannot be opened or read (EX_NOINPUT).
        case noInput = 66
        /// The output file cannot be written (EX_CANTCREAT).
        case cantCreate = 73
    }

    let status: Status
    let message: String

    init(_ status: Status, _ message: String) {
        self.status = status
        self.message = message
    }

    var description: String { message }
}
