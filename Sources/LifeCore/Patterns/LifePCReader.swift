/// Reads Alan Hensel's Life 1.05 and Life 1.06 formats.
///
/// Life 1.05: `#D` description lines (kept as comments), `#N` for Conway's
/// rules, `#R 23/3` for another rule (S/B form), and `#P x y` blocks of rows
/// of `.` and `*` whose top-left cell is (x, y) relative to the centre.
/// Life 1.06: one `x y` pair per live cell, relative to the centre. Like
/// Golly, either kind of line is taken in either version.
/// Coordinates may be anywhere (negative too), so the text is read twice:
/// once for the bounding box, checked against `Board.maxSide` before any cell
/// storage exists, and once to set the cells, moved to start at (0, 0), the
/// box's top-left corner kept as the pattern's `position`, where Golly puts
/// it. Memory stays at one bit per cell of the box whatever the file holds.
public enum LifePCReader {
    /// Parses Life 1.05 or 1.06 bytes (the first line says which).
    public static func decode(_ bytes: [UInt8]) throws(PatternError) -> Pattern {
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        let (comments, rule) = try scan(bytes) { c in
            minX = min(minX, c.x); maxX = max(maxX, c.x)
            minY = min(minY, c.y); maxY = max(maxY, c.y)
        }
        guard minX <= maxX else { return Pattern.empty.with(name: "", comments: comments, rule: rule) }
        guard maxX - minX < Board.maxSide, maxY - minY < Board.maxSide else {
            throw PatternError(.tooLarge, "the live cells span \(maxX - minX + 1)x\(maxY - minY + 1), more than \(Board.maxSide)x\(Board.maxSide)")
        }
        let width = maxX - minX + 1, height = maxY - minY + 1
        let perRow = (width + 63) >> 6
        var words = [UInt64](repeating: 0, count: perRow * height)
        _ = try scan(bytes) { c in
            let x = c.x - minX
            words[(c.y - minY) * perRow + (x >> 6)] |= 1 << UInt64(x & 63)
        }
        var pattern = Pattern(width: width, height: height, words: words, comments: comments, rule: rule)
        // Golly's readpclife sets each cell where the file says, never centring the
        // pattern as it centres RLE without `#CXRLE Pos=`: the top-left cell stays at
        // (minX, minY), a bare `#P` being (0, 0). Within what a `#CXRLE` line can say, as RLE's.
        if abs(minX) <= CXRLELine.largest, abs(minY) <= CXRLELine.largest { pattern.position = GridPoint(x: minX, y: minY) }
        return pattern
    }

    /// One pass: calls `cell` for every live cell, returns the comments and rule.
    private static func scan(
        _ bytes: [UInt8], cell: (GridPoint) -> Void
    ) throws(PatternError) -> (comments: [String], rule: RuleSpec?) {
        var comments: [String] = [], rule: RuleSpec?
        var blockX = 0, y = 0
        for (number, text) in TextLines(bytes) {
            do throws(PatternError) {
                let line = text.trimmed
                if line.first == UInt8(ascii: "#") {
                    switch line.dropFirst().first {
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
                // As in Golly, the line's first byte says what it is, in either version:
                // a number starts an `x y` pair, anything else a row of cells.
                guard let first = line.first else { continue }
                if first == UInt8(ascii: "-") || first == UInt8(ascii: "+") || (0x30...0x39).contains(first) {
                    cell(try pair(line))
                } else {
                    for (i, c) in line.enumerated() {
                        guard i < Board.maxSide else {
                            throw PatternError(.tooLarge, "the pattern is wider than \(Board.maxSide) cells")
                        }
                        switch c {
                        case UInt8(ascii: "*"), UInt8(ascii: "O"), UInt8(ascii: "o"):
                            cell(GridPoint(x: blockX + i, y: y))
                        case UInt8(ascii: "."):
                            break
                        default:
                            throw PatternError(.syntax, "unexpected \(RLEReader.describe(c)) in a row of cells (use . and *)")
                        }
                    }
                    y += 1
                }
            } catch {
                throw error.at(line: number)
            }
        }
        return (comments, rule)
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
