/// How live cells are coloured.
public enum Palette: String, Sendable, CaseIterable, CustomStringConvertible {
    /// The original's Perlin colours: r, g, b from three slices of 4-D noise.
    case perlin
    /// Hues inside a range around a centre, with purity (see `HSVModel`).
    case hsv
    /// Five flat colours chosen per cell by weight, each at its own opacity.
    case geometric
    /// White: the video shows through untinted.
    case mono
    /// The 26 December palette, for John Conway's birthday.
    case birthday

    public var description: String { rawValue }

    /// The palette that follows this one when the user cycles (`p`);
    /// `birthday` takes part only on its day.
    public var next: Palette {
        switch self {
        case .perlin: return .hsv
        case .hsv: return .geometric
        case .geometric: return .mono
        case .mono, .birthday: return .perlin
        }
    }

    /// The default palette on `day`: `birthday` on 26 December, else `perlin`.
    public static func defaultPalette(on day: CalendarDay?) -> Palette {
        guard let day, day.month == 12, day.day == 26 else { return .perlin }
        return .birthday
    }

    /// Parses a `--palette` name; nil if unknown.
    public init?(name: String) {
        self.init(rawValue: name.lowercased())
    }
}
