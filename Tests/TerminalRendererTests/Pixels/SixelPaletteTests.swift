import LifeCore
import LifeTestSupport
import Testing
@testable import TerminalRenderer

/// The registers of a sixel picture, made from its pixels.
@Suite struct SixelPaletteTests {
    /// The palette of `canvas` and the colour each pixel is drawn in.
    static func drawn(_ canvas: RGBFrame, in kept: SixelPalette? = nil) -> (palette: SixelPalette, pixels: [RGB]) {
        var histogram = SixelHistogram()
        var registers: [UInt8] = []
        var palette = canvas.pixels.withUnsafeBufferPointer { px in
            histogram.count(px)
            return kept ?? SixelPalette(histogram)
        }
        canvas.pixels.withUnsafeBufferPointer { palette.map($0, into: &registers) }
        let c = palette.colours
        return (palette, registers.map { RGB(c[3 * Int($0)], c[3 * Int($0) + 1], c[3 * Int($0) + 2]) })
    }

    static func pixels(_ canvas: RGBFrame) -> [RGB] {
        (0..<canvas.height).flatMap { y in (0..<canvas.width).map { canvas[$0, y] } }
    }

    /// Up to 256 colours, each alone in its bucket: each a register, exactly.
    @Test func fewColoursAreKeptExactly() {
        var rng = Xoshiro256(seed: 4)
        let canvas = RendererFixtures.randomCanvas(width: 90, height: 60, distinct: 200, rng: &rng)
        let (palette, pixels) = Self.drawn(canvas)
        #expect(palette.count <= 200 && pixels == Self.pixels(canvas))
    }

    /// Black around cells fading through thousands of dark colours (many in
    /// black's own 5-bit bucket) and bright ones: black is a register of its
    /// own and every black pixel is drawn in it; the dark colours of its bucket are not.
    @Test func blackAmongDarkColoursStaysBlack() {
        var rng = Xoshiro256(seed: 5)
        var canvas = RGBFrame(width: 300, height: 60)
        for y in 0..<60 {
            for x in 0..<300 where Double.random(in: 0..<1, using: &rng) < 0.5 {
                let top: UInt8 = x % 3 == 0 ? 255 : 7
                canvas[x, y] = RGB(UInt8.random(in: 1...top, using: &rng), UInt8.random(in: 0...top, using: &rng),
                                   UInt8.random(in: 0...top, using: &rng))
            }
        }
        let (palette, pixels) = Self.drawn(canvas)
        #expect(palette.count == SixelPalette.maxColours)
        let source = Self.pixels(canvas)
        let black = source.indices.filter { source[$0] == RGB(0, 0, 0) }
        #expect(black.count > 8000 && black.allSatisfy { pixels[$0] == RGB(0, 0, 0) })
        #expect(source.indices.filter { source[$0] != RGB(0, 0, 0) }.allSatisfy { pixels[$0] != RGB(0, 0, 0) })
    }

    /// More colours than registers (a smooth two-way gradient): every pixel
    /// within a few steps of its colour, the mean error under one step.
    @Test func aGradientIsCutFinely() {
        var canvas = RGBFrame(width: 256, height: 96)
        for y in 0..<96 { for x in 0..<256 { canvas[x, y] = RGB(UInt8(x), UInt8(y * 2), UInt8(255 - x)) } }
        let (palette, pixels) = Self.drawn(canvas)
        let source = Self.pixels(canvas)
        var worst = 0, total = 0
        for (a, b) in zip(source, pixels) {
            let error = max(abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
            worst = max(worst, error)
            total += error
        }
        #expect(palette.count == SixelPalette.maxColours)
        #expect(worst <= 24 && Double(total) / Double(source.count) < 8, "worst \(worst), mean \(Double(total) / Double(source.count))")
    }

    /// A kept palette draws a colour it never met in its nearest register,
    /// and holds a picture's flat areas only when their colours are its registers.
    @Test func aKeptPaletteDrawsNewColoursInTheNearestAndKnowsItsFlatColours() {
        var first = RGBFrame(width: 64, height: 12, fill: RGB(200, 0, 0))
        for x in 32..<64 { for y in 0..<12 { first[x, y] = RGB(0, 0, 200) } }
        let kept = Self.drawn(first).palette
        #expect(kept.count == 2)
        var later = first
        later[5, 5] = RGB(180, 30, 20)
        let (_, pixels) = Self.drawn(later, in: kept)
        #expect(pixels[5 * 64 + 5] == RGB(200, 0, 0))
        var histogram = SixelHistogram()
        later.pixels.withUnsafeBufferPointer { histogram.count($0) }
        #expect(kept.holds(histogram.flatColours()))
        let black = RGBFrame(width: 64, height: 12)
        black.pixels.withUnsafeBufferPointer { histogram.count($0) }
        #expect(histogram.flatColours().map(\.colour) == [0] && !kept.holds(histogram.flatColours()))
    }
}
