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

/// Rows of states for a pattern, one character a cell: `.` dead, `1`…`9` then
/// `a`… for higher states (a state above 35 shows as `#`).
func statePicture(_ p: Pattern) -> [String] {
    let digits = Array("0123456789abcdefghijklmnopqrstuvwxyz")
    return (0..<p.height).map { y in
        String((0..<p.width).map { x in
            let s = p.state(x: x, y: y)
            return s == 0 ? "." : s < digits.count ? digits[s] : "#"
        })
    }
}
