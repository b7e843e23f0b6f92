import LifeCore
import LifeTestSupport
import TerminalRenderer
import Testing
@testable import LifeTUI

/// Black is black in sixel pictures, written by lifecam's `SixelWriter` or
/// by libsixel: large flat areas keep
/// their exact colour, whatever else the picture or the palette kept from an
/// earlier one holds.
@Suite struct SixelBlackTests {
    /// Life as sixel shows it: live cells of `cell` pixels in bright colours,
    /// dead ones fading to black in dark colours (up to `dark` a channel: in
    /// their last generations a teal cell is (0, 7, 7)), on black.
    static func life(width: Int, height: Int, cell: Int, live: Double, fading: Double, dark: UInt8 = 40,
                     rng: inout Xoshiro256) -> RGBFrame {
        var canvas = RGBFrame(width: width, height: height)
        for cy in Swift.stride(from: 0, to: height, by: cell) {
            for cx in Swift.stride(from: 0, to: width, by: cell) {
                let roll = Double.random(in: 0..<1, using: &rng)
                let top: UInt8 = roll < live ? 255 : roll < live + fading ? dark : 0
                guard top > 0 else { continue }
                let colour = RGB(UInt8.random(in: 0...top, using: &rng), UInt8.random(in: 0...top, using: &rng),
                                 UInt8.random(in: 0...top, using: &rng))
                for y in cy..<min(height, cy + cell) { for x in cx..<min(width, cx + cell) { canvas[x, y] = colour } }
            }
        }
        return canvas
    }

    /// The pixels of `canvas` that are black and come back otherwise.
    static func greyBlacks(_ model: SixelModel, _ canvas: RGBFrame) -> [[UInt8]] {
        var wrong: [[UInt8]] = []
        for y in 0..<canvas.height {
            for x in 0..<canvas.width where canvas[x, y] == RGB(0, 0, 0) && model.pixel(x, y) != [0, 0, 0] {
                wrong.append(model.pixel(x, y))
            }
        }
        return wrong
    }

    /// A board of many colours, then the same place cleared (`c`) but for a
    /// few cells, then paused with cells fading: every black pixel comes
    /// back black, in the first picture's palette and in the kept one.
    @Test(arguments: [40, 8] as [UInt8], [false, true])
    func blackStaysBlackInFreshAndKeptPalettes(dark: UInt8, libsixel: Bool) throws {
        var rng = Xoshiro256(seed: 22)
        let writer: any SixelEncoding = libsixel ? try LibSixel() : SixelWriter()
        var encoder = SixelEncoder(encoding: writer, cell: Dimensions(width: 10, height: 20))
        var model = SixelModel(columns: 64, rows: 9, cellWidth: 10, cellHeight: 20)
        let full = Self.life(width: 640, height: 180, cell: 4, live: 0.3, fading: 0.4, dark: dark, rng: &rng)
        try model.feed(encoder.encode(full))
        #expect(Self.greyBlacks(model, full).isEmpty, "first frame: \(Set(Self.greyBlacks(model, full)).prefix(5))")
        for frame in 1...4 {
            let cleared = Self.life(width: 640, height: 180, cell: 4, live: 0.01, fading: 0.05 * Double(frame), dark: dark, rng: &rng)
            try model.feed(encoder.encode(cleared))
            let wrong = Self.greyBlacks(model, cleared)
            #expect(wrong.isEmpty, "frame \(frame): \(wrong.count) black pixels came back as \(Set(wrong).prefix(5))")
        }
    }
}
