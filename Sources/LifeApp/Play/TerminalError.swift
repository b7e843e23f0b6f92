/// Why the terminal could not be set up or used.
package enum TerminalError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A system call failed; `call` names it, `reason` says why in the system's words.
    case system(call: String, reason: String)
    /// There is no terminal to play in (no controlling tty).
    case noTerminal
    /// ncurses has no terminfo entry for this terminal type.
    case unknownTerminal(String)
    /// The terminal type cannot do what the app needs (`missing` says what), e.g. TERM=dumb.
    case unusable(term: String, missing: String)
    /// The terminal went away (hang-up on the tty).
    case hangUp
    /// The terminal took no output for seconds (a stopped or frozen terminal).
    case stuck

    package var description: String {
        switch self {
        case let .system(call, reason):
            "\(call) failed: \(reason)"
        case .noTerminal:
            "no terminal to play in (no controlling terminal): run lifecam in a terminal, or use `lifecam render`"
        case let .unknownTerminal(name):
            "unknown terminal type \(name): no terminfo entry (try TERM=xterm-256color)"
        case let .unusable(term, missing):
            "the terminal type \(term) cannot \(missing); run lifecam in a terminal such as xterm (TERM=xterm-256color), or use `lifecam render`"
        case .hangUp:
            "the terminal hung up"
        case .stuck:
            "the terminal stopped taking output"
        }
    }

    /// The exit status for this failure: no usable terminal, or a failed write.
    package var status: ExitStatus {
        switch self {
        case .noTerminal, .unknownTerminal, .unusable: .unavailable
        case .system, .hangUp, .stuck: .ioError
        }
    }
}
