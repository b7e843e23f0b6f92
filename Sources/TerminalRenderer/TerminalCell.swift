/// One character cell of the canvas: a mosaic glyph and the two colours that
/// paint it. `mask` says which sub-pixels show the foreground (bit
/// `row · columns + column` of the frame's `Mosaic`, row-major from the top
/// left); the others show the background. For half blocks bit 0 is the upper
/// pixel and bit 1 the lower: mask 1 is '▀', 2 '▄', 3 '█', 0 ' '.
package struct TerminalCell: Hashable, Sendable {
    package var mask: UInt8
    package var foreground: TerminalColor
    package var background: TerminalColor

    @inlinable
    package init(mask: UInt8, foreground: TerminalColor, background: TerminalColor) {
        self.mask = mask
        self.foreground = foreground
        self.background = background
    }

    /// The colour sub-pixel `k` shows.
    @inlinable
    package func color(ofSubpixel k: Int) -> TerminalColor {
        mask & (1 << k) != 0 ? foreground : background
    }

    /// For half blocks: the colour of the upper pixel as shown.
    @inlinable
    package var upper: TerminalColor { color(ofSubpixel: 0) }

    /// For half blocks: the colour of the lower pixel as shown.
    @inlinable
    package var lower: TerminalColor { color(ofSubpixel: 1) }
}
