/// How many terminal columns text takes, without asking the C library (whose
/// answer depends on the locale): East Asian wide and fullwidth characters and
/// most emoji take two, combining marks and zero-width characters none,
/// everything else one. Close enough to wcwidth for a status line that must
/// never spill onto the next row.
package enum TextWidth {
    /// Columns `scalar` takes.
    package static func columns(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        // Below the first combining mark every character takes one column.
        if v < 0x300 { return 1 }
        if zero.contains(where: { $0.contains(v) }) { return 0 }
        if wide.contains(where: { $0.contains(v) }) { return 2 }
        return 1
    }

    /// Columns `text` takes.
    package static func columns(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { $0 + columns($1) }
    }

    /// The longest prefix of `text` that fits in `width` columns.
    package static func prefix(_ text: String, width: Int) -> String {
        var used = 0
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let w = columns(scalar)
            guard used + w <= width else { break }
            used += w
            out.append(scalar)
        }
        return String(out)
    }

    /// `text` in at most `columns - 1` columns (wide characters count two),
    /// without control characters: the last cell stays empty so nothing
    /// wraps or scrolls.
    package static func fit(_ text: String, columns: Int) -> String {
        let printable = String(String.UnicodeScalarView(text.unicodeScalars.filter {
            $0.value >= 32 && !(0x7F...0x9F).contains($0.value)
        }))
        return prefix(printable, width: max(0, columns - 1))
    }

    private static let zero: [ClosedRange<UInt32>] = [
        0x0300...0x036F, 0x0483...0x0489, 0x0591...0x05BD, 0x0610...0x061A, 0x064B...0x065F,
        0x200B...0x200F, 0x2028...0x202E, 0x2060...0x2064, 0x20D0...0x20FF, 0xFE00...0xFE0F,
        0xFE20...0xFE2F, 0xFEFF...0xFEFF, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0xE0100...0xE01EF,
    ]

    private static let wide: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0,
        0x23F3...0x23F3, 0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F,
        0x2693...0x2693, 0x26A1...0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5,
        0x26CE...0x26CE, 0x26D4...0x26D4, 0x26EA...0x26EA, 0x26F2...0x26F5, 0x26FA...0x26FA,
        0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B, 0x2728...0x2728, 0x274C...0x274C,
        0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797, 0x27B0...0x27B0,
        0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55,
        0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
        0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
        0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F004...0x1F004, 0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E,
        0x1F191...0x1F19A, 0x1F200...0x1F2FF, 0x1F300...0x1F64F, 0x1F680...0x1F6FF,
        0x1F7E0...0x1F7EB, 0x1F90C...0x1F9FF, 0x1FA70...0x1FAFF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
}
