/// Fractal Perlin noise as the original app used it: a sum of octaves, each at
/// twice the frequency and `persistence` times the amplitude of the one
/// before, over coordinates divided by `zoom`.
public struct NoiseField: Sendable, Equatable {
    public var noise: PerlinNoise
    /// Number of octaves summed (at least 1).
    public var octaves: Int
    /// Amplitude factor from one octave to the next.
    public var persistence: Double
    /// Coordinates are divided by this before sampling: larger means smoother.
    public var zoom: Double

    /// The original's settings: one octave, persistence 0.5, zoom 50.
    public init(noise: PerlinNoise = .reference, octaves: Int = 1, persistence: Double = 0.5, zoom: Double = 50) {
        self.noise = noise
        self.octaves = max(1, octaves)
        self.persistence = persistence
        self.zoom = zoom == 0 ? 1 : zoom
    }

    /// The field at (x, y, z, t).
    public func value(_ x: Double, _ y: Double, _ z: Double, _ t: Double) -> Double {
        var sum = 0.0
        var frequency = 1.0 / zoom
        var amplitude = 1.0
        for _ in 0..<octaves {
            sum += noise.noise(x * frequency, y * frequency, z * frequency, t * frequency) * amplitude
            frequency *= 2
            amplitude *= persistence
        }
        return sum
    }
}
