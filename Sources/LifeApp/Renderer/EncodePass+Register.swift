/// Choosing the exact value a colour register is set to.
///
/// Any colour within the threshold of what a cell wants shows it correctly,
/// so when a register must be set, the encoder picks, inside that allowance,
/// the colour that also stays within the threshold of the same colour of as many
/// of the next cells to write on the row as it can: those then need no colour
/// code of their own: the middle of the per-channel range of the longest run
/// of those colours that spans at most twice the threshold on every channel.
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
        guard threshold > 0, wanted & TerminalColor.indexedFlag == 0 else { return wanted }
        var span = ColorSpan(wanted)
        if both {
            let other = shown(cell, foreground: !cellForeground)
            guard other & TerminalColor.indexedFlag == 0, let s = span.adding(other, radius: threshold) else { return wanted }
            span = s
        }
        var k = next
        let last = Swift.min(pendingCount, next + Self.registerLookahead)
        while k < last {
            let j = Int(pending[k])
            guard j < rowEnd else { break }
            let c = shown(cells[j], foreground: cellForeground)
            guard c & TerminalColor.indexedFlag == 0, let s = span.adding(c, radius: threshold) else { break }
            span = s
            k += 1
        }
        return span.middle
    }

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
package struct ColorSpan {
    package var low: (Int, Int, Int)
    package var high: (Int, Int, Int)

    /// The span of one `0xRRGGBB` colour.
    @inline(__always)
    package init(_ c: UInt32) {
        let v = (Int(c >> 16), Int((c >> 8) & 0xFF), Int(c & 0xFF))
        low = v
        high = v
    }

    /// The span with `c` added, or nil if it would exceed `2 · radius` on a channel.
    @inline(__always)
    package func adding(_ c: UInt32, radius: Int) -> ColorSpan? {
        let v = (Int(c >> 16), Int((c >> 8) & 0xFF), Int(c & 0xFF))
        var result = self
        result.low = (min(low.0, v.0), min(low.1, v.1), min(low.2, v.2))
        result.high = (max(high.0, v.0), max(high.1, v.1), max(high.2, v.2))
        let limit = 2 * radius
        guard result.high.0 - result.low.0 <= limit, result.high.1 - result.low.1 <= limit,
              result.high.2 - result.low.2 <= limit else { return nil }
        return result
    }

    /// The middle of the range: within `radius` of every colour in it.
    @inline(__always)
    package var middle: UInt32 {
        UInt32((low.0 + high.0) / 2) << 16 | UInt32((low.1 + high.1) / 2) << 8 | UInt32((low.2 + high.2) / 2)
    }
}
