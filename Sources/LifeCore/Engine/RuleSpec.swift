/// A rule as Golly writes it: a two-state Moore rule, optionally followed by
/// a grid suffix such as `:T64,64` (a torus), `:P64,64` (a plane) or `:K30*,20`
/// (a Klein bottle); see `Grid`.
///
/// The suffix, when present, says how big the board is and what lies beyond
/// its edges; `lifecam run` uses it unless the command line gives a size or
/// topology.
public struct RuleSpec: Sendable, Hashable, CustomStringConvertible {
    /// The birth/survival rule.
    public var rule: Rule
    /// The grid named by the suffix; nil for none (or one unbounded both ways).
    public var grid: Grid?

    public init(rule: Rule, grid: Grid? = nil) {
        self.rule = rule
        self.grid = grid
    }

    /// Golly's canonical form, e.g. `B3/S23` or `B36/S23:T64,48`.
    public var description: String {
        guard let grid else { return rule.description }
        return rule.description + ":" + grid.description
    }
}

/// Why a rule string was refused. `description` is one line naming the problem.
public struct RuleError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The rule text as given (control characters removed, shortened if long).
    public let text: String
    /// What is wrong with it.
    public let reason: String

    public init(text: String, reason: String) {
        self.text = TextSanitizer.clean(text, maxLength: 60)
        self.reason = reason
    }

    public var description: String { "invalid rule '\(text)': \(reason)" }
}
