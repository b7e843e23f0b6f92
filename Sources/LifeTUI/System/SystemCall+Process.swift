import Glibc

extension SystemCall {
    /// How a child process ended, from waitpid's status word.
    enum ExitStatus: Equatable {
        case exited(Int32)
        case signalled(Int32)

        /// WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift cannot import (macros).
        init(waitStatus status: Int32) {
            self = status & 0x7F == 0 ? .exited((status >> 8) & 0xFF) : .signalled(status & 0x7F)
        }
    }

    /// waitpid(2) until `pid` has ended, across signals.
    static func waitForExit(_ pid: pid_t) throws(SystemCallError) -> ExitStatus {
        var status: Int32 = 0
        _ = try retrying("waitpid") { waitpid(pid, &status, 0) }
        return ExitStatus(waitStatus: status)
    }

    /// kill(2) of `pid` with `signal`; a process that is gone already is no error.
    static func signal(_ pid: pid_t, _ signal: Int32) {
        _ = kill(pid, signal)
    }

    /// exit(3): stdio flushed, then the process ends with `status`.
    static func exit(_ status: Int32) -> Never {
        Glibc.exit(status)
    }

    /// SIGKILL, for a child that must end now.
    static let killSignal = SIGKILL
}
