/// One of the `geometric` palette's flat colours: drawn with probability
/// proportional to `weight`, at an opacity picked uniformly in `opacity`.
///
/// A cell's shape is laid in its swatch colour at that opacity over the
/// background (black, or white in light mode) and over the shapes drawn
/// before it, never over white per cell: so the colours stay themselves,
/// and where shapes overlap they blend, as in the wallpaper the palette
/// comes from.
public struct GeometricSwatch: Sendable, Equatable {
    public var colour: RGB
    public var weight: Int
    public var opacity: ClosedRange<Double>

    public init(_ colour: RGB, weight: Int, opacity: ClosedRange<Double>) {
        self.colour = colour
        self.weight = weight
        self.opacity = opacity
    }

    /// The five: yellow, ruby, teal, orange, purple, in the order they are
    /// layered. The darker colours (teal, purple) get higher opacities so
    /// that each stays clearly visible over a black background.
    public static let standard: [GeometricSwatch] = [
        GeometricSwatch(RGB(244, 177, 21), weight: 3, opacity: 0.6...0.9),
        GeometricSwatch(RGB(225, 84, 115), weight: 2, opacity: 0.55...0.9),
        GeometricSwatch(RGB(80, 159, 177), weight: 1, opacity: 0.65...0.95),
        GeometricSwatch(RGB(253, 138, 90), weight: 2, opacity: 0.55...0.9),
        GeometricSwatch(RGB(110, 72, 131), weight: 1, opacity: 0.75...1.0),
    ]

    /// Draws one swatch from `swatches` by weight and an opacity in its range;
    /// returns the swatch's index and the opacity.
    public static func draw(from swatches: [GeometricSwatch], using rng: inout some RandomNumberGenerator) -> (index: Int, opacity: Double) {
        let total = swatches.reduce(0) { $0 + max(0, $1.weight) }
        guard total > 0 else { return (0, 0) }
        var pick = Int(rng.next() % UInt64(total))
        var chosen = swatches.count - 1
        for (i, s) in swatches.enumerated() where s.weight > 0 {
            if pick < s.weight { chosen = i; break }
            pick -= s.weight
        }
        let unit = Double(rng.next() >> 11) / Double(1 << 53)
        let range = swatches[chosen].opacity
        return (chosen, range.lowerBound + unit * (range.upperBound - range.lowerBound))
    }
}
