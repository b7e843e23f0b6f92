import Testing
@testable import LifeCore

@Suite struct PerlinNoiseTests {
    /// Values from Perlin's Java `ImprovedNoise` (the first is the one he
    /// publishes; the rest from a direct port of his code, run independently).
    @Test(arguments: [
        (3.14, 42.0, 7.0, 0.13691995878400012),
        (0.5, 0.5, 0.5, -0.25),
        (-1.25, 2.75, -3.5, 0.40050268173217773),
        (10.1, -20.2, 30.3, 0.3410360150525964),
        (0.1, 0.2, 0.3, 0.35122924878110723),
        (255.5, 256.25, -0.75, -0.41210269927978516),
    ])
    func matchesPerlinsReference(x: Double, y: Double, z: Double, expected: Double) {
        #expect(PerlinNoise.reference.noise(x, y, z) == expected)
    }

    @Test(arguments: [(0.0, 0.0, 0.0, 0.0), (1, 2, 3, 4), (-7, 300, 12, -1), (255, 256, 0, 9)])
    func zeroOnTheLattice(x: Double, y: Double, z: Double, t: Double) {
        #expect(PerlinNoise.reference.noise(x, y, z) == 0)
        #expect(PerlinNoise.reference.noise(x, y, z, t) == 0)
        #expect(PerlinNoise(seed: 9).noise(x, y, z, t) == 0)
    }

    @Test func fourDimensionalNoiseIsBoundedAndVaries() {
        var rng = Xoshiro256(seed: 1)
        var seen = Set<Int>()
        for _ in 0..<2000 {
            let c = (0..<4).map { _ in Double(rng.next() % 100_000) / 1000 - 50 }
            let n = PerlinNoise.reference.noise(c[0], c[1], c[2], c[3])
            #expect(abs(n) <= 3, "4-D noise out of range at \(c): \(n)")
            seen.insert(Int((n * 10).rounded()))
        }
        #expect(seen.count > 8)
    }

    @Test func fourDimensionalNoiseIsContinuous() {
        let p = PerlinNoise.reference
        var x = 0.3
        while x < 4 {
            let a = p.noise(x, 1.7, 2.2, 0.9), b = p.noise(x + 1e-6, 1.7, 2.2, 0.9)
            #expect(abs(a - b) < 1e-4, "jump at x = \(x)")
            x += 0.05
        }
    }

    @Test func seedsGiveOtherLooksDeterministically() {
        let a = PerlinNoise(seed: 5), b = PerlinNoise(seed: 5), c = PerlinNoise(seed: 6)
        #expect(a == b)
        #expect(a != c)
        #expect(a != PerlinNoise.reference)
        #expect(a.noise(3.14, 42, 7) == b.noise(3.14, 42, 7))
        #expect(a.noise(3.14, 42, 7) != c.noise(3.14, 42, 7))
    }

    @Test func fieldDividesByZoomAndSumsOctaves() {
        let one = NoiseField(octaves: 1, zoom: 2)
        #expect(one.value(6.28, 84, 14, 3) == PerlinNoise.reference.noise(3.14, 42, 7, 1.5))
        let two = NoiseField(octaves: 2, persistence: 0.5, zoom: 1)
        let n = PerlinNoise.reference
        #expect(two.value(0.3, 0.6, 0.2, 0.1) == n.noise(0.3, 0.6, 0.2, 0.1) + 0.5 * n.noise(0.6, 1.2, 0.4, 0.2))
    }
}
