import Testing
@testable import LifeCore

/// The row converter (eight pixels a step in 16-bit lanes, then one by one)
/// gives every pixel exactly what `BT601.rgb` gives its sample, and that
/// stays within one level of the exact BT.601 formula.
@Suite struct BT601Tests {
    /// The exact formula, in floating point, rounded and clamped.
    static func exact(y: Int, cb: Int, cr: Int, fullRange: Bool) -> (Int, Int, Int) {
        let l = fullRange ? Double(y) : (Double(y) - 16) * 1.164
        let b = Double(cb - 128), r = Double(cr - 128)
        let k = fullRange ? (1.402, 0.714136, 0.344136, 1.772) : (1.596, 0.813, 0.392, 2.017)
        func byte(_ v: Double) -> Int { Int(min(max(v.rounded(), 0), 255)) }
        return (byte(l + k.0 * r), byte(l - k.1 * r - k.2 * b), byte(l + k.3 * b))
    }

    @Test(arguments: [false, true])
    func everySampleIsWithinOneLevelOfTheFormula(fullRange: Bool) {
        var worst = 0
        for y in stride(from: 0, through: 255, by: 3) {
            for cb in stride(from: 0, through: 255, by: 5) {
                for cr in stride(from: 0, through: 255, by: 5) {
                    let c = BT601.rgb(y: UInt8(y), cb: UInt8(cb), cr: UInt8(cr), fullRange: fullRange)
                    let e = Self.exact(y: y, cb: cb, cr: cr, fullRange: fullRange)
                    worst = max(worst, abs(Int(c.r) - e.0), abs(Int(c.g) - e.1), abs(Int(c.b) - e.2))
                }
            }
        }
        #expect(worst <= 1)
    }

    /// A 4:2:0 picture 21 pixels wide (two steps of eight and a tail of five;
    /// chroma terms per chroma sample, each serving two pixels), and the same
    /// at 4:4:4 (a term per pixel), with the extremes of every plane and
    /// random samples between.
    @Test(arguments: [false, true], [2, 1])
    func convertGivesEachPixelItsSampleColour(fullRange: Bool, subsampling: Int) {
        let width = 21, height = 6, cw = (width + subsampling - 1) / subsampling, ch = (height + subsampling - 1) / subsampling
        var random = SplitMix64(seed: 601)
        let extremes: [UInt8] = [0, 255, 16, 235, 240, 128]
        var y = (0..<(width * height)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        var cb = (0..<(cw * ch)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        var cr = (0..<(cw * ch)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        for (i, v) in extremes.enumerated() {
            y[i] = v
            y[width + 8 + i] = v
            cb[i] = v
            cr[i] = extremes[(i + 1) % extremes.count]
        }
        var out = [UInt8](repeating: 0, count: width * height * 3)
        y.withUnsafeBufferPointer { yp in
            cb.withUnsafeBufferPointer { bp in
                cr.withUnsafeBufferPointer { rp in
                    out.withUnsafeMutableBufferPointer { op in
                        BT601.convert(luma: yp.baseAddress!, lumaStride: width, cb: bp.baseAddress!, cr: rp.baseAddress!,
                                      chromaStride: cw, chromaColumn: { $0 / subsampling }, chromaRow: { $0 / subsampling },
                                      width: width, height: height, fullRange: fullRange, into: op.baseAddress!, stride: width * 3)
                    }
                }
            }
        }
        for py in 0..<height {
            for px in 0..<width {
                let c = (py / subsampling) * cw + px / subsampling
                let want = BT601.rgb(y: y[py * width + px], cb: cb[c], cr: cr[c], fullRange: fullRange)
                let i = (py * width + px) * 3
                #expect(RGB(out[i], out[i + 1], out[i + 2]) == want, "pixel \(px),\(py)")
            }
        }
    }

    /// Samples in sixteenths of a level (the canvas' planes) are rounded
    /// once, at the end: within half a level and a little of the exact
    /// formula at their fractional value (the byte path's one level comes
    /// from rounding twice).
    @Test(arguments: [false, true])
    func sixteenthsAreRoundedOnce(fullRange: Bool) {
        var worst = 0.0
        let l = 16.0
        for y in stride(from: 0, through: 4080, by: 37) {
            for cb in stride(from: 0, through: 4080, by: 91) {
                for cr in stride(from: 0, through: 4080, by: 89) {
                    let c = BT601.rgb(sixteenths: Int32(y), cb: Int32(cb), cr: Int32(cr), fullRange: fullRange)
                    let luma = fullRange ? Double(y) / l : (Double(y) / l - 16) * 1.164
                    let b = Double(cb) / l - 128, r = Double(cr) / l - 128
                    let k = fullRange ? (1.402, 0.714136, 0.344136, 1.772) : (1.596, 0.813, 0.392, 2.017)
                    func off(_ got: UInt8, _ v: Double) -> Double { abs(Double(got) - min(max(v, 0), 255)) }
                    worst = max(worst, off(c.r, luma + k.0 * r), off(c.g, luma - k.1 * r - k.2 * b), off(c.b, luma + k.3 * b))
                }
            }
        }
        #expect(worst < 0.55, "worst \(worst)")
    }

    /// The eight-lane loop gives each pixel what `rgb(sixteenths:)` gives its
    /// sample, with the row's tail, a monochrome picture (no chroma: grey)
    /// and the luma it leaves for the motion detector.
    @Test(arguments: [false, true], [false, true])
    func convertSixteenthsGivesEachPixelItsSampleColour(fullRange: Bool, mono: Bool) {
        let width = 21, height = 3, stride = 24
        var random = SplitMix64(seed: 1601)
        func plane() -> [UInt16] { (0..<(stride * height)).map { _ in UInt16(random.next() % 4081) } }
        var (y, cb, cr) = (plane(), plane(), plane())
        (y[0], y[1], cb[0], cr[1], cb[2], cr[2]) = (0, 4080, 4080, 0, 0, 4080)
        var out = [UInt8](repeating: 0, count: width * height * 3), luma = [UInt8](repeating: 0, count: width * height)
        y.withUnsafeBufferPointer { yp in
            cb.withUnsafeBufferPointer { bp in
                cr.withUnsafeBufferPointer { rp in
                    out.withUnsafeMutableBufferPointer { op in
                        luma.withUnsafeMutableBufferPointer { lp in
                            BT601.convert(sixteenths: yp.baseAddress!, cb: mono ? nil : bp.baseAddress!, cr: mono ? nil : rp.baseAddress!,
                                          planeStride: stride, width: width, height: height, fullRange: fullRange,
                                          into: op.baseAddress!, stride: width * 3, rgbLuma: (lp.baseAddress!, width))
                        }
                    }
                }
            }
        }
        for py in 0..<height {
            for px in 0..<width {
                let s = py * stride + px
                let want = BT601.rgb(sixteenths: Int32(y[s]), cb: mono ? 2048 : Int32(cb[s]), cr: mono ? 2048 : Int32(cr[s]),
                                     fullRange: fullRange)
                let i = (py * width + px) * 3
                #expect(RGB(out[i], out[i + 1], out[i + 2]) == want, "pixel \(px),\(py)")
                let grey = (77 * Int(want.r) + 150 * Int(want.g) + 29 * Int(want.b)) >> 8
                #expect(Int(luma[py * width + px]) == grey)
            }
        }
    }
}
