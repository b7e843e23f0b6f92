import LifeCore
import SnapshotTesting
import Testing

/// Reference images of one fixed scene — gliders leaving fading trails beside
/// a seeded soup, over the plasma source — in each palette and mode. The
/// PNGs live in `__Snapshots__/PaletteSnapshotTests/`; open them to see the
/// picture. Set SNAPSHOT_TESTING_RECORD=all to re-record after a deliberate change.
@Suite struct PaletteSnapshotTests {
    struct Look: Sendable, CustomStringConvertible {
        let name: String
        let options: PaintOptions
        let cell: Double
        var description: String { name }
    }

    static let looks: [Look] = [
        Look(name: "perlin", options: PaintOptions(), cell: 4),
        Look(name: "perlin-squares", options: PaintOptions(), cell: 2),
        Look(name: "hsv", options: PaintOptions(colours: ColourSettings(palette: .hsv)), cell: 4),
        Look(name: "geometric", options: PaintOptions(colours: ColourSettings(palette: .geometric, seed: 1)), cell: 4),
        Look(name: "mono", options: PaintOptions(colours: ColourSettings(palette: .mono)), cell: 4),
        Look(name: "birthday", options: PaintOptions(colours: ColourSettings(palette: .birthday)), cell: 4),
        Look(name: "perlin-light", options: PaintOptions(lightMode: true), cell: 4),
        Look(name: "mono-fit-mirror", options: PaintOptions(colours: ColourSettings(palette: .mono), mirror: true, scaling: .fit), cell: 4),
    ]

    /// A 48×27 torus: four gliders heading four ways and a 12×10 soup, run
    /// for 12 generations with the painter following every one.
    static func scene(_ look: Look) throws -> RGBFrame {
        var board = try Board(width: 48, height: 27)
        let glider = [(1, 0), (2, 1), (0, 2), (1, 2), (2, 2)]
        for (ox, oy, fx, fy) in [(4, 3, 1, 1), (40, 4, -1, 1), (5, 20, 1, -1), (38, 19, -1, -1)] {
            for (x, y) in glider { board[ox + fx * x, oy + fy * y] = true }
        }
        var rng = Xoshiro256(seed: 3)
        for y in 9..<19 { for x in 18..<30 where rng.next() % 5 < 2 { board[x, y] = true } }
        let video = SyntheticSource(pattern: .plasma).latestVideo(at: 2)
        var painter = Painter(options: look.options)
        let w = Int(48 * look.cell), h = Int(27 * look.cell)
        var frame = painter.frame(board: board, video: video, canvasWidth: w, canvasHeight: h, cellSize: look.cell, time: 0)
        for g in 1...12 {
            board.step()
            frame = painter.frame(board: board, video: video, canvasWidth: w, canvasHeight: h, cellSize: look.cell, time: Double(g) / 10)
        }
        return frame
    }

    @Test(arguments: looks)
    func paletteLooksAsRecorded(look: Look) throws {
        let frame = try Self.scene(look)
        assertSnapshot(of: frame, as: .png, named: look.name)
    }
}

@Suite struct PNGFileTests {
    @Test func checksumsMatchKnownValues() {
        // Every PNG ends with IEND's CRC AE 42 60 82; Adler-32 of "Wikipedia" is its article's example.
        #expect(PNGFile.crc32(Array("IEND".utf8)) == 0xAE42_6082)
        #expect(PNGFile.adler32(Array("Wikipedia".utf8)) == 0x11E6_0398)
    }

    @Test(arguments: [(1, 1), (3, 2), (200, 120)])
    func roundTrips(width: Int, height: Int) throws {
        let frame = ScalingTests.random(width: width, height: height, pad: 5, seed: 9)
        let decoded = try PNGFile.decode(PNGFile.encode(frame))
        #expect(decoded == ScalingTests.packed(frame))
    }
}
