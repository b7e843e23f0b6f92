/// A Golly macrocell file (`.mc`) as read: the quadtree of a pattern,
/// written once per distinct square, and the text that came with it. A
/// two-state file's leaves are 8 × 8 squares of bits (`leaf`), a multi-state
/// file's 2 × 2 squares of states (`cells`).
///
/// Nodes are numbered from 1 in file order; a node names its quarters by
/// those numbers, 0 for an empty quarter, and the last node is the root. A
/// root of level L covers x in −2^(L−1) ... 2^(L−1) − 1 and y in
/// 1 − 2^(L−1) ... 2^(L−1), Golly's coordinates (see `HashLife`).
public struct Macrocell: Sendable, Equatable {
    /// One node of the file.
    public enum Node: Sendable, Equatable {
        /// An 8 × 8 square (level 3): bit 8y + x is column x of row y, rows from the top.
        case leaf(UInt64)
        /// A 2 × 2 square of states (level 1), in a multi-state file.
        case cells(nw: UInt8, ne: UInt8, sw: UInt8, se: UInt8)
        /// A square of side 2^level (level 4 and up; 2 and up in a multi-state
        /// file) and the numbers of its quarters.
        case node(level: Int, nw: UInt32, ne: UInt32, sw: UInt32, se: UInt32)

        /// The level: 3 for a leaf, 1 for cells.
        public var level: Int {
            switch self {
            case .leaf: 3
            case .cells: 1
            case let .node(level, _, _, _, _): level
            }
        }
    }

    /// The nodes in file order (node number i is `nodes[i - 1]`); empty for an empty pattern.
    public var nodes: [Node] = []
    /// The rule of the `#R` line; nil when there is none (Golly then runs B3/S23).
    public var rule: RuleSpec?
    /// The generation of the `#G` line; nil when there is none.
    public var generation: Int?
    /// `#C` (and `#N`) lines, control characters removed.
    public var comments: [String] = []

    public init(nodes: [Node] = [], rule: RuleSpec? = nil, generation: Int? = nil, comments: [String] = []) {
        self.nodes = nodes
        self.rule = rule
        self.generation = generation
        self.comments = comments
    }

    /// The root's level (3 for a leaf), nil for an empty pattern.
    public var level: Int? { nodes.last?.level }

    /// The highest state of any cell: a multi-state file's largest, 1 for a
    /// two-state file with a cell, 0 when empty.
    public var largestState: Int {
        nodes.reduce(0) { largest, node in
            switch node {
            case let .cells(nw, ne, sw, se): max(largest, Int(max(nw, ne, sw, se)))
            case let .leaf(bits): max(largest, bits == 0 ? 0 : 1)
            case .node: largest
            }
        }
    }

    /// Whether the file is multi-state: its leaves are 2 × 2 squares of states
    /// (or it has nodes below level 4, which only such files have).
    public var isMultiState: Bool {
        nodes.contains { if case .leaf = $0 { false } else { $0.level < 4 } }
    }
}
