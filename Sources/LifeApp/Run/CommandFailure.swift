/// Why a command (`run`, `render`, `play`, `devices`) stopped: one line for
/// stderr and a status from the one `ExitStatus` table.
package struct CommandFailure: Error, Equatable, CustomStringConvertible {
    /// The statuses are one table for every command: `ExitStatus`.
    package typealias Status = ExitStatus

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
