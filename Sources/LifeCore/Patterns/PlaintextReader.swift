/// Reads the plaintext format of `.cells` files.
///
/// Lines starting with `!` are comments (`!Name: …` gives the name); every
/// other line is a row: `.` dead, `O` alive. Golly also takes `*` and `o` as
/// alive and spaces as dead, and so do we; anything else is an error.
public enum PlaintextReader {
    /// Parses plaintext bytes into a pattern trimmed to its live cells.
    public static func decode(_ bytes: [UInt8]) throws(PatternError) -> Pattern {
        var canvas = PackedCanvas()
        var name = "", comments: [String] = []
        var y = 0
        for (number, text) in TextLines(bytes) {
            if text.first == UInt8(ascii: "!") {
                let body = text.dropFirst()
                if body.hasPrefix("Name:") {
                    name = body.dropFirst(5).cleanText
                } else {
                    comments.append(body.cleanText)
                }
                continue
            }
            do throws(PatternError) {
                var x = 0
                var runStart = -1
                for c in text {
                    switch c {
                    case UInt8(ascii: "O"), UInt8(ascii: "o"), UInt8(ascii: "*"):
                        if runStart < 0 { runStart = x }
                    case UInt8(ascii: "."), 0x20, 0x09:
                        if runStart >= 0 { try canvas.setRun(x: runStart, y: y, count: x - runStart); runStart = -1 }
                    default:
                        throw PatternError(.syntax, "unexpected \(RLEReader.describe(c)) in a plaintext row (use . and O)")
                    }
                    x += 1
                    guard x <= Board.maxSide else {
                        throw PatternError(.tooLarge, "the pattern is wider than \(Board.maxSide) cells")
                    }
                }
                if runStart >= 0 { try canvas.setRun(x: runStart, y: y, count: x - runStart) }
                y += 1
                guard y <= Board.maxSide else {
                    throw PatternError(.tooLarge, "the pattern is taller than \(Board.maxSide) cells")
                }
            } catch {
                throw error.at(line: number)
            }
        }
        return canvas.pattern().with(name: name, comments: comments)
    }
}
