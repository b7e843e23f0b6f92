import LifeCore

/// The whole picture pipeline without a screen: steps the board on a fixed
/// timetable, paints each frame over the source's video and hands it to a
/// `FrameWriter`. Nothing depends on the wall clock, so the same plan, pattern
/// and source give the same frames, byte for byte.
///
/// Timetable: frame i shows rendered time i / fps and generation
/// ⌊i × speed / fps⌋; the source is asked for its frame at that time.
package struct RenderJob {
    package let plan: RenderPlan
    /// The board and its look, started exactly as the play loop's game is.
    package private(set) var game: Game
    private let source: any FrameSource

    /// A job starting from `pattern` centred on the board (nil: a random soup
    /// from the plan's seed). The rule is `--rule`, else the pattern's, else B3/S23.
    package init(plan: RenderPlan, pattern: Pattern?, source: any FrameSource) throws(CommandFailure) {
        self.plan = plan
        self.source = source
        game = try Game.start(options: plan.look, geometry: plan.geometry, pattern: pattern, day: nil)
    }

    package var board: Board { game.board }

    /// Renders every frame into `writer`, calling `progress` with the count
    /// done after each. On a write failure (disk full) the writer is closed,
    /// keeping the frames already written, and the error says how many.
    package mutating func run(into writer: FrameWriter, progress: (Int) -> Void) throws(CommandFailure) {
        var painter = Painter(options: game.look)
        var scaler = VideoScaler()
        var canvas = RGBFrame(width: plan.canvasWidth, height: plan.canvasHeight, fill: .white)
        for index in 0..<plan.frames {
            game.advance(plan.generation(atFrame: index) - game.generation)
            let time = plan.time(ofFrame: index)
            let video = source.latestVideo(at: time)
            if case .failed(let reason) = source.state {
                try? writer.finish()
                throw CommandFailure(reason + Self.kept(index, in: writer.path), status: .data)
            }
            let frame: RGBFrame
            if plan.showsMask {
                frame = painter.frame(board: game.board, video: video, canvasWidth: plan.canvasWidth,
                                      canvasHeight: plan.canvasHeight, cellSize: plan.cell, time: time)
            } else {
                switch video {
                case .rgb(let frame)?: scaler.scale(frame, into: &canvas, mode: painter.options.scaling, mirror: painter.options.mirror)
                case .yuv(let planes)?: scaler.scale(planes, into: &canvas, mode: painter.options.scaling, mirror: painter.options.mirror)
                case nil: break
                }
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
