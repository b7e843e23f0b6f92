import LifeApp
import CNCursesW
import CTermShim
import Glibc

/// The CTermShim signal handlers, wrapped once: restore-and-end for the
/// terminal app, record-and-stop for `render`.
extension Curses {
    /// `termshim_install`: for every signal whose default action ends the
    /// process, a handler that restores the terminal, then ends it by that
    /// signal (genuine crashes go on to Swift's backtracer after the restore).
    static func installSignalHandlers(fd: Int32) throws(TerminalError) {
        guard termshim_install(fd) == 0 else { throw .system(call: "sigaction", errno: errno) }
    }

    /// `termshim_is_terminating`: whether the handlers catch `signal` (its default action ends the process).
    static func catchesSignal(_ signal: Int32) -> Bool { termshim_is_terminating(signal) != 0 }

    /// `termshim_install_recorder`: the same signals only recorded, so a
    /// render can stop between frames (`recordedSignal`); undone by `uninstallSignalHandlers`.
    static func recordSignals() throws(TerminalError) {
        guard termshim_install_recorder() == 0 else { throw .system(call: "sigaction", errno: errno) }
    }

    /// `termshim_recorded_signal`: the first signal recorded, or nil.
    static func recordedSignal() -> Int32? {
        let signal = termshim_recorded_signal()
        return signal == 0 ? nil : signal
    }

    /// `termshim_die`: ends the process by `signal`'s default action (the shell sees 128+n).
    static func endBySignal(_ signal: Int32) -> Never {
        termshim_die(signal)
        fatalError("signal \(signal) did not end the process")
    }

    /// `termshim_signal_name`: "SIGHUP", "SIGRTMIN+3".
    static func signalName(_ signal: Int32) -> String {
        var buffer = [CChar](repeating: 0, count: 32)
        termshim_signal_name(signal, &buffer, buffer.count)
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `termshim_set_curses_active`: whether the handlers must call endwin.
    static func setCursesActive(_ active: Bool) { termshim_set_curses_active(active ? 1 : 0) }

    /// `termshim_take_resumed`: whether the process was stopped (SIGTSTP) and continued since the last call.
    static func takeResumed() -> Bool { termshim_take_resumed() != 0 }

    /// `termshim_stop`: stops the process as SIGTSTP does (the handler restores
    /// the terminal first) and returns once it is continued; false when stops
    /// are ignored (no job control).
    static func stop() -> Bool { termshim_stop() != 0 }

    /// `termshim_uninstall`: the handlers that were there before.
    static func uninstallSignalHandlers() { termshim_uninstall() }

    /// `termshim_set_farewell`: what the handlers write on the way out, after
    /// ending a control string a cut canvas write may have left open. False
    /// when `bytes` is longer than the handlers keep (`TERMSHIM_FAREWELL_MAX`).
    @discardableResult
    static func setFarewell(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { termshim_set_farewell($0.baseAddress, $0.count) } == 0
    }

    /// `termshim_write_resets`: the mode resets ncurses does not know about.
    static func writeModeResets(fd: Int32) { termshim_write_resets(fd) }
}
