/// Stepping: one generation is two passes per row over packed words.
///
/// 1. Horizontal: for every source row, the 2-bit sum west + self + east of each
///    cell, as two bit-planes `s0` (ones) and `s1` (twos). The row's ends are
///    handled outside the word loop, so the loop itself has no wrap-around
///    branches (see `rowSums`).
/// 2. Vertical: the sums of the rows above and below and the middle row's sum
///    minus the cell itself are added with full adders into a 4-bit neighbour
///    count (bit-planes y0…y3), and the rule is evaluated on those planes.
///
/// Sums are computed once per row and kept in a ring of three rows on the stack
/// (plus row 0's, which the last row needs on a torus), so memory traffic is one
/// read of the current generation and one write of the next.
extension Board {
    /// Advances one generation under `rule` and `topology`.
    public mutating func step() {
        if rule == .conway {
            advance(ConwayKernel())
        } else {
            advance(MaskKernel(rule))
        }
        generation &+= 1
    }

    /// Advances `count` generations (none when `count` ≤ 0).
    public mutating func step(_ count: Int) {
        var left = count
        while left > 0 {
            step()
            left &-= 1
        }
    }

    /// Writes the next generation into `spare`, then swaps the buffers.
    private mutating func advance<K: StepKernel>(_ kernel: K) {
        let geometry = RowGeometry(board: self)
        let n = wordsPerRow
        // Scratch, in words: a zero plane, row 0's two sum planes, and a ring of three
        // rows of two sum planes each.
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 9 &* n) { scratch in
            let base = scratch.baseAddress!
            base.initialize(repeating: 0, count: 9 &* n)
            words.withUnsafeBufferPointer { current in
                spare.withUnsafeMutableBufferPointer { next in
                    Board.generation(
                        from: current.baseAddress!, into: next.baseAddress!, scratch: base,
                        height: height, geometry: geometry, kernel: kernel)
                }
            }
        }
        swap(&words, &spare)
    }

    /// The row loop of one generation: `source` and `target` hold `height` rows of
    /// `geometry.words` words each.
    private static func generation<K: StepKernel>(
        from source: UnsafePointer<UInt64>, into target: UnsafeMutablePointer<UInt64>,
        scratch: UnsafeMutablePointer<UInt64>, height: Int, geometry: RowGeometry, kernel: K
    ) {
        let n = geometry.words
        let zero = RowSums(s0: scratch, s1: scratch)
        let first = RowSums(s0: scratch + n, s1: scratch + 2 &* n)
        func slot(_ i: Int) -> RowSums {
            let p = scratch + (3 &+ 2 &* i) &* n
            return RowSums(s0: p, s1: p + n)
        }
        geometry.rowSums(source, into: first)
        var above = zero
        if geometry.torus {
            if height == 1 {
                above = first
            } else {
                above = slot(0)
                geometry.rowSums(source + (height &- 1) &* n, into: above)
            }
        }
        var middle = first
        var nextSlot = 1
        var y = 0
        while y < height {
            let below: RowSums
            if y &+ 1 < height {
                below = slot(nextSlot)
                geometry.rowSums(source + (y &+ 1) &* n, into: below)
                nextSlot = nextSlot == 2 ? 0 : nextSlot &+ 1
            } else {
                below = geometry.torus ? first : zero
            }
            combine(above, middle, below, centre: source + y &* n, into: target + y &* n, count: n, kernel: kernel)
            target[(y &+ 1) &* n &- 1] &= geometry.lastMask
            above = middle
            middle = below
            y &+= 1
        }
    }

    /// Adds the three rows' sums into neighbour counts and applies the rule to one row.
    @inline(__always)
    private static func combine<K: StepKernel>(
        _ a: RowSums, _ m: RowSums, _ b: RowSums, centre: UnsafePointer<UInt64>,
        into out: UnsafeMutablePointer<UInt64>, count n: Int, kernel: K
    ) {
        var k = 0
        while k < n {
            let c = centre[k]
            let m0 = m.s0[k], m1 = m.s1[k]
            // Middle row without the centre: c is one bit, so (m - c) is
            // t0 = m0 ^ c, t1 = m1 ^ (c & ~m0).
            let t0 = m0 ^ c, t1 = m1 ^ (c & ~m0)
            // Above + below (each 0...3) -> 0...6 in x2 x1 x0.
            let a0 = a.s0[k], a1 = a.s1[k], b0 = b.s0[k], b1 = b.s1[k]
            let x0 = a0 ^ b0, k0 = a0 & b0
            let h1 = a1 ^ b1
            let x1 = h1 ^ k0
            let x2 = (a1 & b1) | (h1 & k0)
            // + middle (0...2) -> 0...8 in y3 y2 y1 y0.
            let y0 = x0 ^ t0, c0 = x0 & t0
            let h2 = x1 ^ t1
            let y1 = h2 ^ c0
            let c1 = (x1 & t1) | (h2 & c0)
            let y2 = x2 ^ c1, y3 = x2 & c1
            out[k] = kernel.next(alive: c, y0: y0, y1: y1, y2: y2, y3: y3)
            k &+= 1
        }
    }
}

/// Pointers to one row's two horizontal-sum bit-planes.
struct RowSums {
    var s0: UnsafeMutablePointer<UInt64>
    var s1: UnsafeMutablePointer<UInt64>
}
