import LifeCore

/// How many colours the canvas may use: what `--colors` names.
package enum ColorMode: String, Sendable, CaseIterable {
    /// Direct 24-bit colour, `ESC[38;2;R;G;Bm`.
    case truecolor
    /// The xterm 256-colour palette's cube and grey ramp, `ESC[38;5;Nm`;
    /// pictures ordered-dithered into it.
    case palette256 = "256"
    /// The 16 system colours, `ESC[30–37m`, `ESC[90–97m` and their backgrounds.
    case palette16 = "16"

    /// Parses a `--colors` value: `truecolor` (or `24bit`), `256`, `16`.
    package init(parsing text: String) throws(ColorModeError) {
        switch text.lowercased() {
        case "truecolor", "24bit": self = .truecolor
        case "256": self = .palette256
        case "16": self = .palette16
        default: throw ColorModeError(text: text)
        }
    }

    /// The colour this mode shows for `c`: itself, or the nearest palette
    /// entry (for text and the strip, where a colour stands alone).
    @inlinable
    package func quantize(_ c: RGB) -> TerminalColor {
        switch self {
        case .truecolor: return .rgb(c)
        case .palette256: return .indexed(ColorPalette.nearest256(c))
        case .palette16: return .indexed(ColorPalette.nearest16(c))
        }
    }

    /// The colour this mode shows for a picture's pixel at `rank` of the
    /// 4 × 4 dither tile (`ColorPalette.rank(x:y:)`): under 256 colours
    /// ordered-dithered (`ColorPalette.dithered256`), so that its
    /// neighbours average back to `c`; otherwise as `quantize(_:)`.
    @inlinable
    package func quantize(_ c: RGB, rank: Int) -> TerminalColor {
        self == .palette256 ? .indexed(ColorPalette.dithered256(c, rank: rank)) : quantize(c)
    }
}

/// A `--colors` value that names no colour mode.
package struct ColorModeError: Error, Equatable, CustomStringConvertible {
    package let text: String
    package var description: String {
        "unknown colour mode '\(text)': expected truecolor, 256 or 16"
    }
}
