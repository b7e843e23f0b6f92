/// Choosing the exact value a colour register is set to.
///
/// Any colour within the register threshold of what a cell wants shows it
/// correctly, so when a register must be set, the encoder picks, inside that
/// allowance, the colour that also stays within it of the same colour of as
/// many of the next cells to write on the row as it can: those then need no
/// colour code of their own: the middle of the per-channel range of the
/// longest run of those colours that spans at most twice the register
/// threshold on every channel. Black is the exception: it is set exactly,
/// and never stands in such a run (nothing near it shows it: `EncodePass.gap`).
extension EncodePass {
    /// How far ahead along a row the choice looks, in cells to write.
    package static let registerLookahead = 8

    /// The value for a register that must show the foreground (or the
    /// background) colour of cell `i` (`both`: both colours), looking ahead at
    /// the same colour of the next cells to write (`pending[next...]`) before `rowEnd`.
    /// `mutating` though it changes nothing: see `EncodePass+Choice.swift`.
    @inline(__always)
    package mutating func registerValue(for i: Int, cellForeground: Bool, both: Bool, next: Int, rowEnd: Int) -> UInt32 {
        let cell = cells[i]
        let wanted = shown(cell, foreground: cellForeground)
        guard radius > 0, wanted & TerminalColor.indexedFlag == 0, wanted != Self.black else { return wanted }
        var span = ColorSpan(wanted)
        if both {
            let other = shown(cell, foreground: !cellForeground)
            // One register for a colour and black: black (the colour is near it, or they would not share one).
            if other == Self.black { return other }
            guard other & TerminalColor.indexedFlag == 0, let s = span.adding(other, radius: radius) else { return wanted }
            span = s
        }
        var k = next
        let last = Swift.min(pendingCount, next + Self.registerLookahead)
        while k < last {
            let j = Int(pending[k] & Self.indexBits)
            guard j < rowEnd else { break }
            let c = shown(cells[j], foreground: cellForeground)
            guard c & TerminalColor.indexedFlag == 0, c != Self.black, let s = span.adding(c, radius: radius) else { break }
            span = s
            k += 1
        }
        return span.middle
    }

    /// The code of direct black, `0x000000`.
    static let black: UInt32 = 0

    /// The cell's foreground or background colour, or its one colour when
    /// its mask shows only one (' ' shows the background, '█' the foreground).
    @inline(__always)
    private func shown(_ cell: TerminalCell, foreground: Bool) -> UInt32 {
        if cell.mask == 0 { return cell.background.code }
        if cell.mask == fullMask { return cell.foreground.code }
        return foreground ? cell.foreground.code : cell.background.code
    }
}

/// The per-channel range of a set of colours; a colour within `radius` of
/// all of them exists while every channel spans at most `2 · radius`, and the
/// range's middle is one (exactly the colour, when they are all the same).
/// The channels are the bytes of `0xRRGGBB`, kept as vector lanes so a
/// colour is added with one minimum, one maximum and one comparison.
package struct ColorSpan {
    package var low: SIMD4<UInt8>
    package var high: SIMD4<UInt8>

    /// The span of one `0xRRGGBB` colour.
    @inline(__always)
    package init(_ c: UInt32) {
        low = Self.lanes(c)
        high = low
    }

    @inline(__always)
    static func lanes(_ c: UInt32) -> SIMD4<UInt8> { unsafeBitCast(c.littleEndian, to: SIMD4<UInt8>.self) }

    /// The span with `c` added, or nil if it would exceed `2 · radius` on a channel.
    @inline(__always)
    package func adding(_ c: UInt32, radius: Int) -> ColorSpan? {
        let v = Self.lanes(c)
        var result = self
        result.low = pointwiseMin(low, v)
        result.high = pointwiseMax(high, v)
        // A span is at most 255, so a limit of 255 or more is 255.
        let limit = SIMD4<UInt8>(repeating: UInt8(clamping: 2 * radius))
        guard all(result.high &- result.low .<= limit) else { return nil }
        return result
    }

    /// The middle of the range (rounded down): within `radius` of every colour in it.
    @inline(__always)
    package var middle: UInt32 {
        let mid = (low & high) &+ ((low ^ high) &>> 1)
        return UInt32(littleEndian: unsafeBitCast(mid, to: UInt32.self))
    }
}
