/// Reads Alan Hensel's Life 1.05 and Life 1.06 formats.
///
/// Life 1.05: `#D` description lines (kept as comments), `#N` for Conway's
/// rules, `#R 23/3` for another rule (S/B form), and `#P x y` blocks of rows
/// of `.` and `*` whose top-left cell is (x, y) relative to the centre.
/// Life 1.06: one `x y` pair per live cell, relative to the centre.
/// Cells end up in a list first, so the bounding box may start anywhere
/// (negative too); the pattern is then moved to start at (0, 0).
public enum LifePCReader {
    /// Parses Life 1.05 or 1.06 bytes (the first line says which).
    public static func decode(_ bytes: [UInt8]) throws(PatternError) -> Pattern {
        var cells: [GridPoint] = []
        var comments: [String] = [], rule: RuleSpec?
        var blockX = 0, y = 0
        var isTextual = true
        for (number, text) in TextLines(bytes) {
            do throws(PatternError) {
                let line = text.trimmed
                if line.first == UInt8(ascii: "#") {
                    switch line.dropFirst().first {
                    case UInt8(ascii: "L"):
                        isTextual = !line.hasPrefix("#Life 1.06")
                    case UInt8(ascii: "D"), UInt8(ascii: "C"):
                        comments.append(line.dropFirst(2).cleanText)
                    case UInt8(ascii: "N"):
                        rule = RuleSpec(rule: .conway)
                    case UInt8(ascii: "R"):
                        rule = try RLEReader.parseRule(line.dropFirst(2).trimmed)
                    case UInt8(ascii: "P"):
                        // A bare `#P` (Golly's own acorn.lif has one) keeps the current origin.
                        let args = line.dropFirst(2).trimmed
                        if args.isEmpty { continue }
                        let xy = try pair(args)
                        blockX = xy.x
                        y = xy.y
                    default:
                        break
                    }
                    continue
                }
                if line.isEmpty { continue }
                if isTextual {
                    for (i, c) in line.enumerated() {
                        guard i < Board.maxSide else {
                            throw PatternError(.tooLarge, "the pattern is wider than \(Board.maxSide) cells")
                        }
                        switch c {
                        case UInt8(ascii: "*"), UInt8(ascii: "O"), UInt8(ascii: "o"):
                            cells.append(GridPoint(x: blockX + i, y: y))
                        case UInt8(ascii: "."):
                            break
                        default:
                            throw PatternError(.syntax, "unexpected \(RLEReader.describe(c)) in a Life 1.05 row (use . and *)")
                        }
                    }
                    y += 1
                } else {
                    cells.append(try pair(line))
                }
            } catch {
                throw error.at(line: number)
            }
        }
        return try Pattern(cells: cells).with(name: "", comments: comments, rule: rule)
    }

    /// Two integers separated by spaces or tabs, each within ±1e9.
    private static func pair(_ text: ArraySlice<UInt8>) throws(PatternError) -> GridPoint {
        let fields = text.split(whereSeparator: { $0 == 0x20 || $0 == 0x09 })
        guard fields.count == 2, let x = integer(fields[0]), let y = integer(fields[1]) else {
            throw PatternError(.syntax, "expected two whole numbers: x y")
        }
        return GridPoint(x: x, y: y)
    }

    private static func integer(_ text: ArraySlice<UInt8>) -> Int? {
        var digits = text
        let negative = digits.first == UInt8(ascii: "-")
        if negative || digits.first == UInt8(ascii: "+") { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        let value = digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
        return negative ? -value : value
    }
}
