/// Two-state rules counted by neighbours (B3/S23's `ConwayKernel`, any
/// other's `MaskKernel`) on a tile, in one fused loop down each run of woken
/// rows: the horizontal sums of the rows above, through and below slide
/// down in registers (`RowSums`' adder, the cells beyond a row's ends its
/// west and east neighbours' edge bits), the bounded board's adder and
/// kernel make the next word (`countPlanes`, `StepKernel`), and it is
/// written over `next` against what that held. Nothing goes through
/// scratch, which made the row passes' path (`PassStepper`) a quarter
/// dearer on a glider stream (docs/BENCHMARKS.md, "Tried and not kept").
struct KernelStepper<K: StepKernel>: TileStepper {
    let kernel: K

    /// A row: its cells and its west + self + east sums, ones and twos.
    typealias Sums = (c: UInt64, s0: UInt64, s1: UInt64)

    @inline(__always)
    func step(_ tile: TileView, rows woken: UInt64, scratch: UnsafeMutablePointer<UInt64>) -> TileStore.Change {
        let side = TileStore.side, now = tile.now, next = tile.next
        let west = tile.neighbour(.west), east = tile.neighbour(.east)
        /// Row `r`'s sums; rows −1 and `side` are the edge rows of the tiles above and below.
        @inline(__always)
        func sums(_ r: Int) -> Sums {
            let c: UInt64, w: UInt64, e: UInt64
            if r < 0 {
                (c, w, e) = (tile.neighbour(.north)[side &- 1], tile.neighbour(.northWest)[side &- 1] >> 63, tile.neighbour(.northEast)[side &- 1] & 1)
            } else if r >= side {
                (c, w, e) = (tile.neighbour(.south)[0], tile.neighbour(.southWest)[0] >> 63, tile.neighbour(.southEast)[0] & 1)
            } else {
                (c, w, e) = (now[r], west[r] >> 63, east[r] & 1)
            }
            return Self.sums(c, west: w, east: e)
        }
        var rows: UInt64 = 0, westRows: UInt64 = 0, eastRows: UInt64 = 0
        /// Row `r`'s next cells from the sums of the rows above, through and below, written over `next`.
        @inline(__always)
        func write(_ r: Int, _ above: Sums, _ middle: Sums, _ below: Sums) {
            let c = middle.c
            // The middle row's sum without the cell itself, as in `KernelPass.combine`.
            let t0 = middle.s0 ^ c, t1 = middle.s1 ^ (c & ~middle.s0)
            let (y0, y1, y2, y3) = countPlanes(a0: above.s0, a1: above.s1, b0: below.s0, b1: below.s1, t0: t0, t1: t1)
            let cells = kernel.next(alive: c, y0: y0, y1: y1, y2: y2, y3: y3), d = cells ^ next[r]
            next[r] = cells
            // Branch-free: bit r of each mask says whether the row, its west and its east cell changed.
            rows |= ((d | (0 &- d)) >> 63) &<< UInt64(r)
            westRows |= (d & 1) &<< UInt64(r)
            eastRows |= (d >> 63) &<< UInt64(r)
        }
        // Each run of woken rows (no closure, so the masks stay in registers).
        var left = woken
        while left != 0 {
            let (first, count) = TileView.takeRun(&left), end = first &+ count
            var above = sums(first &- 1), middle = sums(first)
            var r = first
            // Rows whose row below is this tile's, then the last row, whose row below may be the tile below's.
            while r < min(end, side &- 1) {
                let below = Self.sums(now[r &+ 1], west: west[r &+ 1] >> 63, east: east[r &+ 1] & 1)
                write(r, above, middle, below)
                (above, middle) = (middle, below)
                r &+= 1
            }
            if end == side { write(side &- 1, above, middle, sums(side)) }
        }
        return TileStore.Change(rows: rows, live: rows, west: westRows, east: eastRows)
    }

    /// A row's cells `c` with their west + self + east sums, `w` and `e` (0 or 1) the cells beyond its ends.
    @inline(__always)
    static func sums(_ c: UInt64, west w: UInt64, east e: UInt64) -> Sums {
        let wc = c << 1 | w, ec = c >> 1 | e << 63, t = wc ^ ec
        return (c, t ^ c, (wc & ec) | (t & c))
    }
}
