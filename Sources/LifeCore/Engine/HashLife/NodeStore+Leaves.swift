/// Where the two kinds of leaf (`QuadNode`) differ: the bottom of the tree
/// stepped by the rule, and leaves cut and joined. Two-state leaves are 8 × 8
/// bits (level 3), multi-state ones 4 × 4 bytes (level 2); everything above
/// them is the same quadtree.
extension NodeStore {
    /// The centre leaf of `n`, a node one level above the leaves, 2^min(`exponent`,
    /// `leafLevel` − 1) generations on.
    @inline(__always)
    mutating func bottomResult(_ n: UInt32) -> UInt32 {
        leafLevel == 3 ? twoStateResult(n) : multiStateResult(n)
    }

    /// 16 × 16 → its centre 8 × 8, 1, 2 or 4 generations on, in registers.
    private mutating func twoStateResult(_ n: UInt32) -> UInt32 {
        let q = nodes[Int(n)]
        var block = Block16(nw: nodes[Int(q.nw)].cells, ne: nodes[Int(q.ne)].cells,
                            sw: nodes[Int(q.sw)].cells, se: nodes[Int(q.se)].cells)
        let generations = exponent >= 2 ? 4 : 1 << exponent
        switch kernel {
        case .conway: block.step(ConwayKernel(), generations: generations)
        case let .masks(masks): block.step(masks, generations: generations)
        }
        return leaf(block.centre)
    }

    /// 8 × 8 → its centre 4 × 4, 1 or 2 generations on, by the rule's lookup
    /// (`GenericLeafStepper`), where Golly's `ghashbase` memoises 2 × 2 leaves.
    private mutating func multiStateResult(_ n: UInt32) -> UInt32 {
        let q = nodes[Int(n)]
        let rows = stepper.unsafelyUnwrapped.centre(nw: nodes[Int(q.nw)], ne: nodes[Int(q.ne)], sw: nodes[Int(q.sw)], se: nodes[Int(q.se)],
                                                    generations: exponent >= 1 ? 2 : 1)
        return leaf(rows.0, rows.1, rows.2, rows.3)
    }

    /// The leaf straddling the corner where these four leaves meet.
    @inline(__always)
    mutating func leafCentre(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32) -> UInt32 {
        let p = nodes[Int(a)], q = nodes[Int(b)], r = nodes[Int(c)], s = nodes[Int(d)]
        if leafLevel == 3 { return leaf(Block16(nw: p.cells, ne: q.cells, sw: r.cells, se: s.cells).centre) }
        // The inner 2 × 2 corners: the right half of a's and c's rows, the left half of b's and d's.
        return leaf(p.sw >> 16 | q.sw << 16, p.se >> 16 | q.se << 16, r.nw >> 16 | s.nw << 16, r.ne >> 16 | s.ne << 16)
    }

    /// The leaf `n` in the middle of a node twice its side: its four quarters
    /// go to the inner corners of four leaves.
    mutating func expandLeaf(_ n: UInt32) -> UInt32 {
        let q = nodes[Int(n)]
        if leafLevel == 3 {
            let c = q.cells, quarter: UInt64 = 0x0F0F_0F0F
            return find(leaf((c & quarter) << 36), leaf((c >> 4 & quarter) << 32),
                        leaf((c >> 32 & quarter) << 4), leaf(c >> 36 & quarter))
        }
        return find(leaf(0, 0, q.nw << 16, q.ne << 16), leaf(0, 0, q.nw >> 16, q.ne >> 16),
                    leaf(q.sw << 16, q.se << 16, 0, 0), leaf(q.sw >> 16, q.se >> 16, 0, 0))
    }

    /// How many cells of leaf `q` are not 0.
    @inline(__always)
    func leafPopulation(_ q: QuadNode) -> Int {
        leafLevel == 3 ? q.cells.nonzeroBitCount : q.nonzeroBytes
    }

    /// The state of cell (x, y) of leaf `q`, counted from its top-left.
    @inline(__always)
    func leafCell(_ q: QuadNode, x: Int, y: Int) -> UInt8 {
        leafLevel == 3 ? UInt8(truncatingIfNeeded: q.cells >> UInt64(8 * y + x) & 1) : q.cell(x: x, y: y)
    }

    /// Leaf `q` with its cell (x, y) in `state` (0 or 1 for two states).
    mutating func leaf(_ q: QuadNode, settingX x: Int, y: Int, to state: UInt8) -> UInt32 {
        if leafLevel == 3 {
            let bit = UInt64(1) << UInt64(8 * y + x)
            return leaf(state != 0 ? q.cells | bit : q.cells & ~bit)
        }
        let shift = UInt32(8 * x), byte = UInt32(state) << shift, keep = ~(UInt32(0xFF) << shift)
        var rows = (q.nw, q.ne, q.sw, q.se)
        switch y {
        case 0: rows.0 = rows.0 & keep | byte
        case 1: rows.1 = rows.1 & keep | byte
        case 2: rows.2 = rows.2 & keep | byte
        default: rows.3 = rows.3 & keep | byte
        }
        return leaf(rows.0, rows.1, rows.2, rows.3)
    }
}
