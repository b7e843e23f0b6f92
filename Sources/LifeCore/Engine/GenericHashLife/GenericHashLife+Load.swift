/// Putting cells on the plane: a quadtree built bottom-up from 4 × 4 blocks
/// (`PlaneStates`, aligned as the leaves are).
extension GenericHashLife {
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
        let largest = pattern.largestState
        guard largest < states else { throw .stateOutOfRange(state: largest, states: states) }
        var cells = PlaneStates()
        cells.insert(pattern, at: origin)
        try load(cells)
    }

    /// Replaces the plane's cells with `cells` (already where they lie on the
    /// plane; the generation stays). Throws when a cell's state is not the
    /// rule's (the plane as it was) or the quadtree does not fit in the memory
    /// limit (the plane empty).
    public func load(_ cells: PlaneStates) throws(HashLifeError) {
        let largest = cells.largestState
        guard largest < states else { throw .stateOutOfRange(state: largest, states: states) }
        clear()
        // Nothing is collected while loading, so nothing need stay on the stack.
        let builder = QuadtreeBuilder<PlaneStates.Rows>(leafLevel: 2, zero: { self.store.zero($0) }, leaf: { rows in
            defer { self.store.stackCount = 0 }
            return self.store.leaf(rows.0, rows.1, rows.2, rows.3)
        }, node: { a, b, c, d in
            defer { self.store.stackCount = 0 }
            return self.store.find(a, b, c, d)
        })
        let (built, level) = builder.build(cells.blocks.map { ($0.key.bx, $0.key.by, $0.value) }, minimumLevel: 3)
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
