/// Appends the escape sequences the encoder uses to a byte array, and says
/// what each would cost in bytes before it is written (the encoder picks the
/// cheapest way to move and colour by comparing those costs). The sequences
/// themselves are `EscapeOutput`'s, shared with `ByteBuffer`, the faster
/// sink the frame encoder writes into.
package struct EscapeWriter: EscapeOutput {
    package var bytes: [UInt8]

    package init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    @inline(__always)
    package mutating func put(_ byte: UInt8) { bytes.append(byte) }

    /// `ESC[?2026h ESC7`: begin synchronized update, save cursor and attributes.
    package static let frameStart: [UInt8] = Array("\u{1B}[?2026h\u{1B}7".utf8)
    /// `ESC[0m ESC8 ESC[?2026l`: reset attributes, restore cursor and
    /// attributes (so ncurses finds the terminal as it left it), end the update.
    package static let frameEnd: [UInt8] = Array("\u{1B}[0m\u{1B}8\u{1B}[?2026l".utf8)
    /// `ESC[?2026h` and `ESC[?2026l` alone: a synchronized update around picture commands.
    package static let synchronizedStart: [UInt8] = Array("\u{1B}[?2026h".utf8)
    package static let synchronizedEnd: [UInt8] = Array("\u{1B}[?2026l".utf8)

    /// The decimal digits of 0…255 for `ByteBuffer.putChannel`: the ASCII
    /// bytes, low byte first, and their count in the top byte. Allocated once
    /// and never freed or written again, so a buffer may keep its address
    /// (hence `nonisolated(unsafe)`: nothing mutates it once made).
    nonisolated(unsafe) package static let decimalDigits: UnsafePointer<UInt32> = {
        let table = UnsafeMutablePointer<UInt32>.allocate(capacity: 256)
        for n in 0..<256 {
            let digits = Array(String(n).utf8)
            var word = UInt32(digits.count) << 24
            for (k, digit) in digits.enumerated() { word |= UInt32(digit) << (8 * k) }
            table[n] = word
        }
        return UnsafePointer(table)
    }()

    // MARK: costs

    /// Decimal digits of a non-negative number.
    @inline(__always)
    package static func digits(_ n: Int) -> Int {
        n < 10 ? 1 : n < 100 ? 2 : n < 1000 ? 3 : n < 10000 ? 4 : String(n).utf8.count
    }

    /// Decimal digits of a colour channel, 0…255, without a branch.
    @inline(__always)
    package static func channelDigits(_ v: UInt32) -> Int {
        1 + (v >= 10 ? 1 : 0) + (v >= 100 ? 1 : 0)
    }

    /// Bytes of a relative move `ESC[nC` / `ESC[nB` (the count is omitted when 1).
    @inline(__always)
    package static func relativeMoveCost(_ n: Int) -> Int {
        n == 0 ? 0 : n == 1 ? 3 : 3 + digits(n)
    }

    /// Bytes of the cheaper of `n` line feeds and `ESC[nB` (`lineDown`).
    @inline(__always)
    package static func lineDownCost(_ n: Int) -> Int { Swift.min(n, relativeMoveCost(n)) }

    /// Bytes of `ESC[r;cH` for a 1-based row and column (shortened when they are 1).
    @inline(__always)
    package static func cursorPositionCost(row: Int, column: Int) -> Int {
        if column == 1 { return row == 1 ? 3 : 3 + digits(row) }
        return 4 + digits(row) + digits(column)
    }

    /// Bytes of one colour's SGR parameters (without `ESC[` and `m`).
    @inline(__always)
    package static func colorParameterCost(_ code: UInt32, foreground: Bool) -> Int {
        let costs = colorParameterCosts(code)
        return foreground ? costs.foreground : costs.background
    }

    /// Bytes of one colour's SGR parameters as the foreground and as the
    /// background, worked out once: they differ only for palette colours
    /// 8–15 (`9N` against `10N`).
    @inline(__always)
    package static func colorParameterCosts(_ code: UInt32) -> (foreground: Int, background: Int) {
        if code & TerminalColor.indexedFlag == 0 {
            // "38;2;" + r ";" g ";" b
            let n = 7 + channelDigits(code >> 16) + channelDigits((code >> 8) & 0xFF) + channelDigits(code & 0xFF)
            return (n, n)
        }
        let n = Int(code & 0xFF)
        if n < 8 { return (2, 2) }
        if n < 16 { return (2, 3) }
        return (5 + digits(n), 5 + digits(n))
    }

    /// Bytes of the SGR that sets the given colours (nil = leave as is);
    /// both together share one `ESC[…;…m`.
    @inline(__always)
    package static func sgrCost(foreground: UInt32?, background: UInt32?) -> Int {
        sgrCost(parameters: foreground.map { 1 + colorParameterCost($0, foreground: true) } ?? 0,
                background.map { 1 + colorParameterCost($0, foreground: false) } ?? 0)
    }

    /// `sgrCost` from each colour's parameter bytes counted with one `;`
    /// (0 = not set), as the encoder works them out once per cell:
    /// `ESC[`, the parameters, `m`, less the first one's separator.
    @inline(__always)
    package static func sgrCost(parameters foreground: Int, _ background: Int) -> Int {
        let bytes = foreground + background
        return bytes == 0 ? 0 : bytes + 2
    }
}

/// Somewhere escape sequences are written a byte at a time; the sequences
/// are written the same way whatever the sink.
package protocol EscapeOutput {
    mutating func put(_ byte: UInt8)
    /// The decimal digits of a colour channel, 0…255 (`decimal` unless the sink has a faster way).
    mutating func putChannel(_ value: UInt8)
}

extension EscapeOutput {
    package mutating func putChannel(_ value: UInt8) { decimal(Int(value)) }

    /// The decimal digits of a non-negative number.
    @inline(__always)
    package mutating func decimal(_ n: Int) {
        guard n < 1000 else {
            var unit = 1000
            while unit <= n / 10 { unit *= 10 }
            while unit > 0 {
                put(UInt8(48 + n / unit % 10))
                unit /= 10
            }
            return
        }
        if n >= 100 {
            put(UInt8(truncatingIfNeeded: 48 + n / 100))
            put(UInt8(truncatingIfNeeded: 48 + n / 10 % 10))
        } else if n >= 10 {
            put(UInt8(truncatingIfNeeded: 48 + n / 10))
        }
        put(UInt8(truncatingIfNeeded: 48 + n % 10))
    }

    /// `CR`: to column 0 of the current row (also clears a pending wrap).
    package mutating func carriageReturn() { put(0x0D) }

    /// `ESC[nC`: `n` columns right (nothing for 0).
    package mutating func forward(_ n: Int) { relative(n, final: 0x43) }

    /// `ESC[nB`: `n` rows down, never scrolling (nothing for 0).
    package mutating func down(_ n: Int) { relative(n, final: 0x42) }

    /// `n` rows down right after a `CR`, the cheaper way: `n` line feeds
    /// (`LF`; where the tty turns each into `CR LF`, or the terminal is in
    /// newline mode, the cursor is at column 0 all the same) or `ESC[nB`.
    /// Only for a row on the canvas, above the screen's last: a line feed
    /// there never scrolls.
    package mutating func lineDown(_ n: Int) {
        guard n < EscapeWriter.relativeMoveCost(n) else { return down(n) }
        for _ in 0..<n { put(0x0A) }
    }

    mutating func relative(_ n: Int, final: UInt8) {
        guard n > 0 else { return }
        put(0x1B)
        put(0x5B)
        if n > 1 { decimal(n) }
        put(final)
    }

    /// `ESC[r;cH` for a 1-based row and column.
    package mutating func cursorPosition(row: Int, column: Int) {
        put(0x1B)
        put(0x5B)
        if row != 1 || column != 1 { decimal(row) }
        if column != 1 {
            put(0x3B)
            decimal(column)
        }
        put(0x48)
    }

    /// One SGR setting the colours that are not nil.
    package mutating func sgr(foreground: UInt32?, background: UInt32?) {
        guard foreground != nil || background != nil else { return }
        put(0x1B)
        put(0x5B)
        if let f = foreground { colorParameters(f, foreground: true) }
        if let b = background {
            if foreground != nil { put(0x3B) }
            colorParameters(b, foreground: false)
        }
        put(0x6D)
    }

    mutating func colorParameters(_ code: UInt32, foreground: Bool) {
        if code & TerminalColor.indexedFlag == 0 {
            extendedColorPrefix(foreground: foreground, kind: 0x32)
            putChannel(UInt8(truncatingIfNeeded: code >> 16))
            put(0x3B)
            putChannel(UInt8(truncatingIfNeeded: code >> 8))
            put(0x3B)
            putChannel(UInt8(truncatingIfNeeded: code))
            return
        }
        let n = Int(code & 0xFF)
        switch n {
        case 0..<8:
            put(foreground ? 0x33 : 0x34)
            put(UInt8(48 + n))
        case 8..<16:
            if foreground { put(0x39) } else { put(0x31); put(0x30) }
            put(UInt8(48 + n - 8))
        default:
            extendedColorPrefix(foreground: foreground, kind: 0x35)
            decimal(n)
        }
    }

    /// `38;K;` or `48;K;` where K is 2 (direct) or 5 (indexed).
    @inline(__always)
    mutating func extendedColorPrefix(foreground: Bool, kind: UInt8) {
        put(foreground ? 0x33 : 0x34)
        put(0x38)
        put(0x3B)
        put(kind)
        put(0x3B)
    }

    /// The UTF-8 bytes of a glyph from a `Mosaic.encoded` table entry
    /// (bytes packed little-endian, and their count).
    @inline(__always)
    package mutating func glyph(_ packed: UInt32, length: UInt8) {
        var word = packed
        for _ in 0..<length {
            put(UInt8(truncatingIfNeeded: word))
            word >>= 8
        }
    }
}

