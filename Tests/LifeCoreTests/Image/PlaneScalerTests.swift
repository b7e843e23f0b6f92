import Testing
@testable import LifeCore

/// `PlaneScaler` against the filter written out plainly from its taps: each
/// output is 2¹¹ + Σ x-weight × (Σ y-weight × byte), shifted down 12 (in
/// sixteenths of a level), for
/// shrinking and growing, cropped and mirrored, whichever path (runs of
/// consecutive columns, four at a time in 16-bit pairs, or tap by tap) the
/// scaler takes; and with `area` (chroma), a box also when growing.
@Suite struct PlaneScalerTests {
    static func reference(_ plane: [UInt8], sourceWidth: Int, sourceHeight: Int, x: Double, y: Double, w: Double, h: Double,
                          width: Int, height: Int, mirror: Bool, area: Bool) -> [UInt16] {
        let xTaps = AxisTaps(outputs: width, start: x, length: w, size: sourceWidth, reversed: mirror, area: area)
        let yTaps = AxisTaps(outputs: height, start: y, length: h, size: sourceHeight, area: area)
        var out = [UInt16](repeating: 0, count: width * height)
        for oy in 0..<height {
            for ox in 0..<width {
                var value = 1 << 11
                for tx in 0..<xTaps.count {
                    let column = Int(xTaps.index[ox * xTaps.count + tx])
                    var sum = 0
                    for ty in 0..<yTaps.count {
                        let row = Int(yTaps.index[oy * yTaps.count + ty])
                        sum += Int(yTaps.weight[oy * yTaps.count + ty]) * Int(plane[row * sourceWidth + column])
                    }
                    value += Int(xTaps.weight[ox * xTaps.count + tx]) * sum
                }
                out[oy * width + ox] = UInt16(value >> 12)
            }
        }
        return out
    }

    @Test(arguments: [
        (640, 360, 13.6, 0.0, 612.8, 360.0, 320, 96, false, false),   // the clip on a quadrant canvas in 160x48
        (320, 180, 6.8, 0.0, 306.4, 180.0, 160, 48, true, false),     // its chroma, mirrored
        (320, 180, 6.8, 0.0, 306.4, 180.0, 320, 94, false, true),     // its chroma on the whole canvas: two taps
        (320, 180, 6.8, 0.0, 306.4, 180.0, 320, 188, true, true),     // finer than the chroma, mirrored
        (32, 18, 0.0, 0.0, 32.0, 18.0, 32, 9, false, true),           // as wide as the chroma: one tap each
        (64, 48, 0.0, 0.0, 64.0, 48.0, 32, 24, false, false),         // exactly half
        (50, 30, 3.25, 1.5, 40.5, 25.0, 17, 7, false, false),         // uneven shrink
        (20, 10, 0.0, 0.0, 20.0, 10.0, 47, 23, true, false),          // growing (bilinear)
        (20, 10, 0.0, 0.0, 20.0, 10.0, 47, 23, true, true),           // growing by area
        (100, 12, 0.0, 0.0, 100.0, 12.0, 19, 5, false, false),        // seven taps an output: runs, not pairs
    ])
    func matchesTheFilterWrittenOut(_ g: (Int, Int, Double, Double, Double, Double, Int, Int, Bool, Bool)) {
        var rng = Xoshiro256(seed: UInt64(g.0 * 1000 + g.6))
        let plane = (0..<(g.0 * g.1)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
        var scaler = PlaneScaler()
        plane.withUnsafeBufferPointer {
            scaler.scale($0.baseAddress!, sourceWidth: g.0, sourceHeight: g.1, x: g.2, y: g.3, w: g.4, h: g.5,
                         width: g.6, height: g.7, mirror: g.8, area: g.9)
        }
        #expect(scaler.output == Self.reference(plane, sourceWidth: g.0, sourceHeight: g.1, x: g.2, y: g.3, w: g.4, h: g.5,
                                                width: g.6, height: g.7, mirror: g.8, area: g.9))
    }

    /// By area, an output within one source pixel takes it whole, one across
    /// a boundary both by their overlap (weights of 256 in all).
    @Test func areaTapsWhenGrowing() {
        let taps = AxisTaps(outputs: 3, start: 0, length: 2, size: 2, area: true)
        #expect(taps.index.count == 3 * taps.count)
        let weights = (0..<3).map { o in (0..<taps.count).map { (taps.index[o * taps.count + $0], taps.weight[o * taps.count + $0]) } }
        #expect(weights[0].filter { $0.1 > 0 }.map(\.0) == [0] && weights[2].filter { $0.1 > 0 }.map(\.0) == [1])
        #expect(weights[1].filter { $0.1 > 0 }.map(\.1) == [128, 128])
    }

    /// A box filter's taps are runs of consecutive columns; taps that are not give no runs (tap by tap instead).
    @Test func runsOnlyForConsecutiveTaps() {
        #expect(PlaneScaler.runs(offsets: [0, 1, 2, 2, 3, 4], weights: [100, 100, 56, 56, 100, 100], taps: 3, span: 5)
                == [0, 100, 100, 56, 2, 56, 100, 100])
        #expect(PlaneScaler.runs(offsets: [0, 2, 1, 3], weights: [128, 128, 128, 128], taps: 2, span: 4).isEmpty)
        // A weightless padding tap may repeat the first column.
        #expect(PlaneScaler.runs(offsets: [5, 6, 5], weights: [200, 56, 0], taps: 3, span: 7) == [5, 200, 56, 0])
    }

    /// Runs of up to four taps whose weights sum to 256 become first columns
    /// and four 16-bit weights each (two, for runs of up to two); others stay runs.
    @Test func pairsForShortRuns() {
        let pairs = PlaneScaler.paired(runs: [0, 100, 100, 56, 2, 56, 100, 100], taps: 3)
        #expect(pairs.firsts == [0, 2])
        #expect(pairs.paired == [100, 100, 56, 0, 56, 100, 100, 0])
        #expect(PlaneScaler.paired(runs: [3, 50, 50, 50, 50, 56], taps: 5).firsts.isEmpty)
        #expect(PlaneScaler.paired(runs: [0, 200, 56, 1, 256, 0], taps: 2).paired == [200, 56, 256, 0])
        #expect(PlaneScaler.paired(runs: [0, 256, 1, 256], taps: 1).paired == [256, 0, 256, 0])
        #expect(PlaneScaler.paired(runs: [3, 100, 100], taps: 2).firsts.isEmpty)   // sums to 200
        #expect(PlaneScaler.paired(runs: [], taps: 2).firsts.isEmpty)
    }
}
