/// How `ForeignFile` tells what bytes are: magic numbers first (the formats'
/// own first bytes), then, for text, the first lines.
extension ForeignFile {
    /// Formats by their first bytes: (offset, bytes, kind). Gzip and zip are
    /// not here: lifecam opens them (`Pattern.decode` says when one is packed
    /// in another), and Golly's macrocell `[M2]` is a pattern.
    private static let magics: [(offset: Int, bytes: [UInt8], kind: ForeignFile)] = [
        (0, [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], .picture("PNG")),
        (0, [0xFF, 0xD8, 0xFF], .picture("JPEG")),
        (0, Array("GIF87a".utf8), .picture("GIF")),
        (0, Array("GIF89a".utf8), .picture("GIF")),
        (8, Array("WEBP".utf8), .picture("WebP")),
        (0, [0x49, 0x49, 0x2A, 0x00], .picture("TIFF")),
        (0, [0x4D, 0x4D, 0x00, 0x2A], .picture("TIFF")),
        (0, Array("BM".utf8), .picture("BMP")),
        (0, Array("%PDF-".utf8), .document("a PDF document")),
        (0, [0x7F, 0x45, 0x4C, 0x46], .program),
        (0, [0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00], .packed("xz")),
        (0, Array("BZh".utf8), .packed("bzip2")),
        (0, [0x37, 0x7A, 0xBC, 0xAF, 0x27, 0x1C], .packed("7-Zip")),
        (0, [0x28, 0xB5, 0x2F, 0xFD], .packed("zstd")),
    ]

    static func magicNumber(_ prefix: [UInt8]) -> ForeignFile? {
        for magic in magics where prefix.count >= magic.offset + magic.bytes.count {
            if prefix[magic.offset..<magic.offset + magic.bytes.count].elementsEqual(magic.bytes) {
                // "BM" alone is weak: a BMP's header follows with its file size, never text.
                if magic.kind == .picture("BMP"), looksLikeText(prefix) { continue }
                return magic.kind
            }
        }
        return nil
    }

    /// Whether the bytes read as text: no NUL, and at most one byte in 32
    /// a control character other than tab, line feed, form feed or carriage
    /// return (bytes from 0x80 count as text: UTF-8 or Latin-1).
    static func looksLikeText(_ prefix: [UInt8]) -> Bool {
        if prefix.contains(0) { return false }
        let controls = prefix.count { $0 < 0x20 && ![0x09, 0x0A, 0x0C, 0x0D].contains($0) || $0 == 0x7F }
        return controls * 32 <= prefix.count
    }

    /// What text is by its lines: a web page, XML, a Golly rule file, a Golly
    /// script. Nil for any other text.
    static func textKind(_ prefix: [UInt8]) -> ForeignFile? {
        let lines = TextLines(prefix).map { String(decoding: $0.1.trimmed, as: UTF8.self) }.filter { !$0.isEmpty }
        guard let first = lines.first else { return nil }
        let lower = first.lowercased()
        if lower.hasPrefix("<!doctype html") || lower.hasPrefix("<html") { return .document("an HTML page") }
        if lower.hasPrefix("<?xml") || lower.hasPrefix("<svg") {
            return lines.contains { $0.contains("<svg") } ? .picture("SVG") : .document("an XML file")
        }
        if first.hasPrefix("#!") {
            if first.contains("python") { return .script("Python") }
            if first.contains("lua") { return .script("Lua") }
            if first.contains("perl") { return .script("Perl") }
        }
        if first.hasPrefix("@NUTSHELL") { return .ruleFile(".ruel, Nutshell's notation") }
        if lines.contains(where: { $0.hasPrefix("@RULE") }) { return .ruleFile(".rule") }
        if lines.contains(where: { $0.hasPrefix("n_states:") }) { return .ruleFile(".table") }
        if lines.contains(where: { $0.hasPrefix("num_states=") }) { return .ruleFile(".tree") }
        return scriptKind(lines)
    }

    /// Golly's scripts by what they load: Lua's `golly()` (`local g = golly()`),
    /// Python's `import golly` or `from glife import …`, Perl's `use strict`
    /// beside Golly's `g_` calls.
    private static func scriptKind(_ lines: [String]) -> ForeignFile? {
        if lines.contains(where: { $0.contains("golly()") || $0.hasPrefix("require \"gplus") || $0.hasPrefix("require(\"gplus") }) {
            return .script("Lua")
        }
        let python = ["import golly", "from golly", "import glife", "from glife"]
        if lines.contains(where: { line in python.contains { line.hasPrefix($0) } }) { return .script("Python") }
        if lines.contains(where: { $0.hasPrefix("use strict") }), lines.contains(where: { $0.contains("g_") }) {
            return .script("Perl")
        }
        return nil
    }
}
