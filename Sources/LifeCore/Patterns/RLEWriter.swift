/// Writes patterns as Golly writes RLE.
///
/// `#CXRLE Pos=X,Y Gen=N` when the pattern has a position or a generation,
/// `#N` and `#C` lines for the name and comments, the header
/// `x = W, y = H, rule = R`, then runs of `b`, `o` and `$` with dead cells at
/// the end of a row left out, blank rows folded into the count before `$`,
/// `!` at the end, and no line longer than 70 characters (a run is never split).
/// Under a Generations rule the states are Golly's letters instead (`.` dead,
/// `A`…`X` states 1…24, `pA`… above), and each line keeps one character spare
/// as Golly's `AddRun` does, so lifecam's output is Golly's byte for byte.
///
/// The largest text this makes: a run of n cells costs at most n characters
/// (`o`, `2o`, `3o` … `10o`), so a row of W cells costs at most W characters and
/// its `$` (or the final `!`), and every 70 characters add a newline. For a
/// 16384×16384 board that is 16384 × 16385 = 268,451,840 characters and
/// 3,835,027 newlines, 272,286,867 bytes (259.7 MiB), plus the `#N`, `#C` and
/// header lines (each name or comment at most 1000 characters, as cleaned).
public enum RLEWriter {
    /// Golly's line length limit for RLE data.
    public static let maxLineLength = 70

    /// The RLE text of `pattern`, ending with a newline. `rule` overrides `pattern.rule`;
    /// without either the header says B3/S23.
    public static func encode(_ pattern: Pattern, rule: RuleSpec? = nil) -> String {
        var out: [UInt8] = []
        write(pattern, rule: rule) { out += $0 }
        return String(decoding: out, as: UTF8.self)
    }

    /// The same text as `encode`, handed to `sink` in chunks of about `chunkSize`
    /// bytes, so the RLE of a whole board never needs to be in memory at once.
    public static func write<E: Error>(
        _ pattern: Pattern, rule: RuleSpec? = nil, chunkSize: Int = 1 << 16, to sink: ([UInt8]) throws(E) -> Void
    ) throws(E) {
        let ruleSpec = rule ?? pattern.rule ?? RuleSpec(rule: .conway)
        // A rule file's rule writes states as letters (Golly reads them whatever its count).
        let multiState = ruleSpec.rule?.isGenerations ?? true || pattern.isMultiState
        var out = RLEChunk(capacity: chunkSize, spare: multiState ? 1 : 0)
        if pattern.position != nil || pattern.generation != nil {
            let pos = pattern.position.map { " Pos=\($0.x),\($0.y)" } ?? ""
            out.text("#CXRLE" + pos + (pattern.generation.map { " Gen=\($0)" } ?? "") + "\n")
        }
        if !pattern.name.isEmpty { out.text("#N \(TextSanitizer.clean(pattern.name))\n") }
        for comment in pattern.comments { out.text("#C \(TextSanitizer.clean(comment))\n") }
        out.text("x = \(pattern.width), y = \(pattern.height), rule = \(ruleSpec)\n")

        let dead = multiState ? UInt8(ascii: ".") : UInt8(ascii: "b")
        var pendingRows = 0
        for y in 0..<pattern.height {
            var x = 0
            while x < pattern.width {
                // Dead cells (left out at the end of a row), then a run of cells in one state.
                let start = pattern.nextChange(in: y, from: x, alive: false)
                guard start < pattern.width else { break }
                if pendingRows > 0 { out.token(pendingRows, UInt8(ascii: "$")); pendingRows = 0 }
                if start > x { out.token(start - x, dead) }
                if multiState {
                    let (end, letters) = stateRun(pattern, y: y, from: start)
                    out.token(end - start, letters.0, letters.1)
                    x = end
                } else {
                    x = pattern.nextChange(in: y, from: start, alive: true)
                    out.token(x - start, UInt8(ascii: "o"))
                }
                if out.isFull { try sink(out.take()) }
            }
            pendingRows += 1
        }
        out.token(1, UInt8(ascii: "!"))
        out.newline()
        try sink(out.take())
    }
}

/// The bytes of RLE being written, and where its current line stands.
struct RLEChunk {
    private var bytes: [UInt8] = []
    private var lineLength = 0
    private let capacity: Int

    init(capacity: Int, spare: Int = 0) {
        self.spare = spare
        self.capacity = max(capacity, 1)
        bytes.reserveCapacity(self.capacity + 32)
    }

    var isFull: Bool { bytes.count >= capacity }

    mutating func take() -> [UInt8] {
        defer { bytes.removeAll(keepingCapacity: true) }
        return bytes
    }

    /// Characters each line keeps free (1 for multi-state letters, as Golly).
    private let spare: Int

    mutating func text(_ line: String) { bytes += line.utf8 }

    mutating func newline() {
        bytes.append(0x0A)
        lineLength = 0
    }

    /// `count` then `tag` (the count left out when it is 1), on a new line if it
    /// would pass 70 (less the spare), then `second` if given (a state's second letter).
    mutating func token(_ count: Int, _ tag: UInt8, _ second: UInt8? = nil) {
        var digits = 0
        if count > 1 {
            var n = count
            while n > 0 { digits += 1; n /= 10 }
        }
        if lineLength + digits + 1 + spare > RLEWriter.maxLineLength { newline() }
        if count > 1 {
            var divisor = 1
            for _ in 1..<digits { divisor *= 10 }
            var n = count
            while divisor > 0 {
                bytes.append(0x30 + UInt8(n / divisor))
                n %= divisor
                divisor /= 10
            }
        }
        bytes.append(tag)
        lineLength += digits + 1
        if let second {
            bytes.append(second)
            lineLength += 1
        }
    }
}

extension Pattern {
    /// The first column at or after `x` in row `y` whose cell is not `alive`
    /// (`width` if the row ends first), found a word at a time.
    func nextChange(in y: Int, from x: Int, alive: Bool) -> Int {
        let row = y * wordsPerRow
        var k = x >> 6
        var word = (alive ? ~words[row + k] : words[row + k]) & (~0 << UInt64(x & 63))
        while word == 0 {
            k += 1
            if k == wordsPerRow { return width }
            word = alive ? ~words[row + k] : words[row + k]
        }
        return min(width, k << 6 + word.trailingZeroBitCount)
    }
}
