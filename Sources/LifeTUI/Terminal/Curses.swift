import LifeApp
import CNCursesW
import CTermShim
import Glibc

/// Every C call the terminal makes, wrapped once: ncursesw, the CTermShim
/// signal handlers, and the few POSIX calls on the tty (open, poll, write).
/// Calls that report `-1 + errno` throw a `TerminalError` naming the call.
enum Curses {
    /// An opened `/dev/tty`: a blocking stream that ncurses reads and writes,
    /// and a second, non-blocking descriptor for canvas bytes, so a slow
    /// terminal makes canvas writes fail with EAGAIN instead of stalling the loop.
    struct TTY {
        let file: UnsafeMutablePointer<FILE>
        let fd: Int32
        let canvasFD: Int32
    }

    /// A one-screen ncurses session.
    struct Screen: @unchecked Sendable {
        let pointer: OpaquePointer
    }

    // MARK: locale

    /// `setlocale(LC_ALL, "")`; when the codeset is not UTF-8, `setlocale(LC_CTYPE, "C.UTF-8")`.
    /// Returns whether the locale now speaks UTF-8 (half blocks need it).
    static func useUTF8Locale() -> Bool {
        _ = setlocale(LC_ALL, "")
        if isUTF8Codeset() { return true }
        _ = setlocale(LC_CTYPE, "C.UTF-8")
        return isUTF8Codeset()
    }

    private static func isUTF8Codeset() -> Bool {
        guard let name = nl_langinfo(nl_item(CODESET)) else { return false }
        let codeset = String(cString: name).uppercased()
        return codeset == "UTF-8" || codeset == "UTF8"
    }

    // MARK: tty

    /// `open("/dev/tty")` twice and `fdopen` the first, so stdout redirection does not matter.
    static func openTTY() throws(TerminalError) -> TTY {
        let fd: Int32, canvasFD: Int32
        do { fd = try SystemCall.open("/dev/tty", .terminal) } catch { throw .system(error, on: "/dev/tty") }
        do { canvasFD = try SystemCall.open("/dev/tty", .terminalWithoutWaiting) } catch {
            SystemCall.closeQuietly(fd)
            throw .system(error, on: "/dev/tty")
        }
        guard let file = fdopen(fd, "r+") else {
            let e = errno
            SystemCall.closeQuietly(fd)
            SystemCall.closeQuietly(canvasFD)
            throw .system(call: "fdopen(/dev/tty)", errno: e)
        }
        return TTY(file: file, fd: fd, canvasFD: canvasFD)
    }

    /// `fclose` and `close`: releases both descriptors.
    static func closeTTY(_ tty: TTY) {
        fclose(tty.file)
        SystemCall.closeQuietly(tty.canvasFD)
    }

    /// What a wait ended with.
    enum Wait {
        case input, timeout
        /// The wake pipe has a byte (the canvas writer took a frame, or failed).
        case wake
        /// A signal arrived (SIGWINCH: ncurses installs it without SA_RESTART).
        case interrupted
    }

    /// `poll` for input on `fd` and, when given, a byte on `wake` (a `WakePipe`), up to `milliseconds`.
    static func wait(input fd: Int32, wake: Int32?, milliseconds: Int32) throws(TerminalError) -> Wait {
        let ready: SystemCall.Readiness?
        do { ready = try SystemCall.poll(input: fd, output: nil, wake: wake, milliseconds: milliseconds) } catch {
            if error.isInterrupted { return .interrupted }
            throw .system(error, on: "tty")
        }
        guard let ready else { return .timeout }
        if ready.input { return .input }
        if ready.hangUp { throw .hangUp }
        return .wake
    }

    /// `ioctl(TIOCGWINSZ)`: the tty's size as the kernel knows it, which runs
    /// ahead of ncurses' until ncurses handles the SIGWINCH; nil if unknown.
    static func kernelSize(fd: Int32) -> (columns: Int, rows: Int)? {
        var ws = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &ws) == 0 else { return nil }
        return (Int(ws.ws_col), Int(ws.ws_row))
    }

    /// `poll` for POLLOUT on `fd`, up to `milliseconds`: whether the terminal can take more bytes.
    static func waitForOutput(fd: Int32, milliseconds: Int32) -> Bool {
        (try? SystemCall.poll(input: nil, output: fd, milliseconds: milliseconds))??.output ?? false
    }

    /// `write` all of `text` to `fd`, blocking; for mode switches, not for frames.
    static func writeAll(fd: Int32, _ text: String) { writeAll(fd: fd, Array(text.utf8)) }

    /// `write` all of `bytes` to `fd`, blocking (waiting on a non-blocking one);
    /// gives up quietly on a terminal that is gone.
    static func writeAll(fd: Int32, _ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            do {
                let n = try write(fd, bytes, from: offset)
                if n == 0 { return }
                offset += n
            } catch {
                guard error.wouldBlock else { return }
                _ = waitForOutput(fd: fd, milliseconds: 100)
            }
        }
    }

    /// One write(2) of `bytes[offset...]`.
    private static func write(_ fd: Int32, _ bytes: [UInt8], from offset: Int) throws(SystemCallError) -> Int {
        try bytes.withUnsafeBytes { raw in
            Result { () throws(SystemCallError) in try SystemCall.write(fd, UnsafeRawBufferPointer(rebasing: raw[offset...])) }
        }.get()
    }

    // MARK: curses set-up and tear-down

    /// `newterm(term, tty, tty)` + `set_term`; nil `term` means `$TERM`.
    static func newScreen(term: String?, tty: TTY) throws(TerminalError) -> Screen {
        let screen: OpaquePointer? = if let term {
            term.withCString { newterm($0, tty.file, tty.file) }
        } else {
            newterm(nil, tty.file, tty.file)
        }
        guard let screen else { throw .unknownTerminal(term ?? "$TERM") }
        _ = set_term(screen)
        return Screen(pointer: screen)
    }

    /// raw keys, no echo, keypad, non-blocking reads, hidden cursor, short Esc delay, colours.
    static func configureInput() {
        let w = lt_stdscr()
        _ = raw()
        _ = noecho()
        _ = nonl()
        _ = keypad(w, true)
        _ = nodelay(w, true)
        _ = scrollok(w, false)
        _ = idlok(w, false)
        _ = leaveok(w, true)
        _ = curs_set(0)
        _ = set_escdelay(25)
        if has_colors() {
            _ = start_color()
            _ = use_default_colors()
        }
    }

    /// Turns the tty's output processing off (`OPOST`) while the program
    /// runs, and tells ncurses this is its mode (`def_prog_mode`), so a
    /// return from suspension comes back to it. Everything written is escape
    /// sequences and text that need none of it (`nonl` already left `ONLCR`
    /// off); without it the kernel copies each frame instead of looking at
    /// every byte (about 6 % of play's CPU on a video). `endwin`, which every
    /// exit and signal goes through, puts back the mode the shell had.
    /// Best effort: when the tty refuses, output stays processed, as before.
    static func passOutputThrough(fd: Int32) {
        var mode = termios()
        guard tcgetattr(fd, &mode) == 0, mode.c_oflag & tcflag_t(OPOST) != 0 else { return }
        mode.c_oflag &= ~tcflag_t(OPOST)
        guard tcsetattr(fd, TCSANOW, &mode) == 0 else { return }
        _ = def_prog_mode()
    }

    /// `mousemask(all | position)` + `mouseinterval(0)`; false when the terminal has no mouse.
    static func enableMouse() -> Bool {
        var old: mmask_t = 0
        let granted = mousemask(lt_all_mouse_events() | lt_report_mouse_position(), &old)
        _ = mouseinterval(0)
        return granted != 0
    }

    /// Whether terminfo asserts direct colour: `RGB` as a flag, number or string
    /// (user_caps(5)), or `colors` of 2²⁴ and more.
    static func terminfoRGB() -> Bool {
        if tigetflag("RGB") == 1 || tigetnum("RGB") > 0 { return true }
        if let s = tigetstr("RGB"), Int(bitPattern: s) != -1 { return true }
        return tigetnum("colors") >= 1 << 24
    }

    /// terminfo `colors`, or nil when absent.
    static func terminfoColors() -> Int? {
        let n = tigetnum("colors")
        return n >= 0 ? Int(n) : nil
    }

    /// Whether writing the bottom-right cell leaves the screen unscrolled:
    /// no automatic margins (`am`), or a wrap deferred to the next character (`xenl`).
    static func writingLastCellIsSafe() -> Bool {
        tigetflag("am") != 1 || tigetflag("xenl") == 1
    }

    /// Whether terminfo can put the cursor anywhere (`cup`): the canvas needs it.
    static func canAddressCursor() -> Bool {
        guard let s = tigetstr("cup") else { return false }
        return Int(bitPattern: s) != -1
    }

    /// `$TERM` as the environment gives it, for messages.
    static var environmentTerm: String {
        getenv("TERM").map { String(cString: $0) } ?? "(unset)"
    }

    /// `endwin` unless already ended.
    static func endScreen() {
        if !isendwin() { _ = endwin() }
    }

    /// `delscreen`.
    static func deleteScreen(_ screen: Screen) { delscreen(screen.pointer) }

    // MARK: drawing (stdscr)

    /// `getmaxyx(stdscr)` as (columns, rows).
    static func size() -> (columns: Int, rows: Int) {
        var y: Int32 = 0, x: Int32 = 0
        lt_getmaxyx(lt_stdscr(), &y, &x)
        return (Int(x), Int(y))
    }

    /// `werase(stdscr)` + `clearok`: the next update repaints every cell ncurses owns.
    static func eraseAll() {
        _ = werase(lt_stdscr())
        _ = clearok(lt_stdscr(), true)
    }

    /// `wmove` + `wclrtoeol` + `waddnstr` of `text` on `row`, in plain attributes
    /// (the help overlay; the status line is `StatusRow`'s raw bytes).
    static func drawLine(row: Int, text: String) {
        let w = lt_stdscr()
        _ = wmove(w, Int32(row), 0)
        _ = wattrset(w, 0)
        _ = wclrtoeol(w)
        _ = waddnstr(w, text, -1)
    }

    /// `wnoutrefresh` + `doupdate`: ncurses writes its changes and flushes.
    static func update() {
        _ = wnoutrefresh(lt_stdscr())
        _ = doupdate()
    }

    // MARK: input

    /// One `wget_wch` in no-delay mode, or nil when no input is waiting.
    static func readKey() -> RawKey? {
        var ch: wint_t = 0
        let rc = wget_wch(lt_stdscr(), &ch)
        switch rc {
        case OK: return .character(UInt32(ch))
        case KEY_CODE_YES:
            switch Int32(ch) {
            case KEY_MOUSE: return .mouse
            case KEY_RESIZE: return .resize
            default: return .function(Int32(ch))
            }
        default: return nil
        }
    }

    /// A key as ncurses reports it.
    enum RawKey {
        case character(UInt32)
        case function(Int32)
        case mouse
        case resize
    }

    /// Drains `getmouse` (ncurses merges reports that arrive together and hands
    /// them back newest first), returning them oldest first.
    static func drainMouse() -> [MouseReport] {
        var reports: [MouseReport] = []
        var event = MEVENT()
        while getmouse(&event) == OK, reports.count < 256 {
            reports.append(contentsOf: decode(event))
        }
        return reports.reversed()
    }

    private static func decode(_ e: MEVENT) -> [MouseReport] {
        let col = Int(e.x), row = Int(e.y), b = e.bstate
        func has(_ mask: mmask_t) -> Bool { b & mask != 0 }
        // Newest-first order within one event too: release after press, so reversed later.
        var out: [MouseReport] = []
        if has(lt_button1_clicks()) { out += [.init(column: col, row: row, kind: .release(.left)),
                                              .init(column: col, row: row, kind: .press(.left))] }
        if has(lt_button3_clicks()) { out += [.init(column: col, row: row, kind: .release(.right)),
                                              .init(column: col, row: row, kind: .press(.right))] }
        if has(lt_button1_released()) { out.append(.init(column: col, row: row, kind: .release(.left))) }
        if has(lt_button3_released()) { out.append(.init(column: col, row: row, kind: .release(.right))) }
        if has(lt_button1_pressed()) { out.append(.init(column: col, row: row, kind: .press(.left))) }
        if has(lt_button3_pressed()) { out.append(.init(column: col, row: row, kind: .press(.right))) }
        if has(lt_button4_pressed()) { out.append(.init(column: col, row: row, kind: .wheelUp)) }
        if has(lt_button5_pressed()) { out.append(.init(column: col, row: row, kind: .wheelDown)) }
        if has(lt_report_mouse_position()) { out.append(.init(column: col, row: row, kind: .motion)) }
        return out
    }
}
