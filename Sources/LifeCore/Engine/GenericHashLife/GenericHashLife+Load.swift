/// Putting cells on the plane: a quadtree built bottom-up from 4 × 4 blocks.
extension GenericHashLife {
    /// Where a block of 4 × 4 cells lies: block (bx, by) holds x in 4bx ...
    /// 4bx + 3 and y in 4by + 1 ... 4by + 4, aligned as the leaves are (see
    /// `GenericHashLife`); cell (x, y) is byte x − 4bx of row y − 1 − 4by.
    struct BlockKey: Hashable {
        var bx: Int
        var by: Int
    }

    /// The rows of a block, a byte a cell (a multi-state leaf's layout, `QuadNode`).
    typealias BlockRows = (UInt32, UInt32, UInt32, UInt32)

    /// A plane holding `pattern`'s cells (their states) with its top-left cell
    /// at `origin`. Throws when a cell's state is not the rule's, or the
    /// quadtree does not fit in the memory limit.
    public convenience init(_ pattern: Pattern, at origin: GridPoint, rule: some NeighbourhoodRule,
                            maxMemory: Int = GenericHashLife.defaultMaxMemory) throws(HashLifeError) {
        self.init(rule: rule, maxMemory: maxMemory)
        try load(pattern, at: origin)
    }

    /// Replaces the plane's cells with `pattern`'s, its top-left cell at
    /// `origin` (the generation stays); every cell must lie within
    /// `PlaneCells.limit`. Throws when a cell's state is not the rule's (the
    /// plane as it was) or the quadtree does not fit in the memory limit (the
    /// plane empty).
    public func load(_ pattern: Pattern, at origin: GridPoint) throws(HashLifeError) {
        precondition(PlaneCells.contains(x: origin.x, y: origin.y)
            && PlaneCells.contains(x: origin.x + pattern.width, y: origin.y + pattern.height), "pattern outside the plane's limit")
        var blocks: [BlockKey: BlockRows] = [:]
        for cell in pattern.liveCells {
            let state = pattern.state(x: cell.x, y: cell.y)
            guard state < states else { throw .stateOutOfRange(state: state, states: states) }
            let x = origin.x + cell.x, y = origin.y + cell.y - 1
            let key = BlockKey(bx: x >> 2, by: y >> 2)
            let byte = UInt32(state) << UInt32(8 * (x & 3))
            var rows = blocks[key] ?? (0, 0, 0, 0)
            switch y & 3 {
            case 0: rows.0 |= byte
            case 1: rows.1 |= byte
            case 2: rows.2 |= byte
            default: rows.3 |= byte
            }
            blocks[key] = rows
        }
        try load(blocks)
    }

    /// Replaces the plane's cells with these blocks (none of them empty); the
    /// plane is empty when they do not fit.
    func load(_ blocks: [BlockKey: BlockRows]) throws(HashLifeError) {
        clear()
        // Nothing is collected while loading, so nothing need stay on the stack.
        let builder = QuadtreeBuilder<BlockRows>(leafLevel: 2, zero: { self.store.zero($0) }, leaf: { rows in
            defer { self.store.stackCount = 0 }
            return self.store.leaf(rows.0, rows.1, rows.2, rows.3)
        }, node: { a, b, c, d in
            defer { self.store.stackCount = 0 }
            return self.store.find(a, b, c, d)
        })
        let (built, level) = builder.build(blocks.map { ($0.key.bx, $0.key.by, $0.value) }, minimumLevel: 3)
        try finish()
        root = built
        self.level = level
        store.roots = [root]
    }

    /// Empties the plane and frees every node but the empty ones.
    func clear() {
        store.roots = []
        store.collect()
        (root, level) = (store.zero(3), 3)
        store.stackCount = 0
        store.roots = [root]
    }
}
