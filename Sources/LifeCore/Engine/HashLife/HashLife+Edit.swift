/// Setting and clearing cells, as Golly's `setcell`, on canonical nodes: a
/// node never changes (it may be a quarter of many squares, and it memoises
/// its future), so a cell is set by a path copy, new nodes along the path
/// from the root down to the cell's leaf and every other quarter shared, the
/// root first grown (`expand`, Golly's `pushroot`) until it holds the cell.
/// The nodes the plane had keep their cells and so their memoised results:
/// an edit costs a node a level, and the next step reuses all the rest.
extension HashLife {
    /// Makes the cells at `points` alive (`alive`) or dead; each must lie
    /// within `PlaneCells.limit`. Throws `.outOfMemory`, the plane as it was,
    /// when even collecting garbage leaves no room for the new nodes.
    public func set(_ points: [GridPoint], alive: Bool) throws(HashLifeError) {
        let changed = points.filter { self[$0.x, $0.y] != alive }
        guard !changed.isEmpty else { return }
        for p in changed { precondition(PlaneCells.contains(x: p.x, y: p.y), "cell outside the plane's limit") }
        // New nodes are saved on the stack as they are found, and the root
        // stays a root, so a collection while they are made keeps both.
        store.roots = [root]
        store.collecting = true
        var n = root, l = level
        for p in changed {
            while !Self.holds(p, level: l) {
                n = store.expand(n, level: l)
                l += 1
            }
            let half = Int128(1) << (l - 1)
            n = set(n, level: l, x: Int128(p.x) + half, y: Int128(p.y) - 1 + half, alive: alive)
        }
        store.collecting = false
        store.stackCount = 0
        if store.exhausted {
            store.exhausted = false
            store.collect()
            throw .outOfMemory(limit: maxMemory)
        }
        (root, level) = (n, l)
        store.roots = [root]
    }

    /// Makes the cell at (x, y) alive or dead (see `set(_:alive:)`).
    public func set(x: Int, y: Int, alive: Bool) throws(HashLifeError) {
        try set([GridPoint(x: x, y: y)], alive: alive)
    }

    /// Whether a root of `level` holds `p` (x in −2^(L−1) ..< 2^(L−1), y one more).
    private static func holds(_ p: GridPoint, level: Int) -> Bool {
        let half = Int128(1) << (level - 1), x = Int128(p.x), y = Int128(p.y) - 1
        return x >= -half && x < half && y >= -half && y < half
    }

    /// `n` (of `level`) with its cell (x, y), counted from its top-left, alive or dead.
    private func set(_ n: UInt32, level: Int, x: Int128, y: Int128, alive: Bool) -> UInt32 {
        let q = store[n]
        if level == 3 {
            let bit = UInt64(1) << UInt64(y * 8 + x)
            return store.leaf(alive ? q.cells | bit : q.cells & ~bit)
        }
        let half = Int128(1) << (level - 1)
        switch (x >= half, y >= half) {
        case (false, false): return store.find(set(q.nw, level: level - 1, x: x, y: y, alive: alive), q.ne, q.sw, q.se)
        case (true, false): return store.find(q.nw, set(q.ne, level: level - 1, x: x - half, y: y, alive: alive), q.sw, q.se)
        case (false, true): return store.find(q.nw, q.ne, set(q.sw, level: level - 1, x: x, y: y - half, alive: alive), q.se)
        case (true, true): return store.find(q.nw, q.ne, q.sw, set(q.se, level: level - 1, x: x - half, y: y - half, alive: alive))
        }
    }
}
