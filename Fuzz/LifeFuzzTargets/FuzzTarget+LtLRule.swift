import LifeCore

extension FuzzTarget {
    /// Larger than Life rule texts (both notations, with this family's grid
    /// suffix): read twice, the same rule or the same one-line error, and the
    /// same through `RuleSpec`; a rule read is within Golly's limits, its grid
    /// a torus or a plane of at least twice the range a side and at most
    /// 10⁸ cells, its canonical form reads back to it; a small one steps a
    /// soup without a state it lacks and with the population it counts.
    static func ltlRule(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        let colon = text.firstIndex(of: ":")
        let body = text[..<(colon ?? text.endIndex)], suffix = colon.map { text[text.index(after: $0)...] }
        let first = Result { () throws(RuleError) in try LtLRule.parse(body: body, suffix: suffix, whole: text) }
        let second = Result { () throws(RuleError) in try LtLRule.parse(body: body, suffix: suffix, whole: text) }
        precondition(first.map { "\($0.0)\($0.1.map { ":\($0)" } ?? "")" } == second.map { "\($0.0)\($0.1.map { ":\($0)" } ?? "")" },
                     "a rule reads differently twice")
        switch first {
        case let .failure(error):
            precondition(!error.description.contains("\n"), "an error is not one line: \(error)")
        case let .success((rule, grid)):
            precondition((1...LtLRule.maxRange).contains(rule.range) && (2...256).contains(rule.states), "\(rule) out of range")
            let most = rule.maxNeighbours
            for limits in [rule.birth, rule.survival] { precondition(limits.lowerBound >= 0 && limits.upperBound <= most, "\(rule) limits") }
            if let grid {
                precondition(grid.topology == .torus || grid.topology == .bounded, "\(rule):\(grid) topology")
                precondition(grid.width >= 2 * rule.range && grid.height >= 2 * rule.range, "\(rule):\(grid) too small")
                precondition(grid.width * grid.height <= LtLRule.maxCells, "\(rule):\(grid) too large")
            }
            let canonical = "\(rule)\(grid.map { ":\($0)" } ?? "")"
            guard let back = try? RuleSpec(parsing: canonical) else { preconditionFailure("'\(canonical)' is refused when read back") }
            precondition(back.largerThanLife == rule && back.grid == grid && back.description == canonical, "'\(canonical)' reads back as '\(back)'")
            if body.contains(",") {
                precondition((try? RuleSpec(parsing: text)) == back, "'\(text)' reads differently through RuleSpec")
            }
            if rule.range <= 12 { stepLtL(rule, torus: grid?.topology != .bounded, seed: bytes.count) }
        }
    }

    /// A soup on a grid of twice the range and a little more, stepped a few generations.
    private static func stepLtL(_ rule: LtLRule, torus: Bool, seed: Int) {
        let side = 2 * rule.range + seed % 7
        guard var board = try? LtLBoard(width: side, height: side, torus: torus, rule: rule) else {
            preconditionFailure("a \(side)x\(side) board of \(rule) is refused")
        }
        var rng = SplitMix64(seed: UInt64(seed))
        for y in 0..<side { for x in 0..<side { board[x, y] = UInt8(Int.random(in: 0..<rule.states, using: &rng)) } }
        board.step(3)
        var count = 0
        for y in 0..<side { for x in 0..<side where board[x, y] != 0 { precondition(Int(board[x, y]) < rule.states, "state"); count += 1 } }
        precondition(count == board.population, "\(rule): population \(board.population), cells \(count)")
    }
}
