/// A rule over the 3×3 neighbourhood with up to 256 cell states: the next
/// state of the centre cell from its own state and its eight neighbours', as
/// Golly's `slowcalc(nw, n, ne, w, c, e, sw, s, se)` in `ghashbase`, which
/// every multi-state algorithm (RuleLoader's tables and trees, JvN, Generations)
/// answers. Rules on smaller neighbourhoods (von Neumann, hexagonal, one
/// dimension) ignore the cells they do not see.
///
/// State 0 is the empty background: `next` of nine zeros must be 0 (rules that
/// would bring the empty plane to life are refused where they are loaded).
public protocol NeighbourhoodRule: Sendable {
    /// Cell states, 2...256.
    var states: Int { get }
    /// The centre cell's next state (below `states`) from the nine states
    /// around it, each below `states`.
    func next(nw: UInt8, n: UInt8, ne: UInt8, w: UInt8, c: UInt8, e: UInt8, sw: UInt8, s: UInt8, se: UInt8) -> UInt8
}
