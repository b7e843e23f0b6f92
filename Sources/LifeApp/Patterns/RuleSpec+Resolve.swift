import LifeCore

/// Finds the rule file a rule's name names (Golly's RuleLoader search) and
/// loads it; throws a one-line failure saying where it looked.
package typealias RuleLookup = @Sendable (_ name: String) throws(CommandFailure) -> LoadedRule

extension RuleSpec {
    /// For callers that read no rule files: a name is refused.
    package static let noRuleFiles: RuleLookup = { name throws(CommandFailure) in
        throw CommandFailure(.data, "rule '\(TextSanitizer.clean(name, maxLength: 60))' names a rule file, and no rule files are read here")
    }

    /// The rule play and render run for `spec`, the one the command line
    /// gives (`cli`, which wins) or else the file's: B3/S23 when neither names
    /// one, a rule file's name found by `find` as `run` finds it, a Larger
    /// than Life rule on its own engine: what `run` runs.
    package static func playable(cli: RuleSpec?, file: RuleSpec?, find: RuleLookup) throws(CommandFailure) -> AnyRule {
        try resolved(cli: cli, file: file, find: find)
    }

    /// The rule `run` runs: `cli`'s, else `file`'s, else B3/S23; a rule
    /// file's name found by `find`, except the names of Golly's JvN algorithm
    /// (`JvN29`, `Nobili32`, `Hutton32`, in any case), which are its
    /// built-in rules, as Golly tries JvN before RuleLoader, and Wolfram's
    /// `Wn`, which QuickLife and HashLife run.
    static func resolved(cli: RuleSpec?, file: RuleSpec?, find: RuleLookup) throws(CommandFailure) -> AnyRule {
        guard let spec = cli ?? file else { return .moore(.conway) }
        switch spec.body {
        case let .rule(rule): return .moore(rule)
        case let .named(name):
            if let jvn = JvNRule(named: name) { return .loaded(LoadedRule(jvn: jvn)) }
            if case let .rule(wolfram) = WolframRule.read(name[...]) { return .loaded(LoadedRule(wolfram: wolfram)) }
            return .loaded(try find(name))
        case let .largerThanLife(rule): return .largerThanLife(rule)
        }
    }
}
