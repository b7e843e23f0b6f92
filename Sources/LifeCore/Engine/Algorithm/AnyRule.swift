/// A rule of any family lifecam runs, resolved: one it reads itself (`Rule`:
/// two-state, isotropic and Generations rules on the Moore neighbourhood, and
/// `LtLRule`: Larger than Life) or one loaded from Golly's rule files
/// (`LoadedRule`: tables and trees).
public enum AnyRule: Sendable, Hashable, CustomStringConvertible {
    /// QuickLife's, HashLife's and Generations' rules.
    case moore(Rule)
    /// RuleLoader's rules.
    case loaded(LoadedRule)
    /// Larger than Life's rules.
    case largerThanLife(LtLRule)

    /// Cell states: 2 for two-state rules, up to 256.
    public var states: Int {
        switch self {
        case let .moore(rule): rule.states
        case let .loaded(rule): rule.states
        case let .largerThanLife(rule): rule.states
        }
    }

    /// As Golly writes it: `B3/S23`, `WireWorld`, `R5,C0,M1,S34..58,B34..45,NM`.
    public var description: String {
        switch self {
        case let .moore(rule): rule.description
        case let .loaded(rule): rule.name
        case let .largerThanLife(rule): rule.description
        }
    }

    /// The rule as a pattern file's header names it, on `grid`.
    public func spec(grid: Grid?) -> RuleSpec {
        switch self {
        case let .moore(rule): RuleSpec(rule: rule, grid: grid)
        case let .loaded(rule): RuleSpec(named: rule.name, grid: grid)
        case let .largerThanLife(rule): RuleSpec(largerThanLife: rule, grid: grid)
        }
    }
}
