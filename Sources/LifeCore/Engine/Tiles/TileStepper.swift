/// How a `TileStore` steps the woken rows of one tile into its other phase
/// and says what changed against two generations before: by the bounded
/// board's row passes (`PassStepper`, any rule), or, for two-state rules
/// counted by neighbours, by one fused loop (`KernelStepper`).
protocol TileStepper {
    /// Steps rows `rows` (bit r for row r) of `tile`; `scratch` holds
    /// `3 · (side + 2) + tileWords` words of working space.
    func step(_ tile: TileView, rows: UInt64, scratch: UnsafeMutablePointer<UInt64>) -> TileStore.Change
}

/// A tile's size, and the phase of the generation stepped from.
struct TileShape {
    let words: Int, layers: Int, phase: Int, states: Int
}

/// One tile of a `TileStore` as its stepper sees it: its cells at this
/// generation (`now`) and two generations ago, to be replaced (`next`), and
/// its eight neighbours' live cells at this generation (the empty slot for
/// a neighbour not held).
struct TileView {
    let now: UnsafeMutablePointer<UInt64>
    let next: UnsafeMutablePointer<UInt64>
    let cells: UnsafeMutablePointer<UInt64>
    let links: UnsafePointer<Int32>
    let shape: TileShape

    @inline(__always)
    init(slot s: Int, shape: TileShape, cells: UnsafeMutablePointer<UInt64>, links: UnsafePointer<Int32>) {
        now = cells + (s &* 2 &+ shape.phase) &* shape.words
        next = cells + (s &* 2 &+ 1 &- shape.phase) &* shape.words
        self.cells = cells
        self.links = links
        self.shape = shape
    }

    /// The current generation's live cells of the neighbour at `place`.
    @inline(__always)
    func neighbour(_ place: TileStore.Neighbour) -> UnsafeMutablePointer<UInt64> {
        cells + (Int(links[place.rawValue]) &* 2 &+ shape.phase) &* shape.words
    }

    /// Takes the lowest run of set bits off `rows`: its first bit and its length.
    @inline(__always)
    static func takeRun(_ rows: inout UInt64) -> (first: Int, count: Int) {
        let first = rows.trailingZeroBitCount, count = (~(rows &>> UInt64(first))).trailingZeroBitCount
        rows = count == 64 ? 0 : rows & ~(((1 &<< UInt64(count)) &- 1) &<< UInt64(first))
        return (first, count)
    }
}

/// Any rule, by the bounded board's row passes: each run of woken rows, with
/// a row either side, prepared into scratch (`RowPass.prepare`, the cells
/// beyond a row's ends its neighbours' edge bits), combined into scratch,
/// aged under a Generations rule (`Board.age`), and written over `next`.
struct PassStepper<P: RowPass>: TileStepper {
    let pass: P

    @inline(__always)
    func step(_ tile: TileView, rows woken: UInt64, scratch: UnsafeMutablePointer<UInt64>) -> TileStore.Change {
        let side = TileStore.side, layers = tile.shape.layers, now = tile.now, next = tile.next
        let prepared = PreparedRows(base: scratch, plane: side &+ 2, words: 1), fresh = scratch + 3 &* (side &+ 2)
        let west = tile.neighbour(.west), east = tile.neighbour(.east)
        let geometry = RowGeometry(width: side, words: 1, lastMask: ~0)
        var change = TileStore.Change()
        var left = woken
        while left != 0 {
            // Rows first − 1 ... last + 1 prepared as 0 ... count + 1.
            let (first, count) = TileView.takeRun(&left), last = first &+ count &- 1
            if first == 0 {
                let nw = tile.neighbour(.northWest), ne = tile.neighbour(.northEast)
                pass.prepare(tile.neighbour(.north) + (side &- 1), west: nw[side &- 1] >> 63, east: ne[side &- 1] & 1, geometry, prepared, 0)
            } else {
                pass.prepare(now + (first &- 1), west: west[first &- 1] >> 63, east: east[first &- 1] & 1, geometry, prepared, 0)
            }
            var r = first
            while r <= last {
                pass.prepare(now + r, west: west[r] >> 63, east: east[r] & 1, geometry, prepared, r &- first &+ 1)
                r &+= 1
            }
            if last == side &- 1 {
                let sw = tile.neighbour(.southWest), se = tile.neighbour(.southEast)
                pass.prepare(tile.neighbour(.south), west: sw[0] >> 63, east: se[0] & 1, geometry, prepared, count &+ 1)
            } else {
                pass.prepare(now + (last &+ 1), west: west[last &+ 1] >> 63, east: east[last &+ 1] & 1, geometry, prepared, count &+ 1)
            }
            pass.combine(prepared, centre: now + first, into: fresh, count: count)
            if layers > 1 {
                // The ages of the run, aged beside the live cells just made.
                for layer in 1..<layers {
                    for k in 0..<count { fresh[layer &* side &+ k] = now[layer &* side &+ first &+ k] }
                }
                Board.age(planes: layers &- 1, states: tile.shape.states, ages: fresh + side, stride: side, now: fresh,
                          before: now + first, count: count)
            }
            for k in 0..<count {
                let r = first &+ k, live = fresh[k], d = live ^ next[r]
                next[r] = live
                var any = d
                for layer in 1..<layers {
                    let word = fresh[layer &* side &+ k]
                    any |= word ^ next[layer &* side &+ r]
                    next[layer &* side &+ r] = word
                }
                change.note(row: r, any: any, live: d)
            }
        }
        return change
    }
}

extension TileStore.Change {
    /// Notes row `r`'s changes: `any` in any layer, `live` in its live cells.
    @inline(__always)
    mutating func note(row r: Int, any: UInt64, live d: UInt64) {
        // Branch-free: bit r of each mask says whether the row, its live cells, its west and its east cell changed.
        rows |= ((any | (0 &- any)) >> 63) &<< UInt64(r)
        live |= ((d | (0 &- d)) >> 63) &<< UInt64(r)
        west |= (d & 1) &<< UInt64(r)
        east |= (d >> 63) &<< UInt64(r)
    }
}
