/// Golly's notations for Moore rules (`RuleGrammar` has the grammar): two-state
/// `B3/S23`, `b3s23`, `S23/B3`, `23/3`, `B2/S`; isotropic non-totalistic
/// `B2-a/S12`, `B3-cnqy_S23-a`; Generations `345/2/4`, `/2/3`, `B2/S/3`,
/// `S/B2/3`, `12/2-a/3`. What Golly refuses is refused (`B0` in Generations,
/// letters a count does not have, counts above 8), and so is what lifecam does
/// not run as a `Rule` (`MAP`, hexagonal and von Neumann rules; Wolfram's,
/// which `RuleSpec` reads as `WolframRule`s), each with a reason.
extension Rule {
    /// Parses a rule without a bounded-grid suffix; use `RuleSpec(parsing:)` to accept one.
    public init(parsing text: String) throws(RuleError) {
        let spec = try RuleSpec(parsing: text)
        guard spec.grid == nil else {
            throw RuleError(text: text, reason: "a bounded-grid suffix is not allowed here")
        }
        guard let rule = spec.rule else {
            let what = spec.largerThanLife == nil ? "a rule file's name" : "a Larger than Life rule"
            throw RuleError(text: text, reason: "\(what) is not allowed here: give the rule as B…/S…")
        }
        self = rule
    }

    /// Parses the rule part (before any `:`) of `whole`; `body` is that part.
    static func parseBody(_ body: Substring, whole: String) throws(RuleError) -> Rule {
        let fail = { (reason: String) in RuleError(text: whole, reason: reason) }
        let grammar = try RuleGrammar(Array(body.utf8)[...], fail: fail)
        var table = RuleTable()
        table.read(grammar.birth, side: 0)
        table.read(grammar.survival, side: 1)
        if grammar.isGenerations, table.cells[0] {
            throw fail("Generations rules cannot have B0 (Golly refuses it)")
        }
        return Rule(table: table.cells, states: grammar.states)
    }
}
