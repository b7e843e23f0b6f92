/// A multi-state rule as a decision diagram: Golly's rule tree (`@TREE`,
/// `ruletreealgo`), and what a rule table compiles to.
///
/// It reads the neighbourhood one cell at a time in `order`. At each level
/// the states fall into kinds (`kinds`): states the rule treats alike at that
/// level share one entry of a node there, so a node of a 256-state table
/// whose cells name a few states has a few entries, not 256. Layout of
/// `nodes`: node after node, as many entries as its level has kinds. At
/// every level but the last an entry is the offset in `nodes` of the child to
/// go to; at the last it is the centre's next state. So the next state is a
/// chain of loads from `root`, as Golly's `slowcalc` for a tree does
/// `b[a[a[…a[base+nw]…]+s]+c]`.
///
/// Diagrams are quasi-reduced: equal nodes are stored once (so two diagrams of
/// one function with one order and kinds are the same values).
struct RuleDiagram: Sendable, Hashable {
    /// Cell states, 2...256.
    let states: Int
    /// The cell each level reads (`NeighbourCell` raw values), root first.
    let order: [UInt8]
    /// `kinds[level · 256 + state]`: the entry a node at `level` has for `state`.
    let kinds: [UInt8]
    /// The nodes, laid out as described above.
    let nodes: [UInt32]
    /// The offset of the root node.
    let root: Int

    /// The kinds of a diagram whose every state is its own kind at every level (a tree's).
    static func eachStateItsOwnKind(levels: Int) -> [UInt8] {
        (0..<levels).flatMap { _ in (0..<256).map { UInt8($0) } }
    }

    /// The centre's next state, `cells` holding the nine states in `NeighbourCell` order.
    @inline(__always)
    func next(_ cells: UnsafePointer<UInt8>) -> UInt8 {
        nodes.withUnsafeBufferPointer { table in
            kinds.withUnsafeBufferPointer { kinds in
                order.withUnsafeBufferPointer { order in
                    var at = root
                    let last = order.count - 1
                    for level in 0..<last {
                        at = Int(table[at &+ Int(kinds[level &<< 8 &+ Int(cells[Int(order[level])])])])
                    }
                    return UInt8(truncatingIfNeeded: table[at &+ Int(kinds[last &<< 8 &+ Int(cells[Int(order[last])])])])
                }
            }
        }
    }

    /// The next state for the nine states given in `NeighbourCell` order.
    func next(_ cells: [UInt8]) -> UInt8 {
        cells.withUnsafeBufferPointer { next($0.baseAddress!) }
    }
}

/// Builds a `RuleDiagram` bottom-up, storing each distinct node once.
struct RuleDiagramBuilder {
    let states: Int
    let order: [UInt8]
    let kinds: [UInt8]
    /// Entries the diagram may hold before it is given up as too large.
    let budget: Int
    private(set) var nodes: [UInt32] = []
    /// Per level, each distinct node's entries and its offset.
    private var stored: [[[UInt32]: UInt32]]

    init(states: Int, order: [UInt8], kinds: [UInt8], budget: Int) {
        self.states = states
        self.order = order
        self.kinds = kinds
        self.budget = budget
        stored = Array(repeating: [:], count: order.count)
    }

    /// The offset of the node at `level` with these entries (one per kind),
    /// stored if new; nil once the diagram would pass its budget.
    mutating func node(level: Int, _ entries: [UInt32]) -> UInt32? {
        if let offset = stored[level][entries] { return offset }
        guard nodes.count + entries.count <= budget else { return nil }
        let offset = UInt32(nodes.count)
        nodes += entries
        stored[level][entries] = offset
        return offset
    }

    /// The diagram rooted at `root`.
    func diagram(root: UInt32) -> RuleDiagram {
        RuleDiagram(states: states, order: order, kinds: kinds, nodes: nodes, root: Int(root))
    }
}
