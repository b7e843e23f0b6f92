/// Where a launched glider travels: one of the four diagonals.
public enum GliderHeading: String, Sendable, CaseIterable {
    case southEast = "se", southWest = "sw", northWest = "nw", northEast = "ne"

    /// The next heading, clockwise.
    public var next: GliderHeading {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }

    /// An arrow for the status line.
    public var arrow: String {
        switch self {
        case .southEast: "↘"
        case .southWest: "↙"
        case .northWest: "↖"
        case .northEast: "↗"
        }
    }

    /// The glider's five cells around its centre (offsets −1…1), heading this way.
    /// The south-east glider is `.O. / ..O / OOO`; the others are its mirror images.
    public var cells: [CellPoint] {
        let se = [CellPoint(0, -1), CellPoint(1, 0), CellPoint(-1, 1), CellPoint(0, 1), CellPoint(1, 1)]
        let fx = self == .southWest || self == .northWest ? -1 : 1
        let fy = self == .northWest || self == .northEast ? -1 : 1
        return se.map { CellPoint($0.x * fx, $0.y * fy) }
    }
}
