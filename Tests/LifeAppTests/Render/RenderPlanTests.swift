import LifeCore
import TerminalRenderer
import Testing
@testable import LifeApp
import LifeTUI

@Suite struct RenderPlanTests {
    /// The look options as no words give them: every default.
    let noLook: LookArguments

    init() throws { noLook = try LookArguments.parse([]) }

    private func plan(_ edit: (inout RenderPlan.Options) -> Void) throws(CommandFailure) -> RenderPlan {
        var options = RenderPlan.Options(look: noLook)
        options.out = "out.y4m"
        edit(&options)
        return try RenderPlan(options, isDirectory: { $0 == "frames" })
    }

    /// `WxH` as the argument parser reads it, with no largest size: the sizes
    /// it refuses are `UsageErrorLineTests`'; the plan checks the rest.
    private static func size(_ text: String) -> Dimensions? {
        try? Dimensions(argument: text, largest: Dimensions(width: .max, height: .max), example: "80x24")
    }

    @Test func defaultsForImagesAndForTerminalBytes() throws {
        let image = try plan { _ in }
        #expect((image.canvasWidth, image.canvasHeight, image.cell) == (640, 360, 8))
        #expect((image.boardWidth, image.boardHeight) == (80, 45))
        let ans = try plan { $0.out = "a.ans"; $0.terminal = Dimensions(width: 100, height: 30) }
        #expect((ans.canvasWidth, ans.canvasHeight, ans.cell) == (100, 60, 2))
        #expect((ans.boardWidth, ans.boardHeight) == (50, 30))
    }

    /// The `.ans` canvas is the terminal's pixel grid for the blitter; the
    /// video keeps its shape on the blitter's pixels (1:2 characters), and
    /// the Life cells are square on screen where whole pixels allow: a cell a
    /// character wide (1 half block, 2 pixels of the others) is half a
    /// character down, so the board is 100 × 60 cells on 100 × 30 characters
    /// (it was 100 × 30 in quadrants); a sextant cell of 2 is 2 down (4:3
    /// tall), of 4 exactly 3 (2 characters by 1).
    @Test(arguments: [("half", 100, 60, 1.0, 1, 1.0, 100, 60), ("quadrant", 200, 60, 0.5, 2, 1, 100, 60),
                      ("sextant", 200, 90, 0.75, 2, 2, 100, 45), ("sextant", 200, 90, 0.75, 4, 3, 50, 30),
                      ("octant", 200, 120, 1.0, 2, 2, 100, 60)])
    func theAnsCanvasFollowsTheBlitter(blitter: String, width: Int, height: Int, aspect: Double, cell: Double,
                                       cellHeight: Double, boardWidth: Int, boardHeight: Int) throws {
        let p = try plan { $0.out = "a.ans"; $0.terminal = Dimensions(width: 100, height: 30); $0.look.blitter = .fixed(Blitter(rawValue: blitter)!)
                           $0.look.cell = cell }
        #expect(p.blitter.rawValue == blitter)
        #expect((p.canvasWidth, p.canvasHeight) == (width, height))
        #expect((p.geometry.columns, p.geometry.rows) == (100, 30))
        #expect(p.paintOptions.pixelAspect == aspect)
        #expect((p.cell, p.cellHeight) == (cell, cellHeight))
        #expect((p.boardWidth, p.boardHeight) == (boardWidth, boardHeight))
    }

    /// The encoder of `.ans` and `.cast` output is `EncoderChoice`'s for a
    /// file: the blitter's, kitty's pictures in the escape codes, sixels of
    /// `--cell-pixels` characters at most 1000 pixels a side.
    @Test(arguments: [
        ("a.ans", "half", nil as String?, nil as String?, EncoderChoice.glyphs(.truecolor, .half)),
        ("a.ans", "octant", nil, "256", .glyphs(.palette256, .octant)),
        ("a.cast", "sextant", nil, "16", .glyphs(.palette16, .sextant)),
        ("a.ans", "kitty", nil, nil, .kitty(sharedMemory: false)),
        ("a.ans", "sixel", nil, nil, .sixel(cell: Dimensions(width: 10, height: 20), largest: Dimensions(width: 1000, height: 1000))),
        ("a.ans", "sixel", "8x16", nil, .sixel(cell: Dimensions(width: 8, height: 16), largest: Dimensions(width: 1000, height: 1000))),
    ])
    func terminalBytesAreEncodedAsTheBlitterSays(out: String, blitter: String, cellPixels: String?, colors: String?,
                                                 expected: EncoderChoice) throws {
        let p = try plan { $0.out = out; $0.terminal = Dimensions(width: 40, height: 12); $0.look.blitter = .fixed(Blitter(rawValue: blitter)!)
                           $0.cellPixels = cellPixels.flatMap(Self.size); $0.look.colors = colors.map { ColorMode(rawValue: $0)! } }
        #expect(p.encoder == expected)
    }

    @Test(arguments: ["kitty", "sixel"])
    func aCastRefusesPictureBlittersInTheSharedWords(blitter: String) {
        do {
            _ = try plan { $0.out = "a.cast"; $0.look.blitter = .fixed(Blitter(rawValue: blitter)!) }
            Issue.record("a cast took --blitter \(blitter)")
        } catch {
            #expect(error.description == Blitter(rawValue: blitter)!.castRefusal())
            #expect(error.status == .usage)
        }
    }

    @Test(arguments: [(641, 8.0, 81), (640, 3.0, 214), (10, 2.5, 4)])
    func theBoardCoversTheCanvas(width: Int, cell: Double, boardWidth: Int) throws {
        let p = try plan { $0.size = Dimensions(width: width, height: 100); $0.look.cell = cell }
        #expect(p.boardWidth == boardWidth)
    }

    @Test(arguments: [
        (10.0, 30, [0, 0, 0, 1, 1, 1, 2]), (30.0, 30, [0, 1, 2, 3, 4, 5, 6]),
        (45.0, 30, [0, 1, 3, 4, 6, 7, 9]), (0.0, 30, [0, 0, 0, 0, 0, 0, 0]),
    ])
    func generationsFollowSpeedOverFrameRate(speed: Double, fps: Int, generations: [Int]) throws {
        let p = try plan { $0.look.speed = speed; $0.look.fps = fps }
        #expect((0..<7).map(p.generation(atFrame:)) == generations)
        #expect(p.time(ofFrame: 15) == 15 / Double(fps))
    }

    /// Each case: options as `name=value` pairs over a valid `--out out.y4m`.
    @Test(arguments: [
        ["frames=0"], ["fps=0"], ["speed=-1"], ["decay=1.5"],
        ["cell=0"], ["out=movie.mov"], ["terminal=80x24"],
        ["out=a.svg", "mask=none"], ["out=a.ans", "size=80x48"], ["out=a.ans", "terminal=4096x2048", "blitter=octant"],
        ["pulse=0"], ["pulse=-2"], ["out=a.ans", "blitter=auto"], ["blitter=octant"],
    ])
    func badOptionsAreUsageErrors(pairs: [String]) {
        do {
            _ = try plan { options in
                for pair in pairs {
                    let parts = pair.split(separator: "=").map(String.init)
                    let (name, value) = (parts[0], parts[1])
                    switch name {
                    case "frames": options.frames = Int(value)!
                    case "fps": options.look.fps = Int(value)!
                    case "speed": options.look.speed = Double(value)!
                    case "decay": options.look.decay = Double(value)!
                    case "cell": options.look.cell = Double(value)!
                    case "size": options.size = Self.size(value)
                    case "terminal": options.terminal = Self.size(value)
                    case "mask": options.look.mask = MaskChoice(rawValue: value)!
                    case "pulse": options.look.pulse = Double(value)!
                    case "blitter": options.look.blitter = value == "auto" ? .auto : .fixed(Blitter(rawValue: value)!)
                    default: options.out = value
                    }
                }
            }
            Issue.record("\(pairs) was accepted")
        } catch {
            #expect(error.status == .usage, "\(pairs)")
            #expect(!error.description.contains("\n"), "\(pairs)")
        }
    }
}

/// One `WxH` grammar for every size option, with one set of reasons (the
/// argument parser names the option and the value round them).
@Suite struct DimensionsTests {
    @Test(arguments: [
        ("640x360", Dimensions(width: 640, height: 360)), ("80X24", Dimensions(width: 80, height: 24)),
        ("0007x08", Dimensions(width: 7, height: 8)), ("7680x4320", Dimensions(width: 7680, height: 4320)),
    ])
    func sizesParse(text: String, size: Dimensions) throws {
        #expect(try Dimensions(argument: text, largest: RenderPlan.largestSize, example: "640x360") == size)
    }

    @Test(arguments: [
        ("-5x5", "not a size: give WIDTHxHEIGHT in whole numbers, e.g. 640x360"),
        ("big", "not a size: give WIDTHxHEIGHT in whole numbers, e.g. 640x360"),
        ("640x", "not a size: give WIDTHxHEIGHT in whole numbers, e.g. 640x360"),
        ("6 40x360", "not a size: give WIDTHxHEIGHT in whole numbers, e.g. 640x360"),
        ("٣x٣", "not a size: give WIDTHxHEIGHT in whole numbers, e.g. 640x360"),
        ("0x360", "width and height must be at least 1"),
        ("7681x10", "too large: at most 7680x4320"),
        ("99999999999999999999999x1", "too large: at most 7680x4320"),
    ])
    func badSizesSayWhatIsWrongAndWhatIsRight(text: String, reason: String) {
        #expect(throws: OptionValueError(reason)) {
            _ = try Dimensions(argument: text, largest: RenderPlan.largestSize, example: "640x360")
        }
    }
}
