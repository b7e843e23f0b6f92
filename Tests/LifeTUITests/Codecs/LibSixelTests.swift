import Foundation
import LifeCore
import LifeTestSupport
import TerminalRenderer
import Testing
@testable import LifeApp
@testable import LifeTUI

/// libsixel's pictures, decoded back by the test terminal and compared with
/// what was asked for.
@Suite struct LibSixelTests {
    /// Few colours have a register each (`SixelPalette`): every pixel comes
    /// back within the protocol's percent steps (up to 2 off), and libsixel
    /// defines only the registers it is given.
    @Test func aSmallPaletteComesBackExactly() throws {
        var rng = Xoshiro256(seed: 12)
        let canvas = RendererFixtures.randomCanvas(width: 64, height: 30, distinct: 16, rng: &rng)
        var histogram = SixelHistogram()
        var registers: [UInt8] = []
        var palette = canvas.pixels.withUnsafeBufferPointer { px in
            histogram.count(px)
            return SixelPalette(histogram)
        }
        canvas.pixels.withUnsafeBufferPointer { palette.map($0, into: &registers) }
        var bytes: [UInt8] = []
        try registers.withUnsafeBufferPointer {
            try LibSixel().encode($0, width: 64, height: 30, palette: palette.colours, into: &bytes)
        }
        var model = SixelModel(columns: 8, rows: 3, cellWidth: 8, cellHeight: 10)
        try model.feed(bytes)
        var worst = 0
        for y in 0..<30 {
            for x in 0..<64 {
                let c = canvas[x, y], p = model.pixel(x, y)
                worst = max(worst, abs(Int(p[0]) - Int(c.r)), abs(Int(p[1]) - Int(c.g)), abs(Int(p[2]) - Int(c.b)))
            }
        }
        #expect(model.pictures == 1 && worst <= 2, "worst \(worst)")
        #expect(palette.count <= 16)
        #expect(String(decoding: bytes, as: UTF8.self).matches(of: /#\d+;2;/).count == palette.count)
    }

    /// lifecam's own `SixelWriter` and libsixel draw the same pixels from the
    /// same registers: 256 registers, bands cut short by a height that is no
    /// multiple of 6, registers met in one column only. (Below such a
    /// height libsixel's opaque background may be painted, lifecam's
    /// transparent one is not: only the picture's own pixels are compared.)
    @Test(arguments: [(64, 30), (101, 17), (1, 7)])
    func lifecamsWriterDrawsWhatLibsixelDraws(width: Int, height: Int) throws {
        var rng = Xoshiro256(seed: UInt64(width * height))
        let palette = (0..<(3 * 256)).map { _ in UInt8.random(in: 0...255, using: &rng) }
        var registers = (0..<(width * height)).map { _ in UInt8.random(in: 0...255, using: &rng) }
        registers[0] = 7
        var screens: [[UInt8]] = []
        for writer in [try LibSixel(), SixelWriter()] as [any SixelEncoding] {
            var bytes: [UInt8] = []
            try registers.withUnsafeBufferPointer { try writer.encode($0, width: width, height: height, palette: palette, into: &bytes) }
            var model = SixelModel(columns: 13, rows: 3, cellWidth: 8, cellHeight: 10)
            try model.feed(bytes)
            #expect(model.pictures == 1)
            screens.append((0..<height).flatMap { y in (0..<width).flatMap { model.pixel($0, y) } })
        }
        #expect(screens[0] == screens[1])
    }

    /// On pictures of areas (cells of 1 to 8 pixels, in 2 to 64 colours, some
    /// of it blank), lifecam's writer draws what libsixel draws in no more
    /// bytes after the header (lifecam's names its transparent background):
    /// segments of different registers share lines, in libsixel's order.
    @Test(arguments: [(1, 2), (3, 16), (8, 64)])
    func lifecamsWriterIsNoLongerThanLibsixel(cell: Int, colours: Int) throws {
        var rng = Xoshiro256(seed: UInt64(cell * colours))
        let (width, height) = (240, 60)
        let palette = (0..<(3 * colours)).map { _ in UInt8.random(in: 0...255, using: &rng) }
        let cells = (0..<((width / cell + 1) * (height / cell + 1))).map { _ in
            Bool.random(using: &rng) ? 0 : UInt8.random(in: 0...UInt8(colours - 1), using: &rng)
        }
        let registers = (0..<(width * height)).map { cells[($0 / width / cell) * (width / cell + 1) + $0 % width / cell] }
        var pictures: [(pixels: [UInt8], bytes: Int)] = []
        for writer in [try LibSixel(), SixelWriter()] as [any SixelEncoding] {
            var bytes: [UInt8] = []
            try registers.withUnsafeBufferPointer { try writer.encode($0, width: width, height: height, palette: palette, into: &bytes) }
            var model = SixelModel(columns: 24, rows: 3, cellWidth: 10, cellHeight: 20)
            try model.feed(bytes)
            pictures.append((model.pixels, bytes.count - (bytes.firstIndex(of: UInt8(ascii: "q")) ?? 0)))
        }
        #expect(pictures[0].pixels == pictures[1].pixels)
        #expect(pictures[1].bytes <= pictures[0].bytes, "lifecam \(pictures[1].bytes), libsixel \(pictures[0].bytes)")
    }

    /// A palette libsixel cannot take, or no pixels, is a typed error.
    @Test func badPicturesAreTypedErrors() throws {
        let sixel = try LibSixel()
        var bytes: [UInt8] = []
        #expect(throws: SixelError.self) {
            try [UInt8]().withUnsafeBufferPointer { try sixel.encode($0, width: 0, height: 0, palette: [0, 0, 0], into: &bytes) }
        }
        for palette in [[], [1, 2], [UInt8](repeating: 9, count: 3 * 257)] as [[UInt8]] {
            #expect(throws: SixelError.self) {
                try [UInt8](repeating: 0, count: 6).withUnsafeBufferPointer {
                    try sixel.encode($0, width: 1, height: 6, palette: palette, into: &bytes)
                }
            }
        }
        #expect(bytes.isEmpty)
    }

    /// `render --blitter sixel`: the `.ans` file, replayed, shows the last
    /// frame of the plasma in 256 colours per picture, well above 30 dB.
    @Test func theSixelBytesShowTheLastFrame() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let arguments = ["--frames", "4", "--terminal", "40x12", "--cell-pixels", "8x16", "--source", "synthetic:plasma",
                         "--blitter", "sixel", "--out", folder.file("a.ans")]
        try RenderCommand.parse(arguments).run()
        var model = SixelModel(columns: 40, rows: 12, cellWidth: 8, cellHeight: 16)
        try model.feed(try folder.bytes("a.ans"))
        let frames = try RenderCommandTests.painted(arguments)
        let last = frames[3]
        #expect((last.width, last.height) == (320, 192))
        #expect(model.psnr(against: last) > 30)
        #expect(model.cursor == (0, 0))
    }
}
