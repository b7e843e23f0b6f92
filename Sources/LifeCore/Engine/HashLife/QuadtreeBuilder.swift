/// Builds a HashLife quadtree bottom-up from its non-empty leaves, for both
/// HashLifes (`HashLife`'s 8 × 8 leaves, `GenericHashLife`'s 4 × 4): the
/// smallest root, centred as Golly centres it, that holds every leaf, each
/// node made once through the engine's `node`.
///
/// Leaves are given by their block coordinates (bx, by): the block of side
/// 2^leafLevel whose top-left cell is (bx · side, by · side + 1) in Golly's
/// coordinates. A root of level L holds the blocks −2^(L−leafLevel−1) ..<
/// 2^(L−leafLevel−1) along each axis.
struct QuadtreeBuilder<Leaf> {
    let leafLevel: Int
    /// The empty node of a level.
    let zero: (Int) -> UInt32
    /// The leaf node of a block's cells.
    let leaf: (Leaf) -> UInt32
    /// The node of four quarters (nw, ne, sw, se).
    let node: (UInt32, UInt32, UInt32, UInt32) -> UInt32

    /// The root and its level (at least `minimumLevel`) holding `blocks`.
    func build(_ blocks: [(bx: Int, by: Int, cells: Leaf)], minimumLevel: Int) -> (root: UInt32, level: Int) {
        var level = minimumLevel
        for block in blocks {
            while !(fits(block.bx, level) && fits(block.by, level)) { level += 1 }
        }
        // Z-order: x bits in even places, y bits in odd ones, so every node's
        // blocks are one run of the sorted list and its quarters are nw, ne, sw, se in turn.
        let half = 1 << (level - leafLevel - 1)
        let sorted = blocks.map { block in
            (Self.interleave(UInt64(block.bx + half)) | Self.interleave(UInt64(block.by + half)) << 1, block.cells)
        }.sorted { $0.0 < $1.0 }
        let root = sorted.withUnsafeBufferPointer { build($0[...], level: level, first: 0) }
        return (root, level)
    }

    private func fits(_ b: Int, _ level: Int) -> Bool {
        b >= -(1 << (level - leafLevel - 1)) && b < 1 << (level - leafLevel - 1)
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
    private func build(_ blocks: Slice<UnsafeBufferPointer<(UInt128, Leaf)>>, level: Int, first: UInt128) -> UInt32 {
        if blocks.isEmpty { return zero(level) }
        if level == leafLevel { return leaf(blocks.first!.1) }
        let quarter = UInt128(1) << (2 * (level - leafLevel - 1))
        var children: [UInt32] = []
        var start = blocks.startIndex
        for i in 0..<4 {
            let end = i == 3 ? blocks.endIndex : blocks[start...].partitionPoint { $0.0 >= first + quarter * UInt128(i + 1) }
            children.append(build(blocks[start..<end], level: level - 1, first: first + quarter * UInt128(i)))
            start = end
        }
        return node(children[0], children[1], children[2], children[3])
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
