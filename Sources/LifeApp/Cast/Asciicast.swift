/// Lines of an asciicast v2 file (asciinema's format): a header object, then
/// one event array a line, `[time, "o", "bytes"]` for output and
/// `[time, "r", "COLSxROWS"]` for a resize. Exactly one JSON value a line,
/// control characters escaped (`\u001b` for ESC; a raw one is invalid JSON),
/// the text as UTF-8: asciinema refuses a file with a raw control character,
/// a blank line or bytes that are not UTF-8 (docs/REPLAY.md).
package enum Asciicast {
    /// The header line: the terminal's size, when the recording started
    /// (Unix seconds; nil leaves it out, for output that must not depend on
    /// the day it was made) and its `TERM`.
    package static func header(width: Int, height: Int, timestamp: Int?, term: String) -> [UInt8] {
        var line = "{\"version\": 2, \"width\": \(width), \"height\": \(height)"
        if let timestamp { line += ", \"timestamp\": \(timestamp)" }
        line += ", \"env\": {\"TERM\": \(jsonString(Array(term.utf8)))}}\n"
        return Array(line.utf8)
    }

    /// An output event: `bytes` the terminal was sent at `time` seconds.
    /// Invalid UTF-8 becomes U+FFFD (a cast is text); callers never split a
    /// character between two events.
    package static func output(time: Double, _ bytes: [UInt8]) -> [UInt8] {
        Array("[\(seconds(time)), \"o\", \(jsonString(bytes))]\n".utf8)
    }

    /// A resize event: the terminal became `columns × rows` at `time`.
    package static func resize(time: Double, columns: Int, rows: Int) -> [UInt8] {
        Array("[\(seconds(time)), \"r\", \"\(columns)x\(rows)\"]\n".utf8)
    }

    /// `bytes` as a JSON string literal, quotes included.
    package static func jsonString(_ bytes: [UInt8]) -> String {
        var out = "\""
        out.unicodeScalars.reserveCapacity(bytes.count + 16)
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// Seconds with six decimals, as asciinema writes them: `1.033333`.
    static func seconds(_ time: Double) -> String {
        let micro = Int((max(0, time) * 1_000_000).rounded())
        let fraction = String(micro % 1_000_000)
        return "\(micro / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count) + fraction
    }
}
