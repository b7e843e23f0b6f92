/// Reading a universe's cells, the same for both HashLifes: one cell, the
/// population, the bounding box, the cells of a window, and whether two trees
/// hold the same cells. Coordinates are Golly's (see `HashLife`): a root of
/// level L has its top-left cell at (−2^(L−1), 1 − 2^(L−1)).
extension NodeStore {
    /// Golly's coordinates of the top-left cell of a root of `level`.
    static func rootCorner(level: Int) -> (x: Int128, y: Int128) {
        let half = Int128(1) << (level - 1)
        return (-half, 1 - half)
    }

    /// The state of the cell at (x, y) under `root` (of `level`); 0 outside it.
    func state(x: Int, y: Int, root: UInt32, level: Int) -> UInt8 {
        let corner = Self.rootCorner(level: level)
        var dx = Int128(x) - corner.x, dy = Int128(y) - corner.y
        let side = Int128(1) << level
        guard dx >= 0, dy >= 0, dx < side, dy < side else { return 0 }
        var n = root, l = level
        while l > leafLevel {
            l -= 1
            let half = Int128(1) << l
            let q = nodes[Int(n)]
            switch (dx >= half, dy >= half) {
            case (false, false): n = q.nw
            case (true, false): n = q.ne
            case (false, true): n = q.sw
            case (true, true): n = q.se
            }
            if dx >= half { dx -= half }
            if dy >= half { dy -= half }
        }
        return leafCell(nodes[Int(n)], x: Int(dx), y: Int(dy))
    }

    /// The cells of `n` (of `level`) not in state 0, memoised in `memo`; at
    /// most `UInt128.max`.
    func population(_ n: UInt32, level: Int, _ memo: inout NodeMemo<UInt128>) -> UInt128 {
        let q = nodes[Int(n)]
        if q.isLeaf { return UInt128(leafPopulation(q)) }
        if isZero(n, level: level) { return 0 }
        if let known = memo[n] { return known }
        var total: UInt128 = 0
        for child in [q.nw, q.ne, q.sw, q.se] {
            let (sum, overflow) = total.addingReportingOverflow(population(child, level: level - 1, &memo))
            total = overflow ? .max : sum
        }
        memo.insert(n, total)
        return total
    }

    /// Whether the tree of `root` (of `level`) here holds the same cells as
    /// `other`'s of `otherRoot`, wherever their roots' levels differ.
    mutating func sameCells(_ root: UInt32, level: Int, as otherRoot: UInt32, level otherLevel: Int,
                            in other: inout NodeStore) -> Bool {
        let (a, levelA) = trim(root, level: level)
        stackCount = 0
        let (b, levelB) = other.trim(otherRoot, level: otherLevel)
        other.stackCount = 0
        var same = Set<UInt64>()
        return levelA == levelB && sameCells(a, b, level: levelA, in: other, &same)
    }

    /// Whether node `a` here and node `b` of `other`, both of `level`, hold
    /// the same cells; `same` remembers pairs that do.
    func sameCells(_ a: UInt32, _ b: UInt32, level: Int, in other: borrowing NodeStore, _ same: inout Set<UInt64>) -> Bool {
        let p = nodes[Int(a)], q = other.nodes[Int(b)]
        if level == leafLevel { return (p.nw, p.ne, p.sw, p.se) == (q.nw, q.ne, q.sw, q.se) }
        if isZero(a, level: level), other.isZero(b, level: level) { return true }
        let key = UInt64(a) << 32 | UInt64(b)
        if same.contains(key) { return true }
        guard sameCells(p.nw, q.nw, level: level - 1, in: other, &same), sameCells(p.ne, q.ne, level: level - 1, in: other, &same),
              sameCells(p.sw, q.sw, level: level - 1, in: other, &same), sameCells(p.se, q.se, level: level - 1, in: other, &same)
        else { return false }
        same.insert(key)
        return true
    }

    /// The smallest rectangle holding every cell not in state 0 under `root`
    /// (of `level`), in Golly's coordinates; nil when it has none.
    mutating func boundingBox(root: UInt32, level: Int) -> PlaneRect? {
        if isZero(root, level: level) { return nil }
        let corner = Self.rootCorner(level: level)
        let side = Int128(1) << level
        // Within a leaf: its rows and its columns that hold a cell, as the low bits of a word.
        let bits = leafLevel == 3
        func rows(_ q: QuadNode) -> UInt64 {
            bits ? (0..<8).reduce(0) { $0 | (q.cells >> UInt64(8 * $1) & 0xFF == 0 ? 0 : 1 << UInt64($1)) }
                : (0..<4).reduce(0) { $0 | (q.row($1) == 0 ? 0 : 1 << UInt64($1)) }
        }
        func columns(_ q: QuadNode) -> UInt64 {
            if bits {
                var c = q.cells | q.cells >> 32
                c |= c >> 16
                c |= c >> 8
                return c & 0xFF
            }
            let all = q.nw | q.ne | q.sw | q.se
            return (0..<4).reduce(0) { $0 | (all >> UInt32(8 * $1) & 0xFF == 0 ? 0 : 1 << UInt64($1)) }
        }
        let leafSide = 1 << leafLevel
        // `right` and `bottom` are measured from the far edges.
        let top = edge(root, level: level, first: { ($0.nw, $0.ne) }, second: { ($0.sw, $0.se) }) {
            rows($0).trailingZeroBitCount
        }
        let bottom = edge(root, level: level, first: { ($0.sw, $0.se) }, second: { ($0.nw, $0.ne) }) {
            leafSide - 64 + rows($0).leadingZeroBitCount
        }
        let left = edge(root, level: level, first: { ($0.nw, $0.sw) }, second: { ($0.ne, $0.se) }) {
            columns($0).trailingZeroBitCount
        }
        let right = edge(root, level: level, first: { ($0.ne, $0.se) }, second: { ($0.nw, $0.sw) }) {
            leafSide - 64 + columns($0).leadingZeroBitCount
        }
        return PlaneRect(x: corner.x + left, y: corner.y + top, width: side - right - left, height: side - bottom - top)
    }

    /// How far the first non-empty row (or column) in one direction lies from
    /// the root's edge on that side, found as Golly's `findedges` does: keep
    /// the distinct non-empty nodes along the edge, level by level, taking the
    /// `first` pair of quarters where any of them has a cell, else the
    /// `second`, down to the leaves, where `leaf` gives the offset within a
    /// non-empty leaf, measured from the same side.
    private mutating func edge(_ root: UInt32, level: Int, first: (QuadNode) -> (UInt32, UInt32),
                               second: (QuadNode) -> (UInt32, UInt32), leaf: (QuadNode) -> Int) -> Int128 {
        var frontier: Set<UInt32> = [root]
        var offset: Int128 = 0
        var l = level
        while l > leafLevel {
            let z = zero(l - 1)
            var near = Set<UInt32>(), far = Set<UInt32>()
            for n in frontier {
                let q = nodes[Int(n)]
                let (a, b) = first(q), (c, d) = second(q)
                for child in [a, b] where child != z { near.insert(child) }
                if near.isEmpty { for child in [c, d] where child != z { far.insert(child) } }
            }
            l -= 1
            if near.isEmpty {
                frontier = far
                offset += Int128(1) << l
            } else {
                frontier = near
            }
        }
        return offset + Int128(frontier.map { leaf(nodes[Int($0)]) }.min()!)
    }
}
