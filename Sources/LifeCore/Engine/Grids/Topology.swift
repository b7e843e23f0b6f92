/// What lies beyond the edges of a finite grid: how Golly's bounded grids
/// join them (Golly's Help, "Bounded Grids"; `lifealgo::setgridsize`).
///
/// A twist or shift names the pair of edges it acts on: the horizontal edges
/// are the top and bottom ones (each as long as the grid is wide), the
/// vertical edges the left and right ones.
public enum Topology: Sendable, Hashable {
    /// Everything outside the grid is dead: Golly's bounded plane (`:P`).
    case bounded
    /// Opposite edges joined straight across (`:T`).
    case torus
    /// A torus whose join along one pair of edges is offset by `by` cells,
    /// `0 < |by| <` that edge's length (`:T30+5,20`, `:T30,20-2`): going down
    /// through the bottom edge moves a cell `by` cells right; going right through
    /// the right edge moves it `by` cells down.
    case shiftedTorus(EdgePair, by: Int)
    /// One pair of edges joined with a half turn, the other straight (`:K`):
    /// whatever leaves through a twisted edge comes back mirrored along it.
    /// `shifted` (Golly's `*+1`, only on an edge of even length) moves the
    /// mirror by one cell.
    case kleinBottle(twisted: EdgePair, shifted: Bool)
    /// Both pairs of edges joined with a half turn (`:C`, the real projective plane).
    case crossSurface
    /// A square whose top edge is joined to its left edge and bottom edge to its right (`:S`).
    case sphere

    /// The top and bottom edges, or the left and right ones.
    public enum EdgePair: Sendable, Hashable {
        /// The top and bottom edges (a twist or shift written after the width).
        case horizontal
        /// The left and right edges (written after the height).
        case vertical
    }

    /// The name `run`'s output and `--json` use: `torus` and `bounded` as
    /// always, and Golly's names for the other grids.
    public var name: String {
        switch self {
        case .bounded: "bounded"
        case .torus: "torus"
        case .shiftedTorus: "shifted torus"
        case .kleinBottle: "Klein bottle"
        case .crossSurface: "cross-surface"
        case .sphere: "sphere"
        }
    }

    /// Whether anything lies beyond the edges: every grid but the bounded plane.
    public var wraps: Bool { self != .bounded }

    /// Golly's letter for the grid: `P`, `T`, `K`, `C` or `S`.
    public var letter: Character {
        switch self {
        case .bounded: "P"
        case .torus, .shiftedTorus: "T"
        case .kleinBottle: "K"
        case .crossSurface: "C"
        case .sphere: "S"
        }
    }
}
