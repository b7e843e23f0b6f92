/// Reads a whole run-length encoded pattern at once; `RLEDecoder` describes
/// the format and reads it in chunks.
public enum RLEReader {
    /// Parses RLE bytes into a pattern trimmed to its live cells.
    public static func decode(_ bytes: [UInt8]) throws(PatternError) -> Pattern {
        var decoder = RLEDecoder()
        try decoder.feed(bytes)
        return try decoder.finish()
    }

    /// A two-state rule as the `#R` line of a Life 1.05 file gives it; Golly's
    /// History and Super names read as their two-state rule.
    static func parseRule(_ text: ArraySlice<UInt8>) throws(PatternError) -> RuleSpec {
        do {
            return try CellStates.parse(String(decoding: text, as: UTF8.self)).0
        } catch {
            throw PatternError(.rule, error.description)
        }
    }

    /// A byte as it should appear in an error message: printable, or its number.
    static func describe(_ c: UInt8) -> String {
        (0x21..<0x7F).contains(c) ? "'\(Character(Unicode.Scalar(c)))'" : "byte \(c)"
    }
}
