/// The canonical nodes of a HashLife universe: a slab of `QuadNode`s found
/// through one chained hash table, so each distinct square exists once and an
/// index (`UInt32`) names it. This follows Golly's `hlifealgo` (`find_node`,
/// `find_leaf`, `newnode`, the `save` stack), with indices instead of
/// pointers: a node is 24 bytes where Golly's is 48, so the same memory holds
/// twice as many.
///
/// Memory: `limit` bytes hold the slab and the bucket array (a power of
/// two, at most `maxNodes` × 7/6 buckets). The slab is reserved whole, for
/// `maxNodes` slots, at the start: pages never touched cost nothing, and
/// growing it (`capacity`, doubled up to `maxNodes`) moves nothing, where a
/// copy would hold the old slab and the new one at once, twice the memory
/// (453 MB at a 256 MB limit, measured). When the slab is full, `allocate`
/// collects garbage (`collect`) if `collecting` allows it; when that frees
/// too little, the store is `exhausted`: every later call returns 0 ("none")
/// at once, results computed since are never stored, and the caller reports
/// that the pattern does not fit.
///
/// While a result is computed, nodes held only in local variables are pushed
/// on `stack` (`save`) so a collection in the middle of it keeps them;
/// `result(of:level:)` pops back to where it started.
struct NodeStore: ~Copyable {
    var nodes: UnsafeMutablePointer<QuadNode>
    /// Slots that may be handed out before the table grows (slot 0 is the all-zero "none").
    private(set) var capacity: Int
    /// Slots handed out so far; those past it were never used.
    var used = 1
    /// The most slots the memory limit allows.
    let maxNodes: Int
    /// Live nodes in the table.
    private(set) var count = 0
    private var freeList: UInt32 = 0

    private var table: UnsafeMutablePointer<UInt32>
    private(set) var tableBits: Int
    private let maxTableBits: Int

    var stack: UnsafeMutablePointer<UInt32>
    var stackCount = 0
    private var stackCapacity = 256

    /// The empty node of each level (index by level; 0 = not made yet).
    private(set) var zeros: [UInt32] = []
    /// Nodes a collection must keep besides the stack and the empty nodes.
    var roots: [UInt32] = []
    /// Whether `allocate` may collect garbage (only while results are computed
    /// from saved roots, as in Golly's `okaytogc`).
    var collecting = false
    /// Set when memory ran out; see the type's comment.
    var exhausted = false
    /// Steps are 2^exponent generations (Golly's `ngens`); results depend on it.
    var exponent = 0
    /// How leaves step: results depend on it too.
    var kernel = Kernel.conway

    /// The rule of the leaves, with B3/S23 apart because it is the common case and the cheapest.
    enum Kernel {
        case conway
        case masks(MaskKernel)
    }

    /// Collections done so far.
    var collections = 0

    /// Bytes the slab, the table and the stack take now.
    var bytes: Int {
        capacity &* MemoryLayout<QuadNode>.stride &+ (4 << tableBits) &+ stackCapacity &* 4
    }

    /// A store that keeps within `limit` bytes (at least 1 MiB is used).
    init(limit: Int) {
        // What the stack and the empty nodes' list may take comes off the top.
        let budget = max(limit, 1 << 20) - (16 << 10)
        // Buckets: the largest power of two ≤ budget / 28, so the slab gets at least 6/7 of the rest.
        var bits = 10
        while 4 << (bits + 1) <= budget / 7 { bits += 1 }
        maxTableBits = bits
        maxNodes = min((budget - (4 << bits)) / MemoryLayout<QuadNode>.stride, Int(QuadNode.mark) - 1)
        capacity = min(1 << 14, maxNodes)
        nodes = .allocate(capacity: maxNodes)
        nodes.initialize(to: QuadNode(0, 0, 0, 0))
        tableBits = min(14, maxTableBits)
        table = .allocate(capacity: 1 << tableBits)
        table.initialize(repeating: 0, count: 1 << tableBits)
        stack = .allocate(capacity: stackCapacity)
    }

    deinit {
        nodes.deallocate()
        table.deallocate()
        stack.deallocate()
    }

    // MARK: Finding nodes

    @inline(__always)
    private func bucket(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32) -> Int {
        let x = (UInt64(a) | UInt64(b) << 32) &* 0x9E37_79B9_7F4A_7C15
        let y = (UInt64(c) | UInt64(d) << 32) &* 0xC2B2_AE3D_27D4_EB4F
        let h = (x ^ (y >> 7) ^ y) &* 0x1656_67B1_9E37_79F9
        return Int(truncatingIfNeeded: h >> UInt64(64 &- tableBits))
    }

    /// The node with these four quarters (or, for a leaf key, these cells),
    /// made if it does not exist yet, and saved on the stack. 0 once exhausted.
    @inline(__always)
    mutating func find(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32) -> UInt32 {
        if exhausted { return 0 }
        let h = bucket(a, b, c, d)
        var p = table[h], before: UInt32 = 0
        while p != 0 {
            let n = nodes + Int(p)
            if n.pointee.nw == a, n.pointee.ne == b, n.pointee.sw == c, n.pointee.se == d {
                if before != 0 {
                    // Move to the front: found nodes tend to be found again soon.
                    nodes[Int(before)].next = n.pointee.next
                    n.pointee.next = table[h]
                    table[h] = p
                }
                save(p)
                return p
            }
            before = p
            p = n.pointee.next
        }
        return insert(a, b, c, d)
    }

    /// The leaf holding these 64 cells.
    @inline(__always)
    mutating func leaf(_ cells: UInt64) -> UInt32 {
        find(UInt32(truncatingIfNeeded: cells), UInt32(truncatingIfNeeded: cells >> 32), QuadNode.leafTag, QuadNode.leafTag)
    }

    private mutating func insert(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32) -> UInt32 {
        let p = allocate()
        if p == 0 { return 0 }
        // The table may have been rebuilt or resized while allocating.
        let h = bucket(a, b, c, d)
        nodes[Int(p)] = QuadNode(a, b, c, d)
        nodes[Int(p)].next = table[h]
        table[h] = p
        count &+= 1
        save(p)
        return p
    }

    /// A free slot, growing the slab or collecting garbage when there is none.
    private mutating func allocate() -> UInt32 {
        if freeList == 0, used == capacity {
            if capacity < maxNodes {
                grow()
            } else if collecting {
                collect()
                // Too little freed: going on would collect again and again for a few nodes each time.
                if freeListLength() < max(1024, maxNodes / 64) { exhausted = true; return 0 }
            } else {
                exhausted = true
                return 0
            }
        }
        if freeList != 0 {
            let p = freeList
            freeList = nodes[Int(p)].next
            return p
        }
        used &+= 1
        return UInt32(used &- 1)
    }

    private mutating func grow() {
        capacity = min(maxNodes, capacity * 2)
        var bits = tableBits
        while bits < maxTableBits, 1 << bits < capacity { bits += 1 }
        if bits != tableBits { rebuildTable(bits: bits) }
    }

    /// Puts every live node into a new, empty table of 2^bits buckets.
    mutating func rebuildTable(bits: Int) {
        if bits != tableBits {
            table.deallocate()
            tableBits = bits
            table = .allocate(capacity: 1 << bits)
        }
        table.initialize(repeating: 0, count: 1 << bits)
        freeList = 0
        count = 0
        for i in (1..<used).reversed() {
            let n = nodes + i
            if n.pointee.sw == 0 {
                // A free slot (see `release`).
                n.pointee.next = freeList
                freeList = UInt32(i)
            } else {
                let h = bucket(n.pointee.nw, n.pointee.ne, n.pointee.sw, n.pointee.se)
                n.pointee.next = table[h]
                table[h] = UInt32(i)
                count &+= 1
            }
        }
    }

    private func freeListLength() -> Int {
        var n = 0, p = freeList
        while p != 0, n < maxNodes / 64 + 1024 { n += 1; p = nodes[Int(p)].next }
        return n + (capacity - used)
    }

    // MARK: The stack of saved nodes

    /// Keeps `n` through collections until the stack is popped below this point.
    @inline(__always)
    mutating func save(_ n: UInt32) {
        if stackCount == stackCapacity { growStack() }
        stack[stackCount] = n
        stackCount &+= 1
    }

    private mutating func growStack() {
        let bigger = UnsafeMutablePointer<UInt32>.allocate(capacity: stackCapacity * 2)
        bigger.moveInitialize(from: stack, count: stackCount)
        stack.deallocate()
        stack = bigger
        stackCapacity *= 2
    }

    // MARK: Empty squares

    /// The empty node of `level` (3 and up).
    mutating func zero(_ level: Int) -> UInt32 {
        if level < zeros.count, zeros[level] != 0 { return zeros[level] }
        if zeros.count <= level { zeros += Array(repeating: 0, count: level + 1 - zeros.count) }
        var z: UInt32
        if level == 3 {
            z = leaf(0)
        } else {
            let q = zero(level - 1)
            z = find(q, q, q, q)
        }
        zeros[level] = z
        return z
    }

    /// Whether `n` is the empty node of `level` (false for levels not made yet).
    @inline(__always)
    func isZero(_ n: UInt32, level: Int) -> Bool {
        level < zeros.count && zeros[level] == n
    }

    /// The node at `index`.
    @inline(__always)
    subscript(index: UInt32) -> QuadNode {
        get { nodes[Int(index)] }
    }

    /// Sets a node's memoised result.
    @inline(__always)
    mutating func setResult(_ index: UInt32, _ result: UInt32) {
        nodes[Int(index)].result = result
    }

    /// Marks slot `i` free for `rebuildTable` (a node's `sw` is never 0).
    @inline(__always)
    mutating func release(_ i: Int) {
        nodes[i].sw = 0
        nodes[i].result = 0
    }
}
