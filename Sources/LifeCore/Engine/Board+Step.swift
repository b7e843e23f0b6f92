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
/// Rows are stepped in blocks (see `generation`): each row's sums are computed
/// once into a small scratch buffer kept with the board, and the vertical pass
/// runs as one loop over the whole block, so short rows do not each pay a loop
/// set-up. Memory traffic is about one read of the current generation and one
/// write of the next.
extension Board {
    /// Advances one generation under `rule`, the edges joined as `topology` joins them.
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

    /// Rows per block: enough that a block's combine loop runs over about 512 words.
    static func blockRows(wordsPerRow n: Int, height: Int) -> Int {
        min(height, max(1, 512 / n))
    }

    /// Words of scratch `step()` needs: two sum planes of `blockRows + 2` rows.
    static func scratchWords(wordsPerRow n: Int, height: Int) -> Int {
        2 &* (blockRows(wordsPerRow: n, height: height) &+ 2) &* n
    }

    /// Fills the ring, writes the next generation into `spare`, then swaps the buffers.
    private mutating func advance<K: StepKernel>(_ kernel: K) {
        fillRing()
        let geometry = RowGeometry(board: self)
        let columns = Board.columnWords(height: height)
        scratch.withUnsafeMutableBufferPointer { work in
            words.withUnsafeBufferPointer { current in
                spare.withUnsafeMutableBufferPointer { next in
                    ring.withUnsafeBufferPointer { ring in
                        Board.generation(
                            from: current.baseAddress!, into: next.baseAddress!, scratch: work.baseAddress!,
                            ring: RingView(base: ring.baseAddress!, wordsPerRow: geometry.words, columnWords: columns,
                                           isOppositeEdges: topology == .torus),
                            height: height, geometry: geometry, kernel: kernel)
                    }
                }
            }
        }
        swap(&words, &spare)
    }

    /// The block loop of one generation: `source` and `target` hold `height` rows of
    /// `geometry.words` words each; `ring` holds the cells around them.
    ///
    /// A block of `b` output rows starting at `y0` needs the sums of rows
    /// y0−1 ... y0+b, kept as consecutive rows of the scratch planes, so the three
    /// rows each output word needs sit exactly `n` words apart and the whole block
    /// is one combine loop over `b × n` words. The block's last two sum rows are
    /// moved to the front for the next block, so every row is summed once.
    private static func generation<K: StepKernel>(
        from source: UnsafePointer<UInt64>, into target: UnsafeMutablePointer<UInt64>,
        scratch: UnsafeMutablePointer<UInt64>, ring: RingView, height: Int, geometry: RowGeometry, kernel: K
    ) {
        let n = geometry.words
        let block = blockRows(wordsPerRow: n, height: height)
        let plane = (block &+ 2) &* n
        /// Sum row `i` of the block (source row y0 − 1 + i).
        func sums(_ i: Int) -> RowSums {
            RowSums(s0: scratch + i &* n, s1: scratch + (plane &+ i &* n))
        }
        let lastWord = (geometry.width &- 1) >> 6, lastBit = UInt64((geometry.width &- 1) & 63)
        /// Sums source row `y` (-1...height) into `out`, with the ring's cells beyond its ends;
        /// rows −1 and `height` are the ring's own. On a torus the ring is the opposite
        /// edges, read where they are: the row at the other end, the cell at the row's other end.
        func sum(row y: Int, into out: RowSums) {
            let row: UnsafePointer<UInt64>, west: UInt64, east: UInt64
            if ring.isOppositeEdges {
                row = source + (y < 0 ? height &- 1 : y >= height ? 0 : y) &* n
                (west, east) = (row[lastWord] >> lastBit & 1, row[0] & 1)
            } else if y < 0 {
                (row, west, east) = (ring.above, ring.corner(0), ring.corner(1))
            } else if y >= height {
                (row, west, east) = (ring.below, ring.corner(2), ring.corner(3))
            } else {
                (row, west, east) = (source + y &* n, ring.left(y), ring.right(y))
            }
            geometry.rowSums(row, west: west, east: east, into: out)
        }
        sum(row: -1, into: sums(0))
        sum(row: 0, into: sums(1))
        var y0 = 0
        while y0 < height {
            let b = min(block, height &- y0)
            var i = 2
            while i <= b &+ 1 {
                sum(row: y0 &+ i &- 1, into: sums(i))
                i &+= 1
            }
            combine(sums(0), sums(1), sums(2), centre: source + y0 &* n, into: target + y0 &* n, count: b &* n, kernel: kernel)
            var y = y0
            while y < y0 &+ b {
                target[(y &+ 1) &* n &- 1] &= geometry.lastMask
                y &+= 1
            }
            // Rows b and b+1 become rows 0 and 1 (a forward copy: the source lies after the target).
            let from = sums(b), to = sums(0)
            var k = 0
            while k < 2 &* n {
                to.s0[k] = from.s0[k]
                to.s1[k] = from.s1[k]
                k &+= 1
            }
            y0 &+= b
        }
    }

    /// Adds the sums of the rows above (`a`), through (`m`) and below (`b`) each
    /// word into neighbour counts and applies the rule, for `n` words.
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
