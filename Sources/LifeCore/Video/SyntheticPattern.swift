/// The synthetic pictures that stand in for a camera. Each is a pure function
/// of (time, x, y) — the same time always gives the same frame.
public enum SyntheticPattern: String, Sendable, CaseIterable {
    /// Moving colour plasma: the default camera stand-in.
    case plasma
    /// Eight colour bars scrolling sideways.
    case bars
    /// Seeded colour noise, new 30 times a second.
    case noise

    /// The colour at pixel (x, y) of a `width × height` picture at `time` seconds.
    /// `seed` matters only to `noise`.
    public func pixel(time: Double, x: Int, y: Int, width: Int, height: Int, seed: UInt64 = 0) -> RGB {
        switch self {
        case .plasma:
            let w = Plasma(time: time)
            return w.colour(w.column(x) + w.row(y) + w.diagonal(x + y) + w.swirlX(x) * w.swirlY(y))
        case .bars:
            return Self.bar(time: time, x: x, width: width)
        case .noise:
            return Self.noise(time: time, x: x, y: y, seed: seed)
        }
    }

    /// Fills `frame` with the picture at `time`; the same pixels as `pixel(...)`,
    /// computed with per-row and per-column tables.
    public func render(time: Double, into frame: inout RGBFrame, seed: UInt64 = 0) {
        let w = frame.width, h = frame.height, stride = frame.stride
        switch self {
        case .plasma:
            let p = Plasma(time: time)
            let column = (0..<w).map(p.column), swirlX = (0..<w).map(p.swirlX)
            let diagonal = (0..<(w + h)).map(p.diagonal)
            let colours = (0..<Plasma.levels).map { p.colour(level: $0) }
            frame.pixels.withUnsafeMutableBufferPointer { px in
                for y in 0..<h {
                    let row = p.row(y), swirlY = p.swirlY(y)
                    for x in 0..<w {
                        let c = colours[p.level(column[x] + row + diagonal[x + y] + swirlX[x] * swirlY)]
                        let o = y * stride + x * 3
                        px[o] = c.r; px[o + 1] = c.g; px[o + 2] = c.b
                    }
                }
            }
        case .bars:
            let line = (0..<w).map { Self.bar(time: time, x: $0, width: w) }
            for y in 0..<h { for x in 0..<w { frame[x, y] = line[x] } }
        case .noise:
            for y in 0..<h { for x in 0..<w { frame[x, y] = Self.noise(time: time, x: x, y: y, seed: seed) } }
        }
    }

    private static let barColours: [RGB] = [
        .white, RGB(255, 255, 0), RGB(0, 255, 255), RGB(0, 255, 0),
        RGB(255, 0, 255), RGB(255, 0, 0), RGB(0, 0, 255), .black,
    ]

    /// Bars one eighth of the width each, moving right by a bar per second.
    private static func bar(time: Double, x: Int, width: Int) -> RGB {
        let w = Double(max(width, 1))
        var u = (Double(x) - time * w / 8) / w
        u -= u.rounded(.down)
        return barColours[min(7, Int(u * 8))]
    }

    /// A hash of (seed, x, y, frame number at 30 per second), as SplitMix64's finaliser mixes.
    private static func noise(time: Double, x: Int, y: Int, seed: UInt64) -> RGB {
        let frame = UInt64(truncatingIfNeeded: Int((time * 30).rounded(.down)))
        var z = seed &+ UInt64(truncatingIfNeeded: x) &* 0x9E37_79B9_7F4A_7C15
        z ^= UInt64(truncatingIfNeeded: y) &* 0xC2B2_AE3D_27D4_EB4F ^ frame &* 0x1656_67B1_9E37_79F9
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return RGB(UInt8(truncatingIfNeeded: z), UInt8(truncatingIfNeeded: z >> 8), UInt8(truncatingIfNeeded: z >> 16))
    }
}

/// The plasma's terms at one time: waves along columns, rows and diagonals,
/// and a product of two waves that makes it swirl; their sum (−4…4) picks one
/// of `levels` colours from a slowly turning rainbow, kept to 50…250 per
/// channel so it reads like a lit scene rather than pure colour.
private struct Plasma {
    static let levels = 512
    let t: Double

    init(time: Double) { t = time }

    func column(_ x: Int) -> Double { sin2pi(Double(x) / 160 + t * 0.11) }
    func row(_ y: Int) -> Double { sin2pi(Double(y) / 120 - t * 0.07) }
    func diagonal(_ s: Int) -> Double { sin2pi(Double(s) / 220 + t * 0.05) }
    func swirlX(_ x: Int) -> Double { sin2pi(Double(x) / 90 - t * 0.13) }
    func swirlY(_ y: Int) -> Double { sin2pi(Double(y) / 70 + t * 0.09 + 0.25) }

    func level(_ v: Double) -> Int { min(Self.levels - 1, max(0, Int((v + 4) / 8 * Double(Self.levels)))) }

    func colour(_ v: Double) -> RGB { colour(level: level(v)) }

    func colour(level: Int) -> RGB {
        let u = Double(level) / Double(Self.levels) * 2 + t * 0.05
        func channel(_ phase: Double) -> UInt8 { UInt8(150 + 100 * sin2pi(u + phase)) }
        return RGB(channel(0), channel(1.0 / 3), channel(2.0 / 3))
    }
}
