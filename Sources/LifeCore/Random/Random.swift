/// SplitMix64 (Steele, Lea, Flood 2014): a tiny, fast, seedable generator.
///
/// Every random choice in LifeCore takes an `inout some RandomNumberGenerator`;
/// the app passes one of these seeded from `--seed`, never the system generator,
/// so the same seed always gives the same boards and frames.
public struct SplitMix64: RandomNumberGenerator, Sendable, Hashable {
    public private(set) var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// xoshiro256** (Blackman, Vigna 2018), seeded through SplitMix64 as its authors advise.
public struct Xoshiro256: RandomNumberGenerator, Sendable, Hashable {
    public private(set) var s: (UInt64, UInt64, UInt64, UInt64)

    public init(seed: UInt64) {
        var sm = SplitMix64(seed: seed)
        s = (sm.next(), sm.next(), sm.next(), sm.next())
    }

    public mutating func next() -> UInt64 {
        let result = rotl(s.1 &* 5, 7) &* 9
        let t = s.1 << 17
        s.2 ^= s.0
        s.3 ^= s.1
        s.1 ^= s.2
        s.0 ^= s.3
        s.2 ^= t
        s.3 = rotl(s.3, 45)
        return result
    }

    func rotl(_ x: UInt64, _ k: UInt64) -> UInt64 { (x << k) | (x >> (64 - k)) }

    public static func == (a: Xoshiro256, b: Xoshiro256) -> Bool {
        a.s.0 == b.s.0 && a.s.1 == b.s.1 && a.s.2 == b.s.2 && a.s.3 == b.s.3
    }
    public func hash(into h: inout Hasher) { h.combine(s.0); h.combine(s.1); h.combine(s.2); h.combine(s.3) }
}
