/// Why a command (`run`, `render`, `play`, `devices`) stopped: one line for
/// stderr and a status from the one `ExitStatus` table, and rarely a list
/// the line points to (`lines`: the patterns of a zip archive to choose from).
package struct CommandFailure: Error, Equatable, CustomStringConvertible {
    /// The statuses are one table for every command: `ExitStatus`.
    package typealias Status = ExitStatus

    package let status: Status
    package let message: String
    /// Lines printed after the message, one each (cleaned of control
    /// characters as the message is); none for most failures.
    package var lines: [String] = []

    package init(_ status: Status, _ message: String, lines: [String] = []) {
        self.status = status
        self.message = message
        self.lines = lines
    }

    /// The message first, for the many usage errors that need no status.
    package init(_ message: String, status: Status = .usage) {
        self.init(status, message)
    }

    package var description: String { message }
}
