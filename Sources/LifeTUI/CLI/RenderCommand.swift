import LifeApp
import ArgumentParser
import Foundation
import LifeCore
import TerminalRenderer
import V4LCapture

/// `lifecam render`: the whole picture pipeline without a screen, to a file.
package struct RenderCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render Life painted with video to a file (Y4M, PNG frames, mp4, webm, mkv, gif, terminal bytes, a cast), or the board to SVG.",
        discussion: """
            Frame i shows rendered time i/fps and generation floor(i*speed/fps); nothing \
            depends on the wall clock, so the same options and seed give the same bytes \
            (with a synthetic source, none, or a y4m file). \
            --out FILE.y4m writes a YUV4MPEG2 stream (mpv plays it; ffmpeg converts it), \
            --out DIR/ numbered PNG frames, --out FILE.ans the exact bytes the terminal \
            renderer writes for a --terminal COLSxROWS terminal (cat it to play it back), \
            --out FILE.cast the same bytes as an asciicast v2 file (asciinema play, lifecam replay), \
            --out FILE.mp4|.webm|.mkv|.gif a video encoded by ffmpeg (which must be installed). \
            --out FILE.svg the board at the last frame as one shape per lit cell (--shape). \
            An existing output is never overwritten. Without --pattern the board starts \
            as a random soup from --seed. Progress shows on stderr when it is a terminal. \
            A y4m FIFO must receive data within 10 seconds.

            Exit status:
            \(ExitStatus.table)

            Examples:
              lifecam render --out gun.y4m --pattern gosper-glider-gun --size 1280x720
              lifecam render --out frames/ --source y4m:clip.y4m --palette hsv --frames 60
              lifecam render --out demo.ans --terminal 160x48 && cat demo.ans
              lifecam render --out clip.mp4 --size 1280x720 --frames 300
              lifecam render --out board.svg --palette geometric --shape mix
              lifecam render --out demo.cast --terminal 160x48 && lifecam replay demo.cast
            """
    )

    @Option(parsing: .unconditional, help: ArgumentHelp("Frames to render.", valueName: "N"))
    var frames = 90

    @Option(parsing: .unconditional, help: ArgumentHelp("Canvas size in pixels (default 640x360; not for .ans or .cast).", valueName: "WxH"), transform: ArgumentValue.canvas)
    var size: Dimensions?

    @Option(help: ArgumentHelp("FILE.y4m, a video FILE.mp4|.webm|.mkv|.gif (through ffmpeg), a folder DIR/ for PNG frames, "
                               + "FILE.ans, FILE.cast (asciicast v2) or FILE.svg.", valueName: "path"))
    var out: String

    @Option(parsing: .unconditional, help: ArgumentHelp("The terminal size for .ans and .cast output (default 80x24).", valueName: "COLSxROWS"), transform: ArgumentValue.terminal)
    var terminal: Dimensions?

    @Option(name: .customLong("cell-pixels"), parsing: .unconditional,
            help: ArgumentHelp("One character cell in screen pixels, for .ans output with --blitter kitty or sixel (default 10x20).",
                               valueName: "WxH"), transform: ArgumentValue.cellPixels)
    var cellPixels: Dimensions?

    @OptionGroup(title: "Look (shared with play)")
    var look: LookArguments

    package init() {}

    var options: RenderPlan.Options {
        var options = RenderPlan.Options(out: out, look: look)
        options.frames = frames
        options.size = size
        options.terminal = terminal
        options.cellPixels = cellPixels
        return options
    }

    package func validate() throws {
        do { _ = try makePlan() } catch { throw ValidationError(error.description) }
    }

    package func run() throws {
        // The environment, read once here and handed to all that needs it.
        let environment = ProcessInfo.processInfo.environment
        let notice = { (text: String) in StandardStreams.error("lifecam render: \(TextSanitizer.clean(text, maxLength: 1000))") }
        // A signal (HUP, INT, TERM, PIPE...) stops the render between two frames.
        StandardStreams.restoreBrokenPipes()
        let recording: Bool
        do { try Signals.record(); recording = true } catch {
            notice("signals will stop the render mid-frame: \(error)")
            recording = false
        }
        defer { if recording { Signals.uninstall() } }
        var progress: ProgressDisplay?
        do throws(CommandFailure) {
            let plan = try makePlan()
            if let rules = look.rules { try RuleFolders.check(rules: rules) }
            let findRule = RuleFolders.lookup(rules: look.rules, pattern: plan.look.pattern, environment: environment)
            if plan.output.kind == .svg {
                try Self.renderSVG(plan, to: plan.output.path, recording: recording, progress: &progress, findRule: findRule)
                return
            }
            // A missing ffmpeg is found before anything is opened or rendered.
            var ffmpeg: String?
            if case .frames(.video) = plan.output.kind { ffmpeg = try FFmpeg.locate(for: "--out \(plan.output.path)", search: environment["PATH"]) }
            let source = try Self.openSource(plan, environment: environment, notice: notice)
            var job = try RenderJob(plan: plan, loaded: try plan.look.pattern.map { text throws(CommandFailure) in try PatternFiles.load(text) }, source: source,
                                    findRule: findRule)
            // A source that cannot give its first frame (a malformed y4m) fails
            // before the output exists, so no empty output is left behind.
            _ = source.latestFrame(at: 0)
            if case .failed(let reason) = source.state {
                throw CommandFailure(reason, status: (source as? Y4MTimelineSource)?.unreadable == true ? .noInput : .data)
            }
            let writer = try Self.makeWriter(plan, ffmpeg: ffmpeg)
            if StandardStreams.errorIsTerminal { progress = ProgressDisplay(total: plan.frames) }
            let interruption = try job.run(into: writer, shouldStop: { Signals.recorded().map(Signals.name(of:)) }) { done in
                progress?.show(done: done)
            }
            progress?.end()
            if let warning = source.warning { notice("warning: \(source.name): \(warning)") }
            if recording, let signal = Signals.recorded() {
                // A signal during the last frame's fsync still ends the process by it.
                let stopped = interruption ?? RenderJob.Interruption(
                    reason: Signals.name(of: signal), written: plan.frames, total: plan.frames, path: writer.path)
                notice(stopped.description)
                Signals.end(by: signal)
            }
        } catch {
            progress?.end()
            // Cleaned up after a signal too: say why, then end by it, as it would have ended us.
            if recording, let signal = Signals.recorded() {
                notice(error.description)
                Signals.end(by: signal)
            }
            throw error
        }
    }

    private func makePlan() throws(CommandFailure) -> RenderPlan {
        try RenderPlan(options, isDirectory: { PosixFileSystem().isDirectory($0) })
    }

    /// The writer for `--out`, which must not exist yet (or be an empty folder);
    /// a video goes through `ffmpeg` (its path, found by the caller).
    static func makeWriter(_ plan: RenderPlan, ffmpeg: String? = nil) throws(CommandFailure) -> FrameWriter {
        let files = PosixFileSystem()
        let path = plan.output.path
        do throws(RecordingError) {
            switch plan.output.kind {
            case .ans: return try ANSWriter(path: path, encoder: plan.encoder.make(), fileSystem: files)
            case .cast:
                return try CastWriter(path: path, columns: plan.geometry.columns, rows: plan.geometry.rows, fps: plan.fps,
                                      encoder: plan.encoder.make(), fileSystem: files)
            case .svg: throw .wouldOverwrite(path)
            case .frames(let kind):
                return try FrameFiles.writer(kind, path: path, fps: plan.fps, pace: .offline, ffmpeg: ffmpeg, fileSystem: files)
            }
        } catch {
            throw CommandFailure(error.description, status: .cantCreate)
        }
    }

    /// The video for `--source`: a y4m file in step with rendered time, a
    /// camera as it comes (waiting up to `cameraWait` for its first frame);
    /// ffmpeg looked for on `environment`'s `PATH`.
    static func openSource(_ plan: RenderPlan, environment: [String: String],
                           notice: (String) -> Void) throws(CommandFailure) -> any FrameSource {
        let canvas = Dimensions(width: plan.canvasWidth, height: plan.canvasHeight)
        let (source, stand) = try SourceFactory(environment: environment).open(plan.source, seed: plan.seed, canvas: canvas, timing: .rendered,
                                                       loop: plan.look.loop, fps: plan.fps)
        if let stand { notice(stand) }
        if source is CameraSource { waitForFirstFrame(source) }
        return source
    }

    private static func waitForFirstFrame(_ source: any FrameSource) {
        let deadline = ContinuousClock.now + cameraWait
        while source.latestFrame(at: 0) == nil, ContinuousClock.now < deadline, Signals.recorded() == nil {
            Thread.sleep(forTimeInterval: 0.01)
        }
    }

    /// How long a render waits for a camera's first frame before painting over white.
    static let cameraWait: Duration = .seconds(5)

    /// A pattern file if one exists at `text`, else a built-in pattern (as `lifecam run` reads them).
    static func loadPattern(_ text: String) throws(CommandFailure) -> Pattern {
        try LoadedPattern.named(text, read: PatternFiles().read, builtIn: { $0 })
    }
}
