import LifeApp
import CNCursesW
import Glibc

/// The C calls of the start-up probe for the pixel mouse (SGR-Pixels, 1016),
/// made on the tty before ncurses reads from it: whether ncurses decodes SGR
/// reports at all, raw mode, the query, replies read against a deadline, the
/// tty modes put back, the cell size in pixels.
extension Curses {
    /// Writes `TerminalReplies.query` to `fd` in raw mode and collects the
    /// replies until the device-attributes answer (which every terminal sends
    /// last) or `milliseconds` pass. Input that came meanwhile is discarded,
    /// so a reply arriving late can never read as keys. Nil when `fd` is no
    /// terminal.
    static func probeReplies(fd: Int32, milliseconds: Int, askingKitty: Bool = true, sharedMemory: String? = nil) -> TerminalReplies? {
        var saved = termios()
        guard tcgetattr(fd, &saved) == 0 else { return nil }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        raw.c_cc.6 = 0   // VMIN: reads return what is there
        raw.c_cc.5 = 0   // VTIME
        guard tcsetattr(fd, TCSANOW, &raw) == 0 else { return nil }
        defer {
            _ = tcflush(fd, TCIFLUSH)
            _ = tcsetattr(fd, TCSANOW, &saved)
        }
        writeAll(fd: fd, TerminalReplies.query(askingKitty: askingKitty, sharedMemory: sharedMemory))
        var bytes: [UInt8] = []
        var replies = TerminalReplies()
        let deadline = monotonicMilliseconds() + milliseconds
        var buffer = [UInt8](repeating: 0, count: 256)
        while !replies.sawDeviceAttributes, bytes.count < 4096 {
            let left = deadline - monotonicMilliseconds()
            guard left > 0 else { break }
            let ready: SystemCall.Readiness?
            do { ready = try SystemCall.poll(input: fd, output: nil, milliseconds: Int32(left)) } catch {
                if error.isInterrupted { continue }
                break
            }
            guard let ready, ready.input else { break }
            let got: Int
            do { got = try SystemCall.read(fd, into: &buffer) } catch {
                if error.wouldBlock { continue }
                break
            }
            guard got > 0 else { break }
            bytes += buffer[0..<got]
            replies = TerminalReplies(parsing: bytes)
        }
        return replies
    }

    /// Whether ncurses asks for and decodes SGR mouse reports: terminfo `XM`
    /// names mode 1006 (xterm-256color does; tmux-256color does not).
    static func decodesSGRMouse() -> Bool {
        guard let s = tigetstr("XM"), Int(bitPattern: s) != -1 else { return false }
        return String(cString: s).contains("1006")
    }

    /// `ioctl(TIOCGWINSZ)` with pixels: one cell's size, or nil when the kernel
    /// does not know the pixel size (many terminals leave it 0).
    static func kernelCellPixels(fd: Int32) -> PixelMouse? {
        var ws = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &ws) == 0 else { return nil }
        return PixelMouse(columns: Int(ws.ws_col), rows: Int(ws.ws_row),
                          pixelWidth: Int(ws.ws_xpixel), pixelHeight: Int(ws.ws_ypixel))
    }

    private static func monotonicMilliseconds() -> Int {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return t.tv_sec * 1000 + t.tv_nsec / 1_000_000
    }
}
