import ArgumentParser
import LifeCore

/// `lifecam` / `lifecam play`: the terminal app.
public struct PlayCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Play Life in the terminal, painted with video (the default command).",
        discussion: "Press ? in the app for the keys. Click toggles a cell while paused and launches a glider while running; drag paints; the right button erases."
    )

    @Option(help: "Video source: auto, v4l2[:DEVICE][@WxH], synthetic[:plasma|bars|noise], y4m:PATH, none.")
    var source: String = "auto"

    @Option(help: "Seed for random fills and colours.")
    var seed: UInt64 = 1

    @Option(help: "Palette: \(Game.palettes.joined(separator: ", ")).")
    var palette: String = "perlin"

    @Option(help: "Canvas pixels per Life cell side (\(Game.cellSizes.lowerBound)...\(Game.cellSizes.upperBound)).")
    var cell: Int = 2

    @Option(help: "Generations per second.")
    var speed: Double = 10

    @Option(help: "Fraction of intensity a dead cell loses per generation (0...1).")
    var decay: Double = 0.4

    @Flag(help: "Start paused.")
    var paused = false

    @Option(help: "Frames per second drawn (1...120).")
    var fps: Double = 30

    @Flag(help: "Mirror the video horizontally.")
    var mirror = false

    @Option(help: "Terminal type for ncurses instead of $TERM (e.g. xterm-256color inside tmux, for SGR mouse past column 223).")
    var term: String?

    public init() {}

    public func validate() throws {
        _ = try parsedSource()
        guard Game.palettes.contains(palette) else {
            throw ValidationError("unknown palette '\(palette)': choose \(Game.palettes.joined(separator: ", "))")
        }
        guard Game.cellSizes.contains(cell) else { throw ValidationError("--cell must be 1...16, not \(cell)") }
        guard speed > 0, speed <= 1000 else { throw ValidationError("--speed must be above 0 and at most 1000") }
        guard (0...1).contains(decay) else { throw ValidationError("--decay must be 0...1") }
        guard fps >= 1, fps <= 120 else { throw ValidationError("--fps must be 1...120") }
    }

    private func parsedSource() throws -> SourceSpec {
        do { return try SourceSpec(parsing: source) } catch { throw ValidationError(error.description) }
    }

    public func run() throws {
        let spec = try parsedSource()
        let firstRun = FirstRun.isFirstRun()
        let session = try TerminalSession(term: term)
        defer { session.close() }
        let geometry = PlayLoop.geometry(of: session, cellSize: cell)
        var game = try Game(geometry: geometry, seed: seed, paused: paused, speed: speed,
                            palette: palette, decay: decay, mirror: mirror)
        game.message = firstRun ? FirstRun.hint : "? for keys"
        var loop = PlayLoop(session: session, clock: SystemClock(), game: game, fps: fps, sourceName: spec.description)
        try loop.run()
    }
}
