import CTermShim
import Glibc
import LifeApp

/// The CTermShim signal handlers, wrapped once, as `play` and `render` share
/// them: which signals are caught, record-and-stop for `render`, stopping
/// for Ctrl-Z, ending by a signal, and signals' names. (Installing the
/// handlers that restore a terminal is the terminal's: `Curses+Signals`.)
enum Signals {
    /// `termshim_is_terminating`: whether the handlers catch `signal` (its default action ends the process).
    static func isCaught(_ signal: Int32) -> Bool { termshim_is_terminating(signal) != 0 }

    /// `termshim_install_recorder`: the same signals only recorded, so a
    /// render can stop between frames (`recorded`); undone by `uninstall`.
    static func record() throws(TerminalError) {
        guard termshim_install_recorder() == 0 else { throw .system(call: "sigaction", errno: errno) }
    }

    /// `termshim_recorded_signal`: the first signal recorded, or nil.
    static func recorded() -> Int32? {
        let signal = termshim_recorded_signal()
        return signal == 0 ? nil : signal
    }

    /// `termshim_die`: ends the process by `signal`'s default action (the shell sees 128+n).
    static func end(by signal: Int32) -> Never {
        termshim_die(signal)
        fatalError("signal \(signal) did not end the process")
    }

    /// `termshim_signal_name`: "SIGHUP", "SIGRTMIN+3".
    static func name(of signal: Int32) -> String {
        var buffer = [CChar](repeating: 0, count: 32)
        termshim_signal_name(signal, &buffer, buffer.count)
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `termshim_take_resumed`: whether the process was stopped (SIGTSTP) and continued since the last call.
    static func takeResumed() -> Bool { termshim_take_resumed() != 0 }

    /// `termshim_stop`: stops the process as SIGTSTP does (the handler restores
    /// the terminal first) and returns once it is continued; false when stops
    /// are ignored (no job control).
    static func stop() -> Bool { termshim_stop() != 0 }

    /// `termshim_uninstall`: the handlers that were there before.
    static func uninstall() { termshim_uninstall() }
}
