/// The canonical nodes of a HashLife universe, two-state (`HashLife`) or
/// multi-state (`GenericHashLife`): a slab of `QuadNode`s found through one
/// chained hash table, so each distinct square exists once and an index
/// (`UInt32`) names it. This follows Golly's `hlifealgo` and `ghashbase`
/// (`find_node`, `find_leaf`, `newnode`, the `save` stack), with indices
/// instead of pointers: a node is 24 bytes where Golly's is 48, so the same
/// memory holds twice as many. The two HashLifes differ only in their leaves
/// (`kernel` or `stepper`, `leafLevel`; `NodeStore+Leaves`).
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
/// `result(_:level:)` pops back to where it started.
struct NodeStore: ~Copyable {
    var nodes: UnsafeMutablePointer<QuadNode>
    /// Slots that may be handed out before the slab grows (slot 0 is "none").
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
    /// How two-state leaves step: results depend on it too.
    let kernel: Kernel
    /// How multi-state leaves step, for `GenericHashLife`; nil for two states.
    /// Kept apart from `kernel` so that stepping two-state leaves never copies it.
    let stepper: GenericLeafStepper?
    /// The level of the leaves: 3 (8 × 8 cells, a bit each) for two states,
    /// 2 (4 × 4 cells, a byte each) with a `stepper`. Every root is at least a
    /// level above it.
    let leafLevel: Int

    /// The rule of two-state leaves, with B3/S23 apart because it is the common case and the cheapest.
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

    /// A store of two-state leaves that `kernel` steps, kept within `limit` bytes (at least 1 MiB is used).
    init(limit: Int, kernel: Kernel) {
        self.init(limit: limit, kernel: kernel, stepper: nil)
    }

    /// A store of multi-state leaves that `stepper` steps, kept within `limit` bytes.
    init(limit: Int, stepper: GenericLeafStepper) {
        self.init(limit: limit, kernel: .conway, stepper: stepper)
    }

    private init(limit: Int, kernel: Kernel, stepper: GenericLeafStepper?) {
        self.kernel = kernel
        self.stepper = stepper
        leafLevel = stepper == nil ? 3 : 2
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

    /// The bucket of a key; a leaf and a node of the same four words hash apart.
    @inline(__always)
    private func bucket(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32, leaf: Bool) -> Int {
        let x = (UInt64(a) | UInt64(b) << 32) &* 0x9E37_79B9_7F4A_7C15
        let y = (UInt64(c) | UInt64(d) << 32 ^ (leaf ? 0xD6E8_FEB8_6659_FD93 : 0)) &* 0xC2B2_AE3D_27D4_EB4F
        let h = (x ^ (y >> 7) ^ y) &* 0x1656_67B1_9E37_79F9
        return Int(truncatingIfNeeded: h >> UInt64(64 &- tableBits))
    }

    /// The node with these four quarters, made if it does not exist yet, and
    /// saved on the stack. 0 once exhausted.
    @inline(__always)
    mutating func find(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32) -> UInt32 {
        lookUp(a, b, c, d, leaf: false)
    }

    /// The leaf of these four words (`QuadNode`'s layouts), made if it does
    /// not exist yet, and saved on the stack. 0 once exhausted.
    @inline(__always)
    mutating func leaf(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32) -> UInt32 {
        lookUp(a, b, c, d, leaf: true)
    }

    /// The two-state leaf holding these 64 cells.
    @inline(__always)
    mutating func leaf(_ cells: UInt64) -> UInt32 {
        leaf(UInt32(truncatingIfNeeded: cells), UInt32(truncatingIfNeeded: cells >> 32), 0, 0)
    }

    @inline(__always)
    private mutating func lookUp(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32, leaf: Bool) -> UInt32 {
        if exhausted { return 0 }
        let h = bucket(a, b, c, d, leaf: leaf)
        var p = table[h], before: UInt32 = 0
        while p != 0 {
            let n = nodes + Int(p)
            if n.pointee.nw == a, n.pointee.ne == b, n.pointee.sw == c, n.pointee.se == d, n.pointee.isLeaf == leaf {
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
        return insert(a, b, c, d, leaf: leaf)
    }

    private mutating func insert(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32, leaf: Bool) -> UInt32 {
        let p = allocate()
        if p == 0 { return 0 }
        // The table may have been rebuilt or resized while allocating.
        let h = bucket(a, b, c, d, leaf: leaf)
        nodes[Int(p)] = QuadNode(a, b, c, d)
        if leaf { nodes[Int(p)].result = QuadNode.leafTag }
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

    /// Puts every live node into a new, empty table of 2^bits buckets, and
    /// every free slot on the free list.
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
            if n.pointee.isFree {
                n.pointee.next = freeList
                freeList = UInt32(i)
            } else {
                let h = bucket(n.pointee.nw, n.pointee.ne, n.pointee.sw, n.pointee.se, leaf: n.pointee.isLeaf)
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

    /// The empty node of `level` (`leafLevel` and up).
    mutating func zero(_ level: Int) -> UInt32 {
        if level < zeros.count, zeros[level] != 0 { return zeros[level] }
        if zeros.count <= level { zeros += Array(repeating: 0, count: level + 1 - zeros.count) }
        let z: UInt32
        if level == leafLevel {
            z = leaf(0, 0, 0, 0)
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

    /// Marks slot `i` free for `rebuildTable`.
    @inline(__always)
    mutating func release(_ i: Int) {
        nodes[i].result = QuadNode.freeTag
    }
}
