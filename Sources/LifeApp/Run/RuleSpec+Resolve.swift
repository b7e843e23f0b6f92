import LifeCore

/// Finds the rule file a rule's name names (Golly's RuleLoader search) and
/// loads it; throws a one-line failure saying where it looked.
package typealias RuleLookup = @Sendable (_ name: String) throws(CommandFailure) -> LoadedRule

extension RuleSpec {
    /// The rule to run for `spec`, the one the command line gives (`cli`,
    /// which wins) or else the file's: B3/S23 when neither names one. A rule
    /// file's name is refused (exit status `.usage` when the command line gave
    /// it, `.data` when the file did), and so is a Larger than Life rule: play
    /// and render run B…/S… rules only.
    static func runnable(cli: RuleSpec?, file: RuleSpec?) throws(CommandFailure) -> Rule {
        guard let spec = cli ?? file else { return .conway }
        if let rule = spec.rule { return rule }
        if let ltl = spec.largerThanLife {
            throw CommandFailure(cli != nil ? .usage : .data,
                                 "rule '\(ltl)' is a Larger than Life rule, which play and render do not run yet; `lifecam run` does")
        }
        throw CommandFailure(cli != nil ? .usage : .data,
                             "rule '\(TextSanitizer.clean(spec.name ?? "", maxLength: 60))' names a rule file (Golly's RuleLoader), "
                                 + "which play and render do not run yet; `lifecam run` does")
    }

    /// The rule `run` runs: `cli`'s, else `file`'s, else B3/S23; a rule
    /// file's name found by `find`.
    static func resolved(cli: RuleSpec?, file: RuleSpec?, find: RuleLookup) throws(CommandFailure) -> AnyRule {
        guard let spec = cli ?? file else { return .moore(.conway) }
        switch spec.body {
        case let .rule(rule): return .moore(rule)
        case let .named(name): return .loaded(try find(name))
        case let .largerThanLife(rule): return .largerThanLife(rule)
        }
    }
}
