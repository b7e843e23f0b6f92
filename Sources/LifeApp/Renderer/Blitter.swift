/// How the canvas reaches the terminal (`--blitter`): mosaic glyphs, each
/// character two colours over a grid of sub-pixels.
public enum Blitter: String, Sendable, CaseIterable, CustomStringConvertible {
    /// '▀' half blocks: 1×2 pixels per character; every terminal with UTF-8.
    case half
    /// Quadrants U+2596–U+259F: 2×2.
    case quadrant
    /// Sextants U+1FB00–U+1FB3B (Unicode 13): 2×3.
    case sextant
    /// Octants U+1CD00–U+1CDE5 (Unicode 16): 2×4.
    case octant

    /// The glyph blitters, coarsest first.
    public static let glyphs: [Blitter] = [.half, .quadrant, .sextant, .octant]

    /// The glyph set.
    public var mosaic: Mosaic {
        switch self {
        case .half: .half
        case .quadrant: .quadrant
        case .sextant: .sextant
        case .octant: .octant
        }
    }

    /// Canvas pixels per character.
    public var characterPixels: CellPixels { CellPixels(width: mosaic.columns, height: mosaic.rows) }

    /// A canvas pixel's width over its height on a terminal whose character
    /// cells are `cell` screen pixels (1:2 when unknown, the common shape):
    /// what the video is scaled for, so it keeps its shape.
    public func pixelAspect(cell: CellPixels?) -> Double {
        let shape = cell.map { Double($0.width) / Double($0.height) } ?? 0.5
        let grid = characterPixels
        return shape * Double(grid.height) / Double(grid.width)
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

    /// The blitter named, or half for `auto` (where no terminal is asked).
    public var fixed: Blitter {
        if case let .fixed(blitter) = self { return blitter }
        return .half
    }
}

/// An unknown `--blitter` value.
public struct BlitterError: Error, Equatable, CustomStringConvertible {
    public let text: String
    public var description: String {
        "unknown blitter '\(text)': choose " + Blitter.allCases.map(\.rawValue).joined(separator: ", ") + " or auto"
    }
}
