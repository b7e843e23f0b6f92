/// The escape sequences the picture encoders write around their pictures,
/// walked once for both picture models (kitty's and sixel's): the cursor
/// (`CSI row;col H`, `ESC 7` and `ESC 8`), synchronized updates
/// (`CSI ?2026 h/l`, which change nothing here), and string commands
/// (`ESC <introducer> … ESC \`: kitty's APC `_`, sixel's DCS `P`), each
/// handed to the model with the cursor where it stood. Anything else, a
/// byte outside a sequence or a sequence cut short, is an error.
package struct PictureStream {
    package struct DecodeError: Error, CustomStringConvertible {
        package let description: String
        package init(description: String) { self.description = description }
    }

    /// The cursor's row and column, from 0.
    package private(set) var row = 0, column = 0
    private var saved: (Int, Int)?

    package init() {}

    /// Walks `bytes`, calling `command` with the body of each string command
    /// introduced by `ESC introducer` (without the introducer and the `ESC \`).
    package mutating func walk(_ bytes: [UInt8], introducer: UInt8,
                               _ command: (_ body: [UInt8], _ row: Int, _ column: Int) throws -> Void) throws {
        var i = 0
        while i < bytes.count {
            guard bytes[i] == 0x1B, i + 1 < bytes.count else { throw DecodeError(description: "unexpected byte \(bytes[i]) at \(i)") }
            switch bytes[i + 1] {
            case UInt8(ascii: "7"):
                saved = (row, column)
                i += 2
            case UInt8(ascii: "8"):
                guard let s = saved else { throw DecodeError(description: "ESC8 without ESC7") }
                (row, column) = s
                i += 2
            case UInt8(ascii: "["):
                i = try controlSequence(bytes, at: i + 2)
            case introducer:
                guard let end = ((i + 2)..<(bytes.count - 1)).first(where: { bytes[$0] == 0x1B && bytes[$0 + 1] == UInt8(ascii: "\\") })
                else { throw DecodeError(description: "unterminated ESC \(Character(Unicode.Scalar(introducer))) at \(i)") }
                try command(Array(bytes[(i + 2)..<end]), row, column)
                i = end + 2
            default:
                throw DecodeError(description: "unexpected ESC \(bytes[i + 1])")
            }
        }
    }

    /// The CSI whose parameters start at `start`; returns the index after it.
    private mutating func controlSequence(_ bytes: [UInt8], at start: Int) throws -> Int {
        var j = start
        while j < bytes.count, (0x20...0x3F).contains(bytes[j]) { j += 1 }
        guard j < bytes.count else { throw DecodeError(description: "cut short CSI") }
        let body = String(decoding: bytes[start..<j], as: UTF8.self)
        switch (bytes[j], body) {
        case (UInt8(ascii: "h"), "?2026"), (UInt8(ascii: "l"), "?2026"): break
        case (UInt8(ascii: "H"), _):
            let p = body.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 1 }
            row = (p.first ?? 1) - 1
            column = (p.count > 1 ? p[1] : 1) - 1
        default: throw DecodeError(description: "unexpected CSI \(body)\(Character(Unicode.Scalar(bytes[j])))")
        }
        return j + 1
    }
}
