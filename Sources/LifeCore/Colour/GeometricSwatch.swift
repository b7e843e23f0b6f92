/// One of the `geometric` palette's flat colours: drawn with probability
/// proportional to `weight`, at an opacity picked uniformly in `opacity`.
public struct GeometricSwatch: Sendable, Equatable {
    public var colour: RGB
    public var weight: Int
    public var opacity: ClosedRange<Double>

    public init(_ colour: RGB, weight: Int, opacity: ClosedRange<Double>) {
        self.colour = colour
        self.weight = weight
        self.opacity = opacity
    }

    /// The original's five: yellow, ruby, teal, orange, purple.
    public static let standard: [GeometricSwatch] = [
        GeometricSwatch(RGB(244, 177, 21), weight: 3, opacity: 0.1...0.4),
        GeometricSwatch(RGB(225, 84, 115), weight: 2, opacity: 0.1...0.7),
        GeometricSwatch(RGB(80, 159, 177), weight: 1, opacity: 0.1...0.5),
        GeometricSwatch(RGB(253, 138, 90), weight: 2, opacity: 0.1...0.5),
        GeometricSwatch(RGB(110, 72, 131), weight: 1, opacity: 0.1...0.7),
    ]

    /// Draws one colour from `swatches` and returns it laid at its opacity over
    /// white (the mask's neutral: an opacity of 0 leaves the video untouched),
    /// as r, g, b in 0…1.
    public static func draw(from swatches: [GeometricSwatch], using rng: inout some RandomNumberGenerator) -> (Double, Double, Double) {
        let total = swatches.reduce(0) { $0 + max(0, $1.weight) }
        guard total > 0 else { return (1, 1, 1) }
        var pick = Int(rng.next() % UInt64(total))
        var chosen = swatches[swatches.count - 1]
        for s in swatches where s.weight > 0 {
            if pick < s.weight { chosen = s; break }
            pick -= s.weight
        }
        let unit = Double(rng.next() >> 11) / Double(1 << 53)
        let alpha = chosen.opacity.lowerBound + unit * (chosen.opacity.upperBound - chosen.opacity.lowerBound)
        func over(_ c: UInt8) -> Double { 1 - alpha + alpha * Double(c) / 255 }
        return (over(chosen.colour.r), over(chosen.colour.g), over(chosen.colour.b))
    }
}
