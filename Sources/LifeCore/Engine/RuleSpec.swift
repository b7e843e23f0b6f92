/// A rule as Golly writes it: a two-state Moore rule, optionally followed by
/// a bounded-grid suffix such as `:T64,64` (a torus) or `:P64,64` (a plane).
///
/// The suffix, when present, says how big the board is and what lies beyond
/// its edges; `lifecam run` uses it unless the command line gives a size or
/// topology.
public struct RuleSpec: Sendable, Hashable, CustomStringConvertible {
    /// The birth/survival rule.
    public var rule: Rule
    /// The bounded grid named by the suffix, if any.
    public var grid: BoundedGrid?

    public init(rule: Rule, grid: BoundedGrid? = nil) {
        self.rule = rule
        self.grid = grid
    }

    /// Golly's canonical form, e.g. `B3/S23` or `B36/S23:T64,48`.
    public var description: String {
        guard let grid else { return rule.description }
        return rule.description + ":" + grid.description
    }
}

/// A finite board named by a Golly bounded-grid suffix: `T` for a torus, `P` for a plane.
public struct BoundedGrid: Sendable, Hashable, CustomStringConvertible {
    public var width: Int
    public var height: Int
    public var topology: Topology

    public init(width: Int, height: Int, topology: Topology) {
        self.width = width
        self.height = height
        self.topology = topology
    }

    /// The suffix without its colon, e.g. `T64,48` or `P10,10`.
    public var description: String {
        (topology == .torus ? "T" : "P") + "\(width),\(height)"
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
