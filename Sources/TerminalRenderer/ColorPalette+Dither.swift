import LifeCore

/// Ordered dithering into xterm's 256 colours, so that dim and saturated
/// colours keep their hue. The 6×6×6 cube has no level between 0 and 95, so
/// the nearest entry to a dim colour (the video at its 30 % floor, say
/// (40, 20, 60)) is a grey, and a dim picture turns flat grey.
///
/// Here each colour is shown as a mix of two palette entries, one or the
/// other pixel by pixel as its rank in a 4 × 4 Bayer tile says, so that the
/// tile averages to the mix (Yliluoma's pattern dithering, with pairs only).
/// The pair is the one whose mix is closest to the colour, counting a
/// quarter of the noise the two make (t(1 − t)·|q − p|², the variance of the
/// pixels about their mean: `noiseShare`; with all of it counted the nearest
/// entry alone always wins, and the picture is grey again). Candidates: the
/// eight corners of the cube's cell round the colour and the two greys of
/// the ramp round its mean, so that near-greys use the ramp's steps of 10
/// and colours the cube's; two entries at a time, so the pattern is two-tone
/// rather than the eight-colour noise of dithering each channel (tried: on
/// the dim plasma it kept 97 % of the colour, but as loud primary-coloured
/// speckle; docs/BENCHMARKS.md has the figures).
///
/// The pair is looked up by the colour's top 5 bits a channel (`pairs`: each
/// bucket of 8 values lies within one cube step, the levels 95, 135, 175, 215
/// ending buckets), the share of the second entry worked out exactly.
extension ColorPalette {
    /// Bayer's 4 × 4 ordered-dither matrix: each position's rank, 0 to 15.
    static let bayer4: [UInt8] = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5]

    /// The rank of pixel (x, y) in the tile repeated over the picture.
    package static func rank(x: Int, y: Int) -> Int { Int(bayer4[(y & 3) << 2 | (x & 3)]) }

    /// The share of the pair's noise counted against the error of its mix: 1 / `noiseShare`.
    static let noiseShare = 4.0

    /// For each colour's top 5 bits a channel (`r >> 3 << 10 | g >> 3 << 5 | b >> 3`), the pair
    /// of entries (16–255) it is dithered between: `first << 8 | second`.
    static let pairs: [UInt16] = (0..<32768).map { key in
        let centre = SIMD3<Double>(Double((key >> 10) << 3) + 3.5, Double(((key >> 5) & 31) << 3) + 3.5, Double((key & 31) << 3) + 3.5)
        let candidates = pairCandidates(centre)
        var best = (error: Double.infinity, pair: UInt16(0))
        for (i, p) in candidates.enumerated() {
            for q in candidates[i...] {
                let error = mixError(centre, xterm256[Int(p)], xterm256[Int(q)])
                if error < best.error { best = (error, UInt16(p) << 8 | UInt16(q)) }
            }
        }
        return best.pair
    }

    /// The cube's corners round `c` and the ramp's two greys round its mean (black and white at its ends).
    private static func pairCandidates(_ c: SIMD3<Double>) -> [UInt8] {
        func lower(_ v: Double) -> Int { (0..<5).last { Double(cubeLevels[$0]) <= v } ?? 0 }
        let (r, g, b) = (lower(c.x), lower(c.y), lower(c.z))
        var out: [UInt8] = []
        for dr in 0...1 { for dg in 0...1 { for db in 0...1 { out.append(UInt8(16 + 36 * (r + dr) + 6 * (g + dg) + b + db)) } } }
        let mean = (c.x + c.y + c.z) / 3
        let ramp = min(23, max(0, Int((mean - 8) / 10)))
        out += mean < 8 ? [16, 232] : mean > 238 ? [255, 231] : [UInt8(232 + ramp), UInt8(232 + min(23, ramp + 1))]
        return out
    }

    /// How far the best mix of `p` and `q` is from `c`, with a share of the noise the mix makes.
    private static func mixError(_ c: SIMD3<Double>, _ p: RGB, _ q: RGB) -> Double {
        let a = SIMD3(Double(p.r), Double(p.g), Double(p.b)), d = SIMD3(Double(q.r), Double(q.g), Double(q.b)) - a
        let length = (d * d).sum()
        let t = length == 0 ? 0 : min(1, max(0, ((c - a) * d).sum() / length))
        let miss = c - (a + t * d)
        return (miss * miss).sum() + t * (1 - t) * length / noiseShare
    }

    /// The entry of xterm's palette (16–255) that pixel `c` at `rank` (`rank(x:y:)`) shows:
    /// the pair's second entry when its share of the mix is above the rank's threshold, (rank + ½) / 16.
    package static func dithered256(_ c: RGB, rank: Int) -> UInt8 {
        let pair = pairs[Int(c.r >> 3) << 10 | Int(c.g >> 3) << 5 | Int(c.b >> 3)]
        let first = UInt8(truncatingIfNeeded: pair >> 8), second = UInt8(truncatingIfNeeded: pair)
        guard first != second else { return first }
        let p = xterm256[Int(first)], q = xterm256[Int(second)]
        let (dr, dg, db) = (Int(q.r) - Int(p.r), Int(q.g) - Int(p.g), Int(q.b) - Int(p.b))
        let along = (Int(c.r) - Int(p.r)) * dr + (Int(c.g) - Int(p.g)) * dg + (Int(c.b) - Int(p.b)) * db
        let length = dr * dr + dg * dg + db * db
        return along * 32 > (2 * rank + 1) * length ? second : first
    }
}
