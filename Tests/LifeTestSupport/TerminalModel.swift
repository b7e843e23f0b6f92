import LifeCore
import TerminalRenderer

/// A small terminal for the tests: it decodes the bytes the encoder writes
/// (cursor moves, SGR colours, DECSC/DECRC, mode 2026 and the mosaic glyphs)
/// into a grid of cells, and rejects anything else, so a test can compare
/// what a real terminal would show with what was meant.
package struct TerminalModel {
    package struct Cell: Equatable {
        package var glyph: Character
        /// nil = the terminal's default colour.
        package var foreground: TerminalColor?
        package var background: TerminalColor?

        package init(glyph: Character, foreground: TerminalColor?, background: TerminalColor?) {
            self.glyph = glyph
            self.foreground = foreground
            self.background = background
        }

        /// The upper and lower pixel as shown, nil where a default colour shows.
        package var upper: TerminalColor? {
            switch glyph {
            case "▀", "█": return foreground
            case " ", "▄": return background
            default: return nil
            }
        }
        package var lower: TerminalColor? {
            switch glyph {
            case "▄", "█": return foreground
            case " ", "▀": return background
            default: return nil
            }
        }

        /// The colour of each sub-pixel of the glyph read as a `mosaic`
        /// character (row-major); nil when it is none of the set's.
        package func subpixels(in mosaic: Mosaic) -> [TerminalColor?]? {
            guard let scalar = glyph.unicodeScalars.first, glyph.unicodeScalars.count == 1,
                  let mask = mosaic.mask(of: scalar) else { return nil }
            return (0..<mosaic.count).map { mask & (1 << $0) != 0 ? foreground : background }
        }
    }

    package struct DecodeError: Error, CustomStringConvertible {
        package let description: String
    }

    /// What the grid holds before anything is written: tests check it stays
    /// outside the canvas.
    package static let untouched = Cell(glyph: "·", foreground: nil, background: nil)

    package let width: Int
    package let height: Int
    package private(set) var grid: [Cell]
    package private(set) var row = 0
    package private(set) var column = 0
    private var pendingWrap = false
    package private(set) var foreground: TerminalColor?
    package private(set) var background: TerminalColor?
    private var saved: (row: Int, column: Int, foreground: TerminalColor?, background: TerminalColor?)?
    /// Whether a synchronized update (`ESC[?2026h`) is open.
    package private(set) var synchronized = false
    /// Glyphs written, and SGR sequences seen, since the model was made.
    package private(set) var glyphsWritten = 0
    package private(set) var sgrCount = 0

    package init(width: Int, height: Int) {
        self.width = width
        self.height = height
        grid = Array(repeating: Self.untouched, count: width * height)
    }

    package subscript(x: Int, y: Int) -> Cell { grid[y * width + x] }

    /// Puts the cursor somewhere, as another program (ncurses) might leave it.
    package mutating func place(row: Int, column: Int) {
        self.row = row
        self.column = column
    }

    /// Blanks every cell, as a terminal that lost its content would.
    package mutating func wipe() {
        grid = Array(repeating: Self.untouched, count: width * height)
    }

    /// Decodes a byte stream; throws on any byte or sequence it does not know.
    package mutating func feed(_ bytes: [UInt8]) throws(DecodeError) {
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            switch b {
            case 0x1B:
                i = try escape(bytes, at: i + 1)
            case 0x0D:
                column = 0
                pendingWrap = false
                i += 1
            case 0x0A:
                guard row + 1 < height else { throw DecodeError(description: "line feed scrolled the screen") }
                row += 1
                pendingWrap = false
                i += 1
            case 0x20..<0x7F:
                try put(Character(Unicode.Scalar(b)))
                i += 1
            case 0xE0..<0xF8:
                let length = b < 0xF0 ? 3 : 4
                guard i + length - 1 < bytes.count,
                      let s = String(validating: bytes[i..<i + length], as: UTF8.self), s.count == 1
                else { throw DecodeError(description: "bad UTF-8 at byte \(i)") }
                try put(s.first!)
                i += length
            default:
                throw DecodeError(description: "unexpected byte \(b) at \(i)")
            }
        }
    }

    private mutating func put(_ c: Character) throws(DecodeError) {
        if pendingWrap {
            guard row + 1 < height else { throw DecodeError(description: "autowrap scrolled the screen") }
            row += 1
            column = 0
            pendingWrap = false
        }
        grid[row * width + column] = Cell(glyph: c, foreground: foreground, background: background)
        glyphsWritten += 1
        if column + 1 == width { pendingWrap = true } else { column += 1 }
    }

    /// Decodes the sequence after an ESC at `start`; returns the index after it.
    private mutating func escape(_ bytes: [UInt8], at start: Int) throws(DecodeError) -> Int {
        guard start < bytes.count else { throw DecodeError(description: "ESC at end of stream") }
        switch bytes[start] {
        case UInt8(ascii: "7"):
            saved = (row, column, foreground, background)
            return start + 1
        case UInt8(ascii: "8"):
            guard let s = saved else { throw DecodeError(description: "ESC8 without ESC7") }
            (row, column, foreground, background) = s
            pendingWrap = false
            return start + 1
        case UInt8(ascii: "["):
            return try controlSequence(bytes, at: start + 1)
        default:
            throw DecodeError(description: "unknown escape ESC \(bytes[start])")
        }
    }

    private mutating func controlSequence(_ bytes: [UInt8], at start: Int) throws(DecodeError) -> Int {
        var i = start
        let isPrivate = i < bytes.count && bytes[i] == UInt8(ascii: "?")
        if isPrivate { i += 1 }
        var parameters: [Int?] = []
        var current: Int?
        while i < bytes.count, bytes[i] >= 0x30 && bytes[i] <= 0x3F {
            if bytes[i] == UInt8(ascii: ";") {
                parameters.append(current)
                current = nil
            } else if bytes[i] >= UInt8(ascii: "0") && bytes[i] <= UInt8(ascii: "9") {
                current = (current ?? 0) * 10 + Int(bytes[i] - 48)
            } else {
                throw DecodeError(description: "unexpected parameter byte \(bytes[i])")
            }
            i += 1
        }
        parameters.append(current)
        guard i < bytes.count else { throw DecodeError(description: "unterminated CSI") }
        let final = Character(Unicode.Scalar(bytes[i]))
        let n = max(1, parameters[0] ?? 1)
        switch (isPrivate, final) {
        case (true, "h"), (true, "l"):
            guard parameters == [2026] else { throw DecodeError(description: "unexpected private mode \(parameters)") }
            let opening = final == "h"
            guard synchronized != opening else { throw DecodeError(description: "unbalanced synchronized update") }
            synchronized = opening
        case (false, "H"), (false, "f"):
            row = min(height, max(1, parameters[0] ?? 1)) - 1
            column = min(width, max(1, parameters.count > 1 ? parameters[1] ?? 1 : 1)) - 1
        case (false, "A"): row = max(0, row - n)
        case (false, "B"): row = min(height - 1, row + n)
        case (false, "C"): column = min(width - 1, column + n)
        case (false, "D"): column = max(0, column - n)
        case (false, "G"): column = min(width, n) - 1
        case (false, "m"):
            try selectGraphicRendition(parameters)
        default:
            throw DecodeError(description: "unknown control sequence final \(final)")
        }
        if final != "m" && final != "h" && final != "l" { pendingWrap = false }
        return i + 1
    }

    private mutating func selectGraphicRendition(_ raw: [Int?]) throws(DecodeError) {
        sgrCount += 1
        let p = raw.map { $0 ?? 0 }
        var k = 0
        while k < p.count {
            switch p[k] {
            case 0: foreground = nil; background = nil
            case 39: foreground = nil
            case 49: background = nil
            case 30...37: foreground = .indexed(UInt8(p[k] - 30))
            case 90...97: foreground = .indexed(UInt8(p[k] - 90 + 8))
            case 40...47: background = .indexed(UInt8(p[k] - 40))
            case 100...107: background = .indexed(UInt8(p[k] - 100 + 8))
            case 38, 48:
                let color: TerminalColor
                if k + 2 < p.count, p[k + 1] == 5, (0...255).contains(p[k + 2]) {
                    color = .indexed(UInt8(p[k + 2]))
                    k += 2
                } else if k + 4 < p.count, p[k + 1] == 2, p[(k + 2)...(k + 4)].allSatisfy({ (0...255).contains($0) }) {
                    color = .rgb(RGB(UInt8(p[k + 2]), UInt8(p[k + 3]), UInt8(p[k + 4])))
                    k += 4
                } else {
                    throw DecodeError(description: "malformed extended colour in \(p)")
                }
                if p[k - (color.isIndexed ? 2 : 4)] == 38 { foreground = color } else { background = color }
            default:
                throw DecodeError(description: "unexpected SGR parameter \(p[k])")
            }
            k += 1
        }
    }
}
