import LifeCore

/// Which of a few hues a picture's lit pixels show: each pixel brighter than
/// `threshold` is matched to the nearest of `hues` when within `tolerance`
/// degrees, else counted as a blend.
public struct HueCensus {
    /// Lit pixels matched to each hue, in the order given.
    public private(set) var counts: [Int]
    public private(set) var lit = 0
    public private(set) var matched = 0
    /// Mean HSV saturation of the lit pixels (0 grey … 1 pure).
    public private(set) var meanSaturation = 0.0

    public init(_ frame: RGBFrame, hues: [Double], tolerance: Double = 6, threshold: UInt8 = 48) {
        counts = [Int](repeating: 0, count: hues.count)
        var saturation = 0.0
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let p = frame[x, y]
                guard max(p.r, p.g, p.b) >= threshold else { continue }
                lit += 1
                let hi = Double(max(p.r, p.g, p.b)), lo = Double(min(p.r, p.g, p.b))
                saturation += (hi - lo) / hi
                let h = Self.hue(of: p)
                let distances = hues.map { min(abs(h - $0), 360 - abs(h - $0)) }
                if let best = distances.indices.min(by: { distances[$0] < distances[$1] }), distances[best] <= tolerance {
                    counts[best] += 1
                    matched += 1
                }
            }
        }
        meanSaturation = lit == 0 ? 0 : saturation / Double(lit)
    }

    /// The HSV hue of a colour in degrees, 0..<360 (0 for greys).
    public static func hue(of c: RGB) -> Double {
        let r = Double(c.r), g = Double(c.g), b = Double(c.b)
        let hi = max(r, g, b), lo = min(r, g, b), span = hi - lo
        guard span > 0 else { return 0 }
        var h: Double
        if hi == r { h = (g - b) / span } else if hi == g { h = 2 + (b - r) / span } else { h = 4 + (r - g) / span }
        h *= 60
        return h < 0 ? h + 360 : h
    }
}
