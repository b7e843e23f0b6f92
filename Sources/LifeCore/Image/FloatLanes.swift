/// Whole numbers and floats converted lane by lane through the bits of
/// x + 2²³: below 2²³ a float's bits past 0x4B00_0000 are the whole number
/// it rounds to. (The generic SIMD conversions stay outlined calls in this
/// package's build; these are two or four vector instructions.)
extension SIMD8 where Scalar == Float {
    /// Whole numbers 0 ≤ n < 2²³, exactly.
    @inlinable @inline(__always)
    package init(wholeNumbers n: SIMD8<Int32>) {
        self = unsafeBitCast(n | 0x4B00_0000, to: SIMD8<Float>.self) - 0x1p23
    }

    /// Lanes holding whole numbers 0 ≤ v < 2²³, as integers (others rounded to the nearest, ties to even).
    @inlinable @inline(__always)
    package var wholeNumbers: SIMD8<Int32> {
        unsafeBitCast(self + 0x1p23, to: SIMD8<Int32>.self) &- 0x4B00_0000
    }

    /// Lanes 0 ≤ v < 2²³ rounded down: the nearest whole number, one less where that rounded up.
    @inlinable @inline(__always)
    package var roundedDown: SIMD8<Int32> {
        let t = self + 0x1p23
        return (unsafeBitCast(t, to: SIMD8<Int32>.self) &- 0x4B00_0000) &+ SIMD8<Int32>().replacing(with: -1, where: t - 0x1p23 .> self)
    }
}

extension SIMD4 where Scalar == Float {
    /// Lanes 0 ≤ v < 2²³ rounded down: the nearest whole number, one less where that rounded up.
    @inlinable @inline(__always)
    package var roundedDown: SIMD4<Int32> {
        let t = self + 0x1p23
        return (unsafeBitCast(t, to: SIMD4<Int32>.self) &- 0x4B00_0000) &+ SIMD4<Int32>().replacing(with: -1, where: t - 0x1p23 .> self)
    }
}
