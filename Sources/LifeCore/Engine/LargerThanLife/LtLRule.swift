/// A Larger than Life rule, as Golly's `ltlalgo` runs it (Golly's help,
/// `Algorithms/Larger_than_Life.html`): MCell's notation
/// `Rr,Cc,Mm,Smin..max,Bmin..max,Nn`.
///
/// - `range` r, 1 to 500: how far the neighbourhood reaches.
/// - `states` c: C0, C1 and C2 are two states; above 2, a live cell that does
///   not survive decays through states 2, 3, … c−1 and then dies, and only
///   state 1 counts as a neighbour.
/// - `middle` (M1): the cell itself is counted among its neighbours.
/// - `survival`, `birth`: the counts (inclusive) at which a cell in state 1
///   survives and an empty cell is born.
/// - `neighbourhood`: `NM` Moore (a square), `NN` von Neumann (a diamond),
///   `NC` circular (the cells whose Euclidean distance from the centre is
///   below r + ½).
public struct LtLRule: Sendable, Hashable, CustomStringConvertible {
    /// The neighbourhood's shape.
    public enum Neighbourhood: UInt8, Sendable, Hashable, CaseIterable {
        /// `NM`: every cell within r along both axes, (2r+1)² cells.
        case moore = 0x4D
        /// `NN`: |dx| + |dy| ≤ r, 2r(r+1)+1 cells.
        case vonNeumann = 0x4E
        /// `NC`: dx² + dy² ≤ r² + r, i.e. a distance below r + ½.
        case circular = 0x43

        /// The letter after `N` in Golly's notation.
        public var letter: Character { Character(Unicode.Scalar(rawValue)) }
    }

    /// Golly's largest range.
    public static let maxRange = 500

    public let range: Int
    /// Cell states, 2 to 256.
    public let states: Int
    /// Whether the cell itself counts (M1).
    public let middle: Bool
    /// Survival limits as written (counting the cell itself only under M1).
    public let survival: ClosedRange<Int>
    /// Birth limits.
    public let birth: ClosedRange<Int>
    public let neighbourhood: Neighbourhood
    /// For `NC`: the half-width of the neighbourhood's row at each dy from −r
    /// to r (index dy + r), the largest w with w² + dy² ≤ r² + r.
    public let rowHalfWidths: [Int]

    /// A rule whose values are in range (`LtLRule(parsing:)` checks text).
    /// Precondition: 1 ≤ range ≤ 500, states 2...256, limits within 0...`maxNeighbours(…)`.
    public init(range: Int, states: Int, middle: Bool, survival: ClosedRange<Int>, birth: ClosedRange<Int>,
                neighbourhood: Neighbourhood) {
        precondition((1...Self.maxRange).contains(range) && (2...256).contains(states), "LtL rule out of range")
        self.range = range
        self.states = states
        self.middle = middle
        self.survival = survival
        self.birth = birth
        self.neighbourhood = neighbourhood
        rowHalfWidths = Self.halfWidths(range: range, neighbourhood: neighbourhood)
    }

    /// Golly's default rule for this algorithm: Life.
    public static let life = LtLRule(range: 1, states: 2, middle: false, survival: 2...3, birth: 3...3, neighbourhood: .moore)

    /// Golly's canonical form, `R5,C0,M1,S34..58,B34..45,NM` (two states written C0).
    public var description: String {
        "R\(range),C\(states > 2 ? states : 0),M\(middle ? 1 : 0),S\(survival.lowerBound)..\(survival.upperBound),"
            + "B\(birth.lowerBound)..\(birth.upperBound),N\(neighbourhood.letter)"
    }

    /// Cells in the neighbourhood, the centre included.
    public var cells: Int { Self.cells(range: range, neighbourhood: neighbourhood) }

    /// The largest count a limit may name: the neighbourhood's cells, less the
    /// centre under M0 (Golly's check).
    public var maxNeighbours: Int { cells - (middle ? 0 : 1) }

    /// The survival limits as the engine applies them: counts always include
    /// the centre (a live cell under M0 has one more than its neighbours).
    public var countedSurvival: ClosedRange<Int> {
        middle ? survival : (survival.lowerBound + 1)...(survival.upperBound + 1)
    }

    /// Whether `dx, dy` (relative to the centre) lies in the neighbourhood.
    public func contains(dx: Int, dy: Int) -> Bool {
        guard abs(dx) <= range, abs(dy) <= range else { return false }
        switch neighbourhood {
        case .moore: return true
        case .vonNeumann: return abs(dx) + abs(dy) <= range
        case .circular: return dx * dx + dy * dy <= range * range + range
        }
    }

    static func cells(range r: Int, neighbourhood: Neighbourhood) -> Int {
        switch neighbourhood {
        case .moore: (2 * r + 1) * (2 * r + 1)
        case .vonNeumann: 2 * r * (r + 1) + 1
        case .circular: halfWidths(range: r, neighbourhood: .circular).reduce(0) { $0 + 2 * $1 + 1 }
        }
    }

    /// Each row's half-width, as Golly's `setrule` computes `shape` for NC (empty otherwise).
    static func halfWidths(range r: Int, neighbourhood: Neighbourhood) -> [Int] {
        guard neighbourhood == .circular else { return [] }
        let limit = r * r + r
        return (-r...r).map { dy in
            var w = 0
            while (w + 1) * (w + 1) + dy * dy <= limit { w += 1 }
            return w
        }
    }
}
