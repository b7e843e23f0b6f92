/// One square of the HashLife quadtree, as it sits in `NodeStore`'s slab: 24 bytes.
///
/// A node of level k is a square of 2^k × 2^k cells. Levels 4 and up hold
/// the indices of their four quarters (level k − 1) in `nw`, `ne`, `sw`, `se`.
/// Level 3 (8 × 8 cells) is a leaf: its 64 cells are the bits of `cells`
/// (bit 8y + x is column x of row y, rows from the top), stored in `nw` (rows
/// 0...3) and `ne` (rows 4...7), and `sw` = `se` = `leafTag`, a value no index
/// reaches, so a leaf's key can never equal a node's and one hash table holds both.
///
/// `result` is the memoised future (0 until computed): for a level-k node,
/// the index of its centre square (level k − 1) `2^min(k−2, step exponent)`
/// generations later. `next` chains the hash bucket (or the free list); its
/// top bit is the garbage collector's mark. Index 0 is never a node, so 0
/// means "none" in both fields.
struct QuadNode {
    var nw: UInt32
    var ne: UInt32
    var sw: UInt32
    var se: UInt32
    var result: UInt32
    var next: UInt32

    /// The `sw` and `se` of every leaf.
    static let leafTag = UInt32.max
    /// The garbage collector's mark in `next`.
    static let mark: UInt32 = 1 << 31

    /// A node of four quarters.
    @inline(__always)
    init(_ nw: UInt32, _ ne: UInt32, _ sw: UInt32, _ se: UInt32) {
        self.nw = nw
        self.ne = ne
        self.sw = sw
        self.se = se
        result = 0
        next = 0
    }

    /// A leaf of 8 × 8 cells.
    @inline(__always)
    init(cells: UInt64) {
        self.init(UInt32(truncatingIfNeeded: cells), UInt32(truncatingIfNeeded: cells >> 32), Self.leafTag, Self.leafTag)
    }

    /// Whether this is a leaf (level 3).
    @inline(__always)
    var isLeaf: Bool { sw == Self.leafTag }

    /// A leaf's cells (meaningless for other nodes).
    @inline(__always)
    var cells: UInt64 { UInt64(nw) | UInt64(ne) << 32 }
}
