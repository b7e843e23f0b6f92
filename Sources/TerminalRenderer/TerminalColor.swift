import LifeCore

/// A colour as a terminal is told it: either a direct 24-bit colour
/// (`ESC[38;2;R;G;Bm`) or an index into the terminal's palette
/// (`ESC[38;5;Nm`, or `ESC[3Nm`-style codes for the first 16).
///
/// Layout of `code`: bit 24 clear → `0xRRGGBB`; bit 24 set → the low
/// byte is a palette index. One `UInt32` keeps cell frames small and
/// comparisons a single integer compare.
package struct TerminalColor: Hashable, Sendable {
    package let code: UInt32

    @usableFromInline static let indexedFlag: UInt32 = 1 << 24

    @inlinable init(code: UInt32) { self.code = code }

    /// A direct (24-bit) colour.
    @inlinable
    package static func rgb(_ c: RGB) -> TerminalColor {
        TerminalColor(code: UInt32(c.r) << 16 | UInt32(c.g) << 8 | UInt32(c.b))
    }

    /// Palette entry `n` (0–255).
    @inlinable
    package static func indexed(_ n: UInt8) -> TerminalColor {
        TerminalColor(code: indexedFlag | UInt32(n))
    }

    /// True for palette colours, false for direct ones.
    @inlinable package var isIndexed: Bool { code & Self.indexedFlag != 0 }

    /// The palette index, or nil for a direct colour.
    @inlinable package var index: UInt8? { isIndexed ? UInt8(truncatingIfNeeded: code) : nil }

    /// The colour as RGB; palette entries resolve through xterm's default palette.
    @inlinable
    package var rgb: RGB {
        let p = packedRGB
        return RGB(UInt8(truncatingIfNeeded: p >> 16), UInt8(truncatingIfNeeded: p >> 8), UInt8(truncatingIfNeeded: p))
    }

    /// The colour as `0xRRGGBB`.
    @inlinable
    package var packedRGB: UInt32 {
        isIndexed ? ColorPalette.xterm256Packed[Int(code & 0xFF)] : code
    }

    /// The largest per-channel difference between two colours (0 = same shade).
    @inlinable
    package func distance(to other: TerminalColor) -> Int {
        if code == other.code { return 0 }
        return Self.distance(packedRGB, other.packedRGB)
    }

    /// The largest per-channel difference between two `0xRRGGBB` values.
    @inlinable @inline(__always)
    static func distance(_ a: UInt32, _ b: UInt32) -> Int {
        let dr = abs(Int(a >> 16) - Int(b >> 16))
        let dg = abs(Int((a >> 8) & 0xFF) - Int((b >> 8) & 0xFF))
        let db = abs(Int(a & 0xFF) - Int(b & 0xFF))
        return max(dr, dg, db)
    }
}

extension TerminalColor: CustomStringConvertible {
    package var description: String {
        if let n = index { return "#\(n)" }
        let c = rgb
        return "rgb(\(c.r),\(c.g),\(c.b))"
    }
}
