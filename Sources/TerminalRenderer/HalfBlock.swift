import LifeCore

/// The half-block mapping: two stacked pixels become one terminal cell.
package enum HalfBlock {
    /// Masks of the four half-block glyphs (`Mosaic.half`).
    package static let space: UInt8 = 0, upperHalf: UInt8 = 1, lowerHalf: UInt8 = 2, fullBlock: UInt8 = 3

    /// The canonical cell for an upper and a lower pixel: '▀' with the upper
    /// pixel as foreground and the lower as background; a space with the
    /// background when both are the same colour (one byte instead of three,
    /// and no foreground needed).
    @inlinable
    package static func cell(upper: TerminalColor, lower: TerminalColor) -> TerminalCell {
        if upper == lower {
            return TerminalCell(mask: space, foreground: upper, background: upper)
        }
        return TerminalCell(mask: upperHalf, foreground: upper, background: lower)
    }

    /// Fills `columns × rows` cells from a canvas of `columns × 2·rows`
    /// pixels, each pixel quantised for `mode` at its place in the dither
    /// tile; a row beyond the canvas is black.
    static func fill(_ out: UnsafeMutableBufferPointer<TerminalCell>, columns: Int, rows: Int,
                     from canvas: RGBFrame, mode: ColorMode) {
        let (width, height, stride) = (min(columns, canvas.width), canvas.height, canvas.stride)
        let black = mode.quantize(.black)
        // Only the 256-colour palette is dithered: no tile to look up otherwise.
        let dither = mode == .palette256
        canvas.pixels.withUnsafeBufferPointer { px in
            for y in 0..<rows {
                let top = 2 * y < height ? 2 * y * stride : -1
                let bottom = 2 * y + 1 < height ? (2 * y + 1) * stride : -1
                for x in 0..<columns {
                    var upper = black, lower = black
                    if x < width, top >= 0 {
                        let t = top + 3 * x
                        upper = mode.quantize(RGB(px[t], px[t + 1], px[t + 2]), rank: dither ? ColorPalette.rank(x: x, y: 2 * y) : 0)
                    }
                    if x < width, bottom >= 0 {
                        let b = bottom + 3 * x
                        lower = mode.quantize(RGB(px[b], px[b + 1], px[b + 2]), rank: dither ? ColorPalette.rank(x: x, y: 2 * y + 1) : 0)
                    }
                    out[y * columns + x] = cell(upper: upper, lower: lower)
                }
            }
        }
    }
}
