import LifeCore
import TerminalRenderer

/// The encoder that turns the canvas into a terminal's bytes for a blitter:
/// the one decision behind play's picture blitters and render's `.ans` and
/// `.cast`. The shell builds the encoder from it (zlib, the sixel writer and
/// shared memory are the shell's).
package enum EncoderChoice: Equatable, Sendable {
    /// Mosaic glyphs in `ColorMode`'s colours (`FrameEncoder`).
    case glyphs(ColorMode, Mosaic)
    /// Kitty pictures: RGB through shared memory when `sharedMemory` and the
    /// terminal reads it, else zlib-compressed in the escape codes.
    case kitty(sharedMemory: Bool)
    /// Sixel pictures of characters `cell` pixels large, at most `largest`.
    case sixel(cell: Dimensions, largest: Dimensions)

    /// The largest sixel picture unless the terminal says (xterm's limit).
    package static let sixelLargest = Dimensions(width: 1000, height: 1000)

    /// The encoder for `blitter` in a terminal whose characters are `cell`
    /// pixels (nil: not known), whose largest sixel picture is `sixelLargest`
    /// (nil: not said), in `colors`; `live` is a terminal written to now,
    /// which may read kitty's pictures from shared memory (a file keeps only
    /// bytes). Nil for sixel without a cell size: sixels are not offered then.
    package static func choose(for blitter: Blitter, colors: ColorMode, cell: Dimensions?, sixelLargest: Dimensions? = nil,
                               live: Bool) -> EncoderChoice? {
        switch blitter {
        case .kitty: .kitty(sharedMemory: live)
        case .sixel: cell.map { .sixel(cell: $0, largest: sixelLargest ?? Self.sixelLargest) }
        default: .glyphs(colors, blitter.mosaic ?? .half)
        }
    }
}
