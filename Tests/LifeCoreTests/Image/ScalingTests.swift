import Testing
@testable import LifeCore

@Suite struct ScalingTests {
    /// A frame whose every byte is a seeded random value; `pad` extra bytes per row hold junk.
    static func random(width: Int, height: Int, pad: Int = 0, seed: UInt64) -> RGBFrame {
        var rng = SplitMix64(seed: seed)
        let stride = width * 3 + pad
        let bytes = (0..<(stride * height)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
        return RGBFrame(width: width, height: height, stride: stride, pixels: bytes)
    }

    /// The same pixels with stride = width × 3.
    static func packed(_ f: RGBFrame) -> RGBFrame {
        var out = RGBFrame(width: f.width, height: f.height)
        for y in 0..<f.height { for x in 0..<f.width { out[x, y] = f[x, y] } }
        return out
    }

    @Test(arguments: [(1, 1), (7, 5), (64, 48)])
    func sameSizeIsACopy(width: Int, height: Int) {
        let f = Self.random(width: width, height: height, seed: 1)
        #expect(f.scaled(toWidth: width, height: height) == f)
    }

    @Test(arguments: [(13, 7, 5, 40, 30), (13, 7, 1, 5, 3), (640, 480, 64, 320, 180), (33, 17, 9, 100, 61)])
    func paddedRowsScaleLikePackedOnes(width: Int, height: Int, pad: Int, outW: Int, outH: Int) {
        let padded = Self.random(width: width, height: height, pad: pad, seed: 2)
        let packed = Self.packed(padded)
        for mode in ScaleMode.allCases {
            #expect(padded.scaled(toWidth: outW, height: outH, mode: mode) == packed.scaled(toWidth: outW, height: outH, mode: mode))
        }
    }

    @Test(arguments: [(5, 3, 17, 11), (40, 30, 7, 3), (9, 9, 9, 2), (3, 100, 50, 2)])
    func flatStaysFlat(w: Int, h: Int, outW: Int, outH: Int) {
        let colour = RGB(12, 200, 77)
        let f = RGBFrame(width: w, height: h, fill: colour)
        let out = f.scaled(toWidth: outW, height: outH)
        #expect(out == RGBFrame(width: outW, height: outH, fill: colour))
    }

    @Test func boxDownscaleAveragesTheCoveredPixels() {
        // 4×2 → 2×1: each output is the mean of a 2×2 block.
        var f = RGBFrame(width: 4, height: 2)
        let values: [UInt8] = [0, 100, 10, 20, 200, 60, 30, 40]
        for i in 0..<8 { f[i % 4, i / 4] = RGB(values[i], 255 - values[i], 9) }
        let out = f.scaled(toWidth: 2, height: 1)
        #expect(out[0, 0] == RGB(90, 165, 9))   // (0 + 100 + 200 + 60) / 4
        #expect(out[1, 0] == RGB(25, 230, 9))   // (10 + 20 + 30 + 40) / 4
    }

    @Test func bilinearUpscaleBlendsNeighbours() {
        var f = RGBFrame(width: 2, height: 1)
        f[0, 0] = .black
        f[1, 0] = .white
        let out = f.scaled(toWidth: 4, height: 1)
        #expect((0..<4).map { out[$0, 0].r } == [0, 64, 191, 255])
    }

    @Test func coverCropsTheExcessEqually() {
        // 8×8 onto 8×4: rows 2...5 at 1:1.
        let f = Self.random(width: 8, height: 8, seed: 3)
        let out = f.scaled(toWidth: 8, height: 4, mode: .cover)
        for y in 0..<4 { for x in 0..<8 { #expect(out[x, y] == f[x, y + 2]) } }
        // 8×4 onto 4×4: columns 2...5.
        let wide = Self.random(width: 8, height: 4, seed: 4)
        let cropped = wide.scaled(toWidth: 4, height: 4, mode: .cover)
        for y in 0..<4 { for x in 0..<4 { #expect(cropped[x, y] == wide[x + 2, y]) } }
    }

    @Test func fitLetterboxesInBlack() {
        let f = Self.random(width: 8, height: 4, seed: 5)
        let out = f.scaled(toWidth: 8, height: 8, mode: .fit)
        for y in 0..<8 {
            for x in 0..<8 {
                #expect(out[x, y] == ((2..<6).contains(y) ? f[x, y - 2] : .black))
            }
        }
        let tall = Self.random(width: 2, height: 4, seed: 6).scaled(toWidth: 8, height: 4, mode: .fit)
        #expect(tall[0, 0] == .black && tall[1, 3] == .black && tall[6, 2] == .black && tall[7, 1] == .black)
    }

    /// Canvas pixels twice as tall as wide (quadrants): an 8×8 picture
    /// (green top quarter) covers a 16×8 canvas whole, where square pixels
    /// would crop its top and bottom, and fits a 16×16 canvas in its middle eight rows.
    @Test func pixelAspectKeepsTheShapeOnScreen() {
        var f = RGBFrame(width: 8, height: 8)
        for y in 0..<2 { for x in 0..<8 { f[x, y] = RGB(0, 255, 0) } }
        var scaler = VideoScaler()
        var covered = RGBFrame(width: 16, height: 8)
        scaler.scale(f, into: &covered, mode: .cover, pixelAspect: 0.5)
        for x in 0..<16 { #expect(covered[x, 0] == RGB(0, 255, 0) && covered[x, 7] == .black) }
        var square = RGBFrame(width: 16, height: 8)
        scaler.scale(f, into: &square, mode: .cover)
        for x in 0..<16 { #expect(square[x, 0].g < 128) }   // the crop starts at row 2
        var fitted = RGBFrame(width: 16, height: 16, fill: .white)
        scaler.scale(f, into: &fitted, mode: .fit, pixelAspect: 0.5)
        for x in 0..<16 {
            #expect(fitted[x, 3] == .black && fitted[x, 4] == RGB(0, 255, 0) && fitted[x, 12] == .black)
        }
    }

    @Test(arguments: [(30, 20, 30, 20), (30, 20, 12, 9), (16, 9, 40, 30)])
    func mirrorFlipsLeftRight(w: Int, h: Int, outW: Int, outH: Int) {
        let f = Self.random(width: w, height: h, seed: 7)
        #expect(f.scaled(toWidth: outW, height: outH, mirror: true) == f.scaled(toWidth: outW, height: outH).mirrored())
    }

    @Test func scalerFollowsChangingGeometry() {
        var scaler = VideoScaler()
        var canvas = RGBFrame(width: 10, height: 10)
        for (w, h) in [(20, 20), (5, 7), (20, 20), (1, 1)] {
            let colour = RGB(UInt8(w), UInt8(h), 1)
            scaler.scale(RGBFrame(width: w, height: h, fill: colour), into: &canvas)
            #expect(canvas == RGBFrame(width: 10, height: 10, fill: colour))
        }
    }
}
