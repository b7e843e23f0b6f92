import ArgumentParser
import LifeApp
import LifeCore
import TerminalRenderer

extension PlayCommand {
    /// What play settles before it takes the terminal over, so that every
    /// refusal (ffmpeg missing, a pattern, rule or brush not found, a blitter
    /// a cast cannot carry) is said on the shell's own screen.
    struct Setup {
        let options: LookOptions
        /// What R records (`--record-format`, else mp4 where ffmpeg is found, else Y4M).
        let format: RecordFormat
        /// ffmpeg's path, where a recording needs it.
        let ffmpeg: String?
        let video: any FrameSource
        /// Whether the video shows at the start, and the notice that says why not.
        let videoStart: VideoStart
        let loaded: LoadedPattern?
        let findRule: RuleLookup
        /// A zip archive's patterns: N plays the next, the help lists them.
        let shelf: ArchiveShelf?
        let brush: Brush?
        let firstRun: Bool
    }

    /// Checks the options and opens the video, the pattern and the brush,
    /// before the terminal is taken over.
    func setUp(environment: [String: String]) throws -> Setup {
        let options = try self.options()
        // R records mp4 where ffmpeg is found, else Y4M, unless --record-format says.
        let ffmpegOnPath = ExecutableSearch.find("ffmpeg", path: environment["PATH"])
        let format = self.recordFormat ?? RecordFormat.automatic(ffmpegFound: ffmpegOnPath != nil)
        let recordFormat = format.video
        if cast != nil, case let .fixed(blitter) = options.blitter, let refusal = blitter.castRefusal(advice: " with --cast") {
            throw ValidationError(refusal)
        }
        // A video recording needs ffmpeg: missing, it is said before the terminal is taken over.
        var ffmpeg: String?
        if let record, case .video = OutputKind.recording(record) {
            ffmpeg = try FFmpeg.locate(for: "--record \(TextSanitizer.clean(record, maxLength: 200))", search: environment["PATH"])
        } else if let recordFormat {
            ffmpeg = self.recordFormat == nil ? ffmpegOnPath : try FFmpeg.locate(for: "--record-format \(recordFormat)", search: environment["PATH"])
        }
        // With --pattern and no camera the pattern plays on black (VideoStart).
        let (video, videoStart) = try SourceFactory(environment: environment).openForPlay(options.source, pattern: options.pattern != nil, seed: options.seed,
                                                                  canvas: try videoCanvas(options), loop: options.loop, fps: options.fps)
        let loaded = try options.pattern.map { text throws(CommandFailure) in try PatternFiles.load(text, archives: .first) }
        try GameLaunch.checkZoom(options, loaded: loaded)
        // A rule file is found, or its absence said, before the terminal is taken over.
        if let rules = look.rules { try RuleFolders.check(rules: rules) }
        let findRule = RuleFolders.lookup(rules: look.rules, pattern: options.pattern, environment: environment)
        let shelf = loaded?.archive.map { ArchiveShelf(listing: $0, reader: PatternFiles(), options: options, findRule: findRule) }
        _ = try RuleSpec.playable(cli: options.rule, file: loaded?.pattern.rule, find: findRule)
        return Setup(options: options, format: format, ffmpeg: ffmpeg, video: video, videoStart: videoStart, loaded: loaded,
                     findRule: findRule, shelf: shelf, brush: try self.brush.map(Self.loadBrush),
                     firstRun: FirstRun.isFirstRun(environment: environment))
    }

    /// The game play starts with: the pattern or the soup, the brush, births
    /// as the source says, the video hidden where its start says so, and the
    /// start-up message (`notices`, the setup's own, else the first-run hint or `idle`).
    func startGame(_ setup: Setup, geometry: CanvasGeometry, day: CalendarDay, notices: [String?], idle: String) throws -> Game {
        var game = try GameLaunch.start(options: setup.options, geometry: geometry, loaded: setup.loaded, day: day, paused: paused,
                                        findRule: setup.findRule)
        if let brush = setup.brush { game.editing.take(brush: brush) }
        if !setup.videoStart.showsVideo {
            let loaded = game.message
            game.apply(.toggleVideo)  // said by the notice instead
            game.message = loaded
        }
        game.setBirths(setup.options.births(for: setup.video, under: game.rule))
        game.message = StartupMessage.compose(notices + [setup.videoStart.notice, setup.shelf?.startNotice, game.message],
                                              firstRun: setup.firstRun, hint: FirstRun.hint, idle: idle)
        return game
    }
}
