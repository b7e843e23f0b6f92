/// How the canvas reaches the terminal (`--blitter`): mosaic glyphs, each
/// character two colours over a grid of sub-pixels, or real pixels through a
/// graphics protocol.
public enum Blitter: String, Sendable, CaseIterable, CustomStringConvertible {
    /// '▀' half blocks: 1×2 pixels per character; every terminal with UTF-8.
    case half
    /// Quadrants U+2596–U+259F: 2×2.
    case quadrant
    /// Sextants U+1FB00–U+1FB3B (Unicode 13): 2×3.
    case sextant
    /// Octants U+1CD00–U+1CDE5 (Unicode 16): 2×4.
    case octant
    /// The kitty graphics protocol: the terminal's own pixels.
    case kitty
    /// Sixel graphics: the terminal's own pixels.
    case sixel

    /// The glyph blitters, coarsest first.
    public static let glyphs: [Blitter] = [.half, .quadrant, .sextant, .octant]

    /// The glyph set, for the glyph blitters; nil for pixel protocols.
    public var mosaic: Mosaic? {
        switch self {
        case .half: .half
        case .quadrant: .quadrant
        case .sextant: .sextant
        case .octant: .octant
        case .kitty, .sixel: nil
        }
    }

    /// Whether the blitter draws real pixels rather than glyphs.
    public var drawsPixels: Bool { mosaic == nil }

    /// Canvas pixels per character: the mosaic's grid, or for pixel
    /// protocols one terminal cell in screen pixels (`cell`; nil when unknown).
    public func characterPixels(cell: CellPixels?) -> CellPixels? {
        if let mosaic { return CellPixels(width: mosaic.columns, height: mosaic.rows) }
        return cell
    }

    public var description: String { rawValue }
}

/// A `--blitter` value: one blitter, or `auto` (the finest the terminal shows).
public enum BlitterChoice: Sendable, Equatable, CustomStringConvertible {
    case auto
    case fixed(Blitter)

    /// Parses `half`, `quadrant`, `sextant`, `octant`, `kitty`, `sixel` or `auto`.
    public init(parsing text: String) throws(BlitterError) {
        let lower = text.lowercased()
        if lower == "auto" {
            self = .auto
        } else if let blitter = Blitter(rawValue: lower) {
            self = .fixed(blitter)
        } else {
            throw BlitterError(text: text)
        }
    }

    public var description: String {
        switch self {
        case .auto: "auto"
        case let .fixed(blitter): blitter.rawValue
        }
    }
}

/// An unknown `--blitter` value.
public struct BlitterError: Error, Equatable, CustomStringConvertible {
    public let text: String
    public var description: String {
        "unknown blitter '\(text)': choose " + Blitter.allCases.map(\.rawValue).joined(separator: ", ") + " or auto"
    }
}
