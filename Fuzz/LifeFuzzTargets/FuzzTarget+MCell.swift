import LifeCore

extension FuzzTarget {
    /// Any bytes after a `#MCell` line as an MCell file: read whole, and what is
    /// read stays within the largest board, has only states its rule has, and
    /// written as RLE (with its rule, grid and position) reads back to the same cells.
    static func mcell(_ bytes: [UInt8]) {
        guard let pattern = try? MCellReader.decode(Array("#MCell\n".utf8) + bytes) else { return }
        precondition(pattern.width <= Board.maxSide && pattern.height <= Board.maxSide, "an MCell pattern beyond the largest board")
        let rule = pattern.rule ?? RuleSpec(rule: .conway)
        precondition(pattern.largestState < rule.rule?.states ?? 256, "an MCell cell in state \(pattern.largestState) under \(rule)")
        guard let back = try? Pattern.decode(Array(RLEWriter.encode(pattern).utf8)) else {
            preconditionFailure("an MCell pattern written as RLE is refused")
        }
        var same = back.with(name: pattern.name, comments: pattern.comments, rule: pattern.rule)
        same.frame = nil
        precondition(same == pattern, "an MCell pattern written as RLE and read again differs")
    }
}
