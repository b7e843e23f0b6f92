/// Macrocell files in and out: the file's quadtree is HashLife's own, so
/// reading hashes each node once and writing numbers each distinct node once.
extension HashLife {
    /// Replaces the plane's cells with the macrocell's quadtree, its root where
    /// Golly puts it, and takes its generation (0 without `#G`). The rule is
    /// the plane's, not the file's. Throws `.outOfMemory` when it does not fit.
    public func load(_ macrocell: Macrocell) throws(HashLifeError) {
        store.roots = []
        store.collect()
        var numbers = [UInt32](repeating: 0, count: macrocell.nodes.count + 1)
        for (i, node) in macrocell.nodes.enumerated() {
            switch node {
            case let .leaf(cells):
                numbers[i + 1] = store.leaf(cells)
            case let .node(level, nw, ne, sw, se):
                let z = store.zero(level - 1)
                func child(_ k: UInt32) -> UInt32 { k == 0 ? z : numbers[Int(k)] }
                numbers[i + 1] = store.find(child(nw), child(ne), child(sw), child(se))
            }
            store.stackCount = 0
        }
        var top = macrocell.nodes.isEmpty ? store.zero(4) : numbers[macrocell.nodes.count]
        // A leaf alone becomes the middle of a level-4 node (Golly's make_internal_node).
        if macrocell.level == 3 { top = store.expand(top, level: 3) }
        store.stackCount = 0
        if store.exhausted {
            store.exhausted = false
            store.collect()
            throw .outOfMemory(limit: maxMemory)
        }
        (root, level) = (top, max(4, macrocell.level ?? 4))
        store.roots = [root]
        generation = macrocell.generation ?? 0
    }

    /// Writes the plane as a macrocell file (`MacrocellWriter`'s layout) to
    /// `sink` in chunks of about `chunkSize` bytes; the generation goes in `#G`.
    public func writeMacrocell<E: Error>(comments: [String] = [], chunkSize: Int = 1 << 16,
                                         to sink: ([UInt8]) throws(E) -> Void) throws(E) {
        var out = MacrocellWriter.header(rule: RuleSpec(rule: rule), generation: generation, comments: comments)
        var numbers = NodeMemo<UInt32>(filler: 0)
        var written = 0
        try write(root, level: level, &numbers, &written, &out, chunkSize, sink)
        try sink(out)
    }

    /// Writes `n` and, before it, every quarter not written yet; returns its number (0 when empty).
    private func write<E: Error>(_ n: UInt32, level: Int, _ numbers: inout NodeMemo<UInt32>, _ written: inout Int,
                                 _ out: inout [UInt8], _ chunkSize: Int, _ sink: ([UInt8]) throws(E) -> Void) throws(E) -> Int {
        if store.isZero(n, level: level) { return 0 }
        if let known = numbers[n] { return Int(known) }
        let q = store[n]
        if level == 3 {
            MacrocellWriter.appendLeaf(q.cells, to: &out)
        } else {
            let nw = try write(q.nw, level: level - 1, &numbers, &written, &out, chunkSize, sink)
            let ne = try write(q.ne, level: level - 1, &numbers, &written, &out, chunkSize, sink)
            let sw = try write(q.sw, level: level - 1, &numbers, &written, &out, chunkSize, sink)
            let se = try write(q.se, level: level - 1, &numbers, &written, &out, chunkSize, sink)
            MacrocellWriter.appendNode(level: level, nw, ne, sw, se, to: &out)
        }
        written += 1
        numbers.insert(n, UInt32(written))
        if out.count >= chunkSize {
            try sink(out)
            out.removeAll(keepingCapacity: true)
        }
        return written
    }
}
