import Testing
@testable import LifeCore

/// Golly's History and Super rules that Golly 3.3 has no rule file for read
/// as their two-state rule: odd states alive, even states dead, state 6 (a
/// boundary that changes the evolution) refused. `LifeHistory`, spelt so, is
/// Golly's rule file (`LifeHistoryTests`).
@Suite struct CellStatesTests {
    @Test(arguments: [
        ("x = 5, y = 1, rule = B3/S23History\nABCDE!", ["O.O.O"], "B3/S23"),
        ("x = 5, y = 2, rule = lifehistory:T31,20\n.2A$obo!", [".OO", "O.O"], "B3/S23:T31,20"),
        ("x = 3, y = 1, rule = lifehistory\nA.A!", ["O.O"], "B3/S23"),
        ("x = 3, y = 1, rule = B36/S23History\nC.E!", ["O.O"], "B36/S23"),
        ("x = 3, y = 1, rule = B3/S23Super:P40,30\nAB2pA!", ["O.OO"], "B3/S23:P40,30"),
        ("x = 6, y = 1, rule = LifeSuper\nMNOPQX!", ["O.O.O"], "B3/S23"),
        ("x = 3, y = 1, rule = 23/3History\nA!", ["O"], "B3/S23"),
        ("x = 1, y = 1, rule = B2-a/S12History\nA!", ["O"], "B2-a/S12"),
        ("#r LIFEHISTORY\nAD$2.A!", ["O..", "..O"], "B3/S23"),
    ])
    func oddStatesAreAlive(text: String, rows: [String], rule: String) throws {
        let p = try Pattern.decode(text)
        #expect(picture(p) == rows)
        #expect(p.rule?.description == rule)
    }

    @Test(arguments: [
        ("x = 1, y = 1, rule = lifeHistory\nF!",
         "line 2: cell state 'F' (6, a History boundary) changes how live cells evolve; only its ON (odd) and OFF (even) states map to two-state Life"),
        ("x = 1, y = 1, rule = LifeSuper\n3F!",
         "line 2: cell state 'F' (6, a Super boundary) changes how live cells evolve; only its ON (odd) and OFF (even) states map to two-state Life"),
        ("x = 1, y = 1, rule = B3/S23History\nG!", "line 2: cell state 'G' (7) is not a state of a History rule (0 to 6)"),
        ("x = 1, y = 1, rule = LifeSuper\npB!", "line 2: cell state 'pB' (26) is not a state of a Super rule (0 to 25)"),
        ("x = 1, y = 1, rule = B3/S23\nB!", "line 2: cell state 'B' is multi-state, and a two-state rule has only b and o"),
        ("x = 1, y = 1\nqA!", "line 2: cell state 'qA' is multi-state, and a two-state rule has only b and o"),
        ("x = 1, y = 1, rule = LifeSuper\np3A!", "line 2: 'p' must be followed by a state letter A-X, not '3'"),
        ("x = 1, y = 1, rule = LifeSuper\nAp", "line 2: 'p' at the end needs a state letter A-X"),
        ("x = 1, y = 1, rule = LifeInvestigator\nA!",
         "line 1: invalid rule 'LifeInvestigator': Investigator rules have states that change how cells evolve; only two-state rules and their History and Super forms are supported"),
        ("x = 1, y = 1, rule = LifeHistory:K40*,20*\nA!", "line 1: invalid rule 'LifeHistory:K40*,20*': a Klein bottle cannot twist both pairs of edges"),
        ("x = 1, y = 1, rule = lifehistory:K40*,20*\nA!", "line 1: invalid rule 'lifehistory:K40*,20*': a Klein bottle cannot twist both pairs of edges"),
        ("x = 1, y = 1, rule = /2/3History\nA!",
         "line 1: invalid rule '/2/3History': History and Super states go on two-state rules, not on Generations rules"),
        ("x = 1, y = 1, rule = WireWorldHistory\nA!",
         "line 1: invalid rule 'WireWorldHistory': History and Super states go on two-state rules, not on Generations rules"),
    ])
    func otherStatesAreRefusedByName(text: String, message: String) {
        let description = decodeError(text)?.description ?? "no error"
        #expect(description.hasPrefix(message), "\(description)")
    }

    /// A rule file's name keeps every state as it is (up to 255, `pX`…`yO`):
    /// the rule's own count is the app's to check once it has found the file.
    @Test(arguments: [
        ("x = 3, y = 1, rule = WireWorld\nABC!", "WireWorld", [1, 2, 3]),
        ("x = 2, y = 1, rule = Langtons-Loops:T40,30\nHyO!", "Langtons-Loops", [8, 255]),
        ("x = 1, y = 1, rule = History\nA!", "History", [1]),
        ("x = 6, y = 1, rule = LifeHistory\nABCDEF!", "LifeHistory", [1, 2, 3, 4, 5, 6]),
    ])
    func ruleFilesKeepEveryState(text: String, name: String, states: [Int]) throws {
        let pattern = try Pattern.decode(Array(text.utf8))
        #expect(pattern.rule?.name == name)
        #expect(pattern.rule?.rule == nil)
        #expect((0..<pattern.width).map { pattern.state(x: $0, y: 0) } == states)
    }
}
