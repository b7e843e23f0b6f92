import LifeCore
import LifeTestSupport
import Testing
@testable import TerminalRenderer

/// lifecam's sixel writer, decoded back by the test terminal.
@Suite struct SixelWriterTests {
    /// Every pixel comes back in its register's colour (within the
    /// protocol's percent steps), whatever the width, the height (bands cut
    /// short) and the number of registers; pictures written one after the
    /// other with one writer do not leak into each other.
    @Test(arguments: [(1, 1, 1), (7, 6, 2), (50, 13, 256), (33, 40, 17)])
    func picturesComeBackInTheirRegistersColours(width: Int, height: Int, colours: Int) throws {
        var rng = Xoshiro256(seed: UInt64(width + 100 * colours))
        let writer = SixelWriter()
        for _ in 0..<2 {
            let palette = (0..<(3 * colours)).map { _ in UInt8.random(in: 0...255, using: &rng) }
            let registers = (0..<(width * height)).map { _ in UInt8.random(in: 0...UInt8(colours - 1), using: &rng) }
            var bytes: [UInt8] = []
            try registers.withUnsafeBufferPointer { try writer.encode($0, width: width, height: height, palette: palette, into: &bytes) }
            var model = SixelModel(columns: 6, rows: 5, cellWidth: 10, cellHeight: 10)
            try model.feed(bytes)
            var worst = 0
            for y in 0..<height {
                for x in 0..<width {
                    let r = Int(registers[y * width + x]), p = model.pixel(x, y)
                    for c in 0..<3 { worst = max(worst, abs(Int(p[c]) - Int(palette[3 * r + c]))) }
                }
            }
            #expect(model.pictures == 1 && worst <= SixelEncoderTests.percentError, "worst \(worst)")
            // Nothing drawn beyond the picture.
            #expect(model.pixel(width, 0) == SixelModel.untouched && model.pixel(0, height) == SixelModel.untouched)
        }
    }

    /// The header names the size, every register is defined in percent, and
    /// a flat band is one repeat per register: a 40x6 picture of one colour is
    /// `#0!40~`.
    @Test func aFlatBandIsOneRepeat() throws {
        var bytes: [UInt8] = []
        let registers = [UInt8](repeating: 0, count: 40 * 6)
        try registers.withUnsafeBufferPointer {
            try SixelWriter().encode($0, width: 40, height: 6, palette: [255, 128, 0], into: &bytes)
        }
        #expect(String(decoding: bytes, as: UTF8.self) == "\u{1B}P0;1q\"1;1;40;6#0;2;100;50;0#0!40~\u{1B}\\")
    }

    /// Segments of different registers share a line: a band whose left half
    /// is one register and right half another is one line, no `$` and no
    /// blank sixels; a register back after 17 blank columns starts a second
    /// segment, on the same line; one back after 5 is one segment with blank
    /// sixels in it, and the register under those takes a line of its own.
    @Test(arguments: [
        ([(0, 20, 0), (20, 40, 1)], "#0!20~#1!20~"),
        ([(0, 3, 0), (3, 20, 1), (20, 23, 0), (23, 30, 2)], "#0~~~#1!17~#0~~~#2!7~"),
        ([(0, 3, 0), (3, 8, 1), (8, 11, 0), (11, 20, 1)], "#0~~~!5?~~~$#1???!5~???!9~"),
    ])
    func segmentsOfDifferentRegistersShareALine(spans: [(Int, Int, UInt8)], body: String) throws {
        let width = spans.map(\.1).max() ?? 0
        var registers = [UInt8](repeating: 0, count: width * 6)
        for (from, to, register) in spans { for y in 0..<6 { for x in from..<to { registers[y * width + x] = register } } }
        var bytes: [UInt8] = []
        try registers.withUnsafeBufferPointer {
            try SixelWriter().encode($0, width: width, height: 6, palette: [0, 0, 0, 255, 255, 255, 255, 0, 0], into: &bytes)
        }
        #expect(String(decoding: bytes, as: UTF8.self)
            == "\u{1B}P0;1q\"1;1;\(width);6#0;2;0;0;0#1;2;100;100;100#2;2;100;0;0" + body + "\u{1B}\\")
    }

    /// No pixels, or a palette of no or more than 256 colours, is a typed error, and nothing is written.
    @Test func badPicturesAreTypedErrors() {
        var bytes: [UInt8] = []
        #expect(throws: SixelError.self) {
            try [UInt8]().withUnsafeBufferPointer { try SixelWriter().encode($0, width: 0, height: 0, palette: [0, 0, 0], into: &bytes) }
        }
        for palette in [[], [1, 2], [UInt8](repeating: 9, count: 3 * 257)] as [[UInt8]] {
            #expect(throws: SixelError.self) {
                try [UInt8](repeating: 0, count: 6).withUnsafeBufferPointer {
                    try SixelWriter().encode($0, width: 1, height: 6, palette: palette, into: &bytes)
                }
            }
        }
        #expect(bytes.isEmpty)
    }
}
