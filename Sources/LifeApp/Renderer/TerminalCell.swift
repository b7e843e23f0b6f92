/// One character cell of the canvas: a block glyph and the two colours that
/// paint it. A cell shows two pixels stacked: `upper` and `lower`.
public struct TerminalCell: Hashable, Sendable {
    /// The four glyphs the canvas is drawn with.
    public enum Glyph: UInt8, Sendable, CaseIterable {
        /// ' ': both halves in the background colour.
        case space
        /// '▀' (U+2580): upper half foreground, lower half background.
        case upperHalf
        /// '▄' (U+2584): upper half background, lower half foreground.
        case lowerHalf
        /// '█' (U+2588): both halves in the foreground colour.
        case fullBlock

        /// The glyph's UTF-8 bytes.
        public var utf8: [UInt8] {
            switch self {
            case .space: return [0x20]
            case .upperHalf: return [0xE2, 0x96, 0x80]
            case .lowerHalf: return [0xE2, 0x96, 0x84]
            case .fullBlock: return [0xE2, 0x96, 0x88]
            }
        }

        /// The glyph as a character.
        public var character: Character {
            switch self {
            case .space: return " "
            case .upperHalf: return "▀"
            case .lowerHalf: return "▄"
            case .fullBlock: return "█"
            }
        }
    }

    public var glyph: Glyph
    public var foreground: TerminalColor
    public var background: TerminalColor

    @inlinable
    public init(glyph: Glyph, foreground: TerminalColor, background: TerminalColor) {
        self.glyph = glyph
        self.foreground = foreground
        self.background = background
    }

    /// The colour of the upper pixel as shown.
    @inlinable
    public var upper: TerminalColor {
        switch glyph {
        case .upperHalf, .fullBlock: return foreground
        case .space, .lowerHalf: return background
        }
    }

    /// The colour of the lower pixel as shown.
    @inlinable
    public var lower: TerminalColor {
        switch glyph {
        case .lowerHalf, .fullBlock: return foreground
        case .space, .upperHalf: return background
        }
    }

    /// Whether two cells look the same (same upper and lower colours),
    /// however they are drawn.
    @inlinable
    public func looksLike(_ other: TerminalCell) -> Bool {
        upper == other.upper && lower == other.lower
    }
}
