/// Patterns that travel: what a click launches while the game runs.
public enum Walker: String, Sendable, CaseIterable {
    /// The glider: 5 cells, one cell diagonally every 4 generations.
    case glider
    /// Light, middleweight and heavyweight spaceships: two cells orthogonally every 4 generations.
    case lwss, mwss, hwss

    /// The directions this walker can travel in: diagonals for the glider,
    /// the four sides for the spaceships.
    public var headings: [Heading] {
        self == .glider ? [.southEast, .southWest, .northEast, .northWest] : [.east, .west, .north, .south]
    }

    /// The walker's cells facing `heading`, or nil if it cannot travel that way.
    public func pattern(heading: Heading) -> Pattern? {
        guard headings.contains(heading) else { return nil }
        // Base shapes: the glider heads south-east, the spaceships west.
        let base = PatternLibrary.named(rawValue)!
        let orientation: Orientation = switch heading {
        case .southEast, .west: .identity
        case .southWest, .east: .flipHorizontal
        case .northEast: .flipVertical
        case .northWest: .rotate180
        case .north: .rotate90
        case .south: .rotate270
        }
        return base.oriented(orientation)
    }
}

/// A compass direction on screen: north is up (y decreasing), east is right.
public enum Heading: String, Sendable, CaseIterable {
    case north, south, east, west, northEast, northWest, southEast, southWest

    /// The unit step in this direction, e.g. (1, 1) for south-east.
    public var step: GridPoint {
        switch self {
        case .north: GridPoint(x: 0, y: -1)
        case .south: GridPoint(x: 0, y: 1)
        case .east: GridPoint(x: 1, y: 0)
        case .west: GridPoint(x: -1, y: 0)
        case .northEast: GridPoint(x: 1, y: -1)
        case .northWest: GridPoint(x: -1, y: -1)
        case .southEast: GridPoint(x: 1, y: 1)
        case .southWest: GridPoint(x: -1, y: 1)
        }
    }
}

/// A walker asked to travel a way it cannot.
public struct WalkerError: Error, Sendable, Equatable, CustomStringConvertible {
    public let walker: Walker
    public let heading: Heading

    public var description: String {
        "a \(walker.rawValue) cannot head \(heading.rawValue); it heads "
            + walker.headings.map(\.rawValue).joined(separator: ", ")
    }
}

extension Board {
    /// Launches `walker` heading `heading`, placed so `cell` is the middle of
    /// its bounding box (so a clicked cell is always inside the walker). Cells
    /// already alive stay alive; the edges' joins carry the walker across them (`stamp`).
    public mutating func spawn(_ walker: Walker, at cell: GridPoint, heading: Heading) throws(WalkerError) {
        guard let p = walker.pattern(heading: heading) else { throw WalkerError(walker: walker, heading: heading) }
        stamp(p, at: GridPoint(x: cell.x - p.width / 2, y: cell.y - p.height / 2))
    }
}
