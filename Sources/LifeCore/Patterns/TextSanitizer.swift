/// Turns text read from a file into plain text that cannot drive a terminal.
///
/// A pattern's name or comment comes from whoever wrote the file; shown
/// unfiltered, an `ESC [ 2 J` in a `#N` line would clear the user's screen.
/// `clean` removes every control character — C0 (tabs become spaces), DEL,
/// C1 — and the whole of every escape sequence (CSI, OSC, DCS, SOS, PM, APC,
/// and two-byte escapes), not only its ESC, so no `[31m` is left behind.
/// Unicode bidirectional overrides and isolates, which reorder what follows
/// them on screen, go too. Invalid UTF-8 becomes U+FFFD.
public enum TextSanitizer {
    /// `text` with control characters and escape sequences removed, at most `maxLength` characters.
    public static func clean(_ text: String, maxLength: Int = 1000) -> String {
        var out = String.UnicodeScalarView()
        var scalars = Array(text.unicodeScalars)[...]
        var kept = 0
        while let s = scalars.popFirst(), kept < maxLength {
            switch s.value {
            case 0x1B:
                skipEscape(&scalars)
            case 0x9B:
                skipControlSequence(&scalars)
            case 0x90, 0x98, 0x9D, 0x9E, 0x9F:
                skipString(&scalars)
            case 0x09:
                out.append(" ")
                kept += 1
            case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069:
                continue
            default:
                out.append(s)
                kept += 1
            }
        }
        return String(out)
    }

    /// Cleans raw bytes decoded as UTF-8 (invalid sequences become U+FFFD).
    public static func clean<C: Collection<UInt8>>(bytes: C, maxLength: Int = 1000) -> String {
        clean(String(decoding: bytes, as: UTF8.self), maxLength: maxLength)
    }

    /// After ESC: the rest of a CSI, a string command, or one final byte.
    private static func skipEscape(_ s: inout ArraySlice<Unicode.Scalar>) {
        guard let next = s.popFirst() else { return }
        switch next {
        case "[": skipControlSequence(&s)
        case "]", "P", "X", "^", "_": skipString(&s)
        default:
            // nF escapes (ESC, intermediates 0x20–0x2F, final byte): drop them all.
            var c = next
            while (0x20...0x2F).contains(c.value), let more = s.popFirst() { c = more }
        }
    }

    /// Parameter and intermediate bytes (0x20–0x3F), then one final byte (0x40–0x7E).
    private static func skipControlSequence(_ s: inout ArraySlice<Unicode.Scalar>) {
        while let c = s.popFirst() {
            if !(0x20...0x3F).contains(c.value) { return }
        }
    }

    /// Up to BEL, ST (ESC \ or 0x9C) or the end of the text.
    private static func skipString(_ s: inout ArraySlice<Unicode.Scalar>) {
        while let c = s.popFirst() {
            if c.value == 0x07 || c.value == 0x9C { return }
            if c.value == 0x1B {
                if s.first == "\\" { s = s.dropFirst() }
                return
            }
        }
    }
}
