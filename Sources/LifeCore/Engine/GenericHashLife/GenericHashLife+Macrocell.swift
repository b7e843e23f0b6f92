/// Multi-state macrocell files in and out, as Golly's `ghashbase` reads and
/// writes them: 2 × 2 leaves of states (level 1), nodes of level 2 and up.
/// The 4 × 4 leaves here are the file's level-2 nodes, made of four 2 × 2 leaves.
extension GenericHashLife {
    /// Replaces the plane's cells with the macrocell's quadtree, its root where
    /// Golly puts it, and takes its generation (0 without `#G`). The rule is
    /// the plane's, not the file's. A two-state file (8 × 8 leaves) reads as
    /// states 0 and 1. Throws, the plane as it was, when a state is not the
    /// rule's (Golly: "Cell state values too high for this algorithm"), and,
    /// the plane empty, when the nodes do not fit in the memory limit.
    public func load(_ macrocell: Macrocell) throws(HashLifeError) {
        for case let .cells(nw, ne, sw, se) in macrocell.nodes {
            let largest = Int(max(nw, ne, sw, se))
            guard largest < states else { throw .stateOutOfRange(state: largest, states: states) }
        }
        clear()
        // Each file node's 2 × 2 cells (level 1: nw | ne << 8 | sw << 16 | se << 24) or store index.
        var numbers = [UInt32](repeating: 0, count: macrocell.nodes.count + 1)
        for (i, node) in macrocell.nodes.enumerated() {
            switch node {
            case let .cells(nw, ne, sw, se):
                numbers[i + 1] = UInt32(nw) | UInt32(ne) << 8 | UInt32(sw) << 16 | UInt32(se) << 24
            case let .leaf(bits):
                numbers[i + 1] = eightByEight(bits)
            case let .node(2, nw, ne, sw, se):
                let a = numbers[Int(nw)], b = numbers[Int(ne)], c = numbers[Int(sw)], d = numbers[Int(se)]
                numbers[i + 1] = store.leaf(a & 0xFFFF | b << 16, a >> 16 | b & 0xFFFF_0000,
                                            c & 0xFFFF | d << 16, c >> 16 | d & 0xFFFF_0000)
            case let .node(level, nw, ne, sw, se):
                numbers[i + 1] = store.node(level: level, nw, ne, sw, se, numbers: numbers)
            }
            store.stackCount = 0
        }
        var top = macrocell.nodes.isEmpty ? store.zero(3) : numbers[macrocell.nodes.count]
        var topLevel = macrocell.level ?? 3
        if topLevel == 1 {
            // A 2 × 2 root is the middle of a 4 × 4 leaf (its x −1...0, y 0...1).
            top = store.leaf(0, (top & 0xFFFF) << 8, (top >> 16) << 8, 0)
            topLevel = 2
        }
        if topLevel == 2 { top = store.expand(top, level: 2) }
        try finish()
        (root, level) = (top, max(3, topLevel))
        store.roots = [root]
        generation = macrocell.generation ?? 0
    }

    /// A two-state file's 8 × 8 leaf (bit 8y + x) as a node of four 4 × 4 leaves of states 0 and 1.
    private func eightByEight(_ bits: UInt64) -> UInt32 {
        /// Row y's four cells from column x as bytes.
        func row(_ y: Int, _ x: Int) -> UInt32 {
            let nibble = UInt32(truncatingIfNeeded: bits >> UInt64(8 * y + x)) & 0xF
            return (nibble & 1) | (nibble >> 1 & 1) << 8 | (nibble >> 2 & 1) << 16 | (nibble >> 3) << 24
        }
        func leaf(_ y: Int, _ x: Int) -> UInt32 { store.leaf(row(y, x), row(y + 1, x), row(y + 2, x), row(y + 3, x)) }
        return store.find(leaf(0, 0), leaf(0, 4), leaf(4, 0), leaf(4, 4))
    }

    /// Writes the plane as Golly writes a multi-state macrocell file
    /// (`MacrocellTreeWriter`): `[M2]`, `#R` (`rule`), `#G` when the
    /// generation is above 0, `#C` comments, then each distinct node once, its
    /// quarters first, 2 × 2 leaves as `1 nw ne sw se`, the root last and
    /// trimmed as Golly trims it (down to a 4 × 4 square). Goes to `sink` in
    /// chunks of about `chunkSize` bytes.
    public func writeMacrocell<E: Error>(rule: RuleSpec, comments: [String] = [], chunkSize: Int = 1 << 16,
                                         to sink: ([UInt8]) throws(E) -> Void) throws(E) {
        var writer = MacrocellTreeWriter(header: MacrocellWriter.header(rule: rule, generation: generation, comments: comments),
                                         chunkSize: chunkSize)
        let middle = level == 3 ? middleRows(of: root) : nil
        if let middle, !isEmpty, UInt128(QuadNode(middle.0, middle.1, middle.2, middle.3).nonzeroBytes) == population {
            // Only the middle 4 × 4 holds cells: Golly's root is that square.
            _ = try writer.leaf(rows: middle, sink)
        } else {
            _ = try writer.write(root, level: level, of: store, sink)
        }
        try writer.finish(sink)
    }

    /// The middle 4 × 4 of a level-3 node, as a leaf's rows.
    private func middleRows(of n: UInt32) -> (UInt32, UInt32, UInt32, UInt32) {
        let q = store[n]
        let a = store[q.nw], b = store[q.ne], c = store[q.sw], d = store[q.se]
        return (a.sw >> 16 | b.sw << 16, a.se >> 16 | b.se << 16, c.nw >> 16 | d.nw << 16, c.ne >> 16 | d.ne << 16)
    }
}
