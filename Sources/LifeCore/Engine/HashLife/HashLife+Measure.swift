/// Population, bounding box and single cells of the plane.
extension HashLife {
    /// The number of live cells (it passes 2^64 for some patterns). Node
    /// counts are kept (`populations`), so a plane counted at every frame of
    /// play visits only the nodes made since.
    public var population: UInt128 {
        refreshPopulations()
        return count(root, level: level, &populations)
    }

    func count(_ n: UInt32, level: Int, _ memo: inout NodeMemo<UInt128>) -> UInt128 {
        let q = store[n]
        if q.isLeaf { return UInt128(q.cells.nonzeroBitCount) }
        if store.isZero(n, level: level) { return 0 }
        if let known = memo[n] { return known }
        var total: UInt128 = 0
        for child in [q.nw, q.ne, q.sw, q.se] {
            let (sum, overflow) = total.addingReportingOverflow(count(child, level: level - 1, &memo))
            total = overflow ? .max : sum
        }
        memo.insert(n, total)
        return total
    }

    /// Golly's coordinates of the root's top-left cell.
    var rootCorner: (x: Int128, y: Int128) {
        let half = Int128(1) << (level - 1)
        return (-half, 1 - half)
    }

    /// The smallest rectangle holding every live cell, in Golly's coordinates;
    /// nil when the plane is empty.
    public var boundingBox: PlaneRect? {
        if isEmpty { return nil }
        let corner = rootCorner
        let side = Int128(1) << level
        let top = edge(first: { ($0.nw, $0.ne) }, second: { ($0.sw, $0.se) }) { cells in
            Int128(cells.trailingZeroBitCount >> 3)
        }
        let bottom = edge(first: { ($0.sw, $0.se) }, second: { ($0.nw, $0.ne) }) { cells in
            Int128(7 - (63 - cells.leadingZeroBitCount) >> 3)
        }
        let left = edge(first: { ($0.nw, $0.sw) }, second: { ($0.ne, $0.se) }) { cells in
            Int128(Self.columns(cells).trailingZeroBitCount)
        }
        let right = edge(first: { ($0.ne, $0.se) }, second: { ($0.nw, $0.sw) }) { cells in
            Int128(Self.columns(cells).leadingZeroBitCount - 56)
        }
        // `right` and `bottom` are measured from the far edges.
        return PlaneRect(x: corner.x + left, y: corner.y + top, width: side - right - left, height: side - bottom - top)
    }

    /// The columns of a leaf that hold a cell, as the low byte.
    private static func columns(_ cells: UInt64) -> UInt64 {
        var c = cells | cells >> 32
        c |= c >> 16
        c |= c >> 8
        return c & 0xFF
    }

    /// How far the first live row (or column) in one direction lies from the
    /// root's edge on that side, found as Golly's `findedges` does: keep the
    /// distinct non-empty nodes along the edge, level by level, taking the
    /// `first` pair of quarters where any of them has a cell, else the `second`.
    /// `leaf` gives the offset within a leaf, measured from the same side.
    private func edge(first: (QuadNode) -> (UInt32, UInt32), second: (QuadNode) -> (UInt32, UInt32),
                      leaf: (UInt64) -> Int128) -> Int128 {
        var frontier: Set<UInt32> = [root]
        var offset: Int128 = 0
        var l = level
        while l > 3 {
            let z = store.zero(l - 1)
            var near = Set<UInt32>(), far = Set<UInt32>()
            for n in frontier {
                let q = store[n]
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
        return offset + frontier.map { leaf(store[$0].cells) }.min()!
    }

    /// Whether the cell at (x, y) is alive.
    public subscript(x: Int, y: Int) -> Bool {
        let corner = rootCorner
        var dx = Int128(x) - corner.x, dy = Int128(y) - corner.y
        let side = Int128(1) << level
        guard dx >= 0, dy >= 0, dx < side, dy < side else { return false }
        var n = root, l = level
        while l > 3 {
            l -= 1
            let half = Int128(1) << l
            let q = store[n]
            switch (dx >= half, dy >= half) {
            case (false, false): n = q.nw
            case (true, false): n = q.ne
            case (false, true): n = q.sw
            case (true, true): n = q.se
            }
            if dx >= half { dx -= half }
            if dy >= half { dy -= half }
        }
        return store[n].cells >> UInt64(dy * 8 + dx) & 1 == 1
    }
}

extension HashLife {
    /// Whether `other` has exactly the same live cells (the rules and generations aside).
    public func hasSameCells(as other: HashLife) -> Bool {
        let (a, levelA) = store.trim(root, level: level)
        let (b, levelB) = other.store.trim(other.root, level: other.level)
        store.stackCount = 0
        other.store.stackCount = 0
        guard levelA == levelB else { return false }
        var same = Set<UInt64>()
        return equal(a, b, level: levelA, in: other, &same)
    }

    /// Whether node `a` here and node `b` of `other` hold the same cells; `same` remembers pairs that do.
    private func equal(_ a: UInt32, _ b: UInt32, level: Int, in other: HashLife, _ same: inout Set<UInt64>) -> Bool {
        let p = store[a], q = other.store[b]
        if level == 3 { return p.cells == q.cells }
        if store.isZero(a, level: level), other.store.isZero(b, level: level) { return true }
        let key = UInt64(a) << 32 | UInt64(b)
        if same.contains(key) { return true }
        guard equal(p.nw, q.nw, level: level - 1, in: other, &same), equal(p.ne, q.ne, level: level - 1, in: other, &same),
              equal(p.sw, q.sw, level: level - 1, in: other, &same), equal(p.se, q.se, level: level - 1, in: other, &same) else { return false }
        same.insert(key)
        return true
    }
}
