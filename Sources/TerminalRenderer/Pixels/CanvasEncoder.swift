import LifeCore

/// Something that turns canvases into the bytes that show them on a
/// terminal, remembering what the terminal shows so each frame sends only
/// what changed: glyphs (`FrameEncoder`) or pixels (`KittyEncoder`, sixel).
package protocol CanvasEncoder {
    /// Appends the bytes that bring the terminal from what it shows to `canvas`.
    mutating func encode(canvas: RGBFrame, into bytes: inout [UInt8])
    /// Forgets what the terminal shows, so the next frame sends everything
    /// (after the screen was cleared, resized, or a write did not complete).
    mutating func invalidate()
    /// Bytes that take away what the encoder left on the terminal beyond its
    /// text (an image), for the way out.
    func farewell() -> [UInt8]
    /// Whether the last `encode` sent nothing because the terminal had not
    /// yet taken the frame before (it is dropped, and painted again).
    var heldBack: Bool { get }
}

extension CanvasEncoder {
    /// Encoders that write everything into the bytes are paced by the terminal's reading alone.
    package var heldBack: Bool { false }
}

extension FrameEncoder: CanvasEncoder {
    /// Glyphs are text: the terminal's own clearing takes them away.
    package func farewell() -> [UInt8] { [] }
}

/// Compresses bytes into the zlib format (RFC 1950), which the kitty
/// graphics protocol takes as `o=z`. The shell's is zlib itself.
package protocol Deflater: Sendable {
    /// Appends `input` compressed to `output`; on failure `output` is as it was.
    func deflate(_ input: UnsafeRawBufferPointer, into output: inout [UInt8]) throws(DeflateError)
}

/// Compression failed (zlib ran out of memory): the picture goes uncompressed.
package struct DeflateError: Error, Equatable, CustomStringConvertible {
    package let reason: String
    package init(reason: String) { self.reason = reason }
    package var description: String { "compression failed: \(reason)" }
}
