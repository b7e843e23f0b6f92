/// Multi-state RLE as Golly's `writerle` writes it under a rule of more than
/// two states: `.` for dead cells, `A`…`X` for states 1…24 and `pA`…`yO` for
/// 25…255 (a prefix for each further 24 states, then a letter).
extension RLEWriter {
    /// The end of the run of cells in the state of (`start`, `y`), a non-zero one, and that state's letters.
    static func stateRun(_ pattern: Pattern, y: Int, from start: Int) -> (end: Int, letters: (UInt8, UInt8?)) {
        let state = pattern.state(x: start, y: y)
        var end = start + 1
        while end < pattern.width, pattern.state(x: end, y: y) == state { end += 1 }
        return (end, letters(state))
    }

    /// Golly's letters for a state above 0: `A`…`X`, or a prefix `p`… and a letter.
    static func letters(_ state: Int) -> (UInt8, UInt8?) {
        guard state > 24 else { return (UInt8(ascii: "A") + UInt8(state - 1), nil) }
        let high = (state - 25) / 24
        return (UInt8(ascii: "p") + UInt8(high), UInt8(ascii: "A") + UInt8(state - (high + 1) * 24 - 1))
    }
}
