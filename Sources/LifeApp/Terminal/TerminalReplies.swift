import LifeCore
import TerminalRenderer

/// What a terminal answered to the start-up probe, parsed from the raw bytes
/// read back (docs/TERMINALS.md, "The start-up probe", has the replies of
/// xterm, kitty, foot, mlterm and tmux):
///
/// - DECRPM `ESC [ ? mode ; Ps $ y` for modes 1016 (SGR-Pixels mouse) and
///   1006 (SGR mouse): Ps 1 (set) or 2 (reset) means the mode exists; 0
///   (unknown), 3, 4 (permanent) or no reply means it does not;
/// - `ESC [ 6 ; height ; width t` (the answer to `ESC [ 16 t`): one cell in pixels;
/// - DECRQSS `ESC P 1 $ r … m ESC \` after the probe set the 24-bit colour
///   1, 2, 3: a terminal that reads that colour back keeps 24-bit colours
///   (xterm, kitty, foot; mlterm reads back a 256-colour index);
/// - XTGETTCAP `ESC P 1 + r 524742 … ESC \`: terminfo's `RGB` is known (foot,
///   xterm when allowed);
/// - XTVERSION `ESC P > | name ESC \`: the terminal's name and version;
/// - cursor position reports `ESC [ row ; column R` (the answers to `ESC [ 6 n`
///   after each test glyph printed at column 1): how wide each glyph is;
/// - the kitty graphics protocol's `ESC _ G i=31;OK ESC \` (the answer to a
///   query of a 1×1 picture that is not kept): kitty graphics work here;
/// - primary device attributes `ESC [ ? … c` (the answer to `ESC [ c`): every
///   terminal answers it, and after the others, so it ends the wait early.
///
/// Anything else in the bytes (a key typed meanwhile) is skipped.
package struct TerminalReplies: Sendable, Equatable {
    /// Ps of the DECRPM reply for mode 1016, if one came.
    package var pixelModeState: Int?
    /// Ps of the DECRPM reply for mode 1006, if one came.
    package var sgrModeState: Int?
    /// Width and height of one cell in pixels, from the `16t` reply (both above 0).
    package var cellPixels: Dimensions?
    /// The terminal read back the 24-bit colour the probe set, or said it has `RGB`.
    package var answersDirectColour = false
    /// XTVERSION's text, e.g. `kitty(0.26.5)`, `XTerm(379)`, `tmux 3.3a`.
    package var version: String?
    /// Whether the device-attributes reply came (nothing more will).
    package var sawDeviceAttributes = false
    /// The column (1-based) of each cursor position report, in order.
    package var cursorColumns: [Int] = []
    /// The terminal answered the kitty graphics query with OK.
    package var kittyGraphics = false
    /// The terminal read the kitty query's picture from shared memory (`t=s`) and answered OK: it runs on this machine.
    package var kittySharedMemory = false
    /// The parameters of the primary device attributes (4: sixel graphics).
    package var deviceAttributes: [Int] = []
    /// The largest sixel picture the terminal shows (XTSMGRAPHICS), when it said.
    package var sixelMaxSize: Dimensions?

    package init(pixelModeState: Int? = nil, sgrModeState: Int? = nil, cellPixels: Dimensions? = nil,
                answersDirectColour: Bool = false, version: String? = nil, sawDeviceAttributes: Bool = false) {
        self.pixelModeState = pixelModeState
        self.sgrModeState = sgrModeState
        self.cellPixels = cellPixels
        self.answersDirectColour = answersDirectColour
        self.version = version
        self.sawDeviceAttributes = sawDeviceAttributes
    }

    /// Every question in one write, device attributes last: the two mouse
    /// modes, the cell size, XTVERSION, a 24-bit colour set and read back
    /// (reset at once), XTGETTCAP `RGB` (hex of "RGB"), then each of
    /// `glyphTests` printed at the top left with a cursor report after it.
    package static let query = query(askingKitty: true)

    /// The query, with or without the kitty graphics question: tmux never
    /// passes it on and shows its text as the pane's title, so it is left
    /// out inside tmux.
    /// With `sharedMemory`, the name of a shared memory object holding one
    /// RGB pixel, the kitty question is asked a second time with the picture
    /// in that object (`t=s`, id 32): only a terminal on this machine can read it.
    package static func query(askingKitty: Bool, sharedMemory: String? = nil) -> String {
        "\u{1B}[?1016$p\u{1B}[?1006$p\u{1B}[16t\u{1B}[>0q"
            + "\u{1B}[38;2;1;2;3m\u{1B}P$qm\u{1B}\\\u{1B}[0m\u{1B}P+q524742\u{1B}\\"
            + glyphTests.map { "\u{1B}[1;1H\($0)\u{1B}[6n" }.joined()
            + (askingKitty ? "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\" : "")
            + (askingKitty ? sharedMemory.map { "\u{1B}_Gi=32,s=1,v=1,a=q,t=s,f=24,S=3;\(Base64.encode($0))\u{1B}\\" } ?? "" : "")
            + "\u{1B}[?2;1;0S\u{1B}[c"
    }

    /// The glyphs whose width the probe measures: a quadrant, a sextant and an octant.
    package static let glyphTests: [Character] = ["\u{2598}", "\u{1FB00}", "\u{1CD00}"]

    /// How many columns each test glyph moved the cursor (nil where no report came).
    package var glyphAdvances: [Int?] {
        (0..<Self.glyphTests.count).map { $0 < cursorColumns.count ? cursorColumns[$0] - 1 : nil }
    }

    /// Columns the test glyph of `blitter`'s set moved the cursor (nil: no
    /// report came, or the set is not tested: half blocks, pictures).
    package func advance(of blitter: Blitter) -> Int? {
        let test: Int? = switch blitter {
        case .quadrant: 0
        case .sextant: 1
        case .octant: 2
        case .half, .kitty, .sixel: nil
        }
        return test.flatMap { glyphAdvances[$0] }
    }

    /// Whether the terminal offers SGR-Pixels.
    package var offersPixelMode: Bool { Self.exists(pixelModeState) }
    /// Whether the terminal offers SGR mouse reports.
    package var offersSGRMouse: Bool { Self.exists(sgrModeState) }

    private static func exists(_ ps: Int?) -> Bool { ps == 1 || ps == 2 }

    /// Parses every complete control sequence (CSI) and control string (DCS) in `bytes`.
    package init(parsing bytes: [UInt8]) {
        var i = 0
        while i + 1 < bytes.count {
            guard bytes[i] == 0x1B else {
                i += 1
                continue
            }
            switch bytes[i + 1] {
            case UInt8(ascii: "["):
                // CSI: parameter and intermediate bytes (0x20–0x3F), then one final byte (0x40–0x7E).
                var j = i + 2
                while j < bytes.count, (0x20...0x3F).contains(bytes[j]) { j += 1 }
                guard j < bytes.count else { return }   // cut short: the rest is still coming
                guard (0x40...0x7E).contains(bytes[j]) else {
                    i = j                                 // not a sequence (e.g. Esc [ Esc …): look again from here
                    continue
                }
                absorb(body: Array(bytes[(i + 2)..<j]), final: bytes[j])
                i = j + 1
            case UInt8(ascii: "_"):
                // APC: the kitty graphics reply, up to ESC \.
                var j = i + 2
                while j + 1 < bytes.count, !(bytes[j] == 0x1B && bytes[j + 1] == UInt8(ascii: "\\")) { j += 1 }
                guard j + 1 < bytes.count else { return }
                if bytes[(i + 2)..<j].elementsEqual("Gi=31;OK".utf8) { kittyGraphics = true }
                if bytes[(i + 2)..<j].elementsEqual("Gi=32;OK".utf8) { kittySharedMemory = true }
                i = j + 2
            case UInt8(ascii: "P"):
                // DCS: everything up to the string terminator ESC \.
                var j = i + 2
                while j + 1 < bytes.count, !(bytes[j] == 0x1B && bytes[j + 1] == UInt8(ascii: "\\")) { j += 1 }
                guard j + 1 < bytes.count else { return }
                absorb(controlString: Array(bytes[(i + 2)..<j]))
                i = j + 2
            default:
                i += 1
            }
        }
    }

    private mutating func absorb(body: [UInt8], final: UInt8) {
        let text = String(decoding: body, as: UTF8.self)
        switch final {
        case UInt8(ascii: "y"):
            // "?1016;2$"
            guard text.hasPrefix("?"), text.hasSuffix("$") else { return }
            let fields = text.dropFirst().dropLast().split(separator: ";", omittingEmptySubsequences: false)
            guard fields.count == 2, let ps = Int(fields[1]) else { return }
            if fields[0] == "1016" { pixelModeState = ps }
            if fields[0] == "1006" { sgrModeState = ps }
        case UInt8(ascii: "t"):
            // "6;height;width"
            let fields = text.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
            if fields.count == 3, fields[0] == 6, let h = fields[1], let w = fields[2], w > 0, h > 0 {
                cellPixels = Dimensions(width: w, height: h)
            }
        case UInt8(ascii: "c"):
            if text.hasPrefix("?") {
                sawDeviceAttributes = true
                deviceAttributes = text.dropFirst().split(separator: ";").compactMap { Int($0) }
            }
        case UInt8(ascii: "S"):
            // XTSMGRAPHICS "?2;0;width;height": the largest sixel picture.
            let fields = text.dropFirst(text.hasPrefix("?") ? 1 : 0).split(separator: ";").map { Int($0) }
            if text.hasPrefix("?"), fields.count == 4, fields[0] == 2, fields[1] == 0, let w = fields[2], let h = fields[3], w > 0, h > 0 {
                sixelMaxSize = Dimensions(width: w, height: h)
            }
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

    /// A DCS reply: DECRQSS (`1$r…m`), XTGETTCAP (`1+r…`) or XTVERSION (`>|…`).
    private mutating func absorb(controlString body: [UInt8]) {
        let text = String(decoding: body, as: UTF8.self)
        if text.hasPrefix(">|") {
            let name = text.dropFirst(2).prefix(80).unicodeScalars.filter { $0.value >= 32 && $0.value != 127 }
            version = String(String.UnicodeScalarView(name))
        } else if text.hasPrefix("1$r"), text.hasSuffix("m") {
            // "0;38:2::1:2:3", "38:2:1:2:3", "38;2;1;2;3": the colour set, in any of its spellings.
            let numbers = text.dropFirst(3).dropLast().split(whereSeparator: { $0 == ";" || $0 == ":" }).map { Int($0) }
            if numbers.count >= 5, (0...(numbers.count - 5)).contains(where: { numbers[$0..<($0 + 5)] == [38, 2, 1, 2, 3] }) {
                answersDirectColour = true
            }
        } else if text.hasPrefix("1+r524742") {
            answersDirectColour = true
        }
    }
}
