import Testing
@testable import TerminalRenderer

/// The frame encoder's sink: bytes and packed decimals land as written, and
/// the buffer grows past its first capacity without losing any.
@Suite struct ByteBufferTests {
    @Test func everyDecimalDigitsEntryWritesTheNumber() {
        var buffer = ByteBuffer(capacity: 4)
        var expected: [UInt8] = []
        for n in 0..<256 {
            buffer.putChannel(UInt8(n))
            buffer.put(0x3B)
            expected += Array("\(n);".utf8)
        }
        #expect(Array(buffer.written) == expected)
    }

    /// What the encoder thinks an SGR costs is what it writes: every channel
    /// value in each place, every palette index, alone and together.
    @Test func sgrCostIsTheBytesWritten() {
        var colours: [UInt32?] = [nil]
        for v in UInt32(0)...255 { colours += [v << 16 | 0x0505, 0x05 << 16 | v << 8 | 0x05, 0x0505 << 8 | v] }
        for n in UInt8(0)...255 { colours.append(TerminalColor.indexed(n).code) }
        for f in colours {
            for b in [nil, 0, 0x64_0A_FF, TerminalColor.indexed(9).code, TerminalColor.indexed(100).code] as [UInt32?] {
                for (x, y) in [(f, b), (b, f)] {
                    var writer = EscapeWriter(bytes: [])
                    writer.sgr(foreground: x, background: y)
                    #expect(EscapeWriter.sgrCost(foreground: x, background: y) == writer.bytes.count,
                            "\(String(describing: x)) \(String(describing: y))")
                }
            }
        }
    }

    @Test func theEncodersSGRIsTheWritersSGR() {
        // Direct colours through the table, palette colours through the writer: the same bytes as EscapeWriter.
        let colours: [UInt32?] = [nil, 0, 0x0A_64_FF, 0xFF_FF_FF, 0x09_00_63, TerminalColor.indexed(3).code,
                                  TerminalColor.indexed(12).code, TerminalColor.indexed(200).code]
        for f in colours {
            for b in colours {
                var writer = EscapeWriter(bytes: [])
                writer.sgr(foreground: f, background: b)
                #expect(Self.passSGR(foreground: f, background: b) == writer.bytes, "\(String(describing: f)) \(String(describing: b))")
            }
        }
    }

    /// SGRs, glyphs and cursor positions are written with one capacity check
    /// each: started at every offset up to and past the first capacity (64),
    /// each lands whole and the buffer grows, with the bytes `EscapeWriter` writes.
    @Test func sequencesCrossingTheCapacityLandWhole() {
        for offset in 0..<80 {
            var buffer = ByteBuffer(capacity: 4)
            var writer = EscapeWriter(bytes: [])
            for _ in 0..<offset {
                buffer.put(0x2E)
                writer.put(0x2E)
            }
            buffer.sgr(foreground: 0xFF_FF_FF, background: 0xC8_64_FF)
            writer.sgr(foreground: 0xFF_FF_FF, background: 0xC8_64_FF)
            let octant = Mosaic.octant.encoded
            buffer.glyph(octant.bytes[77], length: octant.lengths[77])
            writer.glyph(octant.bytes[77], length: octant.lengths[77])
            buffer.cursorPosition(row: Int.max, column: 1_000_000_007)
            writer.cursorPosition(row: Int.max, column: 1_000_000_007)
            #expect(Array(buffer.written) == writer.bytes, "offset \(offset)")
        }
    }

    /// The bytes the encoder's sink writes for an SGR (channels through `putChannel`'s table).
    static func passSGR(foreground: UInt32?, background: UInt32?) -> [UInt8] {
        var buffer = ByteBuffer(capacity: 4)
        buffer.sgr(foreground: foreground, background: background)
        return Array(buffer.written)
    }
}
