import LifeCore

extension FuzzTarget {
    /// Rule files (`.rule`, `.table`, `.tree`): each kind read twice gives the
    /// same file or the same one-line error; a rule that reads keeps empty
    /// space empty, gives states it has, and steps a small board of every
    /// grid kind without leaving its states.
    static func ruleFile(_ bytes: [UInt8]) {
        for kind in RuleFile.Kind.allCases {
            let first = Result { () throws(RuleFileError) in try RuleFile(bytes, kind: kind, file: "fuzz.\(kind.rawValue)") }
            let second = Result { () throws(RuleFileError) in try RuleFile(bytes, kind: kind, file: "fuzz.\(kind.rawValue)") }
            precondition(first == second, "a rule file reads differently twice")
            switch first {
            case let .failure(error):
                precondition(!error.description.contains("\n"), "a rule file's error is not one line: \(error)")
            case let .success(file):
                for warning in file.warnings { precondition(!warning.description.contains("\n"), "a warning is not one line") }
                guard file.hasRule, let rule = try? LoadedRule(name: "fuzz", rule: file, looks: file) else { continue }
                checkLoaded(rule, seed: bytes.count)
            }
        }
    }

    private static func checkLoaded(_ rule: LoadedRule, seed: Int) {
        precondition((2...256).contains(rule.states) && rule.colours.count == rule.states, "\(rule.states) states")
        precondition(rule.next(nw: 0, n: 0, ne: 0, w: 0, c: 0, e: 0, sw: 0, s: 0, se: 0) == 0, "empty space comes to life")
        var rng = SplitMix64(seed: UInt64(seed))
        for topology in [Topology.torus, .bounded, .kleinBottle(twisted: .vertical, shifted: false), .crossSurface, .sphere] {
            guard var board = try? StateBoard(width: 7, height: 7, topology: topology, rule: rule) else { continue }
            for y in 0..<7 { for x in 0..<7 { board[x, y] = UInt8(Int.random(in: 0..<rule.states, using: &rng)) } }
            board.step(3)
            precondition(board.populationByState.count == rule.states, "a state out of range after stepping")
            precondition((0..<7).allSatisfy { board.row($0).allSatisfy { Int($0) < rule.states } }, "a state out of range")
        }
    }
}
