/// The exhaustive two-colour choice for a character of `n` sub-pixels: of all
/// the ways to split its sub-pixels into a foreground and a background group,
/// the one whose two mean colours leave the least squared error.
///
/// A group's best colour is its mean, and the squared error of a split is
/// `Σ|p|² − |S₀|²/n₀ − |S₁|²/n₁` (S: a group's channel sums, n: its size), so
/// the best split is the one with the largest `|S₀|²/n₀ + |S₁|²/n₁`. A split
/// and its complement are the same choice, so only the 2ⁿ⁻¹ splits that leave
/// the last sub-pixel in group 1 are tried: 128 for octants, 32 for sextants,
/// 8 for quadrants. They are walked in Gray-code order, where each step moves
/// one sub-pixel between the groups: S₀ changes by one pixel, and the sizes'
/// reciprocals come from the table, so a step is a few multiply-adds and no
/// division. Eight characters go through the walk side by side, one per SIMD lane.
package struct PartitionSearch: Sendable {
    /// One step of the walk: the sub-pixel that moves, which way, and the split it gives.
    package struct Step: Sendable {
        /// The sub-pixel that moves into group 0 (`sign` +1) or out of it (−1).
        package var pixel: Int
        package var sign: Float
        /// 1/n₀ and 1/n₁ after the step (0 for an empty group).
        package var inverse0: Float
        package var inverse1: Float
        /// Group 0 after the step: bit k set when sub-pixel k is in it.
        package var mask: UInt8
    }

    /// Sub-pixels per character.
    package let count: Int
    /// Step 0 is the start (group 0 empty: one colour for the whole character).
    package let steps: [Step]
    /// Each step's group 0 as a lane value, and its size: what the cells are made from.
    package let groups: [Int32]
    package let sizes: [Float]
    /// Per step, its sign, 1/n₀ and 1/n₁ already in every lane: read as
    /// vectors, they keep the walk in whole vectors (given as scalars,
    /// LLVM paired 1/n₀ with 1/n₁ and shuffled the lanes of every step).
    private let factors: [SIMD8<Float>]
    /// Per step, the sub-pixel that moves.
    private let pixels: [Int]

    package init(subpixels n: Int) {
        precondition((2...8).contains(n), "2 to 8 sub-pixels")
        count = n
        var steps: [Step] = [Step(pixel: 0, sign: 0, inverse0: 0, inverse1: 1 / Float(n), mask: 0)]
        for i in 1..<(1 << (n - 1)) {
            let gray = i ^ (i >> 1)
            let pixel = i.trailingZeroBitCount
            let size0 = gray.nonzeroBitCount
            steps.append(Step(pixel: pixel, sign: gray & (1 << pixel) != 0 ? 1 : -1,
                              inverse0: 1 / Float(size0), inverse1: 1 / Float(n - size0), mask: UInt8(gray)))
        }
        self.steps = steps
        groups = steps.map { Int32($0.mask) }
        factors = steps.flatMap { [SIMD8(repeating: $0.sign), SIMD8(repeating: $0.inverse0), SIMD8(repeating: $0.inverse1)] }
        pixels = steps.map(\.pixel)
        sizes = steps.map { Float($0.mask.nonzeroBitCount) }
    }

    /// Lanes side by side: eight characters at once.
    package typealias Lanes = SIMD8<Float>

    /// For each lane, the index of the best step. `channels` holds 3·n
    /// vectors: red of sub-pixel k at k, green at n + k, blue at 2n + k.
    /// Ties keep the earlier step, so a one-colour character stays one colour.
    @inline(__always)
    package func best(_ channels: UnsafePointer<Lanes>) -> SIMD8<Int32> { best(channels, subpixels: count) }

    /// `best(_:)` with the sub-pixel count given (`count`): a constant there lets the loops unroll.
    @inline(__always)
    package func best(_ channels: UnsafePointer<Lanes>, subpixels n: Int) -> SIMD8<Int32> {
        var tr = Lanes(), tg = Lanes(), tb = Lanes()
        var differs = SIMDMask<SIMD8<Int32>>()
        for k in 0..<n {
            tr += channels[k]
            tg += channels[n + k]
            tb += channels[2 * n + k]
            differs .|= (channels[k] .!= channels[0]) .| (channels[n + k] .!= channels[n]) .| (channels[2 * n + k] .!= channels[2 * n])
        }
        var bestIndex = SIMD8<Int32>()
        // All eight characters one colour each (black areas, flat video): nothing to split.
        guard any(differs) else { return bestIndex }
        var best = (tr * tr + tg * tg + tb * tb) * steps[0].inverse1
        var sr = Lanes(), sg = Lanes(), sb = Lanes()
        factors.withUnsafeBufferPointer { factors in
        pixels.withUnsafeBufferPointer { pixels in
            for i in 1..<pixels.count {
                let k = pixels[i]
                let (sign, inverse0, inverse1) = (factors[3 * i], factors[3 * i + 1], factors[3 * i + 2])
                sr += sign * channels[k]
                sg += sign * channels[n + k]
                sb += sign * channels[2 * n + k]
                let (ur, ug, ub) = (tr - sr, tg - sg, tb - sb)
                let score = (sr * sr + sg * sg + sb * sb) * inverse0 + (ur * ur + ug * ug + ub * ub) * inverse1
                let better = score .> best
                best.replace(with: score, where: better)
                bestIndex.replace(with: Int32(i), where: better)
            }
        }
        }
        return bestIndex
    }
}
