/// A resampling filter along one axis, as a table.
///
/// Output `o` is `Σ weight[o·count + t] · source[index[o·count + t]] / 256`
/// for t in 0..<count. Weights are 8-bit fixed point and sum to exactly 256
/// per output, so flat areas stay exactly flat. Shorter filters are padded
/// with zero-weight taps so every output has `count` taps.
///
/// Downscaling is a box filter: each output averages the source span it
/// covers, partial pixels at the ends weighted by their overlap. Upscaling
/// (and 1:1) is bilinear between the two nearest source pixel centres, unless
/// `area`: then the box too (an output within one source pixel takes that
/// pixel, one across a boundary both, by overlap), as for subsampled chroma
/// brought to a finer canvas, where each source pixel's colour is the chroma
/// sample it lies in and a canvas pixel averages the source pixels it covers.
struct AxisTaps: Sendable {
    let count: Int
    let index: [Int32]
    let weight: [Int32]

    /// Taps mapping `outputs` pixels onto source span `start ..< start + length`
    /// of a source `size` pixels long; `reversed` mirrors the outputs; `area`
    /// keeps the box when upscaling.
    init(outputs: Int, start: Double, length: Double, size: Int, reversed: Bool = false, area: Bool = false) {
        let ratio = length / Double(max(outputs, 1))
        var lists: [[(Int, Double)]] = []
        lists.reserveCapacity(outputs)
        for o in 0..<outputs {
            var taps: [(Int, Double)] = []
            if ratio > 1 || area {
                let a = start + Double(o) * ratio, b = a + ratio
                var i = Int(a.rounded(.down))
                while Double(i) < b {
                    let overlap = min(b, Double(i + 1)) - max(a, Double(i))
                    if overlap > 0 { taps.append((i, overlap / ratio)) }
                    i += 1
                }
            } else {
                let s = start + (Double(o) + 0.5) * ratio - 0.5
                let i0 = Int(s.rounded(.down))
                let f = s - Double(i0)
                taps = [(i0, 1 - f), (i0 + 1, f)]
            }
            lists.append(taps.map { (min(max($0.0, 0), size - 1), $0.1) })
        }
        if reversed { lists.reverse() }
        let count = lists.map(\.count).max() ?? 1
        var index = [Int32](), weight = [Int32]()
        index.reserveCapacity(outputs * count)
        weight.reserveCapacity(outputs * count)
        for taps in lists {
            var q = taps.map { Int32(($0.1 * 256).rounded()) }
            // Put the rounding error on the heaviest tap so the weights sum to 256.
            if let heaviest = q.indices.max(by: { q[$0] < q[$1] }) {
                q[heaviest] += 256 - q.reduce(0, +)
            }
            for t in 0..<count {
                index.append(Int32(t < taps.count ? taps[t].0 : taps[0].0))
                weight.append(t < taps.count ? q[t] : 0)
            }
        }
        self.count = count
        self.index = index
        self.weight = weight
    }

    /// Nearest neighbour: output `o` of `outputs` takes the one source pixel
    /// of `size` its centre falls in, ⌊(o + ½) · size / outputs⌋ (so at a
    /// whole factor k, pixel o / k).
    init(nearest outputs: Int, size: Int) {
        count = 1
        index = (0..<max(0, outputs)).map { Int32(min(size - 1, (2 * $0 + 1) * size / (2 * outputs))) }
        weight = [Int32](repeating: 256, count: max(0, outputs))
    }

    /// The smallest and largest source index any tap reads.
    var sourceRange: ClosedRange<Int> {
        let lo = index.min().map(Int.init) ?? 0, hi = index.max().map(Int.init) ?? 0
        return lo...hi
    }
}
