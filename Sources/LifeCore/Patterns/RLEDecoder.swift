/// Decodes run-length encoded patterns as Golly reads them, from chunks of
/// bytes fed in as they arrive, so a file of any length costs no more memory
/// than its cells (one bit each, see `PackedCanvas`; beyond lifecam's largest
/// board, 8 × 8 blocks on Golly's plane, see `RLECanvas`).
///
/// Lines starting with `#` carry text: `#N` name, `#C`/`#c`/`#O` comments,
/// `#r` a rule, `#CXRLE` the position and generation (`CXRLELine`; the
/// position is moved to the first live cell when leading rows or columns are
/// blank), read only from the file's first lines, as Golly reads it (a
/// `#CXRLE` line after a comment is a comment: Golly puts the pattern at
/// (0, 0) then, as Golly's `CY_Lee_computer.rle` shows); `#P`/`#R` (other positions) are skipped. The first
/// other line starting with `x` followed by a space or `=` is the header
/// `x = W, y = H[, rule = R]` (the rule may carry a bounded-grid suffix).
/// Data: `b`/`.` dead, `o`/`A` alive, `$` ends a row, `!` ends the pattern
/// (anything after it is ignored), each optionally preceded by a run count;
/// spaces and line breaks may appear anywhere, even inside a run count.
/// Multi-state letters (`B`…`X`, `pA`…) keep their states under a Generations
/// rule, are read as alive or dead under Golly's History and Super rules (see
/// `CellStates`), and are refused under two-state rules.
///
/// Lines end at LF, CR or CRLF (as Golly's `getline` does), also when a chunk
/// ends between the CR and the LF. Data is read byte by byte as it comes; only
/// `#` and header lines are held, each up to `maxTextLine` bytes. Counts are
/// checked against `Board.maxSide` before they are used, so no input can make
/// it loop long or allocate much.
public struct RLEDecoder {
    /// The longest `#` or header line held: a longer comment is cut, a longer header refused.
    static let maxTextLine = 4096
    /// Comment lines kept; later ones are read and dropped, so endless comments cost no memory.
    static let maxComments = 256
    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    private enum Mode { case lineStart, text, data }

    private var canvas: RLECanvas
    private var name = "", comments: [String] = [], rule: RuleSpec?, states = CellStates.twoState
    private var extended: CXRLELine?
    /// Whether every line so far was a `#CXRLE` line (Golly reads them only there).
    private var leadingExtended = true
    /// The header's `x` and `y`, once read.
    private var declared: (width: Int, height: Int)?
    private var x = 0, y = 0, count = 0
    /// A multi-state prefix letter (`p`…`y`) waiting for its `A`…`X`.
    private var prefix: UInt8?
    private var seenHeader = false, seenData = false
    private var line = 1
    private var mode = Mode.lineStart
    private var text: [UInt8] = []
    private var afterCR = false
    /// Bytes of a UTF-8 byte order mark matched at the start; nil once decided.
    private var markMatched: Int? = 0

    /// Whether the pattern's `!` was read: later bytes are ignored, so the caller may stop reading.
    public private(set) var isComplete = false

    /// A decoder for lifecam's boards; with `spills`, one whose cells beyond
    /// the largest board go onto Golly's plane (`finishOnPlane`).
    public init(spills: Bool = false) {
        canvas = RLECanvas(spills: spills)
    }

    /// Decodes the next bytes of the file.
    public mutating func feed(_ bytes: UnsafeBufferPointer<UInt8>) throws(PatternError) {
        do throws(PatternError) {
            for b in bytes {
                if isComplete { return }
                if let matched = markMatched {
                    if b == Self.byteOrderMark[matched] {
                        markMatched = matched + 1 == 3 ? nil : matched + 1
                        continue
                    }
                    markMatched = nil
                    for m in Self.byteOrderMark.prefix(matched) { try consume(m) }
                }
                try consume(b)
            }
        } catch {
            throw error.at(line: line)
        }
    }

    /// Decodes the next bytes of the file.
    public mutating func feed(_ bytes: [UInt8]) throws(PatternError) {
        try bytes.withBytes { raw throws(PatternError) in try feed(raw) }
    }

    /// The pattern, trimmed to its live cells, once every byte has been fed.
    public consuming func finish() throws(PatternError) -> Pattern {
        try finishOnPlane().pattern
    }

    /// The pattern, once every byte has been fed; for a decoder that `spills`
    /// and a pattern beyond lifecam's largest board, its cells are `plane`
    /// (two states) or `states` (a cell in a state above 1), placed on Golly's
    /// plane (the RLE's top-left at `#CXRLE Pos=`, else at (0, 0)), and
    /// `pattern` has only the file's text.
    public consuming func finishOnPlane() throws(PatternError) -> (pattern: Pattern, plane: PlaneCells?, states: PlaneStates?) {
        if !isComplete {
            do throws(PatternError) {
                if let matched = markMatched, matched > 0 {
                    for m in Self.byteOrderMark.prefix(matched) { try consume(m) }
                }
                if mode == .text { try textLine() }
                if let prefix { throw PatternError(.syntax, "\(RLEReader.describe(prefix)) at the end needs a state letter A-X") }
            } catch {
                throw error.at(line: line)
            }
        }
        if canvas.plane != nil || canvas.states != nil {
            var pattern = Pattern.empty.with(name: name, comments: comments, rule: rule)
            pattern.generation = extended?.generation
            let at = extended?.position ?? GridPoint(x: 0, y: 0)
            return (pattern, canvas.plane.map { $0.shifted(by: at) }, canvas.states.map { $0.shifted(by: at) })
        }
        let (cells, offset) = canvas.trimmed()
        var pattern = cells.with(name: name, comments: comments, rule: rule)
        if let at = extended?.position, pattern.population > 0 {
            let moved = GridPoint(x: at.x + offset.x, y: at.y + offset.y)
            // Kept within what the line can say again, so a pattern written back reads the same.
            if abs(moved.x) <= CXRLELine.largest, abs(moved.y) <= CXRLELine.largest { pattern.position = moved }
        }
        pattern.generation = extended?.generation
        if let declared, pattern.population > 0 {
            pattern.frame = PatternFrame(offset: offset, width: declared.width, height: declared.height)
        }
        return (pattern, nil, nil)
    }

    private mutating func consume(_ b: UInt8) throws(PatternError) {
        if b == 0x0A || b == 0x0D {
            if b == 0x0A, afterCR { afterCR = false; return }
            afterCR = b == 0x0D
            if mode == .text { try textLine() }
            mode = .lineStart
            line += 1
            return
        }
        afterCR = false
        switch mode {
        case .lineStart:
            if b == UInt8(ascii: "#") || (b == UInt8(ascii: "x") && !seenHeader && !seenData) {
                mode = .text
                text.removeAll(keepingCapacity: true)
                text.append(b)
            } else {
                mode = .data
                try data(b)
            }
        case .text:
            if text == [UInt8(ascii: "x")], b > 0x20, b != UInt8(ascii: "=") {
                // `x` starting a line that is not a header: data after all (and an error there).
                mode = .data
                try data(UInt8(ascii: "x"))
                try data(b)
            } else if text.count < Self.maxTextLine {
                text.append(b)
            } else if text[0] == UInt8(ascii: "x") {
                throw PatternError(.syntax, "the header line is longer than \(Self.maxTextLine) bytes")
            }
        case .data:
            try data(b)
        }
    }

    private mutating func textLine() throws(PatternError) {
        let body = text[...]
        defer { if !body.starts(with: "#CXRLE".utf8) { leadingExtended = false } }
        if body.first == UInt8(ascii: "#") {
            try readComment(body)
        } else {
            seenHeader = true
            let header = try RLEHeader(body, maxSide: canvas.maxSide)
            canvas = RLECanvas(width: header.width, height: header.height, spills: canvas.spills)
            declared = (header.width, header.height)
            if let ruleText = header.rule { try setRule(ruleText) }
        }
    }

    private mutating func readComment(_ text: ArraySlice<UInt8>) throws(PatternError) {
        let body = text.dropFirst(2)
        switch text.dropFirst().first {
        case UInt8(ascii: "N"):
            name = body.cleanText
        case UInt8(ascii: "C") where text.hasPrefix("#CXRLE"):
            if leadingExtended { extended = CXRLELine(text) }
        case UInt8(ascii: "C"), UInt8(ascii: "c"), UInt8(ascii: "O"):
            if comments.count < Self.maxComments { comments.append(body.cleanText) }
        case UInt8(ascii: "r"):
            try setRule(body.trimmed)
        default:
            return
        }
    }

    private mutating func setRule(_ text: ArraySlice<UInt8>) throws(PatternError) {
        do {
            (rule, states) = try CellStates.parse(String(decoding: text, as: UTF8.self))
        } catch {
            throw PatternError(.rule, error.description)
        }
    }

    private mutating func data(_ c: UInt8) throws(PatternError) {
        if let p = prefix {
            guard (UInt8(ascii: "A")...UInt8(ascii: "X")).contains(c) else {
                throw PatternError(.syntax, "\(RLEReader.describe(p)) must be followed by a state letter A-X, not \(RLEReader.describe(c))")
            }
            prefix = nil
            let state = 24 * Int(p - UInt8(ascii: "p") + 1) + Int(c - UInt8(ascii: "A")) + 1
            return try cells(states.kept(state, letter: String(decoding: [p, c], as: UTF8.self)))
        }
        switch c {
        case 0x30...0x39:
            count = count * 10 + Int(c - 0x30)
            guard count <= canvas.maxSide else {
                // Stops at the first digit past the limit, so only the start is known.
                throw PatternError(.tooLarge, "a run count (\(count)...) is larger than \(canvas.maxSide)")
            }
        case 0x20, 0x09, 0x0B, 0x0C:
            return
        case UInt8(ascii: "b"), UInt8(ascii: "."):
            try cells(0)
        case UInt8(ascii: "o"), UInt8(ascii: "A"):
            try cells(1)
        case UInt8(ascii: "B")...UInt8(ascii: "X"):
            try cells(states.kept(Int(c - UInt8(ascii: "A")) + 1, letter: String(UnicodeScalar(c))))
        case UInt8(ascii: "p")...UInt8(ascii: "y"):
            prefix = c
        case UInt8(ascii: "$"):
            x = 0
            y += max(count, 1)
            guard y <= canvas.maxSide else {
                throw PatternError(.tooLarge, "the pattern is taller than \(canvas.maxSide) cells")
            }
            seenData = true
            count = 0
        case UInt8(ascii: "!"):
            isComplete = true
        default:
            throw PatternError(.syntax, "unexpected \(RLEReader.describe(c)) in RLE data")
        }
    }

    /// A run of `count` (at least one) cells in `state` at the current position.
    private mutating func cells(_ state: Int) throws(PatternError) {
        let n = max(count, 1)
        if state > 0 {
            try canvas.setRun(x: x, y: y, count: n, state: state)
        } else {
            guard x + n <= canvas.maxSide else {
                throw PatternError(.tooLarge, "the pattern is wider than \(canvas.maxSide) cells")
            }
        }
        x += n
        seenData = true
        count = 0
    }
}
