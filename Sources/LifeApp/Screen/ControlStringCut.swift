/// What to send after a byte stream that was cut short, so that nothing
/// written after the cut is swallowed by an unfinished control string.
///
/// A kitty picture is sent as APC strings (`ESC _ G … ESC \`), a sixel as a
/// DCS string (`ESC P q … ESC \`). A terminal reads everything after the
/// introducer as the string's data until the string terminator `ESC \`:
/// kitty ignores CAN and SUB there, and ends an APC only on `ESC \` or BEL
/// (its vt-parser's `find_st_terminator`). A frame abandoned mid-string
/// therefore turns every later byte (the mode resets, the shell's prompt,
/// what the user types) into picture data: the terminal looks frozen.
/// Cut anywhere else (in text, in a CSI), the next `ESC` starts a new
/// sequence by itself, and nothing needs closing.
///
/// The stream must start outside any sequence, as each canvas frame does.
package enum ControlStringCut {
    /// The bytes that end the control string `sent` stops inside: `ESC \`,
    /// or only `\` when the cut fell between the terminator's two bytes;
    /// empty when `sent` ends outside any string.
    package static func closer<Bytes: Collection>(after sent: Bytes) -> [UInt8] where Bytes.Element == UInt8 {
        var state = State.ground
        for byte in sent { state = state.next(byte) }
        switch state {
        case .string: return [0x1B, 0x5C]
        case .stringEscape: return [0x5C]
        case .ground, .escape, .csi: return []
        }
    }

    /// The states of a VT parser that matter here (ECMA-48's string
    /// introducers: DCS `P`, SOS `X`, OSC `]`, PM `^`, APC `_`).
    enum State {
        case ground, escape, csi
        /// Inside a control string; `osc`: an OSC, which BEL ends too.
        case string(osc: Bool)
        /// An `ESC` inside a control string: `\` ends the string.
        case stringEscape(osc: Bool)

        func next(_ byte: UInt8) -> State {
            switch self {
            case .ground:
                return byte == 0x1B ? .escape : .ground
            case .escape:
                switch byte {
                case 0x5B: return .csi                               // [
                case 0x50, 0x58, 0x5E, 0x5F: return .string(osc: false) // P X ^ _
                case 0x5D: return .string(osc: true)                 // ]
                case 0x1B: return .escape
                case 0x20...0x2F: return .escape                     // intermediates: ESC ( B
                default: return .ground
                }
            case .csi:
                switch byte {
                case 0x1B: return .escape
                case 0x40...0x7E: return .ground
                default: return .csi
                }
            case let .string(osc):
                if byte == 0x1B { return .stringEscape(osc: osc) }
                return osc && byte == 0x07 ? .ground : self
            case let .stringEscape(osc):
                // kitty reads any other byte after ESC as more of the string.
                switch byte {
                case 0x5C: return .ground
                case 0x1B: return self
                default: return .string(osc: osc)
                }
            }
        }
    }
}
