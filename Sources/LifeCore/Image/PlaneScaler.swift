/// Scales one plane of bytes (a Y, Cb or Cr plane) from a source rectangle to
/// `width × height`, in sixteenths of a level, with the same filters as `VideoScaler` (`AxisTaps`: a
/// box when shrinking, bilinear when growing, or a box always when asked:
/// chroma). Separable, vertical first:
/// each output row sums its source rows over the columns the horizontal
/// filter reads (straight runs of bytes, which the compiler vectorises), then
/// each output pixel sums its taps across that row of sums. Shrinking a
/// 640×360 plane to 160×94 reads every source byte once, in order.
/// Tables and buffers are kept from frame to frame.
///
/// The output keeps four fraction bits (0…4080) for the YUV→RGB conversion
/// (`BT601.convert(sixteenths:)`): rounding Y, Cb and Cr to whole levels first
/// costs up to one level of blue (Cb's half level times 2.017) and 0.01–0.03
/// dB of the half blocks' PSNR on photographs (docs/BENCHMARKS.md).
struct PlaneScaler: Sendable {
    private struct Geometry: Equatable {
        var sourceWidth, sourceHeight, width, height: Int
        var x, y, w, h: Double
        var mirror: Bool
        var area: Bool
    }

    private var geometry: Geometry?
    private var xTaps = AxisTaps(outputs: 0, start: 0, length: 0, size: 1)
    /// The source columns the horizontal filter reads.
    private var columns = 0..<0
    /// The horizontal taps' source columns, relative to `columns` (so they index the row of sums).
    private var xOffsets: [Int32] = []
    /// When every output's taps read consecutive columns (a box filter's
    /// always do), per output its first column and its weights, `xTaps.count
    /// + 1` numbers side by side: one load of an index per output, not per tap.
    private var runs: [Int32] = []
    /// For runs of at most four taps: per output its first column (`firsts`)
    /// and its four weights as 16-bit numbers (`paired`, zero past its taps;
    /// two weights for runs of at most two), so SSE2's multiply-and-add-pairs
    /// (`pmaddwd`, which LLVM makes of the even and odd halves of a 32-bit
    /// product) sums two outputs at a time (four, with two weights).
    private var firsts: [Int32] = []
    private var paired: [Int16] = []
    /// When output x is sum `copied + x` alone (one source column an output,
    /// in order, as subsampled chroma brought to a canvas as wide as it):
    /// that first sum, so a row is its sums rounded, no taps read.
    private var copied: Int?
    /// The vertical taps with weight, per output row `oy` those at
    /// `rowTaps[oy]..<rowTaps[oy + 1]`: each source row's offset (from the
    /// plane's start to the first column read) and its weight in every lane.
    private var rowOffsets: [Int] = []
    private var rowWeights: [SIMD8<UInt16>] = []
    private var rowTaps: [Int] = []
    /// One output row's vertical sums over `columns`: weights sum to 256, so
    /// a sum is at most 255 × 256 and fits 16 bits (16-bit lanes multiply in
    /// one SSE2 instruction; 32-bit ones do not).
    private var sums: [UInt16] = []
    /// Zeros after the sums, so a run's last, weightless taps may read past them.
    private static let padding = 8
    /// The scaled plane, `width × height` values in sixteenths of a level.
    private(set) var output: [UInt16] = []
    /// Fraction bits of `output`.
    static let fraction = 4
    /// The final shift of a sum of two weights of 256 to sixteenths, and its rounding bias.
    private static let shift: Int32 = 16 - Int32(fraction), half: Int32 = 1 << (shift - 1)

    /// Scales `source` (`sourceWidth × sourceHeight`, rows `sourceWidth` bytes
    /// apart) from its rectangle (x, y, w, h in source pixels) to `width ×
    /// height` in `output`, mirrored left-right if `mirror`; with `area`,
    /// growing is a box too (`AxisTaps`).
    mutating func scale(_ source: UnsafePointer<UInt8>, sourceWidth: Int, sourceHeight: Int,
                        x: Double, y: Double, w: Double, h: Double, width: Int, height: Int, mirror: Bool, area: Bool = false) {
        prepare(Geometry(sourceWidth: sourceWidth, sourceHeight: sourceHeight, width: width, height: height,
                         x: x, y: y, w: w, h: h, mirror: mirror, area: area))
        let xCount = xTaps.count, span = columns.count
        firsts.withUnsafeBufferPointer { firsts in
        paired.withUnsafeBytes { paired in
        // An empty array may still give a base address: use the pairs only when there are some.
        let (firstsPointer, pairedPointer) = firsts.isEmpty ? (nil, nil) : (firsts.baseAddress, paired.baseAddress)
        xOffsets.withUnsafeBufferPointer { xIndex in
        xTaps.weight.withUnsafeBufferPointer { xWeight in
        rowOffsets.withUnsafeBufferPointer { rowOffsets in
        rowWeights.withUnsafeBufferPointer { rowWeights in
        rowTaps.withUnsafeBufferPointer { rowTaps in
        sums.withUnsafeMutableBufferPointer { sums in
        output.withUnsafeMutableBufferPointer { output in
            let acc = sums.baseAddress!
            for oy in 0..<height {
                let taps = rowTaps[oy], count = rowTaps[oy + 1] - taps
                Self.sumRows(source, rowOffsets.baseAddress! + taps, rowWeights.baseAddress! + taps, taps: count,
                             into: acc, count: span)
                let out = output.baseAddress! + oy * width
                if let copied {
                    Self.round(acc + copied, into: out, count: width)
                    continue
                }
                if let firsts = firstsPointer, let paired = pairedPointer {
                    let done = xCount <= 2 ? Self.sumTwos(firsts, paired, acc: acc, into: out, count: width)
                        : Self.sumPairs(firsts, paired, acc: acc, into: out, count: width)
                    Self.sumRuns(runs, taps: xCount, acc: acc, into: out, from: done, count: width)
                    continue
                }
                if !runs.isEmpty {
                    Self.sumRuns(runs, taps: xCount, acc: acc, into: out, from: 0, count: width)
                    continue
                }
                for ox in 0..<width {
                    var value = Self.half
                    for t in 0..<xCount {
                        value &+= xWeight[ox &* xCount &+ t] &* Int32(acc[Int(xIndex[ox &* xCount &+ t])])
                    }
                    out[ox] = UInt16(truncatingIfNeeded: value >> Self.shift)
                }
            }
        }
        }
        }
        }
        }
        }
        }
        }
        }
    }

    /// `out[x]` = `sums[x]` / 16, rounded: the sum of one tap of weight 256, in sixteenths.
    @inline(never)
    private static func round(_ sums: UnsafePointer<UInt16>, into out: UnsafeMutablePointer<UInt16>, count: Int) {
        for x in 0..<count { out[x] = (sums[x] &+ 8) &>> 4 }
    }

    /// Outputs `0..<count` rounded down to fours, four at a time from
    /// `firsts` and `paired`: the same sum as `sumRuns`. A sum (at most
    /// 255 × 256) does not fit a signed 16-bit lane, so each is read less
    /// 2¹⁵ (its top bit flipped) and, the weights summing to 256, 256 × 2¹⁵
    /// is added back: 2¹¹ + Σ w × (s − 2¹⁵) + 2²³, shifted down 12. Returns the outputs done.
    @inline(never)
    private static func sumPairs(_ f: UnsafePointer<Int32>, _ weights: UnsafeRawPointer, acc: UnsafePointer<UInt16>,
                                 into out: UnsafeMutablePointer<UInt16>, count: Int) -> Int {
        let sums = UnsafeRawPointer(acc), flip = SIMD8<UInt16>(repeating: 0x8000)
        let bias = SIMD4<Int32>(repeating: half + (256 << 15))
        var ox = 0
        @inline(__always) func two(_ o: Int) -> SIMD4<Int32> {
            let a = sums.loadUnaligned(fromByteOffset: Int(f[o]) &* 2, as: SIMD4<UInt16>.self)
            let b = sums.loadUnaligned(fromByteOffset: Int(f[o &+ 1]) &* 2, as: SIMD4<UInt16>.self)
            let s = SIMD8<Int16>(truncatingIfNeeded: SIMD8(lowHalf: a, highHalf: b) ^ flip).widened
            let w = weights.loadUnaligned(fromByteOffset: o &* 8, as: SIMD8<Int16>.self).widened
            let p = s &* w
            return p.evenHalf &+ p.oddHalf
        }
        // Eight outputs a step, then four.
        while ox + 8 <= count {
            let low = SIMD8(lowHalf: two(ox), highHalf: two(ox &+ 2)), high = SIMD8(lowHalf: two(ox &+ 4), highHalf: two(ox &+ 6))
            let value = SIMD8(lowHalf: (low.evenHalf &+ low.oddHalf &+ bias) &>> shift,
                              highHalf: (high.evenHalf &+ high.oddHalf &+ bias) &>> shift)
            UnsafeMutableRawPointer(out + ox).storeBytes(of: value.lowHalves, as: SIMD8<Int16>.self)
            ox &+= 8
        }
        while ox + 4 <= count {
            let halves = SIMD8(lowHalf: two(ox), highHalf: two(ox &+ 2))
            let value = (halves.evenHalf &+ halves.oddHalf &+ bias) &>> shift
            UnsafeMutableRawPointer(out + ox).storeBytes(of: value.lowHalves, as: SIMD4<Int16>.self)
            ox &+= 4
        }
        return ox
    }

    /// `sumPairs` for runs of at most two taps (two weights an output): a
    /// pair of sums per output, four outputs to a multiply-and-add-pairs.
    @inline(never)
    private static func sumTwos(_ f: UnsafePointer<Int32>, _ weights: UnsafeRawPointer, acc: UnsafePointer<UInt16>,
                                into out: UnsafeMutablePointer<UInt16>, count: Int) -> Int {
        let sums = UnsafeRawPointer(acc), flip = SIMD8<UInt16>(repeating: 0x8000)
        let bias = SIMD4<Int32>(repeating: half + (256 << 15))
        @inline(__always) func pair(_ o: Int) -> SIMD2<UInt16> {
            sums.loadUnaligned(fromByteOffset: Int(f[o]) &* 2, as: SIMD2<UInt16>.self)
        }
        @inline(__always) func four(_ o: Int) -> SIMD4<Int32> {
            let pairs = SIMD8(lowHalf: SIMD4(lowHalf: pair(o), highHalf: pair(o &+ 1)),
                              highHalf: SIMD4(lowHalf: pair(o &+ 2), highHalf: pair(o &+ 3)))
            let s = SIMD8<Int16>(truncatingIfNeeded: pairs ^ flip).widened
            let p = s &* weights.loadUnaligned(fromByteOffset: o &* 4, as: SIMD8<Int16>.self).widened
            return (p.evenHalf &+ p.oddHalf &+ bias) &>> shift
        }
        var ox = 0
        while ox + 8 <= count {
            // Two stores of four: one of eight makes LLVM drop the multiply-and-add-pairs.
            UnsafeMutableRawPointer(out + ox).storeBytes(of: four(ox).lowHalves, as: SIMD4<Int16>.self)
            UnsafeMutableRawPointer(out + (ox &+ 4)).storeBytes(of: four(ox &+ 4).lowHalves, as: SIMD4<Int16>.self)
            ox &+= 8
        }
        while ox + 4 <= count {
            UnsafeMutableRawPointer(out + ox).storeBytes(of: four(ox).lowHalves, as: SIMD4<Int16>.self)
            ox &+= 4
        }
        return ox
    }

    /// Outputs `from..<count` of a row from their runs of consecutive sums
    /// (`runs`), the same sum as tap by tap: 2¹¹ + Σ weight × sum, shifted down 12.
    @inline(__always)
    private static func sumRuns(_ runs: [Int32], taps: Int, acc: UnsafePointer<UInt16>, into out: UnsafeMutablePointer<UInt16>,
                                from start: Int, count: Int) {
        runs.withUnsafeBufferPointer { runs in
            let step = taps + 1
            var r = runs.baseAddress! + start * step
            switch taps {
            case 2:
                for ox in start..<count {
                    let p = acc + Int(r[0])
                    let value = half &+ r[1] &* Int32(p[0]) &+ r[2] &* Int32(p[1])
                    out[ox] = UInt16(truncatingIfNeeded: value >> shift)
                    r += 3
                }
            case 3:
                for ox in start..<count {
                    let p = acc + Int(r[0])
                    let value = half &+ r[1] &* Int32(p[0]) &+ r[2] &* Int32(p[1]) &+ r[3] &* Int32(p[2])
                    out[ox] = UInt16(truncatingIfNeeded: value >> shift)
                    r += 4
                }
            default:
                for ox in start..<count {
                    let p = acc + Int(r[0])
                    var value = half
                    for t in 0..<taps { value &+= r[1 + t] &* Int32(p[t]) }
                    out[ox] = UInt16(truncatingIfNeeded: value >> shift)
                    r += step
                }
            }
        }
    }

    /// `acc[c] = Σ weight × row[c]` over `taps` source rows (`offsets` from
    /// `source`, their `weights`) for `count` columns: thirty-two (then
    /// sixteen) columns at a time summed over every row in registers, then
    /// stored once.
    @inline(never)
    private static func sumRows(_ source: UnsafePointer<UInt8>, _ offsets: UnsafePointer<Int>, _ weights: UnsafePointer<SIMD8<UInt16>>,
                                taps: Int, into acc: UnsafeMutablePointer<UInt16>, count: Int) {
        let sums = UnsafeMutableRawPointer(acc), plane = UnsafeRawPointer(source)
        var c = 0
        // Thirty-two columns a step: a tap's offset and weight are read once for both halves.
        while c + 32 <= count {
            // Sixteen 16-bit lanes: one 256-bit register where the build has AVX2, two 128-bit ones where not.
            var (a, b) = (SIMD16<UInt16>(), SIMD16<UInt16>())
            for t in 0..<taps {
                let row = offsets[t] &+ c, w = SIMD16(lowHalf: weights[t], highHalf: weights[t])
                a &+= w &* plane.loadUnaligned(fromByteOffset: row, as: SIMD16<UInt8>.self).widened
                b &+= w &* plane.loadUnaligned(fromByteOffset: row &+ 16, as: SIMD16<UInt8>.self).widened
            }
            sums.storeBytes(of: a, toByteOffset: c &* 2, as: SIMD16<UInt16>.self)
            sums.storeBytes(of: b, toByteOffset: c &* 2 &+ 32, as: SIMD16<UInt16>.self)
            c &+= 32
        }
        while c + 16 <= count {
            var low = SIMD8<UInt16>(), high = SIMD8<UInt16>()
            for t in 0..<taps {
                let bytes = plane.loadUnaligned(fromByteOffset: offsets[t] &+ c, as: SIMD16<UInt8>.self)
                let w = weights[t]
                low &+= w &* bytes.lowHalf.widened
                high &+= w &* bytes.highHalf.widened
            }
            sums.storeBytes(of: low, toByteOffset: c &* 2, as: SIMD8<UInt16>.self)
            sums.storeBytes(of: high, toByteOffset: c &* 2 &+ 16, as: SIMD8<UInt16>.self)
            c &+= 16
        }
        while c < count {
            var sum: UInt16 = 0
            for t in 0..<taps { sum &+= weights[t][0] &* UInt16(source[offsets[t] &+ c]) }
            acc[c] = sum
            c &+= 1
        }
    }

    private mutating func prepare(_ g: Geometry) {
        guard g != geometry else { return }
        geometry = g
        xTaps = AxisTaps(outputs: g.width, start: g.x, length: g.w, size: g.sourceWidth, reversed: g.mirror, area: g.area)
        let yTaps = AxisTaps(outputs: g.height, start: g.y, length: g.h, size: g.sourceHeight, area: g.area)
        let range = xTaps.sourceRange
        columns = range.lowerBound..<(range.upperBound + 1)
        xOffsets = xTaps.index.map { $0 - Int32(range.lowerBound) }
        (rowOffsets, rowWeights, rowTaps) = ([], [], [0])
        for oy in 0..<g.height {
            for t in 0..<yTaps.count where yTaps.weight[oy * yTaps.count + t] != 0 {
                rowOffsets.append(Int(yTaps.index[oy * yTaps.count + t]) * g.sourceWidth + range.lowerBound)
                rowWeights.append(SIMD8(repeating: UInt16(truncatingIfNeeded: yTaps.weight[oy * yTaps.count + t])))
            }
            rowTaps.append(rowOffsets.count)
        }
        sums = [UInt16](repeating: 0, count: columns.count + Self.padding)
        runs = Self.runs(offsets: xOffsets, weights: xTaps.weight, taps: xTaps.count, span: columns.count)
        (firsts, paired) = Self.paired(runs: runs, taps: xTaps.count)
        copied = xTaps.count == 1 && xTaps.weight.allSatisfy { $0 == 256 }
            && xOffsets.indices.allSatisfy { xOffsets[$0] == xOffsets[0] + Int32($0) } ? xOffsets.first.map(Int.init) : nil
        output = [UInt16](repeating: 0, count: g.width * g.height)
    }

    /// `runs` of at most four taps, each summing to 256, as `firsts` and
    /// `paired` (four 16-bit weights per output, two for runs of at most
    /// two taps); empty otherwise.
    static func paired(runs: [Int32], taps: Int) -> (firsts: [Int32], paired: [Int16]) {
        guard !runs.isEmpty, taps <= 4 else { return ([], []) }
        var firsts: [Int32] = [], paired: [Int16] = []
        for r in stride(from: 0, to: runs.count, by: taps + 1) {
            let weights = runs[(r + 1)...(r + taps)]
            guard weights.reduce(0, +) == 256 else { return ([], []) }
            firsts.append(runs[r])
            paired.append(contentsOf: weights.map { Int16($0) })
            paired.append(contentsOf: repeatElement(0, count: (taps <= 2 ? 2 : 4) - taps))
        }
        return (firsts, paired)
    }

    /// The taps as runs (first column, weights), or empty when some output's
    /// weighted taps are not consecutive columns or a run would read further
    /// past the sums than their padding.
    static func runs(offsets: [Int32], weights: [Int32], taps: Int, span: Int) -> [Int32] {
        guard taps > 0, taps <= padding else { return [] }
        var runs: [Int32] = []
        runs.reserveCapacity(offsets.count / taps * (taps + 1))
        for o in stride(from: 0, to: offsets.count, by: taps) {
            let first = offsets[o]
            for t in 0..<taps where weights[o + t] != 0 && offsets[o + t] != first + Int32(t) { return [] }
            guard first >= 0, Int(first) < span else { return [] }
            runs.append(first)
            runs.append(contentsOf: weights[o..<(o + taps)])
        }
        return runs
    }
}
