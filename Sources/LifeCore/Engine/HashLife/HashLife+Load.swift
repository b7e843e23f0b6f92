/// Putting cells on the plane: a quadtree built bottom-up from `PlaneCells`.
extension HashLife {
    /// Replaces the plane's cells with `cells` (the generation stays).
    /// Throws `.outOfMemory` when the quadtree does not fit in the limit.
    public func load(_ cells: PlaneCells) throws(HashLifeError) {
        store.roots = []
        store.collect()
        // Nothing is collected while loading, so nothing need stay on the stack.
        let builder = QuadtreeBuilder<UInt64>(leafLevel: 3, zero: { self.store.zero($0) }, leaf: { cells in
            defer { self.store.stackCount = 0 }
            return self.store.leaf(cells)
        }, node: { a, b, c, d in
            defer { self.store.stackCount = 0 }
            return self.store.find(a, b, c, d)
        })
        let (built, level) = builder.build(cells.blocks.map { ($0.key.bx, $0.key.by, $0.value) }, minimumLevel: 4)
        try finish()
        root = built
        self.level = level
        store.roots = [root]
    }
}
