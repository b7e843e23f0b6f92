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
/// Isotropic non-totalistic rules keep each row's west, centre and east planes
/// apart instead of their sums (`IsotropicPass`); Generations rules then age
/// the dying cells in one more pass (`Board+Generations`).
///
/// Rows are stepped in blocks (see `generation`): each row's sums are computed
/// once into a small scratch buffer kept with the board, and the vertical pass
/// runs as one loop over the whole block, so short rows do not each pay a loop
/// set-up. Memory traffic is about one read of the current generation and one
/// write of the next.
///
/// With a `runner` the rows are cut into bands, one a thread, each with
/// scratch of its own: a band reads the rows around it from the current
/// generation and writes only its own rows of the next, so the cells are the
/// same as one thread's (`bands`).
extension Board {
    /// Advances one generation under `rule`, the edges joined as `topology`
    /// joins them; a B0 rule as Golly steps it (`Rule.Emulation`).
    public mutating func step() { step(oneLetterLoops: true) }

    /// `oneLetterLoops: false` steps isotropic rules by the tree loops alone
    /// (`IsotropicPass`; the tests compare the two).
    mutating func step(oneLetterLoops: Bool) {
        let rule = emulation?.rule(from: generation) ?? self.rule
        if !rule.isTotalistic {
            advance(IsotropicPass(rule, specialised: oneLetterLoops))
        } else if rule.birth == Rule.conway.birth, rule.survival == Rule.conway.survival {
            advance(KernelPass(kernel: ConwayKernel()))
        } else {
            advance(KernelPass(kernel: MaskKernel(rule)))
        }
        if rule.isGenerations { age() }
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

    /// Words of scratch `step()` needs for any rule: the prepared rows of a block
    /// and the two beside it (three planes at most), for one band.
    static func scratchWords(wordsPerRow n: Int, height: Int) -> Int {
        3 &* (blockRows(wordsPerRow: n, height: height) &+ 2) &* n
    }

    /// The bands a generation is cut into: one per thread `runner` offers,
    /// fewer where a band would hold less than its `leastPart` words, one without a runner.
    static func bands(runner: (any ParallelRunner)?, wordsPerRow n: Int, height: Int) -> Int {
        guard let runner else { return 1 }
        return max(1, min(runner.width, n &* height / max(1, runner.leastPart), height))
    }

    /// Fills the ring, writes the next generation into `spare` (band by band,
    /// the bands at once with a `runner`), then swaps the buffers.
    private mutating func advance<Pass: RowPass>(_ pass: Pass) {
        fillRing()
        let geometry = RowGeometry(board: self)
        let columns = Board.columnWords(height: height)
        let runner = runner, height = height, isTorus = topology == .torus
        let bands = Board.bands(runner: runner, wordsPerRow: wordsPerRow, height: height)
        let per = Board.scratchWords(wordsPerRow: wordsPerRow, height: height)
        // Grown once, for a runner's bands; `Board.init` allocates one band's.
        if scratch.count < bands &* per { scratch = Array(repeating: 0, count: bands &* per) }
        scratch.withUnsafeMutableBufferPointer { work in
            words.withUnsafeBufferPointer { current in
                spare.withUnsafeMutableBufferPointer { next in
                    ring.withUnsafeBufferPointer { ring in
                        let view = RingView(base: ring.baseAddress!, wordsPerRow: geometry.words, columnWords: columns,
                                            isOppositeEdges: isTorus)
                        let (work, current, next) = (work.baseAddress!, current.baseAddress!, next.baseAddress!)
                        func band(_ part: Int) {
                            Board.generation(from: current, into: next, scratch: work + part &* per, ring: view,
                                             rows: (height &* part / bands)..<(height &* (part &+ 1) / bands),
                                             height: height, geometry: geometry, pass: pass)
                        }
                        if bands > 1, let runner { runner.run(bands, band) } else { band(0) }
                    }
                }
            }
        }
        swap(&words, &spare)
    }

    /// The block loop of one generation's `rows`: `source` and `target` hold
    /// `height` rows of `geometry.words` words each; `ring` holds the cells around them.
    ///
    /// A block of `b` output rows starting at `y0` needs source rows
    /// y0−1 ... y0+b prepared (`RowPass.prepare`), kept as consecutive rows of
    /// the scratch planes, so the three rows each output word needs sit exactly
    /// `n` words apart and the whole block is one combine loop over `b × n`
    /// words. The block's last two prepared rows are moved to the front for the
    /// next block, so every row of the band and the one beside each end is
    /// prepared once (those two once per band).
    private static func generation<Pass: RowPass>(
        from source: UnsafePointer<UInt64>, into target: UnsafeMutablePointer<UInt64>,
        scratch: UnsafeMutablePointer<UInt64>, ring: RingView, rows range: Range<Int>, height: Int,
        geometry: RowGeometry, pass: Pass
    ) {
        let n = geometry.words
        let block = blockRows(wordsPerRow: n, height: height)
        let rows = PreparedRows(base: scratch, plane: (block &+ 2) &* n, words: n)
        let lastWord = (geometry.width &- 1) >> 6, lastBit = UInt64((geometry.width &- 1) & 63)
        /// Prepares source row `y` (-1...height) as row `i`, with the ring's cells beyond its ends;
        /// rows −1 and `height` are the ring's own. On a torus the ring is the opposite
        /// edges, read where they are: the row at the other end, the cell at the row's other end.
        func prepare(row y: Int, as i: Int) {
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
            pass.prepare(row, west: west, east: east, geometry, rows, i)
        }
        prepare(row: range.lowerBound &- 1, as: 0)
        prepare(row: range.lowerBound, as: 1)
        var y0 = range.lowerBound
        while y0 < range.upperBound {
            let b = min(block, range.upperBound &- y0)
            var i = 2
            while i <= b &+ 1 {
                prepare(row: y0 &+ i &- 1, as: i)
                i &+= 1
            }
            pass.combine(rows, centre: source + y0 &* n, into: target + y0 &* n, count: b &* n)
            var y = y0
            while y < y0 &+ b {
                target[(y &+ 1) &* n &- 1] &= geometry.lastMask
                y &+= 1
            }
            // Rows b and b+1 become rows 0 and 1 (a forward copy: the source lies after the target).
            var p = 0
            while p < Pass.planes {
                let from = rows.at(p, b), to = rows.at(p, 0)
                var k = 0
                while k < 2 &* n {
                    to[k] = from[k]
                    k &+= 1
                }
                p &+= 1
            }
            y0 &+= b
        }
    }
}

/// The prepared rows of a block in scratch: `Pass.planes` planes of
/// `plane` words each, row `i` of plane `p` at `base + p·plane + i·words`.
struct PreparedRows {
    let base: UnsafeMutablePointer<UInt64>
    let plane: Int
    let words: Int

    @inline(__always)
    func at(_ p: Int, _ i: Int) -> UnsafeMutablePointer<UInt64> { base + (p &* plane &+ i &* words) }
}

/// What one generation does with the rows: how a source row is prepared into
/// scratch and how a block of output rows is computed from the prepared rows.
protocol RowPass {
    /// The planes a prepared row takes (at most 3, `Board.scratchWords`).
    static var planes: Int { get }
    /// Prepares `row` (a board row or a ring row) as row `i`; `west` and `east` (0 or 1)
    /// are the cells just beyond its ends.
    func prepare(_ row: UnsafePointer<UInt64>, west: UInt64, east: UInt64, _ geometry: RowGeometry, _ rows: PreparedRows, _ i: Int)
    /// Computes `count` output words: prepared rows 0, 1, 2 are above, through and
    /// below the first output row, each `rows.words` further on for the next
    /// rows; `centre` is the board's own row.
    func combine(_ rows: PreparedRows, centre: UnsafePointer<UInt64>, into out: UnsafeMutablePointer<UInt64>,
                 count n: Int)
}

/// A totalistic rule: each row is prepared as the 2-bit sum west + self + east
/// (`RowSums`), and each output word adds the sums of the rows above and below
/// and the middle row's sum minus the cell itself with full adders into a 4-bit
/// neighbour count (bit-planes y0…y3), on which `kernel` decides.
struct KernelPass<K: StepKernel>: RowPass {
    let kernel: K
    static var planes: Int { 2 }

    @inline(__always)
    func prepare(_ row: UnsafePointer<UInt64>, west: UInt64, east: UInt64, _ geometry: RowGeometry, _ rows: PreparedRows, _ i: Int) {
        geometry.rowSums(row, west: west, east: east, into: RowSums(s0: rows.at(0, i), s1: rows.at(1, i)))
    }

    @inline(__always)
    func combine(_ rows: PreparedRows, centre: UnsafePointer<UInt64>, into out: UnsafeMutablePointer<UInt64>,
                 count n: Int) {
        let a = RowSums(s0: rows.at(0, 0), s1: rows.at(1, 0))
        let m = RowSums(s0: rows.at(0, 1), s1: rows.at(1, 1))
        let b = RowSums(s0: rows.at(0, 2), s1: rows.at(1, 2))
        var k = 0
        while k < n {
            let c = centre[k]
            let m0 = m.s0[k], m1 = m.s1[k]
            // Middle row without the centre: c is one bit, so (m - c) is
            // t0 = m0 ^ c, t1 = m1 ^ (c & ~m0).
            let t0 = m0 ^ c, t1 = m1 ^ (c & ~m0)
            let (y0, y1, y2, y3) = countPlanes(a0: a.s0[k], a1: a.s1[k], b0: b.s0[k], b1: b.s1[k], t0: t0, t1: t1)
            out[k] = kernel.next(alive: c, y0: y0, y1: y1, y2: y2, y3: y3)
            k &+= 1
        }
    }
}

/// Above + below (each a 2-bit sum 0...3) + middle (0...2) with full adders
/// into a 4-bit count 0...8, as bit-planes y0 (ones) … y3 (eights).
@inline(__always)
func countPlanes(a0: UInt64, a1: UInt64, b0: UInt64, b1: UInt64, t0: UInt64, t1: UInt64)
    -> (UInt64, UInt64, UInt64, UInt64) {
    // Above + below -> 0...6 in x2 x1 x0.
    let x0 = a0 ^ b0, k0 = a0 & b0
    let h1 = a1 ^ b1
    let x1 = h1 ^ k0
    let x2 = (a1 & b1) | (h1 & k0)
    // + middle -> 0...8 in y3 y2 y1 y0.
    let y0 = x0 ^ t0, c0 = x0 & t0
    let h2 = x1 ^ t1
    let y1 = h2 ^ c0
    let c1 = (x1 & t1) | (h2 & c0)
    return (y0, y1, x2 ^ c1, x2 & c1)
}
