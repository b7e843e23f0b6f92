import LifeCore

extension RuleSpec {
    /// The rule to run for `spec`, the one the command line gives (`cli`,
    /// which wins) or else the file's: B3/S23 when neither names one. A rule
    /// file's name is refused (exit status `.usage` when the command line gave
    /// it, `.data` when the file did) until rule files are read.
    static func runnable(cli: RuleSpec?, file: RuleSpec?) throws(CommandFailure) -> Rule {
        guard let spec = cli ?? file else { return .conway }
        if let rule = spec.rule { return rule }
        throw CommandFailure(cli != nil ? .usage : .data,
                             "rule '\(TextSanitizer.clean(spec.name ?? "", maxLength: 60))' names a rule file (Golly's RuleLoader), "
                                 + "which lifecam does not read; write the rule as B…/S…, e.g. B3/S23 for Life")
    }
}
