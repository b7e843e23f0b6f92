/// Putting cells on the plane: a quadtree built bottom-up from `PlaneCells`.
extension HashLife {
    /// Replaces the plane's cells with `cells` (the generation stays).
    /// Throws `.outOfMemory` when the quadtree does not fit in the limit.
    public func load(_ cells: PlaneCells) throws(HashLifeError) {
        store.roots = []
        store.collect()
        // The smallest root level L ≥ 4 whose blocks −2^(L−4) ..< 2^(L−4) hold every block.
        var level = 4
        for key in cells.blocks.keys {
            while !(Self.fits(key.bx, level) && Self.fits(key.by, level)) { level += 1 }
        }
        // Z-order: x bits in even places, y bits in odd ones, so every node's
        // blocks are one run of the sorted list and its quarters are nw, ne, sw, se in turn.
        let half = 1 << (level - 4)
        let sorted = cells.blocks.map { key, bits in
            (Self.interleave(UInt64(key.bx + half)) | Self.interleave(UInt64(key.by + half)) << 1, bits)
        }.sorted { $0.0 < $1.0 }
        let built = sorted.withUnsafeBufferPointer { build($0[...], level: level, first: 0) }
        store.stackCount = 0
        if store.exhausted {
            store.exhausted = false
            store.collect()
            throw .outOfMemory(limit: maxMemory)
        }
        root = built
        self.level = level
        store.roots = [root]
    }

    private static func fits(_ b: Int, _ level: Int) -> Bool {
        b >= -(1 << (level - 4)) && b < 1 << (level - 4)
    }

    /// The bits of `v` moved to the even places of 128.
    static func interleave(_ v: UInt64) -> UInt128 {
        func spread(_ x: UInt64) -> UInt64 {
            var x = x & 0xFFFF_FFFF
            x = (x | x << 16) & 0x0000_FFFF_0000_FFFF
            x = (x | x << 8) & 0x00FF_00FF_00FF_00FF
            x = (x | x << 4) & 0x0F0F_0F0F_0F0F_0F0F
            x = (x | x << 2) & 0x3333_3333_3333_3333
            return (x | x << 1) & 0x5555_5555_5555_5555
        }
        return UInt128(spread(v)) | UInt128(spread(v >> 32)) << 64
    }

    /// The node of `level` whose blocks are `blocks`, the first of its Z-order codes being `first`.
    private func build(_ blocks: Slice<UnsafeBufferPointer<(UInt128, UInt64)>>, level: Int, first: UInt128) -> UInt32 {
        // Nothing is collected while loading, so nothing need stay on the stack.
        defer { store.stackCount = 0 }
        if blocks.isEmpty { return store.zero(level) }
        if level == 3 { return store.leaf(blocks.first!.1) }
        let quarter = UInt128(1) << (2 * (level - 4))
        var children: [UInt32] = []
        var start = blocks.startIndex
        for i in 0..<4 {
            let end = i == 3 ? blocks.endIndex : blocks[start...].partitionPoint { $0.0 >= first + quarter * UInt128(i + 1) }
            children.append(build(blocks[start..<end], level: level - 1, first: first + quarter * UInt128(i)))
            start = end
        }
        return store.find(children[0], children[1], children[2], children[3])
    }
}

extension Collection {
    /// The first index whose element satisfies `belongs`, for a collection where
    /// every element that does comes after every one that does not.
    func partitionPoint(where belongs: (Element) -> Bool) -> Index {
        var low = startIndex, count = self.count
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if belongs(self[middle]) {
                count = half
            } else {
                low = index(after: middle)
                count -= half + 1
            }
        }
        return low
    }
}
