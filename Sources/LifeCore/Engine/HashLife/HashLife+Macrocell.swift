/// Macrocell files in and out: the file's quadtree is HashLife's own, so
/// reading hashes each node once and writing numbers each distinct node once.
extension HashLife {
    /// Replaces the plane's cells with the macrocell's quadtree, its root where
    /// Golly puts it, and takes its generation (0 without `#G`). The rule is
    /// the plane's, not the file's. Throws `.outOfMemory` when it does not fit,
    /// and `.unsupportedRule` for a multi-state file (`GenericHashLife` reads those).
    public func load(_ macrocell: Macrocell) throws(HashLifeError) {
        if macrocell.isMultiState {
            throw .unsupportedRule(rule, "the macrocell file is multi-state (2 x 2 leaves of states); its rule runs on Golly's generic HashLife")
        }
        store.roots = []
        store.collect()
        var numbers = [UInt32](repeating: 0, count: macrocell.nodes.count + 1)
        for (i, node) in macrocell.nodes.enumerated() {
            switch node {
            case let .leaf(cells):
                numbers[i + 1] = store.leaf(cells)
            case .cells:
                preconditionFailure("a multi-state node in a two-state file")
            case let .node(level, nw, ne, sw, se):
                numbers[i + 1] = store.node(level: level, nw, ne, sw, se, numbers: numbers)
            }
            store.stackCount = 0
        }
        var top = macrocell.nodes.isEmpty ? store.zero(4) : numbers[macrocell.nodes.count]
        // A leaf alone becomes the middle of a level-4 node (Golly's make_internal_node).
        if macrocell.level == 3 { top = store.expand(top, level: 3) }
        try finish()
        (root, level) = (top, max(4, macrocell.level ?? 4))
        store.roots = [root]
        generation = macrocell.generation ?? 0
    }

    /// Writes the plane as a macrocell file (`MacrocellTreeWriter`) to
    /// `sink` in chunks of about `chunkSize` bytes; the generation goes in `#G`.
    public func writeMacrocell<E: Error>(comments: [String] = [], chunkSize: Int = 1 << 16,
                                         to sink: ([UInt8]) throws(E) -> Void) throws(E) {
        var writer = MacrocellTreeWriter(header: MacrocellWriter.header(rule: RuleSpec(rule: rule), generation: generation, comments: comments),
                                         chunkSize: chunkSize)
        _ = try writer.write(root, level: level, of: store, sink)
        try writer.finish(sink)
    }
}
