/// What of a recording's bytes may reach the terminal on replay: text, and
/// the escape sequences that only draw — colours and attributes (SGR),
/// cursor moves and saves, erasing, inserting and deleting characters and
/// lines, synchronized output and cursor visibility. Everything that could
/// make the terminal do more than draw is removed: OSC, DCS, APC, PM and SOS
/// strings (titles, clipboard writes, graphics, queries), mode changes (mouse
/// reporting, the alternate screen, keypad, scroll regions, auto-wrap),
/// device queries whose answers would arrive as input, full resets, C1
/// controls (as UTF-8, U+0080…U+009F), C0 controls but BS, TAB, LF and CR,
/// and bytes that are not well-formed UTF-8 (a raw 0x9B would be CSI to a
/// terminal not in UTF-8 mode). What it writes is only ever whole: text a
/// whole character at a time and sequences whole, so the terminal is back in
/// its ground state after every write.
///
/// A file is text that must never drive the terminal unchecked (as
/// `TextSanitizer` is for names), but a replay must draw: this is the
/// allow-list between the two. It reads bytes as they come, so a sequence
/// split between two events is judged whole.
package struct ReplayFilter: Sendable {
    private enum State: Sendable {
        case ground
        /// After ESC.
        case escape
        /// Collecting a CSI sequence in `sequence`.
        case csi
        /// Skipping a CSI sequence too long to keep, to its final byte.
        case csiDropped
        /// Inside an OSC, DCS, APC, PM or SOS string, skipped to its end.
        case string
        /// ESC inside a string: `\` ends it.
        case stringEscape
        /// After `ESC (`: a character set.
        case charset
        /// Inside a UTF-8 character, `character` collected so far, `remaining` bytes to come.
        case utf8(remaining: Int)
    }

    private var state = State.ground
    private var sequence: [UInt8] = []
    private var character: [UInt8] = []
    /// The longest CSI sequence kept; a longer one is dropped whole.
    static let longestSequence = 64

    package init() {}

    /// Appends to `output` what of `input` may be shown.
    package mutating func filter(_ input: [UInt8], into output: inout [UInt8]) {
        for byte in input { take(byte, into: &output) }
    }

    private mutating func take(_ byte: UInt8, into output: inout [UInt8]) {
        switch state {
        case .ground:
            ground(byte, into: &output)
        case .utf8(let remaining):
            guard (0x80...0xBF).contains(byte) else {
                // A character cut short is dropped; the byte starts afresh.
                state = .ground
                ground(byte, into: &output)
                return
            }
            character.append(byte)
            if remaining > 1 {
                state = .utf8(remaining: remaining - 1)
            } else {
                state = .ground
                if Self.isShown(character) { output += character }
            }
        case .escape:
            escape(byte, into: &output)
        case .csi:
            csi(byte, into: &output)
        case .csiDropped:
            if !(0x20...0x3F).contains(byte) {
                state = .ground
                if !(0x40...0x7E).contains(byte) { ground(byte, into: &output) }
            }
        case .string:
            if byte == 0x07 { state = .ground } else if byte == 0x1B { state = .stringEscape }
        case .stringEscape:
            // ESC \ ends the string; ESC and anything else ends it too and starts a new sequence.
            if byte == 0x5C { state = .ground } else { state = .escape; escape(byte, into: &output) }
        case .charset:
            state = .ground
            if byte == 0x42 { output += [0x1B, 0x28, 0x42] }
        }
    }

    private mutating func ground(_ byte: UInt8, into output: inout [UInt8]) {
        switch byte {
        case 0x1B: state = .escape
        case 0x08, 0x09, 0x0A, 0x0D: output.append(byte)
        case 0x00...0x1F, 0x7F: break
        case 0x20...0x7E: output.append(byte)
        case 0xC2...0xDF: character = [byte]; state = .utf8(remaining: 1)
        case 0xE0...0xEF: character = [byte]; state = .utf8(remaining: 2)
        case 0xF0...0xF4: character = [byte]; state = .utf8(remaining: 3)
        default: break                              // a stray continuation byte, or never UTF-8
        }
    }

    /// Whether `bytes` are one well-formed UTF-8 character (not overlong, not
    /// a surrogate) and not a C1 control.
    private static func isShown(_ bytes: [UInt8]) -> Bool {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        guard case let .scalarValue(scalar) = decoder.decode(&iterator), iterator.next() == nil else { return false }
        return !(0x80...0x9F).contains(scalar.value)
    }

    private mutating func escape(_ byte: UInt8, into output: inout [UInt8]) {
        state = .ground
        switch byte {
        case 0x5B:                                  // [
            state = .csi
            sequence = [0x1B, 0x5B]
        case 0x5D, 0x50, 0x5F, 0x5E, 0x58:          // ] P _ ^ X
            state = .string
        case 0x37, 0x38, 0x4D, 0x44, 0x45:          // 7 8 M D E: save, restore, index, next line
            output += [0x1B, byte]
        case 0x28:                                  // (
            state = .charset
        case 0x1B:
            state = .escape
        case 0x00...0x1F:
            ground(byte, into: &output)
        default:
            break                                   // RIS, keypad modes, and the rest
        }
    }

    private mutating func csi(_ byte: UInt8, into output: inout [UInt8]) {
        switch byte {
        case 0x20...0x3F:
            sequence.append(byte)
            if sequence.count > Self.longestSequence {
                sequence = []
                state = .csiDropped
            }
        case 0x40...0x7E:
            state = .ground
            if !sequence.isEmpty, Self.allows(sequence, final: byte) { output += sequence + [byte] }
            sequence = []
        default:
            // A control inside a sequence abandons it.
            state = .ground
            sequence = []
            ground(byte, into: &output)
        }
    }

    /// CSI finals that only draw: SGR, cursor moves, erasing, inserting, deleting.
    private static let drawing = Set("mHfABCDEFGdea`JKX@PLMST".utf8)

    /// Whether `CSI params final` only draws.
    private static func allows(_ sequence: [UInt8], final: UInt8) -> Bool {
        let body = sequence.dropFirst(2)
        if body.first == 0x3F {                     // ? private modes: cursor visibility and synchronized output
            guard final == 0x68 || final == 0x6C else { return false }
            let modes = body.dropFirst().split(separator: 0x3B, omittingEmptySubsequences: false)
            return !modes.isEmpty && modes.allSatisfy { Array($0) == Array("25".utf8) || Array($0) == Array("2026".utf8) }
        }
        // Parameters only: digits, ';' and ':' (colour sub-parameters); no private markers, no intermediates.
        guard body.allSatisfy({ (0x30...0x3B).contains($0) }) else { return false }
        return drawing.contains(final)
    }
}
