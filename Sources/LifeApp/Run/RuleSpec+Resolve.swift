import LifeCore

/// Finds the rule file a rule's name names (Golly's RuleLoader search) and
/// loads it; throws a one-line failure saying where it looked.
package typealias RuleLookup = @Sendable (_ name: String) throws(CommandFailure) -> LoadedRule

extension RuleSpec {
    /// The rule play and render run for `spec`, the one the command line
    /// gives (`cli`, which wins) or else the file's: B3/S23 when neither names
    /// one, a rule file's name found by `find` as `run` finds it. A Larger
    /// than Life rule is refused (exit status `.usage` when the command line
    /// gave it, `.data` when the file did): play and render do not run them yet.
    package static func playable(cli: RuleSpec?, file: RuleSpec?, find: RuleLookup) throws(CommandFailure) -> AnyRule {
        if let ltl = (cli ?? file)?.largerThanLife {
            throw CommandFailure(cli != nil ? .usage : .data,
                                 "rule '\(ltl)' is a Larger than Life rule, which play and render do not run yet; `lifecam run` does")
        }
        return try resolved(cli: cli, file: file, find: find)
    }

    /// The rule `run` runs: `cli`'s, else `file`'s, else B3/S23; a rule
    /// file's name found by `find`, except the names of Golly's JvN algorithm
    /// (`JvN29`, `Nobili32`, `Hutton32`, in any case), which are its
    /// built-in rules, as Golly tries JvN before RuleLoader.
    static func resolved(cli: RuleSpec?, file: RuleSpec?, find: RuleLookup) throws(CommandFailure) -> AnyRule {
        guard let spec = cli ?? file else { return .moore(.conway) }
        switch spec.body {
        case let .rule(rule): return .moore(rule)
        case let .named(name):
            if let jvn = JvNRule(named: name) { return .loaded(LoadedRule(jvn: jvn)) }
            return .loaded(try find(name))
        case let .largerThanLife(rule): return .largerThanLife(rule)
        }
    }
}
