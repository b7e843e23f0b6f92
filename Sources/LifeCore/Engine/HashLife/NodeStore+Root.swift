/// Changes of a universe's root, the same for both HashLifes: a step of 2^k
/// generations (Golly's `runpattern`), cells set (Golly's `setcell`), and the
/// nodes of a macrocell file as they are read.
///
/// A node never changes (it may be a quarter of many squares, and it
/// memoises its future), so a cell is set by a path copy, new nodes along the
/// path from the root down to the cell's leaf and every other quarter shared,
/// the root first grown (`expand`, Golly's `pushroot`) until it holds the
/// cell. The nodes the plane had keep their cells and so their memoised
/// results: an edit costs a node a level, and the next step reuses the rest.
extension NodeStore {
    /// `root` (of `level`, at `generation`) 2^`k` generations on (k
    /// 0...62), and the generation it reaches. Throws `.generationTooLarge`
    /// past `Int.max`, and `.outOfMemory` (with `limit`) when even collecting
    /// garbage cannot make room, the store holding `root` as before.
    mutating func step(_ root: UInt32, level: Int, generation: Int, exponent k: Int,
                       limit: Int) throws(HashLifeError) -> (node: UInt32, level: Int, generation: Int) {
        precondition((0...HashLife.maxExponent).contains(k), "step exponent out of range")
        let (after, overflow) = generation.addingReportingOverflow(1 << k)
        guard !overflow else { throw .generationTooLarge }
        guard let stepped = advance(root, level: level, exponent: k) else { throw .outOfMemory(limit: limit) }
        return (stepped.node, stepped.level, after)
    }

    /// `root` (of `level`) 2^`k` generations on (k 0...62), trimmed of empty
    /// borders; nil when even collecting garbage cannot make room (the store
    /// then holds `root` as before, and what the step made is freed).
    mutating func advance(_ root: UInt32, level: Int, exponent k: Int) -> (node: UInt32, level: Int)? {
        if k != exponent {
            clearResults(above: min(k, exponent) + 2)
            exponent = k
        }
        roots = [root]
        collecting = true
        var n = root, l = level
        repeat {
            n = expand(n, level: l)
            l += 1
        } while l < max(level + 2, k + 3)
        let r = result(n, level: l)
        collecting = false
        let outcome = exhausted ? (root, level) : trim(r, level: l - 1)
        guard endChange() else { return nil }
        roots = [outcome.0]
        return outcome
    }

    /// `root` (of `level`) with the cells at `points` in `state` (0 or 1 for
    /// two states), grown until it holds them; each must lie within
    /// `PlaneCells.limit`. Nil when even collecting garbage leaves no room for
    /// the new nodes (the store then holds `root` as before).
    mutating func setting(_ points: [GridPoint], to state: UInt8, root: UInt32, level: Int) -> (node: UInt32, level: Int)? {
        for p in points { precondition(PlaneCells.contains(x: p.x, y: p.y), "cell outside the plane's limit") }
        // New nodes are saved on the stack as they are found, and the root
        // stays a root, so a collection while they are made keeps both.
        roots = [root]
        collecting = true
        var n = root, l = level
        for p in points {
            while !Self.holds(p, level: l) {
                n = expand(n, level: l)
                l += 1
            }
            let half = Int128(1) << (l - 1)
            n = setting(n, level: l, x: Int128(p.x) + half, y: Int128(p.y) - 1 + half, to: state)
        }
        collecting = false
        guard endChange() else { return nil }
        roots = [n]
        return (n, l)
    }

    /// The node of a macrocell file's node line of `level` (`Macrocell.Node`):
    /// its quarters by their numbers in the file, looked up in `numbers` (the
    /// store's index of each node read so far, by number), 0 for empty.
    mutating func node(level: Int, _ nw: UInt32, _ ne: UInt32, _ sw: UInt32, _ se: UInt32, numbers: [UInt32]) -> UInt32 {
        let z = zero(level - 1)
        func child(_ k: UInt32) -> UInt32 { k == 0 ? z : numbers[Int(k)] }
        return find(child(nw), child(ne), child(sw), child(se))
    }

    /// Ends a change of the tree: empties the stack and, when memory ran out,
    /// frees what the change made (keeping `roots`); false then.
    mutating func endChange() -> Bool {
        stackCount = 0
        guard exhausted else { return true }
        exhausted = false
        collect()
        return false
    }

    /// Whether a root of `level` holds `p` (x in −2^(L−1) ..< 2^(L−1), y one more).
    private static func holds(_ p: GridPoint, level: Int) -> Bool {
        let half = Int128(1) << (level - 1), x = Int128(p.x), y = Int128(p.y) - 1
        return x >= -half && x < half && y >= -half && y < half
    }

    /// `n` (of `level`) with its cell (x, y), counted from its top-left, in `state`.
    private mutating func setting(_ n: UInt32, level: Int, x: Int128, y: Int128, to state: UInt8) -> UInt32 {
        let q = nodes[Int(n)]
        if level == leafLevel { return leaf(q, settingX: Int(x), y: Int(y), to: state) }
        let half = Int128(1) << (level - 1)
        switch (x >= half, y >= half) {
        case (false, false): return find(setting(q.nw, level: level - 1, x: x, y: y, to: state), q.ne, q.sw, q.se)
        case (true, false): return find(q.nw, setting(q.ne, level: level - 1, x: x - half, y: y, to: state), q.sw, q.se)
        case (false, true): return find(q.nw, q.ne, setting(q.sw, level: level - 1, x: x, y: y - half, to: state), q.se)
        case (true, true): return find(q.nw, q.ne, q.sw, setting(q.se, level: level - 1, x: x - half, y: y - half, to: state))
        }
    }
}
