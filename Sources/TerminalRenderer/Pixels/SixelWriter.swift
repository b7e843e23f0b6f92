/// Writes sixel pictures in Swift: `ESC P 0;1 q "1;1;W;H` (a transparent
/// background: pixels no sixel paints are left as they are), the registers
/// (`#n;2;r;g;b`, percent, rounded as libsixel does), then each band of six
/// pixel rows as lines of sixels (`$` back to the band's left edge), bands
/// separated by `-`, repeats of four or more as `!count`, then `ESC \`.
///
/// One pass over a band sets, per register met, the sixel bits of each
/// column in a row of its own (`bits`: 256 rows of `width` bytes, only
/// the columns a register spans cleared again after it is written). Each
/// register's row is cut into segments at gaps of 10 blank columns or more,
/// and a line takes, left to right, as many segments of any register as fit
/// (as libsixel does, so the bytes are no more than its), so a band costs
/// its pixels plus the spans of its registers. libsixel's encoder, which it
/// replaces, kept each band's runs in a sorted list and took about two
/// thirds of lifecam's instructions for a sixel frame (docs/BENCHMARKS.md,
/// "Pixels at the terminal's pace").
package final class SixelWriter: SixelEncoding {
    /// Per register, the sixel bits (0…63) of each column of the band being written.
    private var bits: [UInt8] = []
    private var width = 0
    /// The registers the band met, in order, and the first and last column of each.
    private var used: [Int] = []
    private var first = [Int](repeating: 0, count: SixelPalette.maxColours)
    private var last = [Int](repeating: -1, count: SixelPalette.maxColours)
    /// Columns `start..<end` of one register's bits in the band being written.
    private struct Segment {
        var start: Int, end: Int, register: Int
    }
    /// The band's segments not yet written, and those a line left for the next.
    private var segments: [Segment] = [], pending: [Segment] = []
    /// The register the last sixels were written in (-1: none yet in this picture).
    private var register = -1
    /// Blank columns that end a segment (libsixel's figure).
    private static let splitGap = 10

    package init() {}

    package func encode(_ registers: UnsafeBufferPointer<UInt8>, width: Int, height: Int, palette: [UInt8],
                        into bytes: inout [UInt8]) throws(SixelError) {
        let count = palette.count / 3
        guard width > 0, height > 0, registers.count >= width * height else { throw SixelError(reason: "no pixels") }
        guard (1...SixelPalette.maxColours).contains(count), palette.count == 3 * count else {
            throw SixelError(reason: "a palette of \(palette.count) bytes is not 1 to \(SixelPalette.maxColours) colours")
        }
        if width != self.width {
            self.width = width
            bits = [UInt8](repeating: 0, count: SixelPalette.maxColours * width)
        }
        bytes += Array("\u{1B}P0;1q\"1;1;\(width);\(height)".utf8)
        register = -1
        for n in 0..<count {
            bytes.append(UInt8(ascii: "#"))
            Self.decimal(n, into: &bytes)
            bytes += [UInt8(ascii: ";"), UInt8(ascii: "2")]
            for c in 0..<3 {
                bytes.append(UInt8(ascii: ";"))
                Self.decimal((Int(palette[3 * n + c]) * 100 + 127) / 255, into: &bytes)
            }
        }
        for top in stride(from: 0, to: height, by: 6) {
            if top > 0 { bytes.append(UInt8(ascii: "-")) }
            band(registers, top: top, rows: min(6, height - top), into: &bytes)
        }
        bytes += [0x1B, UInt8(ascii: "\\")]
    }

    /// One band of `rows` (1…6) pixel rows from row `top`: the bits of each
    /// register met, cut into segments as the columns go by, the segments
    /// written as lines. The band is read column by column, so each
    /// register meets its columns in order and a gap of `splitGap` blank
    /// columns or more (a shorter gap costs fewer bytes written as blank
    /// sixels than a segment of its own, as libsixel judges it) ends its
    /// segment there: a register's span is not scanned again (with 256
    /// registers across a photograph's band, that scan was most of the work).
    private func band(_ registers: UnsafeBufferPointer<UInt8>, top: Int, rows: Int, into bytes: inout [UInt8]) {
        let w = width, gap = Self.splitGap
        // Taken out of the object while the band is read: no access checks per pixel.
        var used = self.used, segments = self.segments
        self.used = []
        self.segments = []
        used.removeAll(keepingCapacity: true)
        segments.removeAll(keepingCapacity: true)
        bits.withUnsafeMutableBufferPointer { bits in
            // `first`: where each register's open segment starts; `last`: its last column painted (-1: none yet).
            first.withUnsafeMutableBufferPointer { start in
                last.withUnsafeMutableBufferPointer { last in
                    for x in 0..<w {
                        var p = top &* w &+ x, bit: UInt8 = 1
                        for _ in 0..<rows {
                            let c = Int(registers[p])
                            let l = last[c]
                            if l < 0 {
                                used.append(c)
                                start[c] = x
                            } else if x &- l &- 1 >= gap {
                                segments.append(Segment(start: start[c], end: l &+ 1, register: c))
                                start[c] = x
                            }
                            last[c] = x
                            bits[c &* w &+ x] |= bit
                            bit <<= 1
                            p &+= w
                        }
                    }
                    for c in used {
                        segments.append(Segment(start: start[c], end: last[c] &+ 1, register: c))
                        last[c] = -1
                    }
                }
            }
            // By first column, then the longer first, then by register (a total order): libsixel's order.
            segments.sort { ($0.start, $1.end, $0.register) < ($1.start, $0.end, $1.register) }
            self.segments = segments
            lines(bits, into: &bytes)
        }
        self.used = used
    }

    /// Writes the band's segments, sorted by their first column, as lines
    /// (`$` between them): each line takes, left to right, every segment
    /// left that starts at or after where the line has got to, so segments
    /// of different registers share a line instead of each starting at the
    /// left edge. The register chosen stays chosen across lines and bands.
    /// Clears the bits written.
    private func lines(_ bits: UnsafeMutableBufferPointer<UInt8>, into bytes: inout [UInt8]) {
        // The object's state in locals while the band is written: no access checks per segment.
        var segments = self.segments, pending = self.pending, register = self.register
        self.segments = []
        self.pending = []
        defer { (self.segments, self.pending, self.register) = (segments, pending, register) }
        let width = width
        var line = 0
        while !segments.isEmpty {
            if line > 0 { bytes.append(UInt8(ascii: "$")) }
            line += 1
            var x = 0
            pending.removeAll(keepingCapacity: true)
            for segment in segments {
                guard segment.start >= x else {
                    pending.append(segment)
                    continue
                }
                if segment.register != register {
                    register = segment.register
                    bytes.append(UInt8(ascii: "#"))
                    Self.decimal(register, into: &bytes)
                }
                Self.run(of: 63, count: segment.start - x, into: &bytes)
                let base = segment.register &* width
                x = segment.start
                while x < segment.end {
                    let value = bits[base &+ x]
                    var end = x &+ 1
                    while end < segment.end, bits[base &+ end] == value { end &+= 1 }
                    Self.run(of: 63 &+ value, count: end &- x, into: &bytes)
                    for i in x..<end { bits[base &+ i] = 0 }
                    x = end
                }
            }
            swap(&segments, &pending)
        }
    }

    /// `count` sixels of `character`: `!count` and the character from four on.
    private static func run(of character: UInt8, count: Int, into bytes: inout [UInt8]) {
        if count >= 4 {
            bytes.append(UInt8(ascii: "!"))
            decimal(count, into: &bytes)
            bytes.append(character)
        } else {
            for _ in 0..<count { bytes.append(character) }
        }
    }

    /// The decimal digits of `n` (≥ 0).
    private static func decimal(_ n: Int, into bytes: inout [UInt8]) {
        if n >= 10 { decimal(n / 10, into: &bytes) }
        bytes.append(UInt8(ascii: "0") + UInt8(n % 10))
    }
}
