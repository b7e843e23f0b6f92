import LifeApp
import ArgumentParser
import Foundation
import LifeCore
import TerminalRenderer
import V4LCapture

/// `lifecam` / `lifecam play`: the terminal app.
package struct PlayCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Play Life in the terminal, painted with video (the default command).",
        discussion: """
            Press ? in the app for the keys. A click stamps the brush (--brush, b/B; the single cell \
            toggles a cell while paused and launches a glider while running); drag paints; the right \
            button erases; z/Z undo and redo. The row above the status line is the control strip \
            (i): click, drag or wheel its hue and purity ribbons, decay, speed and pulse.

            Exit status:
            \(ExitStatus.table)
            """
    )

    @OptionGroup(title: "Look (shared with render)")
    var look: LookArguments

    @Flag(help: "Start paused, on an empty board to draw on (otherwise a random soup runs, or the --pattern).")
    var paused = false

    @Option(help: ArgumentHelp("The brush a click stamps: a built-in pattern name or a pattern file (RLE, .cells, "
        + "Life 1.05/1.06), read as --pattern is; default: the single cell. b/B switch brushes, g turns it.",
                               valueName: "name|file"))
    var brush: String?

    @Option(help: ArgumentHelp("Record from the start: PATH.y4m for a YUV4MPEG2 stream, PATH.mp4|.webm|.mkv|.gif for a video "
        + "(through ffmpeg), else a new folder of PNG frames.", valueName: "path"))
    var record: String?

    @Option(help: ArgumentHelp("What R records: y4m, or a video through ffmpeg: mp4, webm, mkv, gif (default: mp4 when "
        + "ffmpeg is on PATH, else y4m, which is uncompressed).", valueName: "format"))
    var recordFormat: RecordFormat?

    @Option(help: ArgumentHelp("Size of recordings and snapshots: WxH paints the scene at that size; canvas keeps the "
        + "canvas's own pixels (not square for quadrants and sextants). Default: the picture as seen, at least 960 "
        + "pixels wide.", valueName: "WxH|canvas"), transform: ArgumentValue.recordSize)
    var recordSize: RecordSize?

    @Option(help: ArgumentHelp("Record the terminal session as an asciicast v2 file (asciinema play, lifecam replay).",
                               valueName: "FILE.cast"))
    var cast: String?

    @Option(help: "Terminal type for ncurses instead of $TERM (inside tmux, xterm-256color is used unless told otherwise).")
    var term: String?

    @Option(help: "Mouse positions: cells, pixels (SGR-Pixels, exact Life cells when they are smaller than a character) or auto (pixels when the terminal offers them).")
    var mouse = MouseMode.auto

    package init() {}

    package func validate() throws {
        do { _ = try options() } catch { throw ValidationError(error.message) }
    }

    /// The look options, checked as render checks them.
    func options() throws(CommandFailure) -> LookOptions {
        try LookOptions(look, for: .play)
    }

    /// The writer for `--record PATH`: a Y4M stream, a video through `ffmpeg`
    /// (its path) or a folder of PNGs, as `OutputKind.recording` says; never overwrites.
    private func recordingWriter(_ path: String, fps: Int, ffmpeg: String?) throws(CommandFailure) -> FrameWriter {
        do throws(RecordingError) {
            return try FrameFiles.writer(OutputKind.recording(path), path: path, fps: fps, pace: .live, ffmpeg: ffmpeg,
                                         fileSystem: PosixFileSystem())
        } catch {
            throw CommandFailure(.cantCreate, "cannot record to \(TextSanitizer.clean(path, maxLength: 200)): \(error.description)")
        }
    }

    package func run() throws {
        let clock = SystemClock()
        // The environment, read once here and handed to all that needs it.
        let environment = ProcessInfo.processInfo.environment
        let setup = try setUp(environment: environment)
        let options = setup.options
        StandardStreams.restoreBrokenPipes()
        // Inside tmux, the terminal around it decides which glyphs show.
        let tmux = TmuxClient.outer(environment: environment)
        let session: TerminalSession
        do {
            session = try TerminalSession(term: term ?? Self.preferredTerm(environment), mouse: mouse, environment: environment)
        } catch {
            throw CommandFailure(error.status, error.description)
        }
        defer { session.close() }
        // Only now, with a terminal to play in, is the recording created: nothing is left behind otherwise.
        let writer = try record.map { path throws(CommandFailure) in try recordingWriter(path, fps: options.fps, ffmpeg: setup.ffmpeg) }
        var start = BlitterStart(options.blitter, facts: .init(replies: session.replies, outer: tmux?.name,
                                                               cellKnown: session.cellPixels != nil))
        if cast != nil { start.keepGlyphs() }
        let pictures = Self.pictures(for: start, session: session)
        let blitters = start.cycle
        let cell = PlayLoop.startCell(options, blitter: blitters.current, cellPixels: session.cellPixels)
        let geometry = PlayLoop.geometry(of: session, cellSize: cell, blitter: blitters.current,
                                         strip: PlayLoop.showsStrip(rows: session.size.rows, choice: nil))
        // How colours were chosen, said once at the start (and in the help).
        let colours = ColorMode.choose(environment: environment,
                                       terminalAnswered: session.replies?.answersDirectColour == true,
                                       tmuxRGB: tmux?.rgb == true,
                                       terminfoRGB: session.terminfoRGB, terminfoColors: session.terminfoColors,
                                       override: options.colors)
        let game = try startGame(setup, geometry: geometry, day: clock.today(), notices: [
            session.utf8 ? nil : "no UTF-8 locale (not even C.UTF-8): the status line may show garbage",
            mouse == .pixels && session.pixelMouse == nil
                ? "no pixel mouse here (no SGR mouse or no cell size in pixels): clicks pick cells" : nil,
            start.message,
        ], idle: "? for keys · \(colours.summary)")
        let casting = try cast.map { path throws(CommandFailure) in try Self.castingScreen(session, path: path, clock: clock,
                                                                                                   term: environment["TERM"]) }
        // The engine on a core of its own where there is a second one (issue 39 §2).
        let stepThread = ThreadPool.usableCPUs > 1 ? StepThread() : nil
        defer { stepThread?.close() }
        var loop = PlayLoop(screen: casting ?? session, clock: clock, game: game, fps: Double(options.fps), source: setup.video,
                            colors: colours.mode,
                            studio: FileStudio(clock: clock, recording: OutputKind.Frames(setup.format), ffmpeg: setup.ffmpeg),
                            blitters: blitters, pictures: pictures, worker: stepThread ?? InlineStepWorker())
        loop.recordSize = recordSize ?? .shared
        loop.helpNotes = ["colours: \(colours.summary); --colors overrides"]
        loop.archive = setup.shelf
        loop.recordFormat = (setup.format, self.recordFormat != nil)
        if let writer { loop.record(with: Recorder(writer: writer, clock: { clock.now() })) }
        defer { casting?.finish() }
        do { try loop.run() } catch { throw CommandFailure(error.status, error.description) }
        casting?.finish()
        session.close()
        if let casting, let failure = casting.failure {
            StandardStreams.error("lifecam play: the cast stopped early: \(failure.description) (what came before is in \(casting.path))")
        }
    }

    /// The session recorded into a new asciicast file at `path` (never replacing one),
    /// started at the clock's wall time, its terminal `term` (`$TERM`; xterm-256color without one).
    static func castingScreen(_ session: TerminalSession, path: String, clock: any AppClock,
                              term: String?) throws(CommandFailure) -> CastingScreen {
        do {
            return try CastingScreen(session, path: path, clock: clock, timestamp: clock.wallTime().secondsSince1970,
                                     term: term ?? "xterm-256color", fileSystem: PosixFileSystem())
        } catch {
            throw CommandFailure(.cantCreate, "cannot record the cast to \(TextSanitizer.clean(path, maxLength: 200)): \(error.description)")
        }
    }

    /// What a video file is scaled to cover: the canvas of the terminal lifecam
    /// starts in (asked of the kernel before curses starts, as sources open
    /// first), or the recording size when that is larger. Nil for other
    /// sources (a camera chooses its own size).
    func videoCanvas(_ options: LookOptions) throws(CommandFailure) -> Dimensions? {
        guard case .file = options.source else { return nil }
        let terminal = [STDOUT_FILENO, STDIN_FILENO, STDERR_FILENO].lazy.compactMap { Curses.kernelSize(fd: $0) }.first ?? (80, 24)
        // The blitter is settled only once the terminal answers; a named one gives its pixel grid now
        // (a picture blitter's is the cell size, asked later: 10x20, a common one, until then; the
        // video is scaled to the canvas either way).
        var pixels = CanvasGeometry.halfBlock
        if case let .fixed(blitter) = options.blitter {
            pixels = blitter.characterPixels(cell: nil) ?? Dimensions(width: 10, height: 20)
        }
        let canvas = CanvasGeometry.play(terminalColumns: terminal.columns, terminalRows: terminal.rows, cellSize: options.cell,
                                         characterPixels: pixels)
        let record = recordSize?.painted
        return Dimensions(width: max(canvas.pixelWidth, record?.width ?? 0), height: max(canvas.pixelHeight, record?.height ?? 0))
    }

    /// An encoder for each picture blitter `start` offers, as `EncoderChoice`
    /// decides for a live terminal (kitty: RGB through the session's shared
    /// memory where the terminal reads it, else zlib-compressed in the escape
    /// codes; sixel: as wide and tall as the terminal says it takes, else 1000
    /// pixels; none without a cell size). A cast offers none (`keepGlyphs`).
    static func pictures(for start: BlitterStart, session: TerminalSession) -> [Blitter: any CanvasEncoder] {
        var pictures: [Blitter: any CanvasEncoder] = [:]
        for blitter in start.cycle.available where blitter.drawsPixels {
            let choice = EncoderChoice.choose(for: blitter, colors: .truecolor, cell: session.cellPixels,
                                              sixelLargest: session.replies?.sixelMaxSize, live: true)
            pictures[blitter] = choice?.make(sharedMemory: session.kittySharedMemory)
        }
        return pictures
    }

    /// The terminal type to give ncurses when `--term` is not given: inside
    /// tmux, `xterm-256color` instead of tmux's own `tmux-256color`/`screen*`,
    /// whose terminfo makes ncurses ask for the old X10 mouse encoding, which
    /// cannot report columns past 223 (tmux clamps them). tmux understands
    /// everything xterm-256color sends (docs/TERMINALS.md, "The mouse"). Nil: use `$TERM`.
    static func preferredTerm(_ environment: [String: String]) -> String? {
        guard environment["TMUX"] != nil, let term = environment["TERM"],
              term.hasPrefix("tmux") || term.hasPrefix("screen") else { return nil }
        return "xterm-256color"
    }

    /// `--brush`: a pattern read as `--pattern` is, named by its file's name
    /// line, else the name given; one with no live cells is refused (65).
    static func loadBrush(_ nameOrPath: String) throws(CommandFailure) -> Brush {
        let pattern = try loadPattern(nameOrPath)
        let given = String(nameOrPath.split(separator: "/").last ?? "")
        let name = TextSanitizer.clean(pattern.name.isEmpty ? given : pattern.name, maxLength: 40)
        guard pattern.population > 0 else { throw CommandFailure(.data, "--brush \(name) has no live cells: nothing to stamp") }
        return Brush(name: name, pattern: pattern)
    }

    /// A pattern file if one exists at `nameOrPath`, else a built-in pattern,
    /// read exactly as `lifecam run` reads it (size limit, FIFO wait, messages).
    static func loadPattern(_ nameOrPath: String) throws(CommandFailure) -> Pattern {
        try LoadedPattern.named(nameOrPath, read: PatternFiles().read, builtIn: { $0 })
    }
}
