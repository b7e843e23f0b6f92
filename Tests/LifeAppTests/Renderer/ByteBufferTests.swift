import Testing
@testable import LifeApp

/// The frame encoder's sink: bytes and packed decimals land as written, and
/// the buffer grows past its first capacity without losing any.
@Suite struct ByteBufferTests {
    @Test func everyDecimalDigitsEntryWritesTheNumber() {
        var buffer = ByteBuffer(capacity: 4)
        var expected: [UInt8] = []
        for n in 0..<256 {
            buffer.putDigits(EscapeWriter.decimalDigits[n])
            buffer.put(0x3B)
            expected += Array("\(n);".utf8)
        }
        #expect(Array(buffer.written) == expected)
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

    /// The bytes `EncodePass.sgr` writes, from a pass over no cells.
    static func passSGR(foreground: UInt32?, background: UInt32?) -> [UInt8] {
        var cells: [TerminalCell] = [], mask: [UInt8] = [], colours: [UInt32] = [], pending: [Int32] = []
        var other: [UInt32] = []
        let lengths: [UInt8] = []
        return cells.withUnsafeMutableBufferPointer { cells in
            mask.withUnsafeMutableBufferPointer { mask in
                colours.withUnsafeMutableBufferPointer { colours in
                    other.withUnsafeMutableBufferPointer { other in
                        pending.withUnsafeMutableBufferPointer { pending in
                            lengths.withUnsafeBufferPointer { lengths in
                                EscapeWriter.decimalDigits.withUnsafeBufferPointer { decimals in
                                    ColorPalette.xterm256Packed.withUnsafeBufferPointer { palette in
                                        var pass = EncodePass(
                                            cells: UnsafeBufferPointer(cells), shownMask: mask, shownForeground: colours,
                                            shownBackground: other, palette: palette, glyphBytes: UnsafeBufferPointer(other),
                                            glyphLengths: lengths, decimals: decimals, fullMask: 3, columns: 0, rows: 0,
                                            origin: CanvasOrigin(), threshold: 0, previous: nil, pending: pending,
                                            out: ByteBuffer(capacity: 4))
                                        pass.sgr(foreground: foreground, background: background)
                                        return Array(pass.out.written)
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
