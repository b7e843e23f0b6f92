/// Golly's algorithms, by the names Golly gives them (`--algorithm`, matched
/// without regard to case); each stands for how lifecam runs its rules.
public enum Algorithm: String, CaseIterable, Sendable {
    /// Two-state Moore rules on bounded grids and on the plane: lifecam's
    /// bit-packed board, and on the plane its tiles that exist only where the cells are.
    case quickLife = "QuickLife"
    /// Gosper's HashLife on the unbounded plane, any step up to 2^62: for
    /// two-state rules, and over the table of a rule from a rule file.
    case hashLife = "HashLife"
    /// Generations rules (dying states): the bit-packed board with its age
    /// planes on grids, its tiles on the plane.
    case generations = "Generations"
    /// Rules from Golly's rule files (tables and trees): a byte a cell on
    /// grids, and on the plane a board grown with the cells; HashLife over the
    /// table for what no board holds (multi-state macrocell files, patterns
    /// beyond the largest board), as Golly's RuleLoader hashes everything.
    case ruleLoader = "RuleLoader"
    /// Larger than Life rules (`LtLRule`): a byte a cell, neighbourhoods
    /// counted by running sums, on a torus, a plane or Golly's unbounded plane.
    case largerThanLife = "Larger than Life"
    /// Von Neumann's 29-state rules (`JvNRule`: JvN29, Nobili32, Hutton32):
    /// multi-state HashLife on Golly's unbounded plane, a byte a cell on grids.
    case jvn = "JvN"

    /// The algorithm named `text` (Golly's spelling, any case), or nil.
    public init?(named text: String) {
        guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == text.lowercased() }) else { return nil }
        self = match
    }

    /// The names, for help and messages: `QuickLife, HashLife, Generations, …`.
    public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
