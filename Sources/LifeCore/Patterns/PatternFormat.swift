/// The pattern file formats lifecam reads, and how they are told apart.
public enum PatternFormat: String, Sendable, CaseIterable {
    /// Run-length encoded, as Golly writes it (`.rle`).
    case rle
    /// Plaintext rows of `.` and `O` (`.cells`).
    case plaintext
    /// Life 1.05: `#P` blocks of `.` and `*` (`.lif`, `.life`).
    case life105
    /// Life 1.06: one `x y` line per live cell (`.lif`, `.life`).
    case life106
    /// MCell: `#L` lines of cells after a `#MCell` line (`.mcl`).
    case mcell

    /// Guesses the format from the content, as Golly does: by the first
    /// non-blank line (nil for a blank file). `#Life 1.05` / `#Life 1.06` and `#MCell` headers name themselves;
    /// `!` starts a plaintext comment; `#` or `x` starts RLE; a row made only
    /// of `.`, `O` and `*` is plaintext; a line of RLE letters and digits is
    /// headerless RLE. Nil when nothing fits.
    public static func detect(_ bytes: [UInt8]) -> PatternFormat? {
        for (_, text) in TextLines(bytes) {
            let line = text.trimmed
            guard let first = line.first else { continue }
            if line.hasPrefix("#Life 1.05") { return .life105 }
            if line.hasPrefix("#Life 1.06") { return .life106 }
            if line.hasPrefix("#MCell") { return .mcell }
            if line.hasPrefix("#Life") { return nil }
            if first == UInt8(ascii: "!") { return .plaintext }
            if first == UInt8(ascii: "#") || first == UInt8(ascii: "x") { return .rle }
            if line.allSatisfy({ "O.*".utf8.contains($0) }) { return .plaintext }
            if line.allSatisfy({ "0123456789bo$!. \t".utf8.contains($0) }) { return .rle }
            return nil
        }
        return nil
    }
}

extension Pattern {
    /// Reads a pattern in any format `PatternFormat.detect` recognises.
    public static func decode(_ bytes: [UInt8]) throws(PatternError) -> Pattern {
        switch PatternFormat.detect(bytes) {
        case .rle:
            // A script or rule file whose first line is a `#` comment starts like RLE.
            do { return try RLEReader.decode(bytes) } catch { throw ForeignFile.naming(error, bytes) }
        case .plaintext: return try PlaintextReader.decode(bytes)
        case .life105, .life106: return try LifePCReader.decode(bytes)
        case .mcell: return try MCellReader.decode(bytes)
        // The shell inflates a gzip file (Golly ships .rle.gz) before its bytes come here,
        // so gzip's magic here is a second layer.
        case nil where bytes.starts(with: [0x1F, 0x8B]):
            throw PatternError(.unknownFormat, "gzip-compressed twice; lifecam inflates one layer")
        // The shell opens a zip archive given as a file (`--pattern archive.zip`)
        // before its bytes come here, so an archive here was packed in another
        // file: a gzip file, or a zip archive.
        case nil where bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]):
            throw PatternError(.unknownFormat, "a zip archive packed in another file; lifecam opens a zip archive that is a file of its own")
        case nil where TextLines(bytes).first(where: { !$0.text.trimmed.isEmpty })?.text.trimmed.hasPrefix("#Life") == true:
            throw PatternError(.unknownFormat, "a Life file of a version lifecam does not read (it reads Life 1.05 and 1.06)")
        case nil where bytes.starts(with: Array("[M2]".utf8)):
            throw PatternError(.unknownFormat, "Golly macrocell (.mc) files are not supported; save the pattern as RLE")
        case nil:
            throw ForeignFile.identify(bytes).error
        }
    }

    /// Reads a pattern from text; see `decode(_:)` for bytes.
    public static func decode(_ text: String) throws(PatternError) -> Pattern {
        try decode(Array(text.utf8))
    }
}
