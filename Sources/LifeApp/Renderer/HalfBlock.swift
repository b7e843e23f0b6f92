/// The half-block mapping: two stacked pixels become one terminal cell.
public enum HalfBlock {
    /// The canonical cell for an upper and a lower pixel: '▀' with the upper
    /// pixel as foreground and the lower as background; a space with the
    /// background when both are the same colour (one byte instead of three,
    /// and no foreground needed).
    @inlinable
    public static func cell(upper: TerminalColor, lower: TerminalColor) -> TerminalCell {
        if upper == lower {
            return TerminalCell(glyph: .space, foreground: upper, background: upper)
        }
        return TerminalCell(glyph: .upperHalf, foreground: upper, background: lower)
    }
}
