/// What a terminal answered to the start-up probe for the pixel mouse
/// (SGR-Pixels, DEC private mode 1016) and the mosaic glyphs, parsed from the
/// raw bytes read back:
///
/// - XTVERSION `ESC P > | name ESC \` (the answer to `ESC [ > 0 q`): the
///   terminal's name and version, e.g. `kitty(0.26.5)`, `XTerm(379)`, `tmux 3.3a`;
/// - cursor position reports `ESC [ row ; column R` (the answers to `ESC [ 6 n`
///   after a test glyph printed at column 1): how far each glyph moved the cursor;
/// - DECRPM `ESC [ ? 1016 ; Ps $ y`: Ps 1 (set) or 2 (reset) means the mode
///   exists; 0 (unknown), 3, 4 (permanent) or no reply means it does not;
/// - `ESC [ 6 ; height ; width t` (the answer to `ESC [ 16 t`): one cell in pixels;
/// - primary device attributes `ESC [ ? … c` (the answer to `ESC [ c`): every
///   terminal answers it, and after the others, so it ends the wait early.
///
/// Anything else in the bytes (a key typed meanwhile) is skipped.
public struct TerminalReplies: Sendable, Equatable {
    /// Ps of the DECRPM reply for mode 1016, if one came.
    public var pixelModeState: Int?
    /// Width and height of one cell in pixels, from the `16t` reply (both above 0).
    public var cellPixels: CellPixels?
    /// Whether the device-attributes reply came (nothing more will).
    public var sawDeviceAttributes = false
    /// The XTVERSION text, cleaned of control characters.
    public var terminalName: String?
    /// The column (1-based) of each cursor position report, in order.
    public var cursorColumns: [Int] = []

    public init(pixelModeState: Int? = nil, cellPixels: CellPixels? = nil, sawDeviceAttributes: Bool = false) {
        self.pixelModeState = pixelModeState
        self.cellPixels = cellPixels
        self.sawDeviceAttributes = sawDeviceAttributes
    }

    /// The query that asks for all of it, in the order the replies are
    /// expected: name, pixel mode, cell size, then each test glyph of
    /// `glyphTests` printed at the top left with a cursor report after it,
    /// then the device attributes, which every terminal answers, last.
    public static let query = "\u{1B}[>0q\u{1B}[?1016$p\u{1B}[16t"
        + glyphTests.map { "\u{1B}[1;1H\($0)\u{1B}[6n" }.joined() + "\u{1B}[c"

    /// The glyphs whose width the probe measures: a quadrant, a sextant and an octant.
    public static let glyphTests: [Character] = ["\u{2598}", "\u{1FB00}", "\u{1CD00}"]

    /// How many columns each test glyph advanced the cursor (nil where no report came).
    public var glyphAdvances: [Int?] {
        (0..<Self.glyphTests.count).map { $0 < cursorColumns.count ? cursorColumns[$0] - 1 : nil }
    }

    /// Whether the terminal offers SGR-Pixels.
    public var offersPixelMode: Bool { pixelModeState == 1 || pixelModeState == 2 }

    /// Parses every complete control sequence in `bytes`.
    public init(parsing bytes: [UInt8]) {
        var i = 0
        while i < bytes.count {
            if bytes[i] == 0x1B, i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "P") {
                // DCS … ST: up to the next ESC, which must start ESC \ (else look again from it).
                guard let end = bytes[(i + 2)...].firstIndex(of: 0x1B) else { break }
                if end + 1 < bytes.count, bytes[end + 1] == UInt8(ascii: "\\") {
                    absorb(deviceControl: Array(bytes[(i + 2)..<end]))
                    i = end + 2
                } else {
                    i = end
                }
                continue
            }
            guard bytes[i] == 0x1B, i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "[") else {
                i += 1
                continue
            }
            // CSI: parameter and intermediate bytes (0x20–0x3F), then one final byte (0x40–0x7E).
            var j = i + 2
            while j < bytes.count, (0x20...0x3F).contains(bytes[j]) { j += 1 }
            guard j < bytes.count else { break }   // cut short: the rest is still coming
            guard (0x40...0x7E).contains(bytes[j]) else {
                i = j                               // not a sequence (e.g. Esc [ Esc …): look again from here
                continue
            }
            absorb(body: Array(bytes[(i + 2)..<j]), final: bytes[j])
            i = j + 1
        }
    }

    private mutating func absorb(body: [UInt8], final: UInt8) {
        let text = String(decoding: body, as: UTF8.self)
        switch final {
        case UInt8(ascii: "y"):
            // "?1016;2$"
            guard text.hasPrefix("?"), text.hasSuffix("$") else { return }
            let fields = text.dropFirst().dropLast().split(separator: ";", omittingEmptySubsequences: false)
            if fields.count == 2, fields[0] == "1016", let ps = Int(fields[1]) { pixelModeState = ps }
        case UInt8(ascii: "t"):
            // "6;height;width"
            let fields = text.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
            if fields.count == 3, fields[0] == 6, let h = fields[1], let w = fields[2], w > 0, h > 0 {
                cellPixels = CellPixels(width: w, height: h)
            }
        case UInt8(ascii: "c"):
            if text.hasPrefix("?") { sawDeviceAttributes = true }
        case UInt8(ascii: "R"):
            // "row;column"
            let fields = text.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
            if fields.count == 2, let row = fields[0], let column = fields[1], row > 0, column > 0 {
                cursorColumns.append(column)
            }
        default:
            return
        }
    }
}

extension TerminalReplies {
    /// `>|name`: the XTVERSION reply; other device control strings are skipped.
    private mutating func absorb(deviceControl body: [UInt8]) {
        guard body.starts(with: Array(">|".utf8)) else { return }
        let name = String(decoding: body.dropFirst(2).prefix(80), as: UTF8.self)
        terminalName = String(String.UnicodeScalarView(name.unicodeScalars.filter { $0.value >= 32 && $0.value != 127 }))
    }
}

/// One terminal cell's size in screen pixels.
public struct CellPixels: Sendable, Equatable {
    public var width: Int
    public var height: Int
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}
