import LifeCore
import Testing
@testable import TerminalRenderer

@Suite struct ColorModeTests {
    @Test(arguments: [
        (RGB(0, 0, 0), 16), (RGB(255, 255, 255), 231), (RGB(255, 0, 0), 196),
        (RGB(95, 135, 175), 67), (RGB(128, 128, 128), 244), (RGB(10, 10, 10), 232),
        (RGB(238, 238, 238), 255), (RGB(100, 0, 0), 52), (RGB(40, 0, 0), 233),
    ] as [(RGB, UInt8)])
    func nearest256PicksCubeOrGrey(color: RGB, index: UInt8) {
        #expect(ColorPalette.nearest256(color) == index)
        #expect(ColorMode.palette256.quantize(color) == .indexed(index))
    }

    @Test(arguments: [
        (RGB(0, 0, 0), 0), (RGB(200, 10, 0), 1), (RGB(250, 5, 5), 9), (RGB(120, 120, 120), 8),
        (RGB(230, 230, 230), 7), (RGB(90, 90, 250), 12), (RGB(255, 255, 255), 15), (RGB(0, 200, 200), 6),
    ] as [(RGB, UInt8)])
    func nearest16(color: RGB, index: UInt8) {
        #expect(ColorPalette.nearest16(color) == index)
        #expect(ColorMode.palette16.quantize(color) == .indexed(index))
    }

    /// The fast cube/grey choice agrees with a search of all 240 entries.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func nearest256MatchesExhaustiveSearch(seed: UInt64) {
        var rng = Xoshiro256(seed: seed)
        for _ in 0..<2000 {
            let c = RGB(UInt8.random(in: 0...255, using: &rng), UInt8.random(in: 0...255, using: &rng), UInt8.random(in: 0...255, using: &rng))
            let best = (16...255).map { ColorPalette.squaredDistance(c, ColorPalette.xterm256[$0]) }.min()!
            #expect(ColorPalette.squaredDistance(c, ColorPalette.xterm256[Int(ColorPalette.nearest256(c))]) == best)
        }
    }

    @Test func paletteLayout() {
        #expect(ColorPalette.xterm256.count == 256)
        #expect(ColorPalette.xterm256[16 + 36 * 5 + 6 * 2 + 1] == RGB(255, 135, 95))
        #expect(ColorPalette.xterm256[232] == RGB(8, 8, 8) && ColorPalette.xterm256[255] == RGB(238, 238, 238))
        #expect(TerminalColor.indexed(196).rgb == RGB(255, 0, 0))
        #expect(TerminalColor.rgb(RGB(1, 2, 3)).rgb == RGB(1, 2, 3))
    }

    @Test(arguments: [("truecolor", ColorMode.truecolor), ("24bit", .truecolor), ("256", .palette256), ("16", .palette16)])
    func parsesColorsOption(text: String, mode: ColorMode) throws {
        #expect(try ColorMode(parsing: text) == mode)
    }

    @Test(arguments: ["", "8", "rgb", "255"])
    func rejectsUnknownColorsOption(text: String) {
        #expect(throws: ColorModeError(text: text)) { try ColorMode(parsing: text) }
        #expect(ColorModeError(text: text).description.contains("truecolor, 256 or 16"))
    }
}
