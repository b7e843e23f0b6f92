import LifeCore
import Testing
@testable import TerminalRenderer

/// The encoder's colour span (its register look-ahead) against the rule
/// written out channel by channel: a colour joins while every channel spans
/// at most twice the radius, and the middle is the rounded-down average of
/// each channel's lowest and highest value.
@Suite struct ColorSpanTests {
    /// Channels of `0xRRGGBB`.
    static func channels(_ c: UInt32) -> [Int] { [Int(c >> 16), Int((c >> 8) & 0xFF), Int(c & 0xFF)] }

    @Test(arguments: [0, 1, 6, 100, 127, 128, 200, 255, 1000])
    func spansAgreeWithTheRuleChannelByChannel(radius: Int) {
        var random = SplitMix64(seed: UInt64(radius))
        for _ in 0..<2000 {
            let first = UInt32.random(in: 0...0xFF_FF_FF, using: &random)
            var span = ColorSpan(first)
            var low = Self.channels(first), high = low
            for _ in 0..<8 {
                // Near colours as well as far ones, so spans grow and also stop.
                let step = Int.random(in: 0...(radius + 3), using: &random)
                let c = Self.channels(first).map { UInt32(max(0, min(255, $0 + Int.random(in: -step...step, using: &random)))) }
                let colour = Bool.random(using: &random) ? c[0] << 16 | c[1] << 8 | c[2] : UInt32.random(in: 0...0xFF_FF_FF, using: &random)
                let v = Self.channels(colour)
                let newLow = zip(low, v).map { min($0, $1) }, newHigh = zip(high, v).map { max($0, $1) }
                let fits = zip(newLow, newHigh).allSatisfy { $1 - $0 <= 2 * radius }
                let added = span.adding(colour, radius: radius)
                #expect((added != nil) == fits, "radius \(radius): \(String(first, radix: 16)) + \(String(colour, radix: 16))")
                guard let added, fits else { break }
                (span, low, high) = (added, newLow, newHigh)
                let middle = zip(low, high).map { UInt32(($0 + $1) / 2) }
                #expect(span.middle == middle[0] << 16 | middle[1] << 8 | middle[2])
                #expect(zip(Self.channels(span.middle), zip(low, high)).allSatisfy { $0 - $1.0 <= radius && $1.1 - $0 <= radius })
            }
        }
    }

    @Test func oneColoursMiddleIsTheColour() {
        for c: UInt32 in [0, 0xFF_FF_FF, 0x12_34_56, 0xFE_01_80] {
            #expect(ColorSpan(c).middle == c)
        }
    }
}
