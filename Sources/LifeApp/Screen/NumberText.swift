/// Numbers as the status line and the strip show them: counts with a comma
/// every three digits, as Golly shows a generation or a population, whatever
/// their size (a giant's population passes 2^64: `UInt128`); settings short.
package enum NumberText {
    /// `1234567` as `1,234,567`; `-1234` as `-1,234`.
    package static func grouped(_ value: some BinaryInteger) -> String {
        let digits = String(value.magnitude)
        var out = ""
        out.reserveCapacity(digits.count + digits.count / 3 + 1)
        for (i, digit) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return value < 0 ? "-" + out : out
    }

    /// A setting short, to hundredths at most: `2`, `0.5`, `0.25`.
    package static func short(_ value: Double) -> String {
        if value == value.rounded() { return String(Int(value)) }
        let hundredths = Int((value * 100).rounded()), cents = hundredths % 100
        let text = "\(hundredths / 100).\(cents < 10 ? "0" : "")\(cents)"
        return text.hasSuffix("0") ? String(text.dropLast()) : text
    }
}
