import LifeApp
import ArgumentParser
import Foundation
import LifeCore
import V4LCapture

/// `lifecam` / `lifecam play`: the terminal app.
public struct PlayCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Play Life in the terminal, painted with video (the default command).",
        discussion: "Press ? in the app for the keys. Click toggles a cell while paused and launches a glider while running; drag paints; the right button erases."
    )

    @Option(help: "Video source: auto, v4l2[:DEVICE][@WxH], synthetic[:plasma|bars|noise], y4m:PATH, none.")
    var source: String = "auto"

    @Option(help: "A pattern file (RLE, plaintext, Life 1.05/1.06) or a built-in name, centred on the board.")
    var pattern: String?

    @Option(help: "Rule, e.g. B3/S23 (wins over the pattern file's).")
    var rule: String?

    @Option(help: "Seed for random fills and colour choices.")
    var seed: UInt64 = 1

    @Option(help: "Palette: perlin, hsv, geometric, mono (default: perlin; birthday on 26 December).")
    var palette: String?

    @Option(parsing: .unconditional, help: "Canvas pixels per Life cell side (\(Game.cellSizes.lowerBound)...\(Game.cellSizes.upperBound)).")
    var cell: Int = 2

    @Option(parsing: .unconditional, help: "Generations per second.")
    var speed: Double = 10

    @Option(parsing: .unconditional, help: "Fraction of intensity a dead cell loses per generation (0...1).")
    var decay: Double = 0.4

    @Flag(help: "Start paused, on an empty board to draw on (otherwise a random soup runs, or the --pattern).")
    var paused = false

    @Option(parsing: .unconditional, help: "Frames per second drawn (1...120).")
    var fps: Double = 30

    @Flag(help: "Mirror the video horizontally.")
    var mirror = false

    @Flag(help: "Light mode: the mask inverted, video everywhere and the cells dark (key l).")
    var light = false

    @Flag(help: "Fit the whole video inside the canvas instead of cropping it to cover (key f).")
    var fit = false

    @Flag(help: "Animated colours: the palette's noise drifts over time (key a).")
    var animate = false

    @Option(parsing: .unconditional, help: ArgumentHelp("Hue pulse: the hsv hue swings through its range every SECONDS (key o).", valueName: "SECONDS"))
    var pulse: Double?

    @Option(help: "Record from the start: PATH.y4m for a YUV4MPEG2 stream, else a new folder of PNG frames.")
    var record: String?

    @Option(help: "Colours: truecolor, 256 or 16 (default: from COLORTERM and terminfo).")
    var colors: String?

    @Option(help: "Terminal type for ncurses instead of $TERM (inside tmux, xterm-256color is used unless told otherwise).")
    var term: String?

    @Option(help: "Mouse positions: cells, pixels (SGR-Pixels, exact Life cells when they are smaller than a character) or auto (pixels when the terminal offers them).")
    var mouse: String = "auto"

    public init() {}

    public func validate() throws {
        do { _ = try parsedSource() } catch { throw ValidationError(error.message) }
        if let palette, Palette(name: palette) == nil {
            throw ValidationError("unknown palette '\(palette)': choose perlin, hsv, geometric, mono, birthday")
        }
        guard Game.cellSizes.contains(cell) else { throw ValidationError("--cell must be 1...16, not \(cell)") }
        guard speed > 0, speed <= 1000 else { throw ValidationError("--speed must be above 0 and at most 1000") }
        guard (0...1).contains(decay) else { throw ValidationError("--decay must be 0...1") }
        guard fps >= 1, fps <= 120 else { throw ValidationError("--fps must be 1...120") }
        if let pulse { guard pulse.isFinite, pulse > 0 else { throw ValidationError("--pulse must be above 0 seconds") } }
        if let rule { _ = try Self.parseRule(rule) }
        _ = try parsedColors()
        _ = try parsedMouse()
    }

    private func parsedMouse() throws -> MouseMode {
        do { return try MouseMode(parsing: mouse) } catch { throw ValidationError(error.description) }
    }

    private func parsedColors() throws -> ColorMode? {
        do { return try colors.map(ColorMode.init(parsing:)) } catch { throw ValidationError(error.description) }
    }

    /// The writer for `--record PATH`: a Y4M stream or a folder of PNGs; never overwrites.
    private func recordingWriter(_ path: String) throws -> FrameWriter {
        do throws(RecordingError) {
            if path.lowercased().hasSuffix(".y4m") { return try Y4MWriter(path: path, fps: Int(fps.rounded()), fileSystem: PosixFileSystem()) }
            return try PNGSequenceWriter(directory: path)
        } catch {
            throw ValidationError("cannot record to \(path): \(error.description)")
        }
    }

    public func run() throws {
        let clock = SystemClock()
        let video: any FrameSource, notice: String?, loaded: Pattern?
        do throws(CommandFailure) {
            (video, notice) = try openSource(try parsedSource())
            loaded = try pattern.map(Self.loadPattern)
        } catch {
            FileHandle.standardError.write(Data("lifecam: \(TextSanitizer.clean(error.message, maxLength: 1000))\n".utf8))
            throw ExitCode(error.status.rawValue)
        }
        let ruleSpec = try rule.map(Self.parseRule) ?? loaded?.rule
        let look = startLook(on: clock.today())
        let writer = try record.map(recordingWriter)
        let colorOverride = try parsedColors()
        let firstRun = FirstRun.isFirstRun()

        let mouseMode = try parsedMouse()
        let session = try TerminalSession(term: term ?? Self.preferredTerm(ProcessInfo.processInfo.environment),
                                          mouse: mouseMode)
        defer { session.close() }
        var game = try Game(geometry: PlayLoop.geometry(of: session, cellSize: cell), rule: ruleSpec?.rule ?? .conway,
                            seed: seed, paused: paused, speed: speed, look: look)
        if loaded == nil, !paused { game.apply(.randomFill) }
        if let loaded {
            game.place(loaded)
            game.message = TextSanitizer.clean(loaded.name.isEmpty ? "pattern loaded" : loaded.name, maxLength: 80)
        }
        if let notice, !firstRun { game.message = notice }
        if firstRun { game.message = FirstRun.hint } else if game.message.isEmpty { game.message = "? for keys" }
        if mouseMode == .pixels, session.pixelMouse == nil {
            game.message = "no pixel mouse here (no SGR mouse or no cell size in pixels): clicks pick cells"
        }
        if !session.utf8 { game.message = "no UTF-8 locale (not even C.UTF-8): the status line may show garbage" }
        let mode = ColorMode.detect(environment: ProcessInfo.processInfo.environment, terminfoRGB: session.terminfoRGB,
                                    terminfoColors: session.terminfoColors, override: colorOverride)
        var loop = PlayLoop(session: session, clock: clock, game: game, fps: fps, source: video, colors: mode)
        if let writer { loop.record(to: writer) }
        try loop.run()
    }

    /// How the picture looks at start-up: the day's defaults, then the options.
    func startLook(on day: CalendarDay?) -> PaintOptions {
        var look = PaintOptions.defaults(on: day)
        if let palette, let chosen = Palette(name: palette) { look.colours.palette = chosen }
        look.colours.seed = seed == 1 ? nil : seed
        look.decay = Float(decay)
        look.mirror = mirror
        look.lightMode = light
        look.scaling = fit ? .fit : .cover
        look.colours.animated = animate
        look.colours.hsv.pulsePeriod = pulse
        return look
    }

    /// The terminal type to give ncurses when `--term` is not given: inside
    /// tmux, `xterm-256color` instead of tmux's own `tmux-256color`/`screen*`,
    /// whose terminfo makes ncurses ask for the old X10 mouse encoding, which
    /// cannot report columns past 223 (tmux clamps them). tmux understands
    /// everything xterm-256color sends (TECH-NOTES §4b). Nil: use `$TERM`.
    static func preferredTerm(_ environment: [String: String]) -> String? {
        guard environment["TMUX"] != nil, let term = environment["TERM"],
              term.hasPrefix("tmux") || term.hasPrefix("screen") else { return nil }
        return "xterm-256color"
    }

    private func parsedSource() throws(CommandFailure) -> SourceSpec {
        do { return try SourceSpec(parsing: source) } catch { throw CommandFailure(.usage, error.description) }
    }

    /// The frame source for `spec`, and a notice when it is not what was asked
    /// (`auto` without a camera). Opened before curses starts: libv4l2's
    /// plugins may print to stderr while probing.
    private func openSource(_ spec: SourceSpec) throws(CommandFailure) -> (source: any FrameSource, notice: String?) {
        let seed = self.seed
        do {
            if let camera = try CameraSourceFactory().make(spec, fallback: { SyntheticSource(pattern: .plasma, seed: seed) }) {
                return (camera.source, camera.notice)
            }
            let made = try SourceFactory.make(spec, seed: seed)
            return (made.source, made.note)
        } catch {
            throw CommandFailure(.noInput, "\(error)")
        }
    }

    static func parseRule(_ text: String) throws -> RuleSpec {
        do { return try RuleSpec(parsing: text) } catch { throw ValidationError(error.description) }
    }

    /// A pattern file if one exists at `nameOrPath`, else a built-in pattern,
    /// read exactly as `lifecam run` reads it (size limit, FIFO wait, messages).
    static func loadPattern(_ nameOrPath: String) throws(CommandFailure) -> Pattern {
        try RunJob.loadPattern(nameOrPath, read: PatternFiles().read)
    }
}
