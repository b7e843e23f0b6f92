/// A rule as Golly writes it, optionally followed by a grid suffix such as
/// `:T64,64` (a torus), `:P64,64` (a plane) or `:K30*,20` (a Klein bottle);
/// see `Grid`.
///
/// The rule is either one lifecam reads itself (`Rule`: two-state,
/// isotropic and Generations rules on the Moore neighbourhood) or a name
/// (`WireWorld`, `Langtons-Loops`) that Golly's RuleLoader looks up as a rule
/// file; the app resolves names, since finding a file is not the core's business.
///
/// The suffix, when present, says how big the board is and what lies beyond
/// its edges; `lifecam run` uses it unless the command line gives a size or
/// topology.
public struct RuleSpec: Sendable, Hashable, CustomStringConvertible {
    /// What the text before the suffix names.
    public enum Body: Sendable, Hashable {
        /// A rule lifecam parses (`B3/S23`, `B2-a/S12`, `/2/3`).
        case rule(Rule)
        /// A rule file's name, as Golly's RuleLoader takes it (`WireWorld`).
        case named(String)
        /// A Larger than Life rule (`R5,C0,M1,S34..58,B34..45,NM`), Golly's `ltlalgo`'s.
        case largerThanLife(LtLRule)
    }

    public var body: Body
    /// The grid named by the suffix; nil for none (or one unbounded both ways).
    public var grid: Grid?

    public init(rule: Rule, grid: Grid? = nil) {
        body = .rule(rule)
        self.grid = grid
    }

    /// A rule file's name (checked by `RuleName`), on `grid`.
    public init(named name: String, grid: Grid? = nil) {
        body = .named(name)
        self.grid = grid
    }

    /// The rule, when lifecam reads it itself; nil for a rule file's name.
    public var rule: Rule? {
        if case .rule(let rule) = body { return rule }
        return nil
    }

    /// The rule file's name; nil for a rule lifecam reads itself.
    public var name: String? {
        if case .named(let name) = body { return name }
        return nil
    }

    /// The Larger than Life rule; nil for the other families.
    public var largerThanLife: LtLRule? {
        if case .largerThanLife(let rule) = body { return rule }
        return nil
    }

    /// A Larger than Life rule on `grid` (nil: Golly's unbounded plane).
    public init(largerThanLife rule: LtLRule, grid: Grid? = nil) {
        body = .largerThanLife(rule)
        self.grid = grid
    }

    /// Golly's canonical form, e.g. `B3/S23`, `B36/S23:T64,48`, `WireWorld:T100,100` or
    /// `R5,C0,M1,S34..58,B34..45,NM:T400,400`.
    public var description: String {
        let text: String
        switch body {
        case .rule(let rule): text = rule.description
        case .named(let name): text = name
        case .largerThanLife(let rule): text = rule.description
        }
        guard let grid else { return text }
        return text + ":" + grid.description
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
