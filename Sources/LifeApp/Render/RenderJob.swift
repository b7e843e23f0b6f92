import LifeCore

/// `lifecam render`'s batch job (named for its command, as `RunJob` is for
/// `run`): the whole picture pipeline without a screen. Steps the board on a
/// fixed timetable, paints each frame over the source's video and hands it to
/// a `FrameWriter`. Nothing depends on the wall clock, so the same plan,
/// pattern and source give the same frames, byte for byte.
///
/// Timetable: frame i shows rendered time i / fps and generation
/// ⌊i × speed / fps⌋; the source is asked for its frame at that time.
package struct RenderJob {
    package let plan: RenderPlan
    /// The board and its look, started exactly as the play loop's game is.
    package internal(set) var game: Game
    private let source: any FrameSource
    /// A giant's window on Golly's plane (`Game+Giant`); nil for a pattern on a world.
    package var plane: PlaneView? { game.camera.plane }
    /// The giant's generation at the first frame (a macrocell file's `#G`).
    var planeStart = 0

    /// A job starting from `pattern` centred on the board (nil: a random soup
    /// from the plan's seed). The rule is `--rule`, else the pattern's, else B3/S23.
    package init(plan: RenderPlan, pattern: Pattern?, source: any FrameSource) throws(CommandFailure) {
        try self.init(plan: plan, loaded: pattern.map { LoadedPattern($0) }, source: source)
    }

    /// A job starting from a pattern file as `run` reads it: one that needs
    /// Golly's plane (a macrocell file, an RLE beyond the largest board) runs
    /// there with HashLife and is seen whole; any other is placed on the board
    /// as above. A rule file's name is found by `findRule`.
    package init(plan: RenderPlan, loaded: LoadedPattern?, source: any FrameSource,
                 findRule: @escaping RuleLookup = RuleSpec.noRuleFiles) throws(CommandFailure) {
        self.plan = plan
        self.source = source
        game = try GameLaunch.start(options: plan.look, geometry: plan.geometry, loaded: loaded, day: nil, cellFollows: false,
                              findRule: findRule)
        game.look.pixelAspect = plan.paintOptions.pixelAspect
        // A glyph blitter's cell (`.ans`, `.cast`) is a few sub-pixels: plain colours.
        if plan.output.isTerminal, !plan.blitter.drawsPixels { game.look.icons = nil }
        game.setBirths(plan.look.births(for: source, under: game.rule))
        planeStart = game.camera.plane != nil ? game.generation : 0
    }

    /// The world's cells (a giant's view).
    package var board: Board { game.worldBoard }

    /// Renders every frame into `writer`, calling `progress` with the count
    /// done after each. On a write failure (disk full) the writer is closed,
    /// keeping the frames already written, and the error says how many.
    ///
    /// Before each frame, and after the last, `shouldStop` is asked whether to
    /// stop: nil goes on; a reason (a signal's name) finishes the writer with
    /// the whole frames written so far and returns what was kept.
    @discardableResult
    package mutating func run(
        into writer: FrameWriter, shouldStop: () -> String? = { nil }, progress: (Int) -> Void
    ) throws(CommandFailure) -> Interruption? {
        var painter = Painter(options: game.look)
        var scaler = VideoScaler()
        var canvas = RGBFrame(width: plan.canvasWidth, height: plan.canvasHeight, fill: .white)
        for index in 0...plan.frames {
            if let reason = shouldStop() {
                do { try writer.finish() } catch { throw CommandFailure(error.description, status: .ioError) }
                return Interruption(reason: reason, written: index, total: plan.frames, path: writer.path)
            }
            guard index < plan.frames else { break }
            do {
                try advance(toFrame: index)
            } catch {
                try? writer.finish()
                throw CommandFailure(error.description + Self.kept(index, in: writer.path), status: .data)
            }
            let time = plan.time(ofFrame: index)
            let video = source.latestVideo(at: time)
            if case .failed(let reason) = source.state {
                try? writer.finish()
                throw CommandFailure(reason + Self.kept(index, in: writer.path), status: .data)
            }
            let frame: RGBFrame
            if plan.showsMask {
                game.watch(painter.follow(game, video: video))
                frame = painter.frame(board: game.picture, video: video,
                                      canvasWidth: plan.canvasWidth,
                                      canvasHeight: plan.canvasHeight, cellSize: plan.cell, cellHeight: plan.cellHeight,
                                      time: time)
            } else {
                switch video {
                case .rgb(let frame)?:
                    scaler.scale(frame, into: &canvas, mode: painter.options.scaling, mirror: painter.options.mirror,
                                 pixelAspect: painter.options.pixelAspect)
                case .yuv(let planes)?:
                    scaler.scale(planes, into: &canvas, mode: painter.options.scaling, mirror: painter.options.mirror,
                                 pixelAspect: painter.options.pixelAspect)
                case nil: break
                }
                frame = canvas
            }
            do {
                try writer.write(frame)
            } catch {
                try? writer.finish()
                let kept = writer.keepsFramesOnFailure ? Self.kept(index, in: writer.path) : index == 0 ? "" : " (nothing kept)"
                throw CommandFailure("\(error)" + kept, status: index == 0 ? .cantCreate : .ioError)
            }
            progress(index + 1)
        }
        do { try writer.finish() } catch { throw CommandFailure(error.description, status: .ioError) }
        return nil
    }

    /// A render stopped on request (a signal) with `written` of `total` whole
    /// frames in `path`; with none, the writer left nothing behind.
    package struct Interruption: Equatable, CustomStringConvertible {
        package let reason: String
        package let written: Int
        package let total: Int
        package let path: String

        package init(reason: String, written: Int, total: Int, path: String) {
            self.reason = reason
            self.written = written
            self.total = total
            self.path = path
        }

        package var description: String {
            written == 0
                ? "interrupted by \(reason) before the first frame: nothing written"
                : "interrupted by \(reason): \(written) of \(total) frames written to \(path)"
        }
    }

    /// " (3 frames kept in out.y4m)" after a failure part-way; nothing when no
    /// frame was written (the writer leaves no output then).
    package static func kept(_ frames: Int, in path: String) -> String {
        switch frames {
        case 0: ""
        case 1: " (1 frame kept in \(path))"
        default: " (\(frames) frames kept in \(path))"
        }
    }
}
