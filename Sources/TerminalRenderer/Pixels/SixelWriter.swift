/// Writes sixel pictures in Swift: `ESC P q "1;1;W;H`, the registers
/// (`#n;2;r;g;b`, percent, rounded as libsixel does), then each band of six
/// pixel rows as one run of sixels per register the band uses, separated by
/// `$` (back to the band's left edge), bands by `-`, repeats of four or
/// more as `!count`, then `ESC \`.
///
/// One pass over a band sets, per register met, the sixel bits of each
/// column in a row of its own (`bits`: 256 rows of `width` bytes, only
/// the columns a register spans cleared again after it is written), so a
/// band costs its pixels plus the spans of its registers. libsixel's
/// encoder, which it replaces, kept each band's runs in a sorted list and
/// took about two thirds of lifecam's instructions for a sixel frame
/// (docs/BENCHMARKS.md, "Pixels at the terminal's pace").
package final class SixelWriter: SixelEncoding {
    /// Per register, the sixel bits (0…63) of each column of the band being written.
    private var bits: [UInt8] = []
    private var width = 0
    /// The registers the band met, in order, and the first and last column of each.
    private var used: [Int] = []
    private var first = [Int](repeating: 0, count: SixelPalette.maxColours)
    private var last = [Int](repeating: -1, count: SixelPalette.maxColours)

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
        bytes += Array("\u{1B}Pq\"1;1;\(width);\(height)".utf8)
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

    /// One band of `rows` (1…6) pixel rows from row `top`.
    private func band(_ registers: UnsafeBufferPointer<UInt8>, top: Int, rows: Int, into bytes: inout [UInt8]) {
        let w = width
        used.removeAll(keepingCapacity: true)
        bits.withUnsafeMutableBufferPointer { bits in
            first.withUnsafeMutableBufferPointer { first in
                last.withUnsafeMutableBufferPointer { last in
                    for r in 0..<rows {
                        let row = (top + r) * w, bit = UInt8(1) << UInt8(r)
                        for x in 0..<w {
                            let c = Int(registers[row + x])
                            if last[c] < 0 {
                                used.append(c)
                                first[c] = x
                                last[c] = x
                            } else {
                                if x < first[c] { first[c] = x }
                                if x > last[c] { last[c] = x }
                            }
                            bits[c * w + x] |= bit
                        }
                    }
                    for (k, c) in used.enumerated() {
                        if k > 0 { bytes.append(UInt8(ascii: "$")) }
                        bytes.append(UInt8(ascii: "#"))
                        Self.decimal(c, into: &bytes)
                        let base = c * w
                        // Columns before the register's first are blank sixels ('?').
                        Self.run(of: 63, count: first[c], into: &bytes)
                        var x = first[c]
                        while x <= last[c] {
                            let value = bits[base + x]
                            var end = x + 1
                            while end <= last[c], bits[base + end] == value { end += 1 }
                            Self.run(of: 63 + value, count: end - x, into: &bytes)
                            for i in x..<end { bits[base + i] = 0 }
                            x = end
                        }
                        last[c] = -1
                    }
                }
            }
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
