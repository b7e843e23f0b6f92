/// Everything the user can change about the picture, live.
public struct PaintOptions: Sendable, Equatable {
    /// Cell colouring: palette, seed, HSV controls, animation.
    public var colours: ColourSettings
    /// Fraction of a dead cell's intensity lost per generation, 0…1 (0.4 as in the original).
    public var decay: Float
    /// Flip the video left-right (a mirror, as people expect of a webcam).
    public var mirror: Bool
    /// When false the video is ignored: the mask alone, over white.
    public var showVideo: Bool
    /// Inverted mask: the video everywhere, live cells dark.
    public var lightMode: Bool
    /// How video of another shape fills the canvas.
    public var scaling: ScaleMode
    /// When false the board is ignored: the video alone (`--mask none`, a plain video player).
    public var showMask: Bool
    /// A canvas pixel's width over its height as shown (0.5 for quadrants,
    /// 0.75 for sextants on a 1:2 character), so the video keeps its shape.
    public var pixelAspect = 1.0
    /// The shape cells are drawn with once they are large enough (`--shape`).
    public var shape: CellShape = .disc
    /// The share of the video's brightness every pixel keeps over a video
    /// (dark mode): where no cell is lit (dead, faded, the gaps between
    /// discs) the video shows at this brightness, so it can be made out
    /// through the cells, which show it at full brightness in their colours.
    /// 0.3: the luma correlation with the video is 0.68-0.76 at 640×360 and
    /// 320×96, the lit share 0.48-0.64 (docs/BENCHMARKS.md, "The video you
    /// can recognise"); 0.15 gave 0.48-0.62. 0 is the old look (dead cells black).
    public var videoFloor: Float = 0.3
    /// The colour of each state of a rule from a rule file (`LoadedRule.colours`,
    /// state 0's unused): every state above 0 is lit as a live cell is, in its
    /// colour times the palette's (`mono` shows the colours as they are), and
    /// fades in it once empty. Nil: two states, or a Generations rule's dying
    /// states as the first steps of the fade.
    public var stateColours: [RGB]?
    /// A rule's icons (`LoadedRule.icons`: `@ICONS`, von Neumann's arrows),
    /// drawn in place of the cells' shapes where a cell is 7 canvas pixels
    /// or more (`CellIcons`), in the mask, so the palette, the fading, the
    /// glow and the video show through them as through a plain cell; needs
    /// `stateColours`. Nil: shapes (a rule without icons, icons turned off,
    /// a glyph blitter's few sub-pixels a cell).
    public var icons: RuleIcons?

    public init(colours: ColourSettings = ColourSettings(), decay: Float = 0.4, mirror: Bool = false,
                showVideo: Bool = true, lightMode: Bool = false, scaling: ScaleMode = .cover, showMask: Bool = true) {
        self.colours = colours
        self.decay = min(max(decay, 0), 1)
        self.mirror = mirror
        self.showVideo = showVideo
        self.lightMode = lightMode
        self.scaling = scaling
        self.showMask = showMask
    }

    /// Defaults for `day`: the birthday palette on 26 December, else perlin.
    public static func defaults(on day: CalendarDay?) -> PaintOptions {
        PaintOptions(colours: ColourSettings(palette: .defaultPalette(on: day)))
    }
}
