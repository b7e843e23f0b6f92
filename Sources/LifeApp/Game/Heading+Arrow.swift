import LifeCore

extension Heading {
    /// The glider headings in the order `g` cycles through them: clockwise from south-east.
    package static let gliderCycle: [Heading] = [.southEast, .southWest, .northWest, .northEast]

    /// The next glider heading, clockwise.
    package var nextGliderHeading: Heading {
        let i = Self.gliderCycle.firstIndex(of: self) ?? -1
        return Self.gliderCycle[(i + 1) % Self.gliderCycle.count]
    }

    /// An arrow for the status line.
    package var arrow: String {
        switch self {
        case .north: "↑"
        case .south: "↓"
        case .east: "→"
        case .west: "←"
        case .northEast: "↗"
        case .northWest: "↖"
        case .southEast: "↘"
        case .southWest: "↙"
        }
    }
}
