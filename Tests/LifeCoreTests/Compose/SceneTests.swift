import Testing
@testable import LifeCore

@Suite struct SceneTests {
    /// Paints `board` with the mono palette over `video` (nil = white), dead
    /// cells keeping `floor` of the video's brightness (the default's 0.3 unless given).
    static func paint(_ board: Board, cell: Double, width: Int, height: Int, video: RGBFrame? = nil,
                      light: Bool = false, floor: Float? = nil) -> RGBFrame {
        var options = PaintOptions(colours: ColourSettings(palette: .mono), lightMode: light)
        if let floor { options.videoFloor = floor }
        var painter = Painter(options: options)
        return painter.frame(board: board, video: video.map(VideoFrame.rgb), canvasWidth: width, canvasHeight: height, cellSize: cell, time: 0)
    }

    static func randomBoard(width: Int, height: Int, seed: UInt64) throws -> Board {
        var b = try Board(width: width, height: height)
        var rng = SplitMix64(seed: seed)
        for y in 0..<height { for x in 0..<width where rng.next() % 3 == 0 { b[x, y] = true } }
        return b
    }

    /// One compositor drawing a run of frames (masks changed in place, the same
    /// mask again, another background, shapes mixed, other video) gives, each
    /// time, what a fresh compositor gives: the mask's lines kept between frames
    /// are drawn again whenever what they show changes.
    @Test(arguments: [(2.0, CellShape.disc), (4, .disc), (4, .mix), (3, .hex)])
    func aRendererKeepsNothingStale(scale: Double, shape: CellShape) {
        let layout = SceneLayout(canvasWidth: 40, canvasHeight: 26, boardWidth: 9, boardHeight: 6, scale: scale)
        var random = SplitMix64(seed: 7)
        var mask = (0..<(9 * 6 * 3)).map { _ in UInt8.random(in: 0...255, using: &random) }
        let kindsA = CellShape.mix.kinds(width: 9, height: 6, seed: 1), kindsB = CellShape.mix.kinds(width: 9, height: 6, seed: 2)
        var kept = SceneCompositor()
        for step in 0..<12 {
            if step % 3 == 1 { mask[Int.random(in: 0..<mask.count, using: &random)] &+= 77 }
            let background: UInt8 = step == 7 ? 255 : 0
            let kinds = shape == .mix ? (step < 6 ? kindsA : kindsB) : []
            var video = RGBFrame(width: 40, height: 26)
            for i in video.pixels.indices { video.pixels[i] = UInt8.random(in: 0...255, using: &random) }
            var fresh = SceneCompositor(), a = RGBFrame(width: 40, height: 26), b = a
            kept.composite(layout: layout, cellMask: mask, background: background, video: video, shape: shape, kinds: kinds, into: &a)
            fresh.composite(layout: layout, cellMask: mask, background: background, video: video, shape: shape, kinds: kinds, into: &b)
            #expect(a == b, "step \(step)")
        }
    }

    /// Every pixel shows its cell, with runs of one, two, three or uneven
    /// pixels a cell, and with a margin of pixels off the board around it.
    @Test(arguments: [(1.0, 0), (2, 0), (3, 0), (2.5, 0), (1.75, 0), (2, 5), (2.5, 3), (1, 4)])
    func squareCellsCoverTheirPixels(scale: Double, margin: Int) throws {
        let board = try Self.randomBoard(width: 12, height: 8, seed: 1)
        let w = Int(12 * scale) + margin, h = Int(8 * scale) + margin
        let out = Self.paint(board, cell: scale, width: w, height: h)
        let layout = SceneLayout(canvasWidth: w, canvasHeight: h, boardWidth: 12, boardHeight: 8, scale: scale)
        for y in 0..<h {
            for x in 0..<w {
                let alive = layout.cell(atPixelX: x, y: y).map { board[$0.x, $0.y] } ?? false
                #expect(out[x, y] == (alive ? .white : .black), "pixel \(x),\(y)")
            }
        }
    }

    @Test func largeCellsAreDiscsWithAGap() throws {
        var board = try Board(width: 3, height: 3)
        for y in 0..<3 { for x in 0..<3 { board[x, y] = true } }
        let out = Self.paint(board, cell: 8, width: 24, height: 24)
        for c in 0..<3 {
            // Centred on the cell (at 4, 4 within it), radius 3.5: the one-pixel gap is half a pixel on each side.
            let o = c * 8
            #expect(out[o + 3, o + 3] == .white && out[o + 4, o + 4] == .white)   // centre
            #expect(out[o, o] == .black && out[o + 7, o + 7] == .black && out[o + 7, o] == .black && out[o, o + 7] == .black)
            #expect(out[o + 1, o + 3] == .white && out[o + 6, o + 4] == .white)   // inside the edges
            for i in 0..<8 {
                // No pixel of the cell's border is fully lit: neighbours never touch.
                #expect(out[o + 7, o + i].r < 255 && out[o, o + i].r < 255 && out[o + i, o].r < 255 && out[o + i, o + 7].r < 255)
            }
            // The edge is anti-aliased, the same on all four sides: 0.48 of pixel (0, 3) lies
            // inside (its centre at distance √12.5 from the disc's).
            for edge in [out[o, o + 3], out[o + 7, o + 4], out[o + 3, o], out[o + 4, o + 7]] {
                #expect(edge.r == edge.g && edge.g == edge.b && abs(Int(edge.r) - 118) <= 1, "\(edge)")
            }
        }
    }

    @Test func boardIsCentredAndMapsPixelsToCells() {
        let layout = SceneLayout(canvasWidth: 100, canvasHeight: 50, boardWidth: 10, boardHeight: 5, scale: 4)
        #expect(layout.originX == 30 && layout.originY == 15)
        #expect(layout.cell(atPixelX: 29, y: 20) == nil)
        #expect(layout.cell(atPixelX: 30, y: 15) == GridPoint(x: 0, y: 0))
        #expect(layout.cell(atPixelX: 69, y: 34) == GridPoint(x: 9, y: 4))
        #expect(layout.cell(atPixelX: 70, y: 34) == nil)
        #expect(SceneLayout.fittingScale(boardWidth: 10, boardHeight: 5, canvasWidth: 100, canvasHeight: 30) == 6)
    }

    /// The video dimmed to `floor` of its brightness, as the compositor computes it (`floor × 256` rounded, then `>> 8`).
    static func dimmed(_ video: RGBFrame, floor: Float = PaintOptions().videoFloor) -> RGBFrame {
        var out = RGBFrame(width: video.width, height: video.height)
        let f = UInt16((floor * 256).rounded())
        for i in 0..<out.pixels.count { out.pixels[i] = UInt8((UInt16(video.pixels[i]) * f) >> 8) }
        return out
    }

    /// A board all alive shows the video whole; an empty one shows it at 30 %
    /// of its brightness (the default look's floor, so the video can be made
    /// out where nothing lives), black with no floor.
    @Test func whiteMaskShowsTheVideoAndBlackShowsTheVideoDimmed() throws {
        let video = ScalingTests.random(width: 16, height: 10, seed: 3)
        var full = try Board(width: 8, height: 5)
        for y in 0..<5 { for x in 0..<8 { full[x, y] = true } }
        #expect(Self.paint(full, cell: 2, width: 16, height: 10, video: video) == video)
        let empty = try Board(width: 8, height: 5)
        let dim = Self.paint(empty, cell: 2, width: 16, height: 10, video: video)
        #expect(PaintOptions().videoFloor == 0.3)
        #expect(dim == Self.dimmed(video))
        #expect(dim.pixels.contains { $0 > 0 } && zip(dim.pixels, video.pixels).allSatisfy { $0 <= $1 / 3 + 1 })
        #expect(Self.paint(empty, cell: 2, width: 16, height: 10, video: video, floor: 0) == RGBFrame(width: 16, height: 10))
        // Light mode inverts: empty shows the video, full shows black.
        #expect(Self.paint(empty, cell: 2, width: 16, height: 10, video: video, light: true) == video)
        #expect(Self.paint(full, cell: 2, width: 16, height: 10, video: video, light: true) == RGBFrame(width: 16, height: 10))
    }

    /// Each byte is the minimum of the mask's and the video's, but never
    /// below the video dimmed to the floor; with no floor, the minimum.
    @Test(arguments: [(Palette.perlin, 2.0, Float(0.3)), (.geometric, 3, 0.3), (.hsv, 6, 0.3), (.birthday, 5, 0.3),
                      (.perlin, 2, 0), (.hsv, 6, 0)])
    func compositeIsThePerChannelMinimumAboveTheFloor(palette: Palette, cell: Double, floor: Float) throws {
        let board = try Self.randomBoard(width: 20, height: 12, seed: 4)
        let w = Int(20 * cell), h = Int(12 * cell)
        let video = ScalingTests.random(width: w, height: h, seed: 5)
        var options = PaintOptions(colours: ColourSettings(palette: palette))
        options.videoFloor = floor
        var a = Painter(options: options)
        var b = a
        let maskOnly = a.frame(board: board, video: nil, canvasWidth: w, canvasHeight: h, cellSize: cell, time: 0)
        let composite = b.frame(board: board, video: video, canvasWidth: w, canvasHeight: h, cellSize: cell, time: 0)
        let dim = Self.dimmed(video, floor: floor)
        var raised = 0
        for i in 0..<composite.pixels.count {
            #expect(composite.pixels[i] == max(min(maskOnly.pixels[i], video.pixels[i]), dim.pixels[i]))
            if composite.pixels[i] > min(maskOnly.pixels[i], video.pixels[i]) { raised += 1 }
        }
        #expect(floor == 0 ? raised == 0 : raised > composite.pixels.count / 10)
        #expect(maskOnly.pixels.contains { $0 != 0 && $0 != 255 })
    }

    @Test func maskColourIsColourTimesIntensity() throws {
        var board = try Board(width: 4, height: 4, topology: .bounded)
        board[1, 1] = true
        var painter = Painter(options: PaintOptions(colours: ColourSettings(palette: .perlin)))
        _ = painter.frame(board: board, video: nil, canvasWidth: 4, canvasHeight: 4, cellSize: 1, time: 0)
        board.step()
        let out = painter.frame(board: board, video: nil, canvasWidth: 4, canvasHeight: 4, cellSize: 1, time: 0)
        let c = painter.colours[1, 1]
        let expected = RGB(UInt8(c.r * 0.6 * 255 + 0.5), UInt8(c.g * 0.6 * 255 + 0.5), UInt8(c.b * 0.6 * 255 + 0.5))
        #expect(out[1, 1] == expected)
        #expect(out[0, 0] == .black)
    }

    @Test func solidVideoTintsWithoutAFrame() throws {
        var full = try Board(width: 2, height: 2)
        for y in 0..<2 { for x in 0..<2 { full[x, y] = true } }
        let grey = RGBFrame(width: 1, height: 1, fill: RGB(10, 20, 30))
        #expect(Self.paint(full, cell: 3, width: 6, height: 6, video: grey) == RGBFrame(width: 6, height: 6, fill: RGB(10, 20, 30)))
    }

    @Test func aRepeatedFrameIsScaledOnceAndAnEditedOneAgain() throws {
        var full = try Board(width: 4, height: 4)
        for y in 0..<4 { for x in 0..<4 { full[x, y] = true } }
        var painter = Painter(options: PaintOptions(colours: ColourSettings(palette: .mono)))
        var video = RGBFrame(width: 8, height: 8, fill: RGB(10, 20, 30))
        _ = painter.frame(board: full, video: video, canvasWidth: 8, canvasHeight: 8, cellSize: 2, time: 0)
        var out = painter.frame(board: full, video: video, canvasWidth: 8, canvasHeight: 8, cellSize: 2, time: 0)
        #expect(painter.scaledFrames == 1 && out[5, 5] == RGB(10, 20, 30))
        video[5, 5] = RGB(200, 100, 50)
        out = painter.frame(board: full, video: video, canvasWidth: 8, canvasHeight: 8, cellSize: 2, time: 0)
        #expect(painter.scaledFrames == 2 && out[5, 5] == RGB(200, 100, 50))
        painter.options.mirror = true
        out = painter.frame(board: full, video: video, canvasWidth: 8, canvasHeight: 8, cellSize: 2, time: 0)
        #expect(painter.scaledFrames == 3 && out[2, 5] == RGB(200, 100, 50))
    }

    @Test(arguments: [1.0, 2, 8])
    func withoutTheMaskTheVideoShowsAlone(cell: Double) throws {
        let board = try Self.randomBoard(width: 10, height: 10, seed: 8)
        let video = ScalingTests.random(width: 80, height: 80, seed: 9)
        var painter = Painter(options: PaintOptions(showMask: false))
        let out = painter.frame(board: board, video: video, canvasWidth: 80, canvasHeight: 80, cellSize: cell, time: 0)
        #expect(out == video)
    }

    @Test(arguments: [
        (0, 0, 2.0), (1, 1, 0.3), (3, 1000, 1000), (40, 30, .nan), (40, 30, .infinity), (40, 30, -2), (17, 9, 4.5),
    ])
    func oddCanvasesAndScalesDoNotTrap(width: Int, height: Int, cell: Double) throws {
        let board = try Self.randomBoard(width: 7, height: 5, seed: 10)
        for video in [RGBFrame(width: 1, height: 1000, fill: .white), RGBFrame(width: 5000, height: 1, fill: .white),
                      RGBFrame(width: 0, height: 0)] {
            var painter = Painter()
            for mode in ScaleMode.allCases {
                painter.options.scaling = mode
                let out = painter.frame(board: board, video: video, canvasWidth: width, canvasHeight: height, cellSize: cell, time: 0)
                #expect(out.width == width && out.height == height)
            }
        }
    }

    @Test func videoOffPaintsOverWhite() throws {
        let board = try Self.randomBoard(width: 10, height: 10, seed: 6)
        let video = ScalingTests.random(width: 20, height: 20, seed: 7)
        var on = Painter(options: PaintOptions(colours: ColourSettings(palette: .mono)))
        var off = on
        off.options.showVideo = false
        let withVideo = on.frame(board: board, video: video, canvasWidth: 20, canvasHeight: 20, cellSize: 2, time: 0)
        let without = off.frame(board: board, video: video, canvasWidth: 20, canvasHeight: 20, cellSize: 2, time: 0)
        #expect(without == Self.paint(board, cell: 2, width: 20, height: 20))
        #expect(withVideo != without)
    }
}
