/// SIMD conversions written lane by lane or through the bits of floats: the
/// generic conversions (`init(truncatingIfNeeded:)`, `init(_:rounding:)`)
/// stay outlined calls in this package's build (whole-module, compiled on
/// several threads), costing tens of instructions a vector; these are one
/// to four vector instructions (unpacks, packs, adds).
///
/// Whole numbers and floats go through the bits of x + 2²³: below 2²³ a
/// float's bits past 0x4B00_0000 are the whole number it rounds to.
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

extension SIMD8 where Scalar == UInt8 {
    /// The bytes as 16-bit lanes (one unpack).
    @inlinable @inline(__always)
    package var widened: SIMD8<UInt16> {
        SIMD8<UInt16>(UInt16(self[0]), UInt16(self[1]), UInt16(self[2]), UInt16(self[3]),
                      UInt16(self[4]), UInt16(self[5]), UInt16(self[6]), UInt16(self[7]))
    }
}

extension SIMD16 where Scalar == UInt8 {
    /// The bytes as 16-bit lanes (one zero extension to a 256-bit register with AVX2, two unpacks without).
    @inlinable @inline(__always)
    package var widened: SIMD16<UInt16> { SIMD16<UInt16>(lowHalf: lowHalf.widened, highHalf: highHalf.widened) }
}

extension SIMD8 where Scalar == Int16 {
    /// The lanes as 32-bit ones (one sign extension).
    @inlinable @inline(__always)
    package var widened: SIMD8<Int32> {
        SIMD8<Int32>(Int32(self[0]), Int32(self[1]), Int32(self[2]), Int32(self[3]),
                     Int32(self[4]), Int32(self[5]), Int32(self[6]), Int32(self[7]))
    }
}

extension SIMD8 where Scalar == Int32 {
    /// Each lane's low byte (lanes holding 0…255 become those bytes: packs).
    @inlinable @inline(__always)
    package var lowBytes: SIMD8<UInt8> {
        SIMD8<UInt8>(UInt8(truncatingIfNeeded: self[0]), UInt8(truncatingIfNeeded: self[1]),
                     UInt8(truncatingIfNeeded: self[2]), UInt8(truncatingIfNeeded: self[3]),
                     UInt8(truncatingIfNeeded: self[4]), UInt8(truncatingIfNeeded: self[5]),
                     UInt8(truncatingIfNeeded: self[6]), UInt8(truncatingIfNeeded: self[7]))
    }

    /// Bytes as 32-bit lanes (one zero extension).
    @inlinable @inline(__always)
    package init(bytes b: SIMD8<UInt8>) {
        self.init(Int32(b[0]), Int32(b[1]), Int32(b[2]), Int32(b[3]), Int32(b[4]), Int32(b[5]), Int32(b[6]), Int32(b[7]))
    }

    /// Each lane's low 16 bits (lanes holding −32,768…32,767 keep their value).
    @inlinable @inline(__always)
    package var lowHalves: SIMD8<Int16> {
        SIMD8<Int16>(Int16(truncatingIfNeeded: self[0]), Int16(truncatingIfNeeded: self[1]),
                     Int16(truncatingIfNeeded: self[2]), Int16(truncatingIfNeeded: self[3]),
                     Int16(truncatingIfNeeded: self[4]), Int16(truncatingIfNeeded: self[5]),
                     Int16(truncatingIfNeeded: self[6]), Int16(truncatingIfNeeded: self[7]))
    }
}

extension SIMD4 where Scalar == Int32 {
    /// Each lane's low 16 bits (lanes holding −32,768…32,767 keep their value).
    @inlinable @inline(__always)
    package var lowHalves: SIMD4<Int16> {
        SIMD4<Int16>(Int16(truncatingIfNeeded: self[0]), Int16(truncatingIfNeeded: self[1]),
                     Int16(truncatingIfNeeded: self[2]), Int16(truncatingIfNeeded: self[3]))
    }

    /// Each lane's low byte.
    @inlinable @inline(__always)
    package var lowBytes: SIMD4<UInt8> {
        SIMD4<UInt8>(UInt8(truncatingIfNeeded: self[0]), UInt8(truncatingIfNeeded: self[1]),
                     UInt8(truncatingIfNeeded: self[2]), UInt8(truncatingIfNeeded: self[3]))
    }
}
