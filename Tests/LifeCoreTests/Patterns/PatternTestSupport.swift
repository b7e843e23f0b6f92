@testable import LifeCore

/// Rows of `.` and `O` for a pattern: the easiest form to compare in a test.
func picture(_ p: Pattern) -> [String] {
    (0..<p.height).map { y in String((0..<p.width).map { p[$0, y] ? "O" : "." }) }
}

/// A pattern from rows of `.` and `O`.
func pattern(_ rows: [String]) throws -> Pattern {
    try PlaintextReader.decode(Array(rows.joined(separator: "\n").utf8))
}

/// The error a decode throws, or nil if it succeeds.
func decodeError(_ text: String) -> PatternError? {
    do {
        _ = try Pattern.decode(text)
        return nil
    } catch {
        return error
    }
}
