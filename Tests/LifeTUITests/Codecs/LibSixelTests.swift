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
    /// Few colours fit the palette: every pixel comes back within libsixel's
    /// fast histogram (5 bits a channel, so up to 7 off) plus the protocol's
    /// percent steps (up to 2 off).
    @Test func aSmallPaletteComesBackExactly() throws {
        var rng = Xoshiro256(seed: 12)
        let canvas = RendererFixtures.randomCanvas(width: 64, height: 30, distinct: 16, rng: &rng)
        var bytes: [UInt8] = []
        try canvas.pixels.withUnsafeBufferPointer { try LibSixel().encode($0, width: 64, height: 30, slot: 0, newPalette: true, into: &bytes) }
        var model = SixelModel(columns: 8, rows: 3, cellWidth: 8, cellHeight: 10)
        try model.feed(bytes)
        var worst = 0
        for y in 0..<30 {
            for x in 0..<64 {
                let c = canvas[x, y], p = model.pixel(x, y)
                worst = max(worst, abs(Int(p[0]) - Int(c.r)), abs(Int(p[1]) - Int(c.g)), abs(Int(p[2]) - Int(c.b)))
            }
        }
        #expect(model.pictures == 1 && worst <= 9, "worst \(worst)")
    }

    /// A slot's palette is kept: a second picture in it, of other colours,
    /// is drawn in the first one's registers (the nearest of them), until a
    /// new palette is asked for; another slot has its own.
    @Test func aSlotKeepsItsPaletteUntilANewOneIsAskedFor() throws {
        let sixel = try LibSixel()
        func picture(_ colour: RGB, slot: Int, newPalette: Bool) throws -> (registers: [String], pixel: [UInt8]) {
            let canvas = RGBFrame(width: 12, height: 6, fill: colour)
            var bytes: [UInt8] = []
            try canvas.pixels.withUnsafeBufferPointer {
                try sixel.encode($0, width: 12, height: 6, slot: slot, newPalette: newPalette, into: &bytes)
            }
            var model = SixelModel(columns: 2, rows: 1, cellWidth: 6, cellHeight: 6)
            try model.feed(bytes)
            let text = String(decoding: bytes, as: UTF8.self)
            let registers = text.matches(of: /#\d+;2;\d+;\d+;\d+/).map { String($0.output) }
            return (registers, model.pixel(5, 3))
        }
        let red = try picture(RGB(250, 10, 10), slot: 3, newPalette: true)
        #expect(red.pixel[0] > 200 && red.pixel[2] < 30)
        let kept = try picture(RGB(10, 10, 250), slot: 3, newPalette: false)
        #expect(kept.registers == red.registers && kept.pixel == red.pixel)   // still red: the kept palette
        let other = try picture(RGB(10, 10, 250), slot: 4, newPalette: false)
        #expect(other.pixel[2] > 200 && other.pixel[0] < 30)   // a slot without a palette makes one
        let remade = try picture(RGB(10, 10, 250), slot: 3, newPalette: true)
        #expect(remade.pixel[2] > 200 && remade.pixel[0] < 30)
    }

    @Test func noPixelsIsATypedError() {
        #expect(throws: SixelError.self) {
            var bytes: [UInt8] = []
            try [UInt8]().withUnsafeBufferPointer { try LibSixel().encode($0, width: 0, height: 0, slot: 0, newPalette: true, into: &bytes) }
        }
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
        let plan = try RenderPlan(try RenderCommand.parse(arguments).options, isDirectory: { _ in false })
        var job = try RenderJob(plan: plan, pattern: nil, source: SyntheticSource(pattern: .plasma, seed: 1))
        let frames = CollectingWriter()
        try job.run(into: frames) { _ in }
        let last = frames.frames[3]
        #expect((last.width, last.height) == (320, 192))
        #expect(model.psnr(against: last) > 30)
        #expect(model.cursor == (0, 0))
    }
}
