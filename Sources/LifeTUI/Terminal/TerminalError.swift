import LifeApp
import Glibc

/// Why the terminal could not be set up or used.
public enum TerminalError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A system call failed; `call` names it, `errno` says why.
    case system(call: String, errno: Int32)
    /// ncurses has no terminfo entry for this terminal type.
    case unknownTerminal(String)
    /// The terminal went away (hang-up on the tty).
    case hangUp
    /// The terminal took no output for seconds (a stopped or frozen terminal).
    case stuck

    public var description: String {
        switch self {
        case let .system(call, code):
            if code == ENXIO || code == ENOENT, call.hasPrefix("open(/dev/tty") {
                return "\(call) failed: no controlling terminal (run lifecam in a terminal, or use `lifecam render`)"
            }
            return "\(call) failed: \(String(cString: strerror(code)))"
        case let .unknownTerminal(name):
            return "unknown terminal type \(name): no terminfo entry (try TERM=xterm-256color)"
        case .hangUp:
            return "the terminal hung up"
        case .stuck:
            return "the terminal stopped taking output"
        }
    }
}
