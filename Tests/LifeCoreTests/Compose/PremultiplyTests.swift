import Testing
@testable import LifeCore

/// The mask's bytes four cells at a time are the cell-by-cell formula's:
/// `UInt8(colour × (level × 255) + 0.5)`, inverted in light mode.
@Suite struct PremultiplyTests {
    static func expected(_ level: [Float], _ rgb: [Float], light: Bool) -> [UInt8] {
        var out: [UInt8] = []
        for i in level.indices {
            let k = level[i] * 255
            for c in 0..<3 {
                let v = UInt8(rgb[i * 3 + c] * k + 0.5)
                out.append(light ? 255 - v : v)
            }
        }
        return out
    }

    @Test(arguments: [false, true])
    func foursAreTheFormulaCellByCell(light: Bool) {
        var random = SplitMix64(seed: light ? 2 : 1)
        // Random values, the ends, and products landing on halves (ties for the rounding).
        var level: [Float] = [0, 1, 1, 0.5, 1, 1, 1, 1, 1 / 255, 2 / 255, 0.25, 0.75]
        var rgb: [Float] = [1, 1, 1, 0, 0, 0, 1, 1, 1, 0.5, 0.5, 0.5, 127.5 / 255, 1.5 / 255, 0.5 / 255,
                            254.5 / 255, 0.999, 0.001, 1, 0.5, 0.25, 1, 1, 1, 0.5, 0.5, 0.5, 1, 0, 1, 0.002, 0.998, 0.5, 1, 0.2, 0.6]
        for _ in 0..<1000 {
            level.append(Float.random(in: 0...1, using: &random))
            for _ in 0..<3 { rgb.append(Float.random(in: 0...1, using: &random)) }
        }
        let count = level.count
        var out = [UInt8](repeating: 0, count: count * 3)
        let done = level.withUnsafeBufferPointer { l in
            rgb.withUnsafeBufferPointer { c in
                out.withUnsafeMutableBufferPointer { o in
                    Painter.premultiplyFours(l.baseAddress!, c.baseAddress!, into: o.baseAddress!, count: count, light: light)
                }
            }
        }
        #expect(done == count / 4 * 4)
        #expect(Array(out[..<(done * 3)]) == Array(Self.expected(level, rgb, light: light)[..<(done * 3)]))
    }
}
