/// A set of mosaic glyphs: every character of the set splits its cell into a
/// grid of sub-pixels, each shown in the foreground or the background colour.
///
/// Masks: bit `row · columns + column` is set where the sub-pixel shows the
/// foreground, row-major from the top left. Every mask of a set has a glyph,
/// so a cell and its complement (mask inverted, colours swapped) look alike:
///
/// | set | grid | masks | characters |
/// |---|---|---|---|
/// | half | 1×2 | 4 | ' ' ▀ ▄ █ |
/// | quadrant | 2×2 | 16 | ' ', U+2596–U+259F, ▀ ▄ ▌ ▐ █ |
/// | sextant | 2×3 | 64 | ' ', U+1FB00–U+1FB3B (Unicode 13), ▌ ▐ █ |
/// | octant | 2×4 | 256 | ' ', U+1CD00–U+1CDE5 (Unicode 16), the quadrants, ¼ and ¾ blocks, ... |
///
/// The sextant and octant blocks are in code point order of their masks,
/// skipping the masks that older characters already draw (checked against
/// notcurses' tables, `src/lib/blit.c`).
package enum Mosaic: String, Sendable, CaseIterable {
    case half, quadrant, sextant, octant

    /// Sub-pixels across and down one character.
    package var columns: Int { self == .half ? 1 : 2 }
    package var rows: Int {
        switch self {
        case .half, .quadrant: 2
        case .sextant: 3
        case .octant: 4
        }
    }

    /// Sub-pixels in one character.
    package var count: Int { columns * rows }

    /// The mask with every sub-pixel in the foreground ('█').
    package var fullMask: UInt8 { UInt8(truncatingIfNeeded: (1 << count) - 1) }

    /// The character drawn for `mask` (only the set's bits count).
    package func scalar(for mask: UInt8) -> Unicode.Scalar {
        let m = Int(mask & fullMask)
        switch self {
        case .half: return Self.halfScalars[m]
        case .quadrant: return Self.quadrantScalars[m]
        case .sextant: return Self.sextantScalar(m)
        case .octant: return Self.octantScalars[m]
        }
    }

    /// The mask a character draws in this set, or nil when it is not one of the set's.
    package func mask(of scalar: Unicode.Scalar) -> UInt8? {
        Self.reverse[self]?[scalar.value]
    }

    /// The UTF-8 bytes of every mask's character, packed little-endian into
    /// a word, and their lengths: what the encoder appends.
    package var encoded: (bytes: [UInt32], lengths: [UInt8]) { Self.tables[ordinal] }

    /// The set's place in `allCases` (the encoder asks for its table every frame: no hashing).
    private var ordinal: Int {
        switch self {
        case .half: 0
        case .quadrant: 1
        case .sextant: 2
        case .octant: 3
        }
    }

    // MARK: tables

    static let halfScalars: [Unicode.Scalar] = [" ", "\u{2580}", "\u{2584}", "\u{2588}"]

    /// Bits 1 upper left, 2 upper right, 4 lower left, 8 lower right.
    static let quadrantScalars: [Unicode.Scalar] = [
        " ", "\u{2598}", "\u{259D}", "\u{2580}", "\u{2596}", "\u{258C}", "\u{259E}", "\u{259B}",
        "\u{2597}", "\u{259A}", "\u{2590}", "\u{259C}", "\u{2584}", "\u{2599}", "\u{259F}", "\u{2588}",
    ]

    /// U+1FB00 + mask − 1, skipping the two half blocks (masks 21 '▌' and 42 '▐').
    static func sextantScalar(_ m: Int) -> Unicode.Scalar {
        switch m {
        case 0: return " "
        case 21: return "\u{258C}"
        case 42: return "\u{2590}"
        case 63: return "\u{2588}"
        default: return Unicode.Scalar(UInt32(0x1FB00 + m - 1 - (m > 21 ? 1 : 0) - (m > 42 ? 1 : 0)))!
        }
    }

    /// The 26 octant masks that older characters draw; the other 230 are
    /// U+1CD00 onwards in mask order.
    static let octantOlder: [Int: Unicode.Scalar] = {
        var older: [Int: Unicode.Scalar] = [
            1: "\u{1CEA8}", 2: "\u{1CEAB}", 64: "\u{1CEA3}", 128: "\u{1CEA0}",   // one sub-pixel in a corner
            3: "\u{1FB82}", 192: "\u{2582}", 63: "\u{1FB85}", 252: "\u{2586}",   // upper/lower ¼ and ¾ blocks
            20: "\u{1FBE6}", 40: "\u{1FBE7}",                                    // middle left/right ¼
        ]
        // Every quadrant pattern (each quadrant is a 1×2 pair of octant sub-pixels).
        let quadrantBits = [0b101, 0b1010, 0b101_0000, 0b1010_0000]
        for q in 0..<16 {
            var m = 0
            for (bit, octants) in quadrantBits.enumerated() where q & (1 << bit) != 0 { m |= octants }
            older[m] = quadrantScalars[q]
        }
        return older
    }()

    static let octantScalars: [Unicode.Scalar] = {
        var next: UInt32 = 0x1CD00
        return (0..<256).map { m in
            if let s = octantOlder[m] { return s }
            defer { next += 1 }
            return Unicode.Scalar(next)!
        }
    }()

    /// Each set's table, in the order of `allCases` (`ordinal`).
    private static let tables: [(bytes: [UInt32], lengths: [UInt8])] = allCases.map { set in
        var bytes: [UInt32] = [], lengths: [UInt8] = []
        for m in 0..<(1 << set.count) {
            var word: UInt32 = 0
            var length: UInt8 = 0
            for byte in String(Character(set.scalar(for: UInt8(m)))).utf8 {
                word |= UInt32(byte) << (8 * UInt32(length))
                length += 1
            }
            bytes.append(word)
            lengths.append(length)
        }
        return (bytes, lengths)
    }

    private static let reverse: [Mosaic: [UInt32: UInt8]] = {
        var result: [Mosaic: [UInt32: UInt8]] = [:]
        for set in allCases {
            var map: [UInt32: UInt8] = [:]
            for m in 0..<(1 << set.count) { map[set.scalar(for: UInt8(m)).value] = UInt8(m) }
            result[set] = map
        }
        return result
    }()
}
