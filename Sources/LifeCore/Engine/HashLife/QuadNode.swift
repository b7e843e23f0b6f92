/// One square of a HashLife quadtree, as it sits in `NodeStore`'s slab: 24
/// bytes, for both of lifecam's HashLifes.
///
/// A node of level k is a square of 2^k × 2^k cells. Above the leaves, a node
/// holds the indices of its four quarters (level k − 1) in `nw`, `ne`, `sw`,
/// `se`. A leaf holds its cells in the same four words, laid out by the
/// store's kind of leaf (`NodeStore.leafLevel`):
///
/// - two states (`HashLife`): level 3, 8 × 8 cells, bit 8y + x is column x
///   of row y (rows from the top), rows 0...3 in `nw` and 4...7 in `ne`;
///   `sw` = `se` = 0 (`cells`);
/// - up to 256 states (`GenericHashLife`): level 2, 4 × 4 cells of a byte,
///   row y in the y-th word (`nw` the top row ... `se` the bottom one),
///   column x in byte x (bits 8x ... 8x + 7) (`row`, `cell`). Golly's
///   `ghashbase` has 2 × 2 leaves of 48 bytes: four times the cells in half
///   the bytes here.
///
/// `result` is the memoised future (0 until computed): for a level-k node,
/// the index of its centre square (level k − 1) `2^min(k−2, step exponent)`
/// generations later. A leaf has no future: its `result` is `leafTag`, which
/// also tells a leaf's key from a node's with the same four words. A free
/// slot's is `freeTag`. `next` chains the hash bucket (or the free list); its
/// top bit is the garbage collector's mark. Index 0 is never a node, so 0
/// means "none" in both fields.
struct QuadNode {
    var nw: UInt32
    var ne: UInt32
    var sw: UInt32
    var se: UInt32
    var result: UInt32
    var next: UInt32

    /// The `result` of every leaf (no index reaches it: see `mark`).
    static let leafTag = UInt32.max
    /// The `result` of a free slot.
    static let freeTag = UInt32.max - 1
    /// The garbage collector's mark in `next`.
    static let mark: UInt32 = 1 << 31

    /// A node of four quarters, or the four words of a leaf.
    @inline(__always)
    init(_ nw: UInt32, _ ne: UInt32, _ sw: UInt32, _ se: UInt32) {
        self.nw = nw
        self.ne = ne
        self.sw = sw
        self.se = se
        result = 0
        next = 0
    }

    /// Whether this is a leaf.
    @inline(__always)
    var isLeaf: Bool { result == Self.leafTag }

    /// Whether this slot is free.
    @inline(__always)
    var isFree: Bool { result == Self.freeTag }

    /// A two-state leaf's 64 cells (meaningless for other nodes).
    @inline(__always)
    var cells: UInt64 { UInt64(nw) | UInt64(ne) << 32 }

    /// A multi-state leaf's row `y` (0...3), a byte a cell.
    @inline(__always)
    func row(_ y: Int) -> UInt32 {
        switch y {
        case 0: nw
        case 1: ne
        case 2: sw
        default: se
        }
    }

    /// A multi-state leaf's cell (x, y), both 0...3.
    @inline(__always)
    func cell(x: Int, y: Int) -> UInt8 { UInt8(truncatingIfNeeded: row(y) >> UInt32(8 * x)) }

    /// How many of a multi-state leaf's cells are not 0.
    @inline(__always)
    var nonzeroBytes: Int {
        Self.nonzeroBytes(nw) + Self.nonzeroBytes(ne) + Self.nonzeroBytes(sw) + Self.nonzeroBytes(se)
    }

    /// How many of the four bytes of `row` are not 0.
    @inline(__always)
    static func nonzeroBytes(_ row: UInt32) -> Int {
        // Each byte's top bit: set when the byte's low seven bits carry into it, or it was set.
        ((((row & 0x7F7F_7F7F) &+ 0x7F7F_7F7F) | row) & 0x8080_8080).nonzeroBitCount
    }
}
