import LifeCore

/// How the canvas reaches the terminal (`--blitter`): mosaic glyphs, each
/// character two colours over a grid of sub-pixels, or real pixels through a
/// graphics protocol.
package enum Blitter: String, Sendable, CaseIterable, CustomStringConvertible {
    /// '▀' half blocks: 1×2 pixels per character; every terminal with UTF-8.
    case half
    /// Quadrants U+2596–U+259F: 2×2.
    case quadrant
    /// Sextants U+1FB00–U+1FB3B (Unicode 13): 2×3.
    case sextant
    /// Octants U+1CD00–U+1CDE5 (Unicode 16): 2×4.
    case octant
    /// The kitty graphics protocol: one canvas pixel per screen pixel.
    case kitty
    /// Sixel pictures: one canvas pixel per screen pixel.
    case sixel

    /// The glyph blitters, coarsest first.
    package static let glyphs: [Blitter] = [.half, .quadrant, .sextant, .octant]

    /// The glyph set, for the glyph blitters; nil for the pixel protocols.
    package var mosaic: Mosaic? {
        switch self {
        case .half: .half
        case .quadrant: .quadrant
        case .sextant: .sextant
        case .octant: .octant
        case .kitty, .sixel: nil
        }
    }

    /// Whether the blitter draws the terminal's own pixels rather than glyphs.
    package var drawsPixels: Bool { mosaic == nil }

    /// Canvas pixels per character: the mosaic's grid, or for a pixel
    /// protocol one character cell in screen pixels (`cell`; nil when unknown).
    package func characterPixels(cell: Dimensions?) -> Dimensions? {
        guard let mosaic else { return cell }
        return Dimensions(width: mosaic.columns, height: mosaic.rows)
    }

    /// A canvas pixel's width over its height on a terminal whose character
    /// cells are `cell` screen pixels (1:2 when unknown, the common shape):
    /// what the video is scaled for, so it keeps its shape. Screen pixels are square.
    package func pixelAspect(cell: Dimensions?) -> Double {
        guard let mosaic else { return 1 }
        let shape = cell.map { Double($0.width) / Double($0.height) } ?? 0.5
        return shape * Double(mosaic.rows) / Double(mosaic.columns)
    }

    package var description: String { rawValue }
}

/// A `--blitter` value: one blitter, or `auto` (the finest the terminal shows).
package enum BlitterChoice: Sendable, Equatable, CustomStringConvertible {
    case auto
    case fixed(Blitter)

    /// Parses `half`, `quadrant`, `sextant`, `octant`, `kitty`, `sixel` or `auto`.
    package init(parsing text: String) throws(BlitterError) {
        let lower = text.lowercased()
        if lower == "auto" {
            self = .auto
        } else if let blitter = Blitter(rawValue: lower) {
            self = .fixed(blitter)
        } else {
            throw BlitterError(text: text)
        }
    }

    package var description: String {
        switch self {
        case .auto: "auto"
        case let .fixed(blitter): blitter.rawValue
        }
    }

    /// The blitter named, or half for `auto` (where no terminal is asked).
    package var fixed: Blitter {
        if case let .fixed(blitter) = self { return blitter }
        return .half
    }
}

/// An unknown `--blitter` value.
package struct BlitterError: Error, Equatable, CustomStringConvertible {
    package let text: String
    package init(text: String) {
        self.text = text
    }

    package var description: String {
        "unknown blitter '\(text)': choose " + Blitter.allCases.map(\.rawValue).joined(separator: ", ") + " or auto"
    }
}
