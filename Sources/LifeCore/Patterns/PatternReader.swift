/// Reads a pattern file of any format from chunks of bytes, as they arrive.
///
/// The bytes are held until the first non-blank line is whole, which names the
/// format (`PatternFormat.detect`), or until it has shown 16 bytes when it starts
/// with `#` or `x`, which is enough to tell RLE from Life 1.05/1.06. RLE, the format lifecam writes and the one
/// files of millions of cells come in, then goes to an `RLEDecoder` chunk by
/// chunk and nothing more is held; plaintext and Life 1.05/1.06 are held whole
/// and decoded by `finish`. The caller bounds what it feeds, by `format`.
public struct PatternReader {
    private var held: [UInt8] = []
    /// Where the search for the first non-blank line's end goes on.
    private var scanned = 0
    /// Where the first non-blank byte of the line being scanned is.
    private var lineText: Int?
    private var decided = false
    private var rle: RLEDecoder?
    /// The file's first bytes (`ForeignFile.prefixLength`), kept for RLE's
    /// errors: a Golly script or rule file whose first line is a `#` comment
    /// starts like RLE, and is named for what it is when RLE breaks on it.
    private var prefix: [UInt8] = []
    /// RLE's error, held until `prefix` is whole (or the file ends), so that
    /// the file is judged on the same first bytes in whatever chunks it comes.
    private var rleError: PatternError?

    /// The format, once the first non-blank line has shown it (nil before, or if nothing fits).
    public private(set) var format: PatternFormat?

    /// Whether later bytes can no longer change the pattern (RLE past its `!`).
    public var isComplete: Bool { rle?.isComplete ?? false }

    private let spills: Bool

    /// A reader for lifecam's boards; with `spills`, one whose RLE cells beyond
    /// the largest board go onto Golly's plane (`finishOnPlane`).
    public init(spills: Bool = false) {
        self.spills = spills
    }

    /// Reads the next bytes of the file.
    public mutating func feed(_ bytes: UnsafeBufferPointer<UInt8>) throws(PatternError) {
        if prefix.count < ForeignFile.prefixLength {
            prefix.append(contentsOf: bytes.prefix(ForeignFile.prefixLength - prefix.count))
        }
        if let error = rleError {
            if prefix.count >= ForeignFile.prefixLength { throw ForeignFile.naming(error, prefix) }
            return
        }
        if rle != nil {
            do { try rle!.feed(bytes) } catch { try hold(error) }
            return
        }
        held.append(contentsOf: bytes)
        if !decided, firstLineIsWhole() { try decide() }
    }

    /// Reads the next bytes of the file.
    public mutating func feed(_ bytes: [UInt8]) throws(PatternError) {
        try bytes.withBytes { raw throws(PatternError) in try feed(raw) }
    }

    /// The pattern, once the whole file has been fed.
    public consuming func finish() throws(PatternError) -> Pattern {
        if !decided { try decide() }
        if let rleError { throw ForeignFile.naming(rleError, prefix) }
        if let rle {
            do { return try rle.finish() } catch { throw ForeignFile.naming(error, prefix) }
        }
        return try Pattern.decode(held)
    }

    /// The pattern, once the whole file has been fed, its cells on Golly's
    /// plane when an RLE file is beyond lifecam's largest board (`RLEDecoder.finishOnPlane`).
    public consuming func finishOnPlane() throws(PatternError) -> (pattern: Pattern, plane: PlaneCells?, states: PlaneStates?) {
        if !decided { try decide() }
        if let rleError { throw ForeignFile.naming(rleError, prefix) }
        if let rle {
            do { return try rle.finishOnPlane() } catch { throw ForeignFile.naming(error, prefix) }
        }
        return (try Pattern.decode(held), nil, nil)
    }

    /// Whether the held bytes contain the end of a line with something other than blanks.
    private mutating func firstLineIsWhole() -> Bool {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        while scanned < held.count {
            let b = held[scanned]
            let inMark = scanned < 3 && held.starts(with: bom.prefix(min(held.count, 3)))
            scanned += 1
            if b == 0x0A || b == 0x0D {
                if lineText != nil { return true }
            } else if b > 0x20, !inMark, lineText == nil {
                lineText = scanned - 1
            }
        }
        guard let start = lineText else { return false }
        return (held[start] == UInt8(ascii: "#") || held[start] == UInt8(ascii: "x")) && held.count - start >= 16
    }

    private mutating func decide() throws(PatternError) {
        decided = true
        format = PatternFormat.detect(held)
        guard format == .rle else { return }
        let decoder = RLEDecoder(spills: spills), heldBytes = held
        held = []
        rle = decoder
        do { try rle!.feed(heldBytes) } catch { try hold(error) }
    }

    /// Holds RLE's `error` until the first bytes are whole: an error of the
    /// text (a script's or rule file's lines break RLE so) is held, any other
    /// (a run too long for the canvas) and any once they are whole thrown at once.
    private mutating func hold(_ error: PatternError) throws(PatternError) {
        guard error.kind == .syntax || error.kind == .multiState, prefix.count < ForeignFile.prefixLength else {
            throw ForeignFile.naming(error, prefix)
        }
        rleError = error
    }
}
