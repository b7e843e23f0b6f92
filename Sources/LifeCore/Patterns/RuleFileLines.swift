/// The lines of a rule file, as Golly's `linereader` splits them (at LF, CR
/// or CR LF; `TextLines`), numbered from 1 as messages count them.
struct RuleFileLines: Sendable {
    /// One line: its 1-based number and its bytes, without the line end.
    struct Line: Sendable {
        let number: Int
        let bytes: ArraySlice<UInt8>
    }

    let lines: [Line]

    init(_ bytes: [UInt8]) {
        lines = TextLines(bytes).map { Line(number: $0.number, bytes: $0.text) }
    }
}

extension ArraySlice<UInt8> {
    /// Without the leading and trailing spaces, tabs, CRs and LFs (Golly's `trim`).
    var gollyTrimmed: ArraySlice<UInt8> {
        func blank(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0D || b == 0x0A }
        var s = self
        while let f = s.first, blank(f) { s.removeFirst() }
        while let l = s.last, blank(l) { s.removeLast() }
        return s
    }

    /// Whether the bytes start with `prefix`, ASCII letters in either case (Golly's `strnicmp`).
    func startsCaseless(with prefix: String) -> Bool {
        func lower(_ b: UInt8) -> UInt8 { b >= 0x41 && b <= 0x5A ? b | 0x20 : b }
        let p = Array(prefix.utf8)
        return count >= p.count && zip(self, p).allSatisfy { lower($0) == lower($1) }
    }

    /// Whether the bytes are exactly `text`.
    func equals(_ text: String) -> Bool { elementsEqual(text.utf8) }

    /// The bytes as text for a message, control characters removed.
    var shown: String { TextSanitizer.clean(bytes: self, maxLength: 120) }

    /// The pieces between runs of `separators` (Golly's `tokenize`).
    func tokens(separatedBy separators: String) -> [ArraySlice<UInt8>] {
        let set = Array(separators.utf8)
        return split(whereSeparator: { set.contains($0) })
    }

    /// The number `sscanf("%u")` reads from the start: optional blanks, a sign,
    /// then digits (what follows them is ignored); nil without a digit. A
    /// minus sign or a value past `UInt32` gives `UInt32.max`, out of any range,
    /// as the C library's wrap-around does for every state count.
    var scannedUnsigned: UInt32? {
        var s = self
        while let f = s.first, f == 0x20 || f == 0x09 { s.removeFirst() }
        var negative = false
        if let f = s.first, f == 0x2B || f == 0x2D {
            negative = f == 0x2D
            s.removeFirst()
        }
        var value: UInt64 = 0, digits = 0
        while let f = s.first, f >= 0x30, f <= 0x39 {
            value = Swift.min(value * 10 + UInt64(f - 0x30), 1 << 40)
            digits += 1
            s.removeFirst()
        }
        guard digits > 0 else { return nil }
        if negative && value != 0 || value > UInt64(UInt32.max) { return UInt32.max }
        return UInt32(value)
    }

    /// The number `sscanf("%d")` reads from the start, as `scannedUnsigned`
    /// but signed; values past `Int32` are clamped.
    var scannedInt: Int? {
        var s = self
        while let f = s.first, f == 0x20 || f == 0x09 || f == 0x0D || f == 0x0A { s.removeFirst() }
        var negative = false
        if let f = s.first, f == 0x2B || f == 0x2D {
            negative = f == 0x2D
            s.removeFirst()
        }
        var value = 0, digits = 0
        while let f = s.first, f >= 0x30, f <= 0x39 {
            value = Swift.min(value * 10 + Int(f - 0x30), 1 << 40)
            digits += 1
            s.removeFirst()
        }
        guard digits > 0 else { return nil }
        return Swift.max(Int(Int32.min), Swift.min(Int(Int32.max), negative ? -value : value))
    }
}
