import LifeCore
import TerminalRenderer

/// How `play` and `render` look and move: the options the two share, checked
/// once with one set of limits and messages, so that the same options and
/// seed give the same pixels in both.
///
/// Where the two need different defaults, the rule is written here once
/// (`Use`): `--source` is `auto` in play (the webcam when there is one) and
/// `synthetic` in render (so a render repeats); `--cell` is 2 canvas pixels
/// on a terminal canvas (play, render's `.ans`) and 8 on a picture (render's
/// PNG and Y4M, sized for 640×360); `--colors` is asked of the terminal in
/// play and is truecolor for `.ans`. Births from motion follow the source
/// rather than the use: on for a camera or a video file, off for synthetic
/// pictures and `none` (whose motion is not a performer's). The keep-alive
/// is the same in both: on for a random soup, off for a pattern or a paused
/// start (`Game.start`).
package struct LookOptions: Sendable, Equatable {
    /// What the picture is made for: it decides the defaults that differ.
    package enum Use: Sendable, Equatable {
        /// The terminal app.
        case play
        /// `render` to pictures (PNG frames, Y4M).
        case picture
        /// `render --out FILE.ans`: a terminal's bytes.
        case terminalBytes

        /// Canvas pixels per Life cell side unless `--cell` says: on pictures
        /// 8; on a terminal a placeholder until the blitter is known
        /// (`startCell(characterWidth:)`: two characters wide).
        package var defaultCell: Double { self == .picture ? 8 : 2 }
        /// The video source unless `--source` says.
        package var defaultSource: SourceSpec { self == .play ? .auto : .synthetic(.plasma) }
    }

    package var source: SourceSpec
    /// A pattern file or built-in name, loaded by the shell; nil for a seeded soup.
    package var pattern: String?
    /// `--rule`, which wins over the pattern file's.
    package var rule: RuleSpec?
    /// Seeds every random thing: the soup, `r`, the colour field, the geometric swatches.
    package var seed: UInt64
    /// nil: the day's default (perlin; birthday on 26 December).
    package var palette: Palette?
    /// Canvas pixels per Life cell side (fractions allowed); 1 when `zoomOut` is.
    package var cell: Double
    /// `--cell` below 1, a power of two (0.5, 0.25 … 2^-62): a giant on
    /// Golly's plane zoomed out, each canvas pixel 2^zoomOut cells a side
    /// (`Game+Giant`); 0 otherwise.
    package var zoomOut = 0
    /// Whether `--cell` was given (else `cell` is the default, which a
    /// terminal's blitter turns into two characters' width, `startCell`).
    package var cellGiven: Bool
    /// Generations per second.
    package var speed: Double
    /// Fraction of intensity a dead cell loses per generation.
    package var decay: Double
    /// `--floor`: the share of the video's brightness every pixel keeps in
    /// dark mode (0: the original look, the per-channel minimum of the mask
    /// and the video, black where no cell is lit).
    package var floor: Double
    /// Frames per second.
    package var fps: Int
    package var mirror: Bool
    package var light: Bool
    package var fit: Bool
    package var animate: Bool
    /// Seconds per hue swing of the hsv palette; nil: no pulse.
    package var pulse: Double?
    /// nil: decided by the terminal (play) or truecolor (`.ans`).
    package var colors: ColorMode?
    /// False for `--mask none`: the video alone.
    package var showsMask: Bool
    /// `--blitter`: auto in play (the finest the terminal shows), half for `.ans`.
    package var blitter: BlitterChoice
    /// How cells are drawn once large enough, in pictures, the terminal and SVG.
    package var shape: CellShape
    /// `--world WxH`: the board's size in Life cells; nil: the view's, growing with it.
    package var world: Dimensions?
    /// `--topology`, which wins over a rule's grid; nil: the grid's, else a torus.
    /// One that names a size (`T64,64`) sets `world` too.
    package var topology: Topology?
    /// `--births motion` (true) or `off`; nil: decided by the source (`births(for:)`).
    package var births: Bool?
    /// `--keep-alive on|off`; nil: on for a random soup, off for a pattern or `--paused` (`Game.start`).
    package var keepAlive: Bool?
    /// Whether a video file starts again at its end (`--loop`, the default) or
    /// holds its last frame (`--no-loop`).
    package var loop: Bool
    /// Whether a rule's icons (`@ICONS`, von Neumann's arrows) are drawn
    /// where a cell is 7 pixels or more on pictures (`--icons`, the
    /// default; `--no-icons`): plain cells otherwise.
    package var icons: Bool

    package static let cells = 1.0...256.0
    package static let speeds = 0.0...10_000.0
    package static let frameRates = 1...240
    /// Fraction of cells alive in the starting soup and after `r`.
    package static let soupDensity = 0.3
    /// `--floor` unless given: the video at 30 % where no cell is lit (`PaintOptions.videoFloor`).
    package static let defaultFloor = 0.3

    /// Characters across a terminal's default Life cell: two, and one down
    /// on a 1:2 character, so the cell is square and the same size on screen
    /// whatever the blitter (half blocks 2 pixels, quadrants, sextants and
    /// octants 4 — a sextant cell exactly 4×3 of its pixels —, kitty and
    /// sixel two character widths in screen pixels). Finer would double
    /// Life's resolution and what every generation rewrites on screen.
    package static let defaultCellCharacters = 2

    /// The Life cell to start with on a terminal whose blitter has `across`
    /// canvas pixels a character: `--cell` as given, else
    /// `defaultCellCharacters` characters wide (within `cells`).
    package func startCell(characterWidth across: Int) -> Double {
        cellGiven ? cell : Self.cell(characters: Double(Self.defaultCellCharacters), across: across)
    }

    /// A Life cell `characters` characters wide on a canvas of `across`
    /// pixels a character, in canvas pixels (within `cells`): the default
    /// cell, and the cell `t` keeps as wide on screen on another blitter.
    package static func cell(characters: Double, across: Int) -> Double {
        min(cells.upperBound, max(cells.lowerBound, characters * Double(max(1, across))))
    }

    /// Checks the options for `use`: the numbers' ranges and how the options
    /// combine; the message names the option, the value and what is accepted.
    /// (Each value was read by the argument parser, which refuses a word it
    /// does not know, naming the words it does.)
    package init(_ raw: some LookInput, for use: Use) throws(CommandFailure) {
        func require(_ ok: Bool, _ message: @autoclosure () -> String) throws(CommandFailure) {
            if !ok { throw CommandFailure(.usage, message()) }
        }
        source = raw.source ?? use.defaultSource
        rule = raw.rule
        palette = raw.palette
        colors = raw.colors ?? (use == .terminalBytes ? .truecolor : nil)
        cell = raw.cell ?? use.defaultCell
        cellGiven = raw.cell != nil
        if let out = Self.zoomOut(cell) {
            zoomOut = out
            cell = Self.cells.lowerBound
        }
        try require(cell.isFinite && Self.cells.contains(cell), "--cell must be 1...256 canvas pixels, or a power of two "
                    + "below 1 (0.5, 0.25 ... a giant zoomed out), not \(Self.number(cell))")
        try require(raw.speed.isFinite && Self.speeds.contains(raw.speed),
                    "--speed must be 0...10000 generations per second, not \(Self.number(raw.speed))")
        try require(raw.decay.isFinite && (0...1).contains(raw.decay), "--decay must be 0...1, not \(Self.number(raw.decay))")
        try require(raw.floor.isFinite && (0...1).contains(raw.floor), "--floor must be 0...1, not \(Self.number(raw.floor))")
        try require(Self.frameRates.contains(raw.fps), "--fps must be 1...240 frames per second, not \(raw.fps)")
        if let pulse = raw.pulse {
            try require(pulse.isFinite && pulse > 0, "--pulse must be above 0 seconds, not \(Self.number(pulse))")
        }
        blitter = try Self.blitter(raw.blitter, for: use)
        shape = raw.shape ?? .disc
        world = raw.world
        topology = raw.topology?.topology
        if let size = raw.topology?.size {
            if let world, world != size {
                throw CommandFailure(.usage, "--topology names a \(size) grid but --world says \(world): give one of them")
            }
            world = size
        }
        births = raw.births.map { $0 == .motion }
        keepAlive = raw.keepAlive?.isOn
        pattern = raw.pattern
        seed = raw.seed
        speed = raw.speed
        decay = raw.decay
        floor = raw.floor
        fps = raw.fps
        mirror = raw.mirror
        light = raw.light
        fit = raw.fit
        animate = raw.animate
        pulse = raw.pulse
        showsMask = raw.mask == .life
        loop = raw.loop
        icons = raw.icons
    }

    /// `--blitter` for `use`: only play and `.ans` output have one, and only
    /// play has a terminal to ask for `auto`.
    private static func blitter(_ choice: BlitterChoice?, for use: Use) throws(CommandFailure) -> BlitterChoice {
        guard let choice else { return use == .play ? .auto : .fixed(.half) }
        switch (use, choice) {
        case (.picture, _):
            throw CommandFailure(.usage, "--blitter applies to play and to .ans output, not to pictures")
        case (.terminalBytes, .auto):
            throw CommandFailure(.usage, "--blitter auto asks the terminal, and render has none: name the blitter")
        default:
            return choice
        }
    }

    /// The painter's settings, the one mapping from options to the picture;
    /// `day` picks the default palette (nil: no calendar, perlin).
    package func paintOptions(on day: CalendarDay?) -> PaintOptions {
        var look = PaintOptions.defaults(on: day)
        if let palette { look.colours.palette = palette }
        look.colours.seed = seed
        look.colours.animated = animate
        look.colours.hsv.pulsePeriod = pulse
        look.decay = Float(decay)
        look.videoFloor = Float(floor)
        look.mirror = mirror
        look.lightMode = light
        look.scaling = fit ? .fit : .cover
        look.showMask = showsMask
        look.shape = shape
        return look
    }

    /// Whether births from motion start on over `source` under `rule`: as
    /// `--births` says, else on for captured video (a camera, a file) and off
    /// otherwise, and off under a rule file's rule, where a cell born in
    /// state 1 is part of the machine (a Langton's loop's core, a WireWorld
    /// electron): a camera's motion would fill its world.
    package func births(for source: any FrameSource, under rule: AnyRule) -> Bool {
        if let births { return births }
        if case .loaded = rule { return false }
        return source.isCaptured
    }

    /// `2`, `0.5`, `nan`: a number as typed, for messages.
    /// k for a cell of 2^-k pixels (k in 1...`PlaneView.maxShift`); nil for any other size.
    static func zoomOut(_ cell: Double) -> Int? {
        guard cell.isFinite, cell > 0, cell < 1, cell.significandBitPattern == 0, cell.exponent >= -PlaneView.maxShift else { return nil }
        return -Int(cell.exponent)
    }

    private static func number(_ value: Double) -> String {
        value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

/// What `LookOptions` reads of the look options as the command line gives
/// them, each value already typed and nil where not given. They are declared
/// once, with their defaults and help, by the shell's `LookArguments`, the
/// one type that conforms (tests build it from the words a user types too);
/// this is only the view the pure core has of it.
package protocol LookInput: Sendable {
    var source: SourceSpec? { get set }
    var pattern: String? { get set }
    var rule: RuleSpec? { get set }
    var seed: UInt64 { get set }
    var palette: Palette? { get set }
    var cell: Double? { get set }
    var speed: Double { get set }
    var decay: Double { get set }
    var floor: Double { get set }
    var fps: Int { get set }
    var mirror: Bool { get set }
    var light: Bool { get set }
    var fit: Bool { get set }
    var animate: Bool { get set }
    var pulse: Double? { get set }
    var colors: ColorMode? { get set }
    var mask: MaskChoice { get set }
    var blitter: BlitterChoice? { get set }
    var shape: CellShape? { get set }
    var world: Dimensions? { get set }
    var topology: TopologyChoice? { get set }
    var births: BirthsChoice? { get set }
    var keepAlive: Switch? { get set }
    var loop: Bool { get set }
    var icons: Bool { get set }
}
