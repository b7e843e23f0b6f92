/// What lies beyond the edges of a board.
public enum Topology: String, Sendable, Hashable, CaseIterable {
    /// Edges wrap around: the board is a torus.
    case torus
    /// Everything outside the board is dead: a bounded plane.
    case bounded
}
