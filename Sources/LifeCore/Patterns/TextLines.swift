/// Splits bytes into lines at LF, CR or CRLF (as Golly's `getline` does),
/// numbering them from 1. Linear, no copying: each line is a slice.
struct TextLines: Sequence, IteratorProtocol {
    private let bytes: [UInt8]
    private var index: Int
    private var number = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        // A UTF-8 byte order mark is not part of the first line.
        index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    mutating func next() -> (number: Int, text: ArraySlice<UInt8>)? {
        guard index < bytes.count else { return nil }
        let start = index
        while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
        let text = bytes[start..<index]
        if index < bytes.count {
            if bytes[index] == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
            index += 1
        }
        number += 1
        return (number, text)
    }
}

extension ArraySlice<UInt8> {
    /// Without leading and trailing spaces, tabs and other C0 bytes.
    var trimmed: ArraySlice<UInt8> {
        var s = self
        while let f = s.first, f <= 0x20 { s = s.dropFirst() }
        while let l = s.last, l <= 0x20 { s = s.dropLast() }
        return s
    }

    /// Whether the slice begins with `prefix` (ASCII).
    func hasPrefix(_ prefix: String) -> Bool { starts(with: prefix.utf8) }

    /// The slice as text with control characters removed.
    /// (Cleaned before trimming: ESC is below 0x20 and must take its sequence with it.)
    var cleanText: String {
        // Trimmed by index: a String made from reversed slices is built one
        // Character at a time through generic code (most of the time a
        // comment-heavy file took to read).
        let text = TextSanitizer.clean(bytes: self)
        guard let first = text.firstIndex(where: { $0 != " " }), let last = text.lastIndex(where: { $0 != " " }) else {
            return ""
        }
        return String(text[first...last])
    }
}
