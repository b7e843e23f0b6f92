import ArgumentParser
import Foundation
import LifeCore
import V4LCapture

/// `lifecam render`: the whole picture pipeline without a screen, to a file.
public struct RenderCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render Life painted with video to a Y4M file, PNG frames, or terminal bytes.",
        discussion: """
            Frame i shows rendered time i/fps and generation floor(i*speed/fps); nothing \
            depends on the wall clock, so the same options and seed give the same bytes \
            (with a synthetic source, none, or a y4m file). \
            --out FILE.y4m writes a YUV4MPEG2 stream (mpv plays it; ffmpeg converts it), \
            --out DIR/ numbered PNG frames, --out FILE.ans the exact bytes the terminal \
            renderer writes for a --terminal COLSxROWS terminal (cat it to play it back). \
            An existing output is never overwritten. Without --pattern the board starts \
            as a random soup from --seed. Progress shows on stderr when it is a terminal. \
            A y4m FIFO must receive data within 10 seconds.

            Exit status: 64 bad option value, 65 bad pattern or video, 66 missing input, \
            73 output cannot be created, 74 writing failed part-way (e.g. disk full).

            Examples:
              lifecam render --out gun.y4m --pattern gosper-glider-gun --size 1280x720
              lifecam render --out frames/ --source y4m:clip.y4m --palette hsv --frames 60
              lifecam render --out demo.ans --terminal 160x48 && cat demo.ans
            """
    )

    @Option(parsing: .unconditional, help: ArgumentHelp("Frames to render.", valueName: "N"))
    var frames = 90

    @Option(help: ArgumentHelp("Canvas size in pixels (default 640x360; not for .ans).", valueName: "WxH"))
    var size: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Canvas pixels per Life cell side (default 8; 2 for .ans).", valueName: "K"))
    var cell: Double?

    @Option(help: "Video source: synthetic[:plasma|bars|noise], none, y4m:PATH, v4l2[:DEVICE][@WxH], auto.")
    var source = "synthetic"

    @Option(help: ArgumentHelp("A pattern file (RLE, .cells, Life 1.05/1.06) or a built-in name.", valueName: "file|name"))
    var pattern: String?

    @Option(help: ArgumentHelp("The rule, e.g. B3/S23 (default: the pattern's, else B3/S23).", valueName: "rule"))
    var rule: String?

    @Option(parsing: .unconditional, help: "Seed for the random soup and the colours.")
    var seed: UInt64 = 1

    @Option(help: "Palette: \(Palette.allCases.map(\.rawValue).joined(separator: ", ")).")
    var palette = "perlin"

    @Option(parsing: .unconditional, help: "Fraction of intensity a dead cell loses per generation (0...1).")
    var decay = 0.4

    @Option(parsing: .unconditional, help: "Generations per second of rendered time.")
    var speed = 10.0

    @Option(parsing: .unconditional, help: "Frames per second of rendered time.")
    var fps = 30

    @Flag(help: "Light mode: the mask inverted, video everywhere and the cells dark.")
    var light = false

    @Flag(help: "Fit the whole video inside the canvas instead of cropping it to cover.")
    var fit = false

    @Flag(help: "Animated colours: the palette's noise drifts with rendered time.")
    var animate = false

    @Option(parsing: .unconditional, help: ArgumentHelp("Hue pulse: the hsv hue swings through its range every SECONDS of rendered time.", valueName: "SECONDS"))
    var pulse: Double?

    @Option(help: ArgumentHelp("FILE.y4m, a folder DIR/ for PNG frames, or FILE.ans.", valueName: "path"))
    var out: String

    @Option(help: ArgumentHelp("The terminal size for .ans output (default 80x24).", valueName: "COLSxROWS"))
    var terminal: String?

    @Option(help: ArgumentHelp("Colours for .ans output: truecolor, 256, 16.", valueName: "mode"))
    var colors = "truecolor"

    @Option(help: ArgumentHelp("life, or none for the video alone (scaled as the mask would be).", valueName: "life|none"))
    var mask = "life"

    public init() {}

    var options: RenderPlan.Options {
        RenderPlan.Options(frames: frames, size: size, terminal: terminal, cell: cell, source: source,
                           pattern: pattern, rule: rule, seed: seed, palette: palette, decay: decay,
                           speed: speed, fps: fps, out: out, colors: colors, mask: mask,
                           light: light, fit: fit, animate: animate, pulse: pulse)
    }

    public func validate() throws {
        do { _ = try makePlan() } catch { throw ValidationError(error.description) }
    }

    public func run() throws {
        var progress: ProgressDisplay?
        let notice = { (text: String) in FileHandle.standardError.write(Data("lifecam render: \(text)\n".utf8)) }
        // A signal (HUP, INT, TERM, PIPE...) stops the render between two frames.
        let recording: Bool
        do { try Curses.recordSignals(); recording = true } catch {
            notice("signals will stop the render mid-frame: \(error)")
            recording = false
        }
        defer { if recording { Curses.uninstallSignalHandlers() } }
        do throws(CommandFailure) {
            let plan = try makePlan()
            let source = try Self.openSource(plan, notice: notice)
            var job = try RenderJob(plan: plan, pattern: try plan.pattern.map(Self.loadPattern), source: source)
            // A source that cannot give its first frame (a malformed y4m) fails
            // before the output exists, so no empty output is left behind.
            _ = source.latestFrame(at: 0)
            if case .failed(let reason) = source.state { throw CommandFailure(reason, status: .data) }
            let writer = try Self.makeWriter(plan)
            if PosixFileSystem.standardErrorIsTerminal { progress = ProgressDisplay(total: plan.frames) }
            let interruption = try job.run(into: writer, shouldStop: { Curses.recordedSignal().map(Curses.signalName) }) { done in
                progress?.show(done: done)
            }
            progress?.end()
            if recording, let signal = Curses.recordedSignal() {
                // A signal during the last frame's fsync still ends the process by it.
                let stopped = interruption ?? RenderJob.Interruption(
                    reason: Curses.signalName(signal), written: plan.frames, total: plan.frames, path: writer.path)
                notice(TextSanitizer.clean(stopped.description, maxLength: 1000))
                Curses.endBySignal(signal)
            }
        } catch {
            progress?.end()
            notice(TextSanitizer.clean(error.description, maxLength: 1000))
            // Cleaned up after a signal too: end by it, as it would have ended us.
            if recording, let signal = Curses.recordedSignal() { Curses.endBySignal(signal) }
            throw ExitCode(error.status.rawValue)
        }
    }

    private func makePlan() throws(CommandFailure) -> RenderPlan {
        try RenderPlan(options, isDirectory: { PosixFileSystem().isDirectory($0) })
    }

    /// The writer for `--out`, which must not exist yet (or be an empty folder).
    static func makeWriter(_ plan: RenderPlan) throws(CommandFailure) -> FrameWriter {
        do {
            switch plan.output {
            case .y4m(let path): return try Y4MWriter(path: path, fps: plan.fps)
            case .pngFolder(let path): return try PNGSequenceWriter(directory: path)
            case .ans(let path): return try ANSWriter(path: path, mode: plan.colorMode)
            }
        } catch {
            throw CommandFailure(error.description, status: .cantCreate)
        }
    }

    /// The video for `--source`: synthetic and none as the app makes them, a
    /// y4m file in step with rendered time, a camera as it comes (waiting up
    /// to `cameraWait` for its first frame).
    static func openSource(_ plan: RenderPlan, notice: (String) -> Void) throws(CommandFailure) -> any FrameSource {
        switch plan.source {
        case .y4m(let path):
            return try Y4MTimelineSource(path: path)
        case .synthetic, .none:
            do { return try SourceFactory.make(plan.source, seed: plan.seed).source } catch {
                throw CommandFailure(error.description, status: .noInput)
            }
        case .v4l2, .auto:
            let opened: OpenedSource?
            do {
                opened = try CameraSourceFactory().make(
                    plan.source, canvas: PixelSize(width: plan.canvasWidth, height: plan.canvasHeight),
                    fallback: { SyntheticSource(pattern: .plasma, seed: plan.seed) })
            } catch {
                throw CommandFailure("cannot open source '\(plan.source)': \(error)", status: .noInput)
            }
            guard let opened else { throw CommandFailure("'\(plan.source)' names no camera", status: .noInput) }
            if let text = opened.notice { notice(text) }
            let deadline = ContinuousClock.now + cameraWait
            while opened.source.latestFrame(at: 0) == nil, ContinuousClock.now < deadline, Curses.recordedSignal() == nil {
                Thread.sleep(forTimeInterval: 0.01)
            }
            return opened.source
        }
    }

    /// How long a render waits for a camera's first frame before painting over white.
    static let cameraWait: Duration = .seconds(5)

    /// A pattern file if one exists at `text`, else a built-in pattern (as `lifecam run` reads them).
    static func loadPattern(_ text: String) throws(CommandFailure) -> Pattern {
        try RunJob.loadPattern(text, read: PatternFiles().read)
    }
}
