/// One JSON value on one line of an asciicast file (RFC 8259), read without
/// Foundation so LifeApp stays pure and the fuzzer can reach it. Strings
/// come back as their UTF-8 bytes (escapes resolved, a lone surrogate as
/// U+FFFD, invalid UTF-8 as U+FFFD); numbers as `Double`. Nesting deeper than
/// `deepest` is refused, so a hostile line cannot exhaust the stack.
package enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string([UInt8])
    case array([JSONValue])
    case object([(key: [UInt8], value: JSONValue)])

    package static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): true
        case let (.bool(x), .bool(y)): x == y
        case let (.number(x), .number(y)): x == y
        case let (.string(x), .string(y)): x == y
        case let (.array(x), .array(y)): x == y
        case let (.object(x), .object(y)): x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    /// The member `key` of an object (the first one of that name).
    package subscript(key: String) -> JSONValue? {
        guard case let .object(members) = self else { return nil }
        let bytes = Array(key.utf8)
        return members.first { $0.key == bytes }?.value
    }

    /// The value as a whole number, if it is one.
    package var integer: Int? {
        guard case let .number(n) = self, n.rounded() == n, abs(n) < 1e15 else { return nil }
        return Int(n)
    }

    /// The value as text (a string).
    package var text: String? {
        guard case let .string(bytes) = self else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Why a line is not one JSON value.
package struct JSONLineError: Error, Equatable, Sendable {
    package let offset: Int
}

/// Reads exactly one JSON value from a line (white space around it allowed).
package struct JSONLine {
    private let bytes: ArraySlice<UInt8>
    private var at: Int
    /// The deepest nesting of arrays and objects read.
    package static let deepest = 32

    /// The value `line` holds, or where it stops being JSON.
    package static func parse(_ line: ArraySlice<UInt8>) throws(JSONLineError) -> JSONValue {
        var reader = JSONLine(bytes: line, at: line.startIndex)
        let value = try reader.value(depth: 0)
        reader.skipSpace()
        guard reader.at == line.endIndex else { throw reader.error }
        return value
    }

    private var error: JSONLineError { JSONLineError(offset: at - bytes.startIndex) }

    private var peek: UInt8? { at < bytes.endIndex ? bytes[at] : nil }

    private mutating func skipSpace() {
        while let byte = peek, byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A { at += 1 }
    }

    private mutating func expect(_ word: String) throws(JSONLineError) {
        for byte in word.utf8 {
            guard peek == byte else { throw error }
            at += 1
        }
    }

    private mutating func value(depth: Int) throws(JSONLineError) -> JSONValue {
        skipSpace()
        guard let byte = peek else { throw error }
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            guard depth < Self.deepest else { throw error }
            return byte == UInt8(ascii: "{") ? try object(depth: depth + 1) : try array(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try expect("true"); return .bool(true)
        case UInt8(ascii: "f"): try expect("false"); return .bool(false)
        case UInt8(ascii: "n"): try expect("null"); return .null
        default: return .number(try number())
        }
    }

    private mutating func array(depth: Int) throws(JSONLineError) -> JSONValue {
        at += 1
        var items: [JSONValue] = []
        skipSpace()
        if peek == UInt8(ascii: "]") { at += 1; return .array(items) }
        while true {
            items.append(try value(depth: depth))
            skipSpace()
            switch peek {
            case UInt8(ascii: ","): at += 1
            case UInt8(ascii: "]"): at += 1; return .array(items)
            default: throw error
            }
        }
    }

    private mutating func object(depth: Int) throws(JSONLineError) -> JSONValue {
        at += 1
        var members: [(key: [UInt8], value: JSONValue)] = []
        skipSpace()
        if peek == UInt8(ascii: "}") { at += 1; return .object(members) }
        while true {
            skipSpace()
            guard peek == UInt8(ascii: "\"") else { throw error }
            let key = try string()
            skipSpace()
            try expect(":")
            members.append((key, try value(depth: depth)))
            skipSpace()
            switch peek {
            case UInt8(ascii: ","): at += 1
            case UInt8(ascii: "}"): at += 1; return .object(members)
            default: throw error
            }
        }
    }

    /// `-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?`, as JSON allows and nothing more.
    private mutating func number() throws(JSONLineError) -> Double {
        let start = at
        if peek == UInt8(ascii: "-") { at += 1 }
        guard let first = peek, isDigit(first) else { throw error }
        at += 1
        if first != UInt8(ascii: "0") { digits() }
        if peek == UInt8(ascii: ".") {
            at += 1
            guard let d = peek, isDigit(d) else { throw error }
            digits()
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            at += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { at += 1 }
            guard let d = peek, isDigit(d) else { throw error }
            digits()
        }
        guard let value = Double(String(decoding: bytes[start..<at], as: UTF8.self)) else { throw error }
        return value
    }

    private func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

    private mutating func digits() {
        while let byte = peek, isDigit(byte) { at += 1 }
    }

    /// A string's contents as UTF-8, escapes resolved; raw controls are not JSON.
    private mutating func string() throws(JSONLineError) -> [UInt8] {
        at += 1
        var out: [UInt8] = []
        var runStart = at
        while true {
            guard let byte = peek else { throw error }
            if byte == UInt8(ascii: "\"") {
                out += bytes[runStart..<at]
                at += 1
                return Array(String(decoding: out, as: UTF8.self).utf8)
            }
            if byte < 0x20 { throw error }
            if byte != UInt8(ascii: "\\") { at += 1; continue }
            out += bytes[runStart..<at]
            at += 1
            guard let escaped = peek else { throw error }
            at += 1
            switch escaped {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(escaped)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"): out += Array(String(Character(try unicodeEscape())).utf8)
            default: throw error
            }
            runStart = at
        }
    }

    /// After `\u`: four hex digits, a surrogate pair joined, a lone half as U+FFFD.
    private mutating func unicodeEscape() throws(JSONLineError) -> Unicode.Scalar {
        let unit = try hex4()
        if (0xD800...0xDBFF).contains(unit), bytes[at...].starts(with: "\\u".utf8) {
            let mark = at
            at += 2
            let low = try hex4()
            if (0xDC00...0xDFFF).contains(low) {
                return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}"
            }
            at = mark
        }
        return Unicode.Scalar(unit) ?? "\u{FFFD}"
    }

    private mutating func hex4() throws(JSONLineError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek, let digit = Self.hexValue(byte) else { throw error }
            value = value << 4 | digit
            at += 1
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case 0x30...0x39: UInt32(byte - 0x30)
        case 0x41...0x46: UInt32(byte - 0x41 + 10)
        case 0x61...0x66: UInt32(byte - 0x61 + 10)
        default: nil
        }
    }
}
