import LifeCore

/// xterm's default 256-colour palette and nearest-colour quantisation into it.
///
/// Layout: 0–15 the system colours (xterm's defaults; users may restyle
/// them, so the 256-colour mode never picks them), 16–231 a 6×6×6 cube
/// `16 + 36r + 6g + b` over the levels 0, 95, 135, 175, 215, 255, and
/// 232–255 a grey ramp `8 + 10i`.
package enum ColorPalette {
    /// The six channel levels of the colour cube.
    package static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

    /// xterm's 16 system colours.
    package static let system16: [RGB] = [
        RGB(0, 0, 0), RGB(205, 0, 0), RGB(0, 205, 0), RGB(205, 205, 0),
        RGB(0, 0, 238), RGB(205, 0, 205), RGB(0, 205, 205), RGB(229, 229, 229),
        RGB(127, 127, 127), RGB(255, 0, 0), RGB(0, 255, 0), RGB(255, 255, 0),
        RGB(92, 92, 255), RGB(255, 0, 255), RGB(0, 255, 255), RGB(255, 255, 255),
    ]

    /// All 256 entries as RGB.
    package static let xterm256: [RGB] = {
        var all = system16
        for r in 0..<6 {
            for g in 0..<6 {
                for b in 0..<6 { all.append(RGB(cubeLevels[r], cubeLevels[g], cubeLevels[b])) }
            }
        }
        for i in 0..<24 {
            let v = UInt8(8 + 10 * i)
            all.append(RGB(v, v, v))
        }
        return all
    }()

    /// All 256 entries as `0xRRGGBB`, for the encoder's distance checks.
    package static let xterm256Packed: [UInt32] = xterm256.map {
        UInt32($0.r) << 16 | UInt32($0.g) << 8 | UInt32($0.b)
    }

    /// For each channel value, the index (0–5) of the nearest cube level.
    static let nearestLevel: [UInt8] = (0..<256).map { v in
        var best = 0
        for i in 1..<6 where abs(Int(cubeLevels[i]) - v) < abs(Int(cubeLevels[best]) - v) { best = i }
        return UInt8(best)
    }

    /// The nearest of entries 16–255 (cube or grey ramp) by squared RGB distance.
    package static func nearest256(_ c: RGB) -> UInt8 {
        let ri = Int(nearestLevel[Int(c.r)]), gi = Int(nearestLevel[Int(c.g)]), bi = Int(nearestLevel[Int(c.b)])
        let cube = 16 + 36 * ri + 6 * gi + bi
        let average = (Int(c.r) + Int(c.g) + Int(c.b)) / 3
        let grey = 232 + min(23, max(0, (average - 3) / 10))
        return UInt8(squaredDistance(c, xterm256[grey]) < squaredDistance(c, xterm256[cube]) ? grey : cube)
    }

    /// The nearest of the 16 system colours by squared RGB distance.
    package static func nearest16(_ c: RGB) -> UInt8 {
        var best = 0
        var bestDistance = Int.max
        for (i, p) in system16.enumerated() {
            let d = squaredDistance(c, p)
            if d < bestDistance { best = i; bestDistance = d }
        }
        return UInt8(best)
    }

    @inlinable
    static func squaredDistance(_ a: RGB, _ b: RGB) -> Int {
        let dr = Int(a.r) - Int(b.r), dg = Int(a.g) - Int(b.g), db = Int(a.b) - Int(b.b)
        return dr * dr + dg * dg + db * db
    }
}
