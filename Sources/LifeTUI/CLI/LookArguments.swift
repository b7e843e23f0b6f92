import ArgumentParser
import LifeApp
import LifeCore
import TerminalRenderer

/// The options `play` and `render` share, declared once: their names,
/// types, defaults, help and parsing, the same in both commands. The pure
/// core reads them through `LookInput` and `LookOptions` checks them, with
/// one set of limits and messages; tests build them from a user's words
/// (`parse`). Numbers are parsed unconditionally, so a negative value reaches
/// the range check instead of reading as an option.
package struct LookArguments: ParsableArguments {

    @Option(help: ArgumentHelp("Video: auto, v4l2[:DEVICE][@WxH], synthetic[:plasma|bars|noise], y4m:PATH, none, "
        + "or a video file PATH (file:PATH; mp4, mkv, webm, gif, mov … through ffmpeg) "
        + "(default: auto in play — the first camera, else synthetic:plasma, which with a --pattern starts off, the "
        + "pattern on black, v showing it — and synthetic in render).", valueName: "spec"), transform: ArgumentValue.source)
    package var source: SourceSpec?

    @Option(help: ArgumentHelp("A pattern file (RLE, .cells, Life 1.05/1.06, MCell .mcl, Golly's macrocell .mc; gzip-compressed too), a zip archive (play: the pattern Golly opens, else its first; render: as run) or a pattern in one (archive.zip:path/inside.rle), - for standard input (a pipe, not the terminal), or a built-in name (empty: a blank board); one that names no grid (no suffix, --world or --topology) runs on Golly's unbounded plane where Golly puts it, in a world that grows with its cells; a macrocell file or an RLE beyond 16384x16384 runs there with HashLife, seen whole.",
                               valueName: "file|name"))
    package var pattern: String?

    @Option(help: ArgumentHelp("The rule, e.g. B3/S23, B36/S23, B2-a/S12, the Generations rule /2/3, or the name of a rule "
        + "file (WireWorld, Langtons-Loops: found in the pattern's folder, --rules DIR, Golly's Rules folder, then lifecam's "
        + "own WireWorld and Langtons-Ant; its states painted in its @COLORS) (wins over the pattern file's).",
        valueName: "rule"), transform: ArgumentValue.rule)
    package var rule: RuleSpec?

    @Option(help: ArgumentHelp("The folder of your own rule files, searched after the pattern's folder and before "
        + "Golly's (default: $XDG_DATA_HOME/lifecam/rules, else ~/.local/share/lifecam/rules).", valueName: "dir"))
    package var rules: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Seed for every random thing: the soup, r, the colour field.", valueName: "S"))
    package var seed: UInt64 = 1

    @Option(help: ArgumentHelp("The colour palette (default: perlin; in play, birthday on 26 December; under a rule "
        + "file's rule mono, which shows each state in the rule's colours as they are, while the others tint them).",
        valueName: "name"))
    package var palette: Palette?

    @Option(parsing: .unconditional, help: ArgumentHelp("Canvas pixels across a Life cell, 1...256; cells are square "
        + "on screen, as many pixels down as that makes on the blitter's pixels (default on a terminal — play, .ans — two "
        + "characters wide: 2 in half blocks, 4 in quadrants, sextants and octants, two character widths in kitty and sixel "
        + "pictures; 8 on pictures; t keeps a cell's size on screen); "
        + "for a pattern on Golly's plane also 0.5, 0.25 ... 2^-62, a pixel showing 2^k cells a side (default: the whole "
        + "pattern in view).", valueName: "K"))
    package var cell: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("Generations per second, 0...10000.", valueName: "G"))
    package var speed = 10.0

    @Option(parsing: .unconditional, help: ArgumentHelp("Fraction of intensity a dead cell loses per generation, 0...1.", valueName: "D"))
    package var decay = 0.4

    @Option(parsing: .unconditional, help: ArgumentHelp("The video's floor: the share of its brightness shown where no "
        + "cell is lit, 0...1; 0 is the original look, the per-channel minimum of the Life mask and the video (black "
        + "where no cell is lit); light mode keeps its own rule (key V steps 0, 0.15, 0.3, 0.5).", valueName: "F"))
    package var floor = LookOptions.defaultFloor

    @Option(parsing: .unconditional, help: ArgumentHelp("Frames per second, 1...240.", valueName: "F"))
    package var fps = 30

    @Flag(help: "Mirror the video left to right (key m).")
    package var mirror = false

    @Flag(help: "Light mode: the mask inverted, video everywhere and the cells dark (key l).")
    package var light = false

    @Flag(help: "Fit the whole video inside the canvas instead of cropping it to cover (key f).")
    package var fit = false

    @Flag(help: "Animated colours: the palette's noise drifts over time (key a).")
    package var animate = false

    @Option(parsing: .unconditional, help: ArgumentHelp("Hue pulse: the hsv hue swings through its range every SECONDS (key o).",
                                                        valueName: "SECONDS"))
    package var pulse: Double?

    @Option(help: ArgumentHelp("Colours: truecolor, 256 or 16 (default in play: truecolor when the terminal answers at start-up "
        + "that it keeps 24-bit colours, or COLORTERM is truecolor or 24bit, or tmux says the terminal around it has RGB, "
        + "or terminfo has RGB; else 256, or 16 when terminfo says fewer; play says which and why at start and in ? help. Default for .ans: truecolor).", valueName: "mode"), transform: ArgumentValue.colors)
    package var colors: ColorMode?

    @Option(help: ArgumentHelp("life, or none for the video alone (a plain terminal video player).", valueName: "life|none"))
    package var mask = MaskChoice.life

    @Option(help: ArgumentHelp("How the canvas is drawn: half, quadrant, sextant, octant (mosaic glyphs: 1x2, 2x2, 2x3, "
        + "2x4 pixels per character), kitty (the kitty graphics protocol: the screen's pixels), sixel (sixel pictures: "
        + "the screen's pixels) or auto (the finest glyphs "
        + "the terminal shows; play only). Default: auto in play, half for .ans.", valueName: "name"), transform: ArgumentValue.blitter)
    package var blitter: BlitterChoice?
    @Option(help: ArgumentHelp("Cell shape where cells are 4 pixels or more, and in SVG (mix: discs and hexagons 2:1, "
        + "per cell from --seed).", valueName: "disc|hex|mix"))
    package var shape: CellShape?
    @Option(help: ArgumentHelp("The board's size in Life cells, up to 16384x16384 (default: the view's, growing with it; "
        + "a pattern larger than the view grows it); arrows pan when it is larger than the view.", valueName: "WxH"), transform: ArgumentValue.board)
    package var world: Dimensions?

    @Option(help: ArgumentHelp("torus (edges wrap), bounded (beyond the edges is dead), or a Golly grid with its size, "
        + "which sets --world too: T64,64 torus, T64+5,64 shifted torus, K64*,64 Klein bottle, C64,64 cross-surface, "
        + "S64 sphere, P64,64 plane; default: the rule's grid, else torus.", valueName: "torus|bounded|grid"), transform: ArgumentValue.topology)
    package var topology: TopologyChoice?

    @Option(help: ArgumentHelp("Births from the video: motion (cells are born where the picture moves) or off "
        + "(default: motion over a camera or a y4m file, off over synthetic and none and under a rule file's rule; key M).",
        valueName: "motion|off"))
    package var births: BirthsChoice?

    @Option(name: .customLong("keep-alive"), help: ArgumentHelp("Revive the board when it settles (gliders from the edges, "
        + "fresh soup): on or off (default: on for the random soup, off for a --pattern or --paused).", valueName: "on|off"))
    package var keepAlive: Switch?

    @Flag(inversion: .prefixedNo, help: "A video file (--source) starts again at its end; --no-loop holds its last frame.")
    package var loop = true

    @Flag(inversion: .prefixedNo, help: ArgumentHelp("Draw a rule's icons (its @ICONS; von Neumann's arrows in JvN29, "
        + "Nobili32 and Hutton32) in place of its cells where a cell is 7 pixels or more on pictures: kitty, sixel, PNG, "
        + "Y4M, video files and recordings (the largest of Golly's 7, 15 and 31 pixel icons that fits); --no-icons draws "
        + "plain cells (key I). Glyph blitters draw plain cells."))
    package var icons = true

    /// argument-parser's, for the options' definitions: the values exist
    /// only once parsed, so build one with `parse` (`parse([])`: every default).
    package init() {}
}

/// `LookOptions` checks the values as the parser typed them: nothing is copied.
extension LookArguments: LookInput {}
