import LifeApp
import CNCursesW
import CTermShim
import Glibc

/// The terminal's side of the CTermShim signal handlers: installing the
/// restore-and-end handlers on a tty, and what they do on the way out
/// (the rest, shared with `render`, is `Signals`).
extension Curses {
    /// `termshim_install`: for every signal whose default action ends the
    /// process, a handler that restores the terminal, then ends it by that
    /// signal (genuine crashes go on to Swift's backtracer after the restore).
    static func installSignalHandlers(fd: Int32) throws(TerminalError) {
        guard termshim_install(fd) == 0 else { throw .system(call: "sigaction", errno: errno) }
    }

    /// `termshim_set_curses_active`: whether the handlers must call endwin.
    static func setCursesActive(_ active: Bool) { termshim_set_curses_active(active ? 1 : 0) }

    /// `termshim_set_farewell`: what the handlers write on the way out, after
    /// ending a control string a cut canvas write may have left open. False
    /// when `bytes` is longer than the handlers keep (`TERMSHIM_FAREWELL_MAX`).
    @discardableResult
    static func setFarewell(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { termshim_set_farewell($0.baseAddress, $0.count) } == 0
    }

    /// `termshim_set_leftover`: the file the signal handlers unlink on the
    /// way out (nil: none). False when the path is longer than they keep.
    @discardableResult
    static func setLeftover(_ path: String?) -> Bool {
        termshim_set_leftover(path) == 0
    }

    /// `termshim_write_resets`: the mode resets ncurses does not know about.
    static func writeModeResets(fd: Int32) { termshim_write_resets(fd) }

    /// What one write through the canvas writer's gate did.
    enum CanvasWrite: Equatable {
        /// The terminal took this many bytes (at least one).
        case wrote(Int)
        /// The terminal's buffer is full (the descriptor never blocks).
        case wouldBlock
        /// A handler closed the gate (a stop, a fatal signal): nothing more
        /// of the frame goes out until `openCanvasGate`.
        case gateClosed
    }

    /// `termshim_canvas_write` once, on the non-blocking canvas descriptor:
    /// the writer's every write goes through the gate the signal handlers
    /// close before they write (`CTermShim.h`).
    static func writeCanvas(fd: Int32, _ bytes: UnsafeRawBufferPointer) throws(TerminalError) -> CanvasWrite {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return .wrote(0) }
        while true {
            let n = termshim_canvas_write(fd, base, bytes.count)
            if n > 0 { return .wrote(n) }
            let code = n == 0 ? EIO : errno
            switch code {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: return .wouldBlock
            case ECANCELED: return .gateClosed
            default: throw .system(call: "write(tty)", errno: code)
            }
        }
    }

    /// `termshim_canvas_open`: canvas writes go out again (after a stop, once what was queued is dropped).
    static func openCanvasGate() { termshim_canvas_open() }

    /// `termshim_canvas_close`: closes the gate as the handlers do, waiting for a write under way.
    static func closeCanvasGate() { termshim_canvas_close() }
}
