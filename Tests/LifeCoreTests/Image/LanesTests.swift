import Testing
@testable import LifeCore

/// Lane-by-lane conversions against the generic ones, and those through the bits of x + 2²³ against the scalar ones.
@Suite struct LanesTests {
    @Test func roundingDownIsTheFloor() {
        var random = SplitMix64(seed: 3)
        // Halves (where rounding to even goes either way), whole numbers, and the top of the range.
        var values: [Float] = [0, 0.5, 1, 1.5, 2.5, 3.5, 254.5, 255.5, 65_280.99, 4_194_304.5, 8_388_607]
        for _ in 0..<4000 { values.append(Float.random(in: 0..<8_388_608, using: &random)) }
        for _ in 0..<4000 { values.append(Float(Int.random(in: 0...600, using: &random)) / 2) }
        while values.count % 8 != 0 { values.append(0.25) }
        for start in stride(from: 0, to: values.count, by: 8) {
            let v = SIMD8<Float>(values[start..<(start + 8)])
            let expected = SIMD8<Int32>(values[start..<(start + 8)].map { Int32($0.rounded(.down)) })
            #expect(v.roundedDown == expected)
            let four = SIMD4<Float>(values[start..<(start + 4)])
            #expect(four.roundedDown == SIMD4<Int32>(values[start..<(start + 4)].map { Int32($0.rounded(.down)) }))
        }
    }

    @Test func wholeNumbersGoBothWaysExactly() {
        var random = SplitMix64(seed: 4)
        for _ in 0..<2000 {
            let n = SIMD8<Int32>((0..<8).map { _ in Int32.random(in: 0..<8_388_608, using: &random) })
            let f = SIMD8<Float>(wholeNumbers: n)
            #expect(f == SIMD8<Float>((0..<8).map { Float(n[$0]) }))
            #expect(f.wholeNumbers == n)
        }
    }

    @Test func widenedAndLowBytesAreTheGenericConversions() {
        var random = SplitMix64(seed: 5)
        for _ in 0..<1000 {
            let bytes = SIMD8<UInt8>((0..<8).map { _ in UInt8.random(in: 0...255, using: &random) })
            #expect(bytes.widened == SIMD8<UInt16>(truncatingIfNeeded: bytes))
            let sixteen = SIMD16<UInt8>((0..<16).map { _ in UInt8.random(in: 0...255, using: &random) })
            #expect(sixteen.widened == SIMD16<UInt16>(truncatingIfNeeded: sixteen))
            let shorts = SIMD8<Int16>((0..<8).map { _ in Int16.random(in: .min ... .max, using: &random) })
            #expect(shorts.widened == SIMD8<Int32>(truncatingIfNeeded: shorts))
            let ints = SIMD8<Int32>((0..<8).map { _ in Int32.random(in: .min ... .max, using: &random) })
            #expect(ints.lowBytes == SIMD8<UInt8>(truncatingIfNeeded: ints))
            #expect(ints.lowHalf.lowBytes == SIMD4<UInt8>(truncatingIfNeeded: ints.lowHalf))
        }
    }
}
