import LifeApp
import CNCursesW
import LifeCore

/// The terminal while lifecam owns it: ncurses on `/dev/tty` for keys, mouse
/// and the help overlay; raw writes for the video canvas and the status line.
///
/// Layout: the canvas owns rows `0 ..< rows - 1` (or `rows - 2`, with the
/// control strip on the row above the status line, written raw with it); the
/// last row is the status line. While help is shown, ncurses owns every row
/// but the status line, and no canvas is written.
/// The canvas and the status line go out through `CanvasWriter`, on a
/// thread of its own, so a frame is written while the play loop makes the
/// next; everything ncurses draws waits until they are out.
/// Every way out restores the terminal: `close()` on normal paths, the
/// CTermShim handlers on signals and crashes.
final class TerminalSession: Screen {
    private let tty: Curses.TTY
    private let screen: Curses.Screen
    private let writer: CanvasWriter
    private var closed = false
    /// A signal interrupted the last wait: ncurses may be about to process a
    /// resize, which repaints, so the canvas must be out of the way first
    /// (also when the kernel's size differs from ncurses': a SIGWINCH that
    /// arrived outside the wait).
    private var mayResize = false
    /// The screen was taken back after a stop and continue: the canvas must be repainted whole.
    private var repaintAfterStop = false
    /// Whether the terminal reports the mouse at all.
    let hasMouse: Bool
    /// The mouse modes lifecam sets on top of ncurses'.
    let mouseSetup: MouseSetup
    /// Reads the SGR reports ncurses hands over as keys (`MouseSetup.SGR.app`).
    private var sgrDecoder = SGRMouseDecoder()
    /// Takes out terminal replies that come after the probe gave up (`ReplyFilter`).
    private var replyFilter = ReplyFilter()
    /// What the terminal answered at start-up; nil when `/dev/tty` is no terminal.
    let replies: TerminalReplies?
    /// Set while the mouse reports screen pixels (SGR-Pixels, 1016): how to
    /// turn them back into cells and canvas pixels. Follows font changes on resize.
    private(set) var pixelMouse: PixelMouse?
    /// Whether the locale speaks UTF-8 (else half blocks cannot be drawn).
    let utf8: Bool
    /// What terminfo says about colour: direct colour (`RGB`), and `colors`.
    let terminfoRGB: Bool
    let terminfoColors: Int?
    /// Whether the status line may fill the bottom-right cell (`StatusRow`).
    private let lastCellWritable: Bool
    /// What the way out sends after the canvas (`setFarewell`).
    private var farewell: [UInt8] = []
    /// The shared memory object kitty pictures travel through, when the
    /// terminal read the probe's picture from it (it runs on this machine);
    /// removed on every way out (`close`, and the signal handlers by its path).
    let kittySharedMemory: PosixSharedMemory?

    /// Opens `/dev/tty`, installs the restore handlers, then starts ncurses
    /// (in that order: ncurses leaves INT/TERM alone when they are already handled).
    /// Then, before ncurses reads any input, asks the terminal (a bounded
    /// wait: a terminal that knows none of it answers only the device
    /// attributes, or not at all) whether it has SGR and pixel mouse reports
    /// and keeps 24-bit colours, its name and how wide the test glyphs are
    /// (`TerminalReplies`), and sets the mouse up (`MouseSetup`): SGR
    /// reports even where terminfo offers only the X10 mouse (kitty), pixels
    /// unless `mouse` is `.cells`. `environment` names the terminal when it does not answer.
    init(term: String? = nil, mouse: MouseMode = .auto, environment: [String: String] = [:]) throws(TerminalError) {
        utf8 = Curses.useUTF8Locale()
        let tty = try Curses.openTTY()
        do throws(TerminalError) {
            try Curses.installSignalHandlers(fd: tty.fd)
            let opened = try Curses.newScreen(term: term, tty: tty)
            // A terminal that cannot move the cursor (TERM=dumb, hardcopy) cannot show a canvas.
            guard Curses.canAddressCursor() else {
                Curses.endScreen()
                Curses.deleteScreen(opened)
                throw .unusable(term: term ?? Curses.environmentTerm, missing: "move the cursor (terminfo has no cup)")
            }
            screen = opened
        } catch {
            Signals.uninstall()
            Curses.closeTTY(tty)
            throw error
        }
        do throws(TerminalError) { writer = try CanvasWriter(fd: tty.canvasFD) } catch {
            Curses.endScreen()
            Curses.deleteScreen(screen)
            Signals.uninstall()
            Curses.closeTTY(tty)
            throw error
        }
        self.tty = tty
        Curses.setCursesActive(true)
        Curses.configureInput()
        Curses.passOutputThrough(fd: tty.fd)
        let askingKitty = environment["TMUX"] == nil
        let memory = askingKitty ? Self.probeObject() : nil
        let replies = Curses.probeReplies(fd: tty.fd, milliseconds: Self.probeMilliseconds,
                                          askingKitty: askingKitty, sharedMemory: memory?.name)
        self.replies = replies
        // kitty removed it if it read it; one that never answered did not.
        memory?.remove()
        kittySharedMemory = replies?.kittySharedMemory == true ? memory : nil
        if kittySharedMemory == nil { Curses.setLeftover(nil) }
        let sgr = MouseSetup.sgr(ncursesDecodes: Curses.decodesSGRMouse(), replies: replies,
                                 term: term ?? Curses.environmentTerm, environment: environment)
        // Without ncurses' mouse the terminal reports only what lifecam asks for (SGR: it decodes them).
        hasMouse = Curses.enableMouse() || sgr == .app
        // Pixel reports come in the SGR encoding: only when ncurses or lifecam decodes it.
        let pixelMouse = hasMouse && sgr != .none ? Self.pixelMouse(mode: mouse, replies: replies, fd: tty.fd) : nil
        self.pixelMouse = pixelMouse
        // Every move is reported (1003, where the terminal has it), so the brush's ghost follows the pointer.
        mouseSetup = MouseSetup(tracking: .anyMotion, sgr: sgr, pixels: pixelMouse != nil)
        terminfoRGB = Curses.terminfoRGB()
        terminfoColors = Curses.terminfoColors()
        lastCellWritable = Curses.writingLastCellIsSafe()
        Curses.eraseAll()
        Curses.update()
        enableDragReports()
    }

    deinit { close() }

    /// How long the start-up probe waits for replies that may never come.
    static let probeMilliseconds = 200

    /// The shared memory object holding the probe's one pixel, known to the
    /// signal handlers before the terminal is asked to read it; nil when it
    /// cannot be made (the probe then asks only for direct pictures). A
    /// stale one of the same name (a lifecam of this pid killed) goes first.
    private static func probeObject() -> PosixSharedMemory? {
        let memory = PosixSharedMemory()
        memory.remove()
        guard Curses.setLeftover(memory.path) else { return nil }
        let pixel: [UInt8] = [0, 0, 0]
        let made = pixel.withUnsafeBytes { (try? memory.store($0)) ?? false }
        if !made { Curses.setLeftover(nil) }
        return made ? memory : nil
    }

    /// The pixel mapping to use, or nil for cell reports: `.auto` needs the
    /// terminal to answer that it offers mode 1016; both need one cell's size
    /// in pixels (from the kernel, else from the terminal's `16t` reply).
    private static func pixelMouse(mode: MouseMode, replies: TerminalReplies?, fd: Int32) -> PixelMouse? {
        guard mode != .cells, mode == .pixels || replies?.offersPixelMode == true else { return nil }
        return Curses.kernelCellPixels(fd: fd) ?? replies?.cellPixels.flatMap(PixelMouse.init(cell:))
    }

    /// The terminal's size in cells.
    var size: (columns: Int, rows: Int) { Curses.size() }

    /// One character cell in screen pixels: from the kernel, else from the
    /// terminal's `16t` reply; nil when neither knows.
    var cellPixels: Dimensions? {
        Curses.kernelCellPixels(fd: tty.fd)?.cell ?? replies?.cellPixels
    }

    /// Waits up to `seconds` for input, returning early on a signal (e.g. a
    /// resize). While a frame waits behind the one going out, the wait also
    /// ends when the writer takes it: the loop may have a dropped frame to
    /// send, and can make it while the last one goes out.
    func waitForInput(seconds: Double?) throws(TerminalError) {
        let clock = SystemClock()
        let deadline = seconds.map { clock.now() + $0 }
        while true {
            // Without a deadline, wake at least every second (a missed SIGWINCH cannot hide long).
            let left = deadline.map { $0 - clock.now() } ?? 1
            let ms = Int32(max(0, min(1000, (left * 1000).rounded(.up))))
            let waiting = writer.holdsFrame
            switch try Curses.wait(input: tty.fd, wake: waiting ? writer.events.fd : nil, milliseconds: ms) {
            case .wake:
                writer.events.drain()
                // The waiting frame is going out: back to the loop, which may make the next one now.
                if try canvasReady() { return }
                if let deadline, clock.now() >= deadline { return }
            case .interrupted:
                mayResize = true
                return
            case .input, .timeout:
                return
            }
        }
    }

    /// Everything the terminal has reported since the last call, oldest first.
    /// After a stop and continue (SIGTSTP, SIGCONT) the screen is taken back
    /// (`takeBackIfContinued`) and the canvas must be repainted: that reads
    /// as a resize.
    func readInput() throws(TerminalError) -> [InputEvent] {
        takeBackIfContinued()
        if repaintAfterStop {
            repaintAfterStop = false
            return [.resize]
        }
        if mayResize || Curses.kernelSize(fd: tty.fd).map({ $0 != size }) == true {
            try finishCanvas()
            mayResize = false
        }
        var events: [InputEvent] = []
        let pixels = pixelMouse
        while events.count < 1024, let raw = Curses.readKey() {
            switch raw {
            case .mouse:
                events += Curses.drainMouse().map { .mouse(pixels?.convert($0) ?? $0) }
            case .resize:
                if pixelMouse != nil, let resized = Curses.kernelCellPixels(fd: tty.fd) { pixelMouse = resized }
                enableDragReports()
                events.append(.resize)
            case let .character(code):
                if code == 27 { events.append(.key(.escape)) } else if let scalar = Unicode.Scalar(code) {
                    events.append(.key(.character(Character(scalar))))
                }
            case let .function(code):
                events.append(.key(Self.functionKey(code)))
            }
        }
        let decoded = sgrDecoder.decode(events).map { event -> InputEvent in
            guard mouseSetup.sgr == .app, case let .mouse(report) = event, let pixels else { return event }
            return .mouse(pixels.convert(report))
        }
        return replyFilter.strip(decoded)
    }

    private static func functionKey(_ code: Int32) -> Key {
        switch code {
        case KEY_UP: return .up
        case KEY_DOWN: return .down
        case KEY_LEFT: return .left
        case KEY_RIGHT: return .right
        default: return .function(code)
        }
    }

    // MARK: ncurses rows

    /// Draws the status line (bottom row): raw bytes (`StatusRow`) queued
    /// for the writer behind what waits, so they leave just before the next
    /// canvas frame, or on their own when no frame follows.
    /// ncurses never draws this row (its idea of it stays blank), and
    /// everything that has ncurses repaint the screen (`clearAll`, an
    /// overlay, a resize, a return from suspension) is followed by a new status.
    func drawStatus(_ text: String) throws(TerminalError) {
        let (columns, rows) = size
        guard rows > 0, columns > 0 else { return }
        try writer.queue(StatusRow.bytes(text, row: rows - 1, columns: columns, lastCell: lastCellWritable), frame: false)
    }

    /// Shows `rows` over the whole screen (the canvas stops until `clearAll`).
    func showOverlay(_ rows: [String], status: String) throws(TerminalError) {
        try finishCanvas()
        Curses.eraseAll()
        for (row, line) in rows.prefix(max(0, size.rows - 1)).enumerated() {
            Curses.drawLine(row: row, text: TextWidth.fit(line, columns: size.columns))
        }
        Curses.update()
        try drawStatus(status)
    }

    /// Clears the whole screen (after a resize or an overlay); the caller repaints the canvas in full.
    func clearAll() throws(TerminalError) {
        try finishCanvas()
        Curses.eraseAll()
        Curses.update()
    }

    // MARK: canvas bytes

    /// Whether the screen takes a canvas frame now: none waits behind the one
    /// going out (the writer writes it while the loop makes this one); false
    /// means the terminal is behind and this frame should be dropped.
    func canvasReady() throws(TerminalError) -> Bool {
        takeBackIfContinued()
        return try writer.canTakeFrame()
    }

    /// Waits until the writer has sent everything, because ncurses output
    /// must never land inside a canvas escape sequence.
    private func finishCanvas() throws(TerminalError) {
        takeBackIfContinued()
        guard try writer.waitUntilDone(seconds: 5) else { throw .stuck }
    }

    /// Queues one canvas frame for the writer, behind a status line drawn
    /// since the last frame. The frame must save and restore the cursor and
    /// attributes itself (`ESC7 … ESC[0m ESC8`, as `FrameEncoder` does) so
    /// ncurses' idea of the screen stays right (docs/INTEROP.md). Call only
    /// when `canvasReady()`. The writer holds `bytes` (not a copy) until they are out.
    func writeCanvas(_ bytes: [UInt8]) throws(TerminalError) {
        try writer.queue(bytes, frame: true)
    }

    /// `MouseSetup.enableSequence`: button-event tracking (`?1002h`), so drags
    /// report motion, SGR (`?1006h`) where lifecam decodes it, and with the
    /// pixel mouse `?1016h`, after any `?1006h`, which selects the cell
    /// encoding again. ncurses never asks for these, and its own `?1000h`
    /// switches them off, hence after mousemask and resizes.
    private func enableDragReports() {
        guard hasMouse else { return }
        Curses.writeAll(fd: tty.fd, mouseSetup.enableSequence)
    }

    /// After a stop (SIGTSTP: the handler left the alternate screen and reset
    /// the modes) and a continue (`fg`), before anything more is written: the
    /// screen is taken back whole (ncurses' next update re-enters the
    /// alternate screen and its modes, cleared), the mouse modes set again,
    /// and what was queued for the screen as it was, the rest of a frame or
    /// a status line, dropped, so nothing of lifecam lands on the shell's
    /// screen (the stop closed the writer's gate: it opens again once that
    /// is dropped). The next `readInput` asks for a full repaint.
    private func takeBackIfContinued() {
        guard Signals.takeResumed() else { return }
        _ = writer.abandon()
        Curses.openCanvasGate()
        Curses.eraseAll()
        Curses.update()
        enableDragReports()
        repaintAfterStop = true
    }

    /// Kept for `close()`, and given to the signal handlers for every other way out.
    func setFarewell(_ bytes: [UInt8]) {
        farewell = bytes
        if !Curses.setFarewell(bytes) { Curses.setFarewell([]) }
    }

    /// Ctrl-Z: the frame in flight settled, then a stop through the SIGTSTP
    /// handler (terminal restored; on `fg` the next `readInput` re-enters
    /// curses and reports a resize).
    func suspend() -> Bool {
        settleCanvas()
        return Signals.stop()
    }

    /// How long the way out waits, at most, for a slow terminal to take the frame in flight.
    static let exitPatience = 2.0

    /// On the way out: what the writer holds goes out as long as the
    /// terminal takes it, up to `exitPatience` seconds (a kitty picture can
    /// be hundreds of kilobytes, and kitty reads slowly while it draws).
    /// What it has not taken by then is dropped, and the control string the
    /// cut falls inside is closed (`ControlStringCut`), so that the farewell,
    /// the resets and everything after them reach the terminal as themselves.
    private func settleCanvas() {
        // Done (true), or the terminal is gone (a throw): nothing more to wait for.
        if (try? writer.waitUntilDone(seconds: Self.exitPatience)) == true { return }
        let cut = writer.abandon()
        if !cut.isEmpty { Curses.writeAll(fd: tty.fd, ControlStringCut.closer(after: cut)) }
    }

    /// Restores the terminal: the frame in flight settled, the farewell
    /// (pictures taken away), mode resets, endwin (leaves the alternate
    /// screen, shows the cursor, restores tty modes), the previous signal handlers.
    func close() {
        guard !closed else { return }
        closed = true
        settleCanvas()
        writer.stop()
        Curses.writeAll(fd: tty.fd, farewell)
        kittySharedMemory?.remove()
        Curses.setLeftover(nil)
        Curses.writeModeResets(fd: tty.fd)
        Curses.endScreen()
        Curses.setCursesActive(false)
        Curses.writeModeResets(fd: tty.fd)
        Curses.deleteScreen(screen)
        Signals.uninstall()
        Curses.setFarewell([])
        Curses.closeTTY(tty)
    }
}
