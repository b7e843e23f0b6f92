import Testing
@testable import LifeCore

@Suite struct LitShareTests {
    @Test(arguments: [
        (RGB.black, 0.0), (RGB.white, 1.0), (RGB(40, 40, 40), 1.0), (RGB(39, 39, 39), 0.0),
        // Pure blue is dark (luma 29), pure green bright (150), red in between (77).
        (RGB(0, 0, 255), 0.0), (RGB(0, 255, 0), 1.0), (RGB(255, 0, 0), 1.0), (RGB(0, 0, 120), 0.0),
    ])
    func aPixelIsLitWhenItsLumaReachesForty(colour: RGB, share: Double) {
        #expect(LitShare.of(RGBFrame(width: 4, height: 3, fill: colour)) == share)
    }

    /// Padding bytes past each row's pixels never count.
    @Test func aQuarterLitFrameWithPaddedRows() {
        var pixels = [UInt8](repeating: 255, count: 4 * (4 * 3 + 5))
        for y in 0..<4 {
            for x in 0..<4 where !(x < 2 && y < 2) {
                for c in 0..<3 { pixels[y * 17 + x * 3 + c] = 10 }
            }
        }
        #expect(LitShare.of(RGBFrame(width: 4, height: 4, stride: 17, pixels: pixels)) == 0.25)
        #expect(LitShare.of(RGBFrame(width: 0, height: 0)) == 0)
    }
}
