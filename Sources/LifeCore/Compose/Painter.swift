/// The whole picture pipeline for one frame: mask, colours, video scaling and
/// compositing. The terminal app and `lifecam render` both draw through this.
///
/// Keep one `Painter` and call `frame(...)` for every frame: it keeps its
/// mask, colour table, scaler tables and canvases between calls and rebuilds
/// them only when their inputs change, so a steady frame allocates nothing
/// (as long as the caller lets go of the previous frame before asking for the
/// next one; a frame kept longer is copied on write instead).
public struct Painter: Sendable {
    /// The user's settings; change them between frames.
    public var options: PaintOptions
    /// The fading intensities, following the board.
    public private(set) var mask: DecayMask
    /// The per-cell colours painted: the palette's (`field`), under a rule
    /// file's rule each times its cell's state's colour (`PaintOptions.stateColours`).
    public private(set) var colours = CellColours()
    /// The palette's colour field.
    private var field = CellColours()
    /// The cell layout of the last frame (for mapping mouse positions to cells).
    public private(set) var layout: SceneLayout?
    /// How bright each live cell of the board is drawn (row by row, 0…1):
    /// a board that is a zoomed-out view of a giant, each cell the share of
    /// live cells under it (`DecayMask.follow(_:brightness:)`); nil: full brightness.
    public var brightness: [Float]?
    /// Cells of the board drawn brighter than the video lets them (the cells
    /// a player just made, `CellGlow`), in dark mode over a video; set before `frame`.
    public var glow: [CellGlow] = []

    private var scaler = VideoScaler()
    private var compositor = SceneCompositor()
    private var layered = LayeredCompositor()
    private var cellMask: [UInt8] = []
    /// With multi-colour icons: `cellMask` without the states' colours (`IconInput.plainMask`); else empty.
    private var plainMask: [UInt8] = []
    /// The icons last prepared, the rule's and the layout's they were made for.
    private var iconCache: (icons: RuleIcons, layout: SceneLayout, cells: CellIcons?)?
    /// Each cell's shape kind for `mix`, and what it was made for.
    private var shapeKinds: (kinds: [UInt8], width: Int, height: Int, seed: UInt64)?
    /// The lit cells as shapes, for palettes whose shapes overlap; remade with `cellMask`.
    private var inks: [ShapeInk] = []
    private var video = RGBFrame(width: 0, height: 0)
    private var canvas = RGBFrame(width: 0, height: 0)
    /// The source frame last scaled into `video`, and how. Holding it keeps its
    /// buffer immutable (a writer gets a copy), so the same buffer address means
    /// the same pixels and the scaling can be skipped.
    private var scaledSource: (frame: VideoFrame, mode: ScaleMode, mirror: Bool, aspect: Double)?
    /// How many times video was scaled (a repeated frame is not scaled again).
    public private(set) var scaledFrames = 0
    /// What `cellMask` was last made from: the board's cells and generation,
    /// and the options that shape it. The mask is remade only when one changed
    /// (play paints 30 frames a second, Life often runs 10 generations).
    private var maskSource: (words: [UInt64], ages: [UInt64], generation: Int, width: Int, options: PaintOptions,
                             brightness: [Float]?)?

    public init(options: PaintOptions = PaintOptions()) {
        self.options = options
        mask = DecayMask(decay: options.decay)
    }

    /// Paints `board` over `video` on a canvas of the given size, each cell
    /// `cellSize` pixels across and `cellHeight` down (fractions allowed;
    /// nil: as many as across, for square pixels), at `time` seconds (for
    /// animated palettes). A nil `video`, or `showVideo` off, paints over white.
    /// Video in YUV planes is scaled to the canvas first and converted after.
    public mutating func frame(board: Board, video source: VideoFrame?, canvasWidth: Int, canvasHeight: Int,
                               cellSize: Double, cellHeight: Double? = nil, time: Double) -> RGBFrame {
        let width = max(0, canvasWidth), height = max(0, canvasHeight)
        follow(board, time: time)

        let layout = SceneLayout(canvasWidth: width, canvasHeight: height, boardWidth: board.width, boardHeight: board.height,
                                 scaleX: cellSize, scaleY: cellHeight ?? cellSize)
        self.layout = layout
        if canvas.width != width || canvas.height != height {
            canvas = RGBFrame(width: width, height: height)
        }
        var solid = RGB.white
        var useFrame = false
        if options.showVideo, let source, source.width > 0, source.height > 0 {
            if case .rgb(let one) = source, one.width == 1 && one.height == 1 {
                solid = one[0, 0]
            } else {
                scale(source, width: width, height: height)
                useFrame = true
            }
        }
        let background: UInt8 = options.lightMode || !options.showMask ? 255 : 0
        // Dark mode over a video: where no cell is lit, the video dimmed (light mode shows it whole there).
        let floor = useFrame && options.showMask && !options.lightMode
            ? UInt16((min(max(options.videoFloor, 0), 1) * 256).rounded()) : 0
        // Light mode draws cells dark, and without a video or the mask a cell is its colour already: no glow is needed.
        let glow = useFrame && options.showMask && !options.lightMode ? glow : []
        if let icons = cellIcons(on: layout) {
            // Icons take the place of every shape, the geometric palette's overlapping ones too.
            compositor.composite(layout: layout, cellMask: cellMask, background: background, video: useFrame ? video : nil,
                                 solidVideo: solid, floor: floor, glow: glow,
                                 icons: IconInput(icons: icons, states: mask.tints, plainMask: plainMask), into: &canvas)
        } else if overlaps(on: layout) {
            layered.composite(layout: layout, inks: inks, radius: ShapeGeometry.overlappingRadius, background: background,
                           video: useFrame ? video : nil, solidVideo: solid, floor: floor, glow: glow, into: &canvas)
        } else {
            compositor.composite(layout: layout, cellMask: cellMask, background: background, video: useFrame ? video : nil,
                            solidVideo: solid, shape: options.shape, kinds: kinds(for: board), floor: floor, glow: glow,
                            into: &canvas)
        }
        return canvas
    }

    /// Brings the mask and the colours up to date with `board` at `time`
    /// without drawing: what `frame` does first. For a picture made of the
    /// board alone (`shapes`, an SVG), follow every frame, so that fading
    /// cells fade exactly as they would on the screen.
    public mutating func follow(_ board: Board, time: Double) {
        let recoloured = field.update(width: board.width, height: board.height, settings: options.colours, time: time)
        if recoloured || !maskIsCurrent(for: board) {
            mask.decay = options.decay
            mask.statesAreColours = options.stateColours != nil
            mask.follow(board, brightness: brightness)
            colours = options.stateColours.map { field.tinted(by: mask.tints, colours: $0) } ?? field
            premultiply()
            maskSource = (board.words, board.ages, board.generation, board.width, options, brightness)
        }
    }

    /// The board about to be painted is the same size but seen (`dx`, `dy`)
    /// cells further on (a view panned over a larger world): the fading
    /// trails move along with the cells they belong to.
    public mutating func pan(dx: Int, dy: Int) {
        mask.shift(dx: dx, dy: dy)
        maskSource = nil
    }

    /// As above, over an RGB picture.
    public mutating func frame(board: Board, video source: RGBFrame, canvasWidth: Int, canvasHeight: Int,
                               cellSize: Double, cellHeight: Double? = nil, time: Double) -> RGBFrame {
        frame(board: board, video: .rgb(source), canvasWidth: canvasWidth, canvasHeight: canvasHeight, cellSize: cellSize,
              cellHeight: cellHeight, time: time)
    }

    /// The video as `frame` lays it on a canvas of this size (scaled, fitted or
    /// cropped, mirrored), whether or not `showVideo` is on; nil without a
    /// picture (none, or a solid colour). A frame asked for again is not
    /// scaled again, here or by `frame`. Let go of the result before the next
    /// frame, or the painter's buffer is copied.
    public mutating func scaledVideo(_ source: VideoFrame?, canvasWidth: Int, canvasHeight: Int) -> RGBFrame? {
        guard let source, source.width > 0, source.height > 0, source.width * source.height > 1,
              canvasWidth > 0, canvasHeight > 0 else { return nil }
        scale(source, width: canvasWidth, height: canvasHeight)
        return video
    }

    /// The luma of the picture `scaledVideo` gave, when the scaler made it
    /// on the way (a YUV source): `(77R + 150G + 29B) >> 8` per pixel, rows
    /// the canvas width apart; nil otherwise.
    public var scaledLuma: [UInt8]? {
        let luma = scaler.luma
        return !luma.isEmpty && luma.count == video.width * video.height ? luma : nil
    }

    /// Scales `source` into `video` unless it is already there.
    private mutating func scale(_ source: VideoFrame, width: Int, height: Int) {
        if video.width != width || video.height != height {
            video = RGBFrame(width: width, height: height)
            scaledSource = nil
        }
        guard !isScaled(source) else { return }
        switch source {
        case .rgb(let frame):
            scaler.scale(frame, into: &video, mode: options.scaling, mirror: options.mirror, pixelAspect: options.pixelAspect)
        case .yuv(let planes):
            scaler.scale(planes, into: &video, mode: options.scaling, mirror: options.mirror, pixelAspect: options.pixelAspect)
        }
        scaledSource = (source, options.scaling, options.mirror, options.pixelAspect)
        scaledFrames += 1
    }

    /// Whether `cellMask` was made from this board's cells and generation with these options.
    private func maskIsCurrent(for board: Board) -> Bool {
        guard let made = maskSource, made.generation == board.generation, made.width == board.width,
              made.options == options, made.brightness == brightness else { return false }
        return made.words == board.words && made.ages == board.ages
    }

    /// Whether `source` is the very frame already in `video`, scaled the same way.
    private func isScaled(_ source: VideoFrame) -> Bool {
        guard let last = scaledSource, last.mode == options.scaling, last.mirror == options.mirror,
              last.aspect == options.pixelAspect else { return false }
        return last.frame.isSameFrame(as: source)
    }

    /// The rule's icons as drawn on `layout` (`PaintOptions.icons`), when
    /// the mask shows and its cells are large enough; nil otherwise.
    private mutating func cellIcons(on layout: SceneLayout) -> CellIcons? {
        guard options.showMask, let icons = options.icons else { return nil }
        if let made = iconCache, made.layout == layout, made.icons == icons { return made.cells }
        let cells = CellIcons(icons, layout: layout)
        iconCache = (icons, layout, cells)
        return cells
    }

    /// Whether this frame's shapes overlap, and so are drawn in layers: the
    /// `geometric` palette's, once cells are large enough to have shapes.
    private func overlaps(on layout: SceneLayout) -> Bool {
        options.showMask && options.colours.palette == .geometric && layout.drawsDiscs
    }

    /// The shape kind of every cell for `mix` (empty otherwise), made once per board size and seed.
    private mutating func kinds(for board: Board) -> [UInt8] {
        guard options.shape == .mix else { return [] }
        let seed = options.colours.seed ?? 0
        if let made = shapeKinds, made.width == board.width, made.height == board.height, made.seed == seed {
            return made.kinds
        }
        let kinds = CellShape.mix.kinds(width: board.width, height: board.height, seed: seed)
        shapeKinds = (kinds, board.width, board.height, seed)
        return kinds
    }

    /// The mask's cells as bytes: cell colour × intensity, inverted in light
    /// mode; for `geometric`, the swatch laid at its opacity × intensity over
    /// the background (black, or white in light mode); all white without a
    /// mask. The geometric palette's lit cells are also kept as shapes.
    /// Multi-colour icons get the same bytes made from the palette's colours
    /// alone (`plainMask`), which their own colours tint in place of the state's.
    private mutating func premultiply() {
        let count = mask.width * mask.height
        if cellMask.count != count * 3 { cellMask = [UInt8](repeating: 0, count: count * 3) }
        guard options.showMask else {
            for i in cellMask.indices { cellMask[i] = 255 }
            plainMask = []
            return
        }
        Self.premultiply(mask: mask, colours: colours, options: options, into: &cellMask)
        if options.icons?.isMultiColour == true {
            if plainMask.count != count * 3 { plainMask = [UInt8](repeating: 0, count: count * 3) }
            Self.premultiply(mask: mask, colours: field, options: options, into: &plainMask)
        } else {
            plainMask = []
        }
        inks = options.colours.palette == .geometric ? shapes : []
    }

    /// `colours` × the mask's intensities as bytes into `cellMask` (three a cell), as `premultiply()` says.
    private static func premultiply(mask: DecayMask, colours: CellColours, options: PaintOptions, into cellMask: inout [UInt8]) {
        let count = mask.width * mask.height
        let light = options.lightMode, geometric = options.colours.palette == .geometric
        let background: Float = light ? 255 : 0
        mask.intensity.withUnsafeBufferPointer { level in
            colours.rgb.withUnsafeBufferPointer { rgb in
                colours.opacity.withUnsafeBufferPointer { opacity in
                    cellMask.withUnsafeMutableBufferPointer { out in
                        // Four cells (twelve bytes) at a time, as the cell-by-cell loop below computes them.
                        let first = geometric ? 0 : Self.premultiplyFours(level.baseAddress!, rgb.baseAddress!, into: out.baseAddress!,
                                                                          count: count, light: light)
                        for i in first..<count {
                            if geometric {
                                let a = level[i] * opacity[i]
                                for c in 0..<3 {
                                    out[i * 3 + c] = UInt8(background + (rgb[i * 3 + c] * 255 - background) * a + 0.5)
                                }
                                continue
                            }
                            let k = level[i] * 255
                            for c in 0..<3 {
                                let v = UInt8(rgb[i * 3 + c] * k + 0.5)
                                out[i * 3 + c] = light ? 255 - v : v
                            }
                        }
                    }
                }
            }
        }
    }

    /// Cells `0..<count` rounded down to fours, four at a time: each byte
    /// `UInt8(colour × (level × 255) + 0.5)`, inverted when `light`. Returns the cells done.
    static func premultiplyFours(_ level: UnsafePointer<Float>, _ rgb: UnsafePointer<Float>,
                                         into out: UnsafeMutablePointer<UInt8>, count: Int, light: Bool) -> Int {
        let raw = UnsafeRawPointer(rgb), half = SIMD4<Float>(repeating: 0.5)
        // 255 - n is n ^ 255 for n in 0...255.
        let flip = SIMD4<Int32>(repeating: light ? 255 : 0)
        @inline(__always) func bytes(_ v: SIMD4<Float>) -> SIMD4<UInt8> {
            // Truncated (the values are 0.5 to 255.5: truncation is the floor), then 255 - v in light mode.
            (v.roundedDown ^ flip).lowBytes
        }
        var i = 0
        while i + 4 <= count {
            let k = UnsafeRawPointer(level + i).loadUnaligned(as: SIMD4<Float>.self) * 255
            let c = raw + i * 12
            let a = c.loadUnaligned(as: SIMD4<Float>.self) * SIMD4(k[0], k[0], k[0], k[1]) + half
            let b = c.loadUnaligned(fromByteOffset: 16, as: SIMD4<Float>.self) * SIMD4(k[1], k[1], k[2], k[2]) + half
            let d = c.loadUnaligned(fromByteOffset: 32, as: SIMD4<Float>.self) * SIMD4(k[2], k[3], k[3], k[3]) + half
            let o = UnsafeMutableRawPointer(out + i * 3)
            o.storeBytes(of: bytes(a), as: SIMD4<UInt8>.self)
            o.storeBytes(of: bytes(b), toByteOffset: 4, as: SIMD4<UInt8>.self)
            o.storeBytes(of: bytes(d), toByteOffset: 8, as: SIMD4<UInt8>.self)
            i += 4
        }
        return i
    }
}
