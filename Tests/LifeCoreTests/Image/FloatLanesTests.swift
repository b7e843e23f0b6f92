import Testing
@testable import LifeCore

/// Lane conversions through the bits of x + 2²³ against the scalar ones.
@Suite struct FloatLanesTests {
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
}
