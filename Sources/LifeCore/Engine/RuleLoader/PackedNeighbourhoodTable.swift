/// A rule's next state for every neighbourhood at once, indexed by the
/// neighbourhood's states packed side by side: `bits` bits a cell (enough
/// for the rule's largest state), the cells the rule reads in `cells` order,
/// the first in the highest bits. Made only where the table stays small
/// (`maxEntries`): 4 states on the Moore neighbourhood take 2 bits a cell,
/// 18 bits in all, a table of 2^18 bytes.
///
/// Moore's order is column by column, (nw, w, sw), (n, c, s), (ne, e, se),
/// so that stepping along a row shifts the leftmost column out and the next
/// one in (`StateBoard`).
struct PackedNeighbourhoodTable: Sendable {
    /// Entries a table may have: 4 MiB.
    static let maxEntries = 1 << 22

    /// Bits a cell: enough for the largest state.
    let bits: Int
    /// The cells packed, most significant first.
    let cells: [NeighbourCell]
    /// Next states, `1 << (bits · cells.count)` of them; neighbourhoods with a
    /// state the rule lacks map to 0 and never occur.
    let next: [UInt8]

    /// Entries the table of `rule` has, or nil when it would pass `maxEntries`.
    static func entries(for rule: LoadedRule) -> Int? {
        let bits = max(1, Int.bitWidth - (rule.states - 1).leadingZeroBitCount)
        let total = bits * cells(of: rule.neighbourhood).count
        return total <= maxEntries.trailingZeroBitCount ? 1 << total : nil
    }

    /// The cells each neighbourhood's table reads, in index order.
    static func cells(of neighbourhood: RuleNeighbourhood) -> [NeighbourCell] {
        switch neighbourhood {
        case .moore: [.nw, .w, .sw, .n, .c, .s, .ne, .e, .se]
        case .vonNeumann: [.n, .w, .c, .e, .s]
        case .hexagonal: [.nw, .n, .w, .c, .e, .s, .se]
        case .oneDimensional: [.w, .c, .e]
        }
    }

    /// The table of `rule`, or nil when it would pass `maxEntries`. Made by
    /// walking the rule's diagram once, each node's entries filling the
    /// indices below it: every neighbourhood of the rule's states is reached
    /// once (the rest, holding a state the rule lacks, stay 0).
    init?(_ rule: LoadedRule) {
        guard let diagram = rule.diagram else { return nil }
        let bits = max(1, Int.bitWidth - (rule.states - 1).leadingZeroBitCount)
        let cells = Self.cells(of: rule.neighbourhood)
        guard Set(diagram.order) == Set(cells.map { UInt8($0.rawValue) }) else { return nil }
        let total = bits * cells.count
        guard total <= Self.maxEntries.trailingZeroBitCount else { return nil }
        self.bits = bits
        self.cells = cells
        // Where each level of the diagram puts its cell's state in the index.
        let shifts = diagram.order.map { cell in bits * (cells.count - 1 - cells.firstIndex { $0.rawValue == Int(cell) }!) }
        var next = [UInt8](repeating: 0, count: 1 << total)
        next.withUnsafeMutableBufferPointer { out in
            diagram.nodes.withUnsafeBufferPointer { nodes in
                diagram.kinds.withUnsafeBufferPointer { kinds in
                    Self.fill(out, nodes: nodes, kinds: kinds, shifts: shifts, states: diagram.states, level: 0, node: diagram.root, index: 0)
                }
            }
        }
        self.next = next
    }

    private static func fill(
        _ out: UnsafeMutableBufferPointer<UInt8>, nodes: UnsafeBufferPointer<UInt32>, kinds: UnsafeBufferPointer<UInt8>,
        shifts: [Int], states: Int, level: Int, node: Int, index: Int
    ) {
        let shift = shifts[level], kind = kinds.baseAddress! + level << 8
        if level == shifts.count - 1 {
            for s in 0..<states { out[index | s << shift] = UInt8(truncatingIfNeeded: nodes[node + Int(kind[s])]) }
        } else {
            for s in 0..<states {
                fill(out, nodes: nodes, kinds: kinds, shifts: shifts, states: states, level: level + 1,
                     node: Int(nodes[node + Int(kind[s])]), index: index | s << shift)
            }
        }
    }
}
