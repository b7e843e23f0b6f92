import LifeCore
import TerminalRenderer

/// Everything `lifecam render` was asked to do, checked and parsed.
///
/// The canvas is `--size` pixels for pictures; for `.ans` it is the
/// terminal's pixel grid for the blitter, `COLS × 2·ROWS` for half blocks,
/// `2·COLS × 4·ROWS` for octants (the whole terminal: a render has no status
/// line). The board covers the canvas as in play (`CanvasGeometry`).
package struct RenderPlan: Sendable, Equatable {
    /// The options as typed: the look shared with play, and render's own.
    package struct Options: Sendable {
        package var look: any LookInput
        package var frames = 90
        /// `--size`: the canvas in pixels, for pictures.
        package var size: Dimensions?
        /// `--terminal COLSxROWS`, for `.ans` and `.cast`.
        package var terminal: Dimensions?
        /// `--cell-pixels WxH`: one character cell in screen pixels, for kitty and sixel `.ans` output.
        package var cellPixels: Dimensions?
        package var out = ""

        package init(out: String = "", look: any LookInput) {
            self.out = out
            self.look = look
        }
    }

    package var frames: Int
    package var look: LookOptions
    package var geometry: CanvasGeometry
    package var output: RenderOutput
    /// `--out FILE.svg` with neither `--size` nor `--cell`: the picture is the
    /// whole board (a bounded one), not the window the frames would show.
    package var svgWholeBoard: Bool

    /// Default `--size` for pictures and `--terminal` for `.ans`, and the largest of each.
    package static let defaultSize = Dimensions(width: 640, height: 360)
    package static let largestSize = Dimensions(width: 7680, height: 4320)
    package static let defaultTerminal = Dimensions(width: 80, height: 24)
    /// One character cell in screen pixels unless `--cell-pixels` says (xterm's with DejaVu Sans Mono 12).
    package static let defaultCellPixels = Dimensions(width: 10, height: 20)
    package static let largestCellPixels = Dimensions(width: 64, height: 128)
    package static let largestTerminal = Dimensions(width: 4096, height: 2048)
    package static let frameCounts = 1...1_000_000

    /// Checks every option; `isDirectory` tells whether `--out` names a folder.
    package init(_ options: Options, isDirectory: (String) -> Bool) throws(CommandFailure) {
        guard Self.frameCounts.contains(options.frames) else {
            throw CommandFailure(.usage, "--frames must be 1...1000000, not \(options.frames)")
        }
        output = try RenderOutput(parsing: options.out, isDirectory: isDirectory)
        let canvas: Dimensions
        let characterPixels: Dimensions
        var pixelAspect = 1.0
        if output.isTerminal {
            guard options.size == nil else { throw CommandFailure(.usage, "--size does not apply to .ans and .cast output; give --terminal COLSxROWS") }
            let terminal = options.terminal ?? Self.defaultTerminal
            look = try LookOptions(options.look, for: .terminalBytes)
            if output.kind == .cast, let refusal = look.blitter.fixed.castRefusal() { throw CommandFailure(.usage, refusal) }
            let cell = try Self.cellPixels(options.cellPixels, for: look.blitter.fixed)
            let grid = look.blitter.fixed.characterPixels(cell: cell) ?? CanvasGeometry.halfBlock
            canvas = Dimensions(width: terminal.width * grid.width, height: terminal.height * grid.height)
            guard canvas.width <= Self.largestSize.width, canvas.height <= Self.largestSize.height else {
                throw CommandFailure(.usage, "--terminal \(terminal) of \(grid.width)x\(grid.height)-pixel cells is a "
                    + "\(canvas.width)x\(canvas.height) picture, larger than \(Self.largestSize)")
            }
            characterPixels = grid
            pixelAspect = look.blitter.fixed.pixelAspect(cell: cell)
        } else {
            guard options.terminal == nil else { throw CommandFailure(.usage, "--terminal applies only to .ans and .cast output") }
            guard options.cellPixels == nil else { throw CommandFailure(.usage, "--cell-pixels applies only to .ans output") }
            canvas = options.size ?? Self.defaultSize
            look = try LookOptions(options.look, for: .picture)
            characterPixels = CanvasGeometry.halfBlock
        }
        if output.kind == .svg, !look.showsMask {
            throw CommandFailure(.usage, "--mask none shows no board: an SVG has nothing to draw")
        }
        geometry = CanvasGeometry(pixelWidth: canvas.width, pixelHeight: canvas.height,
                                  cellSize: output.isTerminal ? look.startCell(characterWidth: characterPixels.width) : look.cell,
                                  characterPixels: characterPixels, pixelAspect: pixelAspect)
        frames = options.frames
        if output.kind == .svg { svgWholeBoard = options.size == nil && !look.cellGiven } else { svgWholeBoard = false }
    }

    /// `--cell-pixels` for `blitter`: a picture's cell size (default 10x20);
    /// glyphs take none.
    private static func cellPixels(_ given: Dimensions?, for blitter: Blitter) throws(CommandFailure) -> Dimensions? {
        guard blitter.drawsPixels else {
            guard given == nil else { throw CommandFailure(.usage, "--cell-pixels applies to --blitter kitty or sixel, not \(blitter)") }
            return nil
        }
        return given ?? defaultCellPixels
    }

    package var canvasWidth: Int { geometry.pixelWidth }
    package var canvasHeight: Int { geometry.pixelHeight }
    /// Canvas pixels per Life cell across (`--cell`, at least what keeps a
    /// cell a pixel down on the blitter's pixels) and down, square on screen.
    package var cell: Double { geometry.cellSize }
    package var cellHeight: Double { geometry.cellHeight }
    package var fps: Int { look.fps }
    package var source: SourceSpec { look.source }
    package var seed: UInt64 { look.seed }
    package var showsMask: Bool { look.showsMask }
    /// Colours for `.ans` output.
    package var colorMode: ColorMode { look.colors ?? .truecolor }
    /// The blitter for `.ans` output (half for pictures, where it means nothing).
    package var blitter: Blitter { look.blitter.fixed }
    /// The encoder of `.ans` and `.cast` output: the blitter's, into a file
    /// (kitty's pictures in the escape codes, sixels at most 1000 pixels a side).
    package var encoder: EncoderChoice {
        EncoderChoice.choose(for: blitter, colors: colorMode, cell: geometry.characterPixels, live: false)
            ?? .glyphs(colorMode, .half)
    }
    package var boardWidth: Int { geometry.boardWidth }
    package var boardHeight: Int { geometry.boardHeight }

    /// Seconds of rendered time at frame `index`.
    package func time(ofFrame index: Int) -> Double { Double(index) / Double(fps) }

    /// The generation shown at frame `index`: the play loop's timetable at that time.
    package func generation(atFrame index: Int) -> Int {
        Timetable.generations(elapsed: time(ofFrame: index), speed: look.speed)
    }

    /// What the painter is given (no calendar: a render is the same any day);
    /// for `.ans` and `.cast` the video keeps its shape on the blitter's pixels (1:2 characters).
    package var paintOptions: PaintOptions {
        var options = look.paintOptions(on: nil)
        options.pixelAspect = geometry.pixelAspect
        return options
    }
}
