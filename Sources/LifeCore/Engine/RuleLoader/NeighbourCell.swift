/// One cell of the 3×3 neighbourhood, numbered in the order Golly's `slowcalc`
/// (and `NeighbourhoodRule.next`) takes them: row by row from the top left.
public enum NeighbourCell: Int, Sendable, Hashable, CaseIterable {
    case nw = 0, n, ne, w, c, e, sw, s, se

    /// Columns right of the centre: −1, 0 or 1.
    public var dx: Int { rawValue % 3 - 1 }
    /// Rows below the centre: −1, 0 or 1.
    public var dy: Int { rawValue / 3 - 1 }
}
