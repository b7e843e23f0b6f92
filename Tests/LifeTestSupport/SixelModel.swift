import Foundation
import LifeCore
import TerminalRenderer

/// A small sixel terminal for the tests: it replays the bytes the sixel
/// encoder writes (cursor position, save and restore, synchronized updates,
/// and `ESC P … q … ESC \` pictures: raster attributes, colour registers in
/// RGB percent, `!` repeats, `$` and `-`) into a screen of pixels, each
/// picture drawn at the cursor's cell, and rejects anything else. A picture
/// with an opaque background (`P2` not 1) first fills its raster, rounded up
/// to whole sixels as some terminals do, with register 0's colour.
package struct SixelModel {
    package typealias DecodeError = PictureStream.DecodeError

    package let cell: (width: Int, height: Int)
    package let width: Int, height: Int
    /// Packed RGB, `width × height` screen pixels; untouched pixels are (1, 2, 3).
    package private(set) var pixels: [UInt8]
    package private(set) var pictures = 0
    private var stream = PictureStream()

    package static let untouched: [UInt8] = [1, 2, 3]

    package init(columns: Int, rows: Int, cellWidth: Int, cellHeight: Int) {
        cell = (cellWidth, cellHeight)
        width = columns * cellWidth
        height = rows * cellHeight
        pixels = Array((0..<(width * height)).flatMap { _ in Self.untouched })
    }

    /// The cursor's row and column, from 0.
    package var cursor: (row: Int, column: Int) { (stream.row, stream.column) }

    package func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(pixels[((y * width + x) * 3)..<((y * width + x) * 3 + 3)]) }

    /// PSNR in dB of the screen's top-left `canvas.width × canvas.height`
    /// pixels against `canvas` (infinity when equal).
    package func psnr(against canvas: RGBFrame) -> Double {
        var squares = 0.0
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let c = canvas[x, y], o = (y * width + x) * 3
                for (a, b) in [(pixels[o], c.r), (pixels[o + 1], c.g), (pixels[o + 2], c.b)] {
                    let d = Double(a) - Double(b)
                    squares += d * d
                }
            }
        }
        let mse = squares / Double(canvas.width * canvas.height * 3)
        return mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
    }

    package mutating func feed(_ bytes: [UInt8]) throws {
        var stream = self.stream
        defer { self.stream = stream }
        try stream.walk(bytes, introducer: UInt8(ascii: "P")) { body, row, column in try picture(body, at: (row, column)) }
    }

    /// One picture, `P1;P2;P3 q` then sixel data, drawn from the cursor's cell.
    private mutating func picture(_ body: [UInt8], at cursor: (row: Int, column: Int)) throws {
        guard let q = body.firstIndex(of: UInt8(ascii: "q")) else { throw DecodeError(description: "DCS without q") }
        pictures += 1
        var registers: [Int: [UInt8]] = [:]
        var colour: [UInt8] = [0, 0, 0]
        let (x0, y0) = (cursor.column * cell.width, cursor.row * cell.height)
        var x = 0, band = 0
        let selectors = body[..<q].split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
            .map { Int(String(decoding: $0, as: UTF8.self)) ?? 0 }
        var backgroundDue = selectors.count < 2 || selectors[1] != 1
        var raster = (width: 0, height: 0)
        var i = q + 1
        func number() -> Int {
            var n = 0
            while i < body.count, (48...57).contains(body[i]) { n = n * 10 + Int(body[i] - 48); i += 1 }
            return n
        }
        func numbers() -> [Int] {
            var out = [number()]
            while i < body.count, body[i] == UInt8(ascii: ";") { i += 1; out.append(number()) }
            return out
        }
        while i < body.count {
            let c = body[i]
            if backgroundDue, c == UInt8(ascii: "!") || (63...126).contains(c) {
                backgroundDue = false
                for row in 0..<((raster.height + 5) / 6) {
                    var column = 0
                    try paint(126, count: raster.width, x: &column, band: row, x0: x0, y0: y0, colour: registers[0] ?? [0, 0, 0])
                }
            }
            switch c {
            case UInt8(ascii: "\""):
                i += 1
                let p = numbers()
                if p.count >= 4 { raster = (p[2], p[3]) }
            case UInt8(ascii: "#"):
                i += 1
                let p = numbers()
                if p.count == 5 {
                    guard p[1] == 2 else { throw DecodeError(description: "colour space \(p[1]) is not RGB") }
                    registers[p[0]] = p[2...4].map { UInt8(($0 * 255 + 50) / 100) }
                }
                guard let reg = registers[p[0]] else { throw DecodeError(description: "register \(p[0]) not defined") }
                colour = reg
            case UInt8(ascii: "!"):
                i += 1
                let n = number()
                guard i < body.count else { throw DecodeError(description: "repeat at the end") }
                try paint(body[i], count: n, x: &x, band: band, x0: x0, y0: y0, colour: colour)
                i += 1
            case UInt8(ascii: "$"): x = 0; i += 1
            case UInt8(ascii: "-"): x = 0; band += 1; i += 1
            case 63...126: try paint(c, count: 1, x: &x, band: band, x0: x0, y0: y0, colour: colour); i += 1
            case 10, 13: i += 1
            default: throw DecodeError(description: "unexpected sixel byte \(c)")
            }
        }
    }

    private mutating func paint(_ c: UInt8, count: Int, x: inout Int, band: Int, x0: Int, y0: Int, colour: [UInt8]) throws {
        guard (63...126).contains(c) else { throw DecodeError(description: "not a sixel: \(c)") }
        let bits = Int(c) - 63
        for _ in 0..<count {
            for k in 0..<6 where bits & (1 << k) != 0 {
                let (px, py) = (x0 + x, y0 + band * 6 + k)
                guard px < width, py < height else { throw DecodeError(description: "pixel \(px),\(py) off the screen") }
                pixels.replaceSubrange(((py * width + px) * 3)..<((py * width + px) * 3 + 3), with: colour)
            }
            x += 1
        }
    }
}

/// Sixel pictures without libsixel, for the pure tests: a transparent
/// background as `SixelWriter`'s, the palette's registers as given (percent
/// steps, rounded down), each register's pixels one row of sixels per band.
package struct PlainSixel: SixelEncoding {
    package init() {}

    package func encode(_ registers: UnsafeBufferPointer<UInt8>, width: Int, height: Int, palette: [UInt8],
                        into bytes: inout [UInt8]) throws(SixelError) {
        guard !palette.isEmpty, palette.count % 3 == 0, palette.count <= 3 * 256 else { throw SixelError(reason: "bad palette") }
        var out = Array("\u{1B}P0;1q\"1;1;\(width);\(height)".utf8)
        for r in 0..<(palette.count / 3) {
            out += Array("#\(r);2;\(Int(palette[3 * r]) * 100 / 255);\(Int(palette[3 * r + 1]) * 100 / 255);\(Int(palette[3 * r + 2]) * 100 / 255)".utf8)
        }
        for band in Swift.stride(from: 0, to: height, by: 6) {
            for register in 0..<(palette.count / 3) {
                var line: [UInt8] = []
                var any = false
                for x in 0..<width {
                    var bits = 0
                    for k in 0..<6 where band + k < height && Int(registers[(band + k) * width + x]) == register { bits |= 1 << k }
                    any = any || bits != 0
                    line.append(UInt8(63 + bits))
                }
                if any { out += Array("#\(register)".utf8) + line + [UInt8(ascii: "$")] }
            }
            out.append(UInt8(ascii: "-"))
        }
        bytes += out + [0x1B, UInt8(ascii: "\\")]
    }
}
