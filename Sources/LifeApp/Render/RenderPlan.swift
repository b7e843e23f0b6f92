import LifeCore

/// Everything `lifecam render` was asked to do, checked and parsed.
///
/// The canvas is `--size` pixels for image outputs; for `.ans` it is the
/// terminal's pixel grid, `COLS × 2·ROWS` (the whole terminal: a render has
/// no status line). The board has one cell per `cell × cell` canvas pixels,
/// rounded up, centred on the canvas.
package struct RenderPlan: Sendable, Equatable {
    package var frames: Int
    package var canvasWidth: Int
    package var canvasHeight: Int
    /// Canvas pixels per cell side (fractions allowed).
    package var cell: Double
    package var source: SourceSpec
    /// A built-in pattern name or a pattern file; nil for a seeded random soup.
    package var pattern: String?
    package var rule: String?
    package var seed: UInt64
    package var palette: Palette
    package var decay: Double
    /// Generations per second of rendered time.
    package var speed: Double
    /// Frames per second of rendered time.
    package var fps: Int
    package var output: RenderOutput
    /// Colours for `.ans` output.
    package var colorMode: ColorMode
    /// False for `--mask none`: the video alone, no Life.
    package var showsMask: Bool
    /// `--light`, `--fit`, `--animate`, `--pulse`: as the app's `l`, `f`, `a`, `o`.
    package var light = false
    package var fit = false
    package var animate = false
    /// Seconds per hue swing of the hsv palette; nil = no pulse.
    package var pulse: Double?

    /// Density of the random soup used when no pattern is given (as the app's `r`).
    package static let soupDensity = 0.3
    /// Default `--size` for image outputs and `--terminal` for `.ans`.
    package static let defaultSize = (width: 640, height: 360)
    package static let defaultTerminal = (columns: 80, rows: 24)

    /// The board's size: enough cells to cover the canvas.
    package var boardWidth: Int { max(1, Int((Double(canvasWidth) / cell).rounded(.up))) }
    package var boardHeight: Int { max(1, Int((Double(canvasHeight) / cell).rounded(.up))) }

    /// Seconds of rendered time at frame `index`.
    package func time(ofFrame index: Int) -> Double { Double(index) / Double(fps) }

    /// The generation shown at frame `index`: ⌊index × speed / fps⌋.
    package func generation(atFrame index: Int) -> Int {
        Int((Double(index) * speed / Double(fps)).rounded(.down))
    }

    /// What the painter is given: palette, seed, decay and the look switches.
    package var paintOptions: PaintOptions {
        PaintOptions(colours: ColourSettings(palette: palette, seed: palette == .perlin ? nil : seed,
                                             hsv: HSVModel(pulsePeriod: pulse), animated: animate),
                     decay: Float(decay), lightMode: light, scaling: fit ? .fit : .cover)
    }

    /// The options as typed.
    package struct Options: Sendable {
        package var frames = 90
        package var size: String?
        package var terminal: String?
        package var cell: Double?
        package var source = "synthetic"
        package var pattern: String?
        package var rule: String?
        package var seed: UInt64 = 1
        package var palette = "perlin"
        package var decay = 0.4
        package var speed = 10.0
        package var fps = 30
        package var out = ""
        package var colors = "truecolor"
        package var mask = "life"
        package var light = false
        package var fit = false
        package var animate = false
        package var pulse: Double?

        package init(frames: Int = 90, size: String? = nil, terminal: String? = nil, cell: Double? = nil,
                     source: String = "synthetic", pattern: String? = nil, rule: String? = nil, seed: UInt64 = 1,
                     palette: String = "perlin", decay: Double = 0.4, speed: Double = 10, fps: Int = 30, out: String = "",
                     colors: String = "truecolor", mask: String = "life", light: Bool = false, fit: Bool = false,
                     animate: Bool = false, pulse: Double? = nil) {
            self.frames = frames
            self.size = size
            self.terminal = terminal
            self.cell = cell
            self.source = source
            self.pattern = pattern
            self.rule = rule
            self.seed = seed
            self.palette = palette
            self.decay = decay
            self.speed = speed
            self.fps = fps
            self.out = out
            self.colors = colors
            self.mask = mask
            self.light = light
            self.fit = fit
            self.animate = animate
            self.pulse = pulse
        }
    }

    /// Checks every option; `isDirectory` tells whether `--out` names a folder.
    package init(_ options: Options, isDirectory: (String) -> Bool) throws(CommandFailure) {
        guard (1...1_000_000).contains(options.frames) else { throw CommandFailure("--frames must be 1...1000000, not \(options.frames)") }
        guard (1...240).contains(options.fps) else { throw CommandFailure("--fps must be 1...240, not \(options.fps)") }
        guard options.speed >= 0, options.speed <= 10_000 else { throw CommandFailure("--speed must be 0...10000 generations per second") }
        guard (0...1).contains(options.decay) else { throw CommandFailure("--decay must be 0...1, not \(options.decay)") }
        guard let palette = Palette(name: options.palette) else {
            throw CommandFailure("unknown palette '\(options.palette)': choose \(Palette.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        if let pulse = options.pulse, !(pulse.isFinite && pulse > 0) {
            throw CommandFailure("--pulse must be above 0 seconds, not \(pulse)")
        }
        guard options.mask == "life" || options.mask == "none" else { throw CommandFailure("--mask must be life or none") }
        do { source = try SourceSpec(parsing: options.source) } catch { throw CommandFailure(error.description) }
        do { colorMode = try ColorMode(parsing: options.colors) } catch { throw CommandFailure(error.description) }
        output = try RenderOutput(parsing: options.out, isDirectory: isDirectory)

        if case .ans = output {
            guard options.size == nil else { throw CommandFailure("--size does not apply to .ans output; give --terminal COLSxROWS") }
            let text = options.terminal ?? "\(Self.defaultTerminal.columns)x\(Self.defaultTerminal.rows)"
            guard let terminal = SourceSpec.parseSize(text), terminal.width <= 4096, terminal.height <= 2048 else {
                throw CommandFailure("--terminal must be COLSxROWS, e.g. 80x24, not '\(text)'")
            }
            (canvasWidth, canvasHeight) = (terminal.width, terminal.height * 2)
        } else {
            guard options.terminal == nil else { throw CommandFailure("--terminal applies only to .ans output") }
            let text = options.size ?? "\(Self.defaultSize.width)x\(Self.defaultSize.height)"
            guard let size = SourceSpec.parseSize(text), size.width <= 7680, size.height <= 4320 else {
                throw CommandFailure("--size must be WxH up to 7680x4320, e.g. 1280x720, not '\(text)'")
            }
            (canvasWidth, canvasHeight) = (size.width, size.height)
        }
        let ans = if case .ans = output { true } else { false }
        cell = options.cell ?? (ans ? 2 : 8)
        guard cell.isFinite, cell >= 1, cell <= 256 else { throw CommandFailure("--cell must be 1...256 pixels") }
        frames = options.frames
        pattern = options.pattern
        rule = options.rule
        seed = options.seed
        self.palette = palette
        decay = options.decay
        speed = options.speed
        fps = options.fps
        showsMask = options.mask == "life"
        light = options.light
        fit = options.fit
        animate = options.animate
        pulse = options.pulse
    }
}
