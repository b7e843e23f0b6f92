import LifeCore

/// The whole picture pipeline without a screen: steps the board on a fixed
/// timetable, paints each frame over the source's video and hands it to a
/// `FrameWriter`. Nothing depends on the wall clock, so the same plan, pattern
/// and source give the same frames, byte for byte.
///
/// Timetable: frame i shows rendered time i / fps and generation
/// ⌊i × speed / fps⌋; the source is asked for its frame at that time.
struct RenderJob {
    let plan: RenderPlan
    private(set) var board: Board
    private let source: any FrameSource

    /// A job starting from `pattern` centred on the board (nil: a random soup
    /// from the plan's seed). The rule is `--rule`, else the pattern's, else B3/S23.
    init(plan: RenderPlan, pattern: Pattern?, source: any FrameSource) throws(CommandFailure) {
        self.plan = plan
        self.source = source
        var spec = pattern?.rule ?? RuleSpec(rule: .conway)
        if let text = plan.rule {
            do { spec = try RuleSpec(parsing: text) } catch { throw CommandFailure(error.description) }
        }
        do {
            board = try Board(width: plan.boardWidth, height: plan.boardHeight,
                              topology: spec.grid?.topology ?? .torus, rule: spec.rule)
        } catch {
            throw CommandFailure(error.description)
        }
        if let pattern {
            guard pattern.width <= board.width, pattern.height <= board.height else {
                throw CommandFailure("pattern \(pattern.width)x\(pattern.height) does not fit the \(board.width)x\(board.height) board; "
                    + "use a larger --size or a smaller --cell", status: .data)
            }
            board.stamp(pattern, at: board.centredOrigin(for: pattern))
        } else {
            var generator = Xoshiro256(seed: plan.seed)
            do { try board.randomFill(density: RenderPlan.soupDensity, using: &generator) } catch { throw CommandFailure(error.description) }
        }
    }

    /// Renders every frame into `writer`, calling `progress` with the count
    /// done after each. On a write failure (disk full) the writer is closed,
    /// keeping the frames already written, and the error says how many.
    ///
    /// Before each frame, and after the last, `shouldStop` is asked whether to
    /// stop: nil goes on; a reason (a signal's name) finishes the writer with
    /// the whole frames written so far and returns what was kept.
    @discardableResult
    mutating func run(
        into writer: FrameWriter, shouldStop: () -> String? = { nil }, progress: (Int) -> Void
    ) throws(CommandFailure) -> Interruption? {
        var painter = Painter(options: plan.paintOptions)
        var scaler = VideoScaler()
        var canvas = RGBFrame(width: plan.canvasWidth, height: plan.canvasHeight, fill: .white)
        for index in 0...plan.frames {
            if let reason = shouldStop() {
                do { try writer.finish() } catch { throw CommandFailure(error.description, status: .ioError) }
                return Interruption(reason: reason, written: index, total: plan.frames, path: writer.path)
            }
            guard index < plan.frames else { break }
            let target = plan.generation(atFrame: index)
            if target > board.generation { board.step(target - board.generation) }
            let time = plan.time(ofFrame: index)
            let video = source.latestFrame(at: time)
            if case .failed(let reason) = source.state {
                try? writer.finish()
                throw CommandFailure(reason + Self.kept(index, in: writer.path), status: .data)
            }
            let frame: RGBFrame
            if plan.showsMask {
                frame = painter.frame(board: board, video: video, canvasWidth: plan.canvasWidth,
                                      canvasHeight: plan.canvasHeight, cellSize: plan.cell, time: time)
            } else {
                if let video { scaler.scale(video, into: &canvas, mode: painter.options.scaling) }
                frame = canvas
            }
            do {
                try writer.write(frame)
            } catch {
                try? writer.finish()
                throw CommandFailure("\(error)" + Self.kept(index, in: writer.path),
                                  status: index == 0 ? .cantCreate : .ioError)
            }
            progress(index + 1)
        }
        do { try writer.finish() } catch { throw CommandFailure(error.description, status: .ioError) }
        return nil
    }

    /// A render stopped on request (a signal) with `written` of `total` whole
    /// frames in `path`; with none, the writer left nothing behind.
    struct Interruption: Equatable, CustomStringConvertible {
        let reason: String
        let written: Int
        let total: Int
        let path: String

        var description: String {
            written == 0
                ? "interrupted by \(reason) before the first frame: nothing written"
                : "interrupted by \(reason): \(written) of \(total) frames written to \(path)"
        }
    }

    /// " (3 frames kept in out.y4m)" after a failure part-way; nothing when no
    /// frame was written (the writer leaves no output then).
    static func kept(_ frames: Int, in path: String) -> String {
        switch frames {
        case 0: ""
        case 1: " (1 frame kept in \(path))"
        default: " (\(frames) frames kept in \(path))"
        }
    }
}
