import Foundation
@testable import LifeCore

/// Multi-state RLE as bgolly reads and writes it for rules loaded from rule
/// files: the header's rule kept as text (a name and a grid suffix), the cells
/// as rows of states. Written here, in the tests, so the conformance suites do
/// not depend on how lifecam's pattern readers take rule names.
struct StateRLE: Equatable, CustomStringConvertible {
    var rule: String
    /// Rows of states, all of one width.
    var rows: [[UInt8]]

    init(rule: String, rows: [[UInt8]]) {
        self.rule = rule
        self.rows = rows
    }

    /// Reads `text`: `x = …, y = …, rule = …`, then runs of `.`/`b` (0),
    /// `o` (1), `A`…`X` and `p`…`y` + letter (Golly's multi-state letters).
    init(decoding text: String) throws {
        struct Bad: Error { let what: String }
        var rule = "", rows: [[UInt8]] = [[]], count = 0, prefix = 0, width = 0
        var lines = text.split(whereSeparator: \.isNewline)[...]
        while let line = lines.first, line.hasPrefix("#") { lines.removeFirst() }
        guard let header = lines.popFirst(), header.hasPrefix("x") else { throw Bad(what: "no header") }
        for part in header.split(separator: ",") {
            let pair = part.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            if pair.count == 2, pair[0] == "rule" { rule = pair[1] }
            if pair.count == 2, pair[0] == "x" { width = Int(pair[1]) ?? 0 }
        }
        func put(_ state: Int) {
            rows[rows.count - 1] += [UInt8](repeating: UInt8(state), count: max(count, 1))
            count = 0
        }
        body: for c in lines.joined() {
            switch c {
            case "0"..."9": count = count * 10 + Int(c.asciiValue! - 48)
            case ".", "b": put(0)
            case "o": put(1)
            case "A"..."X": put(prefix * 24 + Int(c.asciiValue! - 64)); prefix = 0
            case "p"..."y": prefix = Int(c.asciiValue! - 111)
            case "$":
                rows += [[UInt8]](repeating: [], count: max(count, 1))
                count = 0
            case "!": break body
            default: if !c.isWhitespace { throw Bad(what: "unexpected \(c)") }
            }
        }
        width = max(width, rows.map(\.count).max() ?? 0)
        self.init(rule: rule, rows: rows.map { $0 + [UInt8](repeating: 0, count: width - $0.count) })
    }

    /// The text: a header with the full width and height, one run per cell.
    var description: String {
        func letters(_ s: UInt8) -> String {
            guard s > 0 else { return "." }
            let k = Int(s) - 1
            let prefix = k / 24 == 0 ? "" : String(UnicodeScalar(UInt8(111 + k / 24)))
            return prefix + String(UnicodeScalar(UInt8(65 + k % 24)))
        }
        let body = rows.map { $0.map(letters).joined() }.joined(separator: "$\n")
        return "x = \(rows.first?.count ?? 0), y = \(rows.count), rule = \(rule)\n\(body)!\n"
    }

    /// The rows cut to the cells in a state other than 0 (none: empty).
    var trimmed: [[UInt8]] {
        let filled = rows.indices.filter { rows[$0].contains { $0 != 0 } }
        guard let top = filled.first, let bottom = filled.last else { return [] }
        let columns = rows[top...bottom].flatMap { r in r.indices.filter { r[$0] != 0 } }
        let left = columns.min()!, right = columns.max()!
        return rows[top...bottom].map { Array($0[left...right]) }
    }
}
