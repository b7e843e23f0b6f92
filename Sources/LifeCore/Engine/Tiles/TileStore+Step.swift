/// Stepping a `TileStore` a generation at a time: each woken tile's woken
/// rows are prepared and combined by the bounded board's own row passes
/// (`RowPass`: a tile row is a board row one word wide, the cells beyond its
/// ends the edge bits of its west and east neighbours, the rows beyond its
/// ends its north and south neighbours' edge rows), written into the other
/// phase against what it held two generations ago, and what changed wakes
/// the rows beside it, here and in the neighbours whose edge cells changed.
/// Rows go by 64-bit masks, bit r for row r.
extension TileStore {
    /// What one tile's step changed against two generations before: its rows
    /// (any layer), and its edges' live cells, which its neighbours read.
    struct Change {
        var slot: Int32 = 0
        /// Rows changed in any layer, and in their live cells.
        var rows: UInt64 = 0, live: UInt64 = 0
        /// Rows whose west (bit 0) and east (bit 63) live cells changed.
        var west: UInt64 = 0, east: UInt64 = 0
    }

    /// The passes a rule steps by (as `Board.step` picks them).
    enum Pass {
        case conway(KernelPass<ConwayKernel>)
        case mask(KernelPass<MaskKernel>)
        case isotropic(IsotropicPass)

        init(_ rule: Rule) {
            if !rule.isTotalistic {
                self = .isotropic(IsotropicPass(rule))
            } else if rule.birth == Rule.conway.birth, rule.survival == Rule.conway.survival {
                self = .conway(KernelPass(kernel: ConwayKernel()))
            } else {
                self = .mask(KernelPass(kernel: MaskKernel(rule)))
            }
        }
    }

    /// Advances `count` generations from `generation` under `rule` (a B0 rule
    /// as Golly steps it, `Rule.Emulation`), dropping the tiles left dead every 1024.
    mutating func step(_ count: Int, from generation: Int, rule: Rule) {
        let emulation = rule.emulation
        let even = Pass(emulation?.even ?? rule), odd = emulation.map { Pass($0.odd) } ?? even
        // Prepared rows (three planes of side + 2), then a tile's next generation, all layers.
        var scratch = [UInt64](repeating: 0, count: 3 &* (TileStore.side &+ 2) &+ tileWords)
        var done = 0
        while done < count {
            guard !woken.isEmpty else {
                // Nothing changed against two generations ago: every tile is still or period 2.
                phase ^= (count &- done) & 1
                break
            }
            let states = rule.states
            // Two states and a count of neighbours: the fused loop; else the board's passes.
            switch (generation &+ done) & 1 == 0 ? even : odd {
            case let .conway(pass) where layers == 1: advance(KernelStepper(kernel: pass.kernel), states: states, scratch: &scratch)
            case let .mask(pass) where layers == 1: advance(KernelStepper(kernel: pass.kernel), states: states, scratch: &scratch)
            case let .conway(pass): advance(PassStepper(pass: pass), states: states, scratch: &scratch)
            case let .mask(pass): advance(PassStepper(pass: pass), states: states, scratch: &scratch)
            case let .isotropic(pass): advance(PassStepper(pass: pass), states: states, scratch: &scratch)
            }
            done &+= 1
            if done & 1023 == 0 { collect() }
        }
        collect()
    }

    /// One generation: the woken rows stepped into the other phase, then what changed woken for the next.
    private mutating func advance<S: TileStepper>(_ stepper: S, states: Int, scratch: inout [UInt64]) {
        swap(&woken, &stepping)
        woken.removeAll(keepingCapacity: true)
        changes.removeAll(keepingCapacity: true)
        let shape = TileShape(words: tileWords, layers: layers, phase: phase, states: states)
        scratch.withUnsafeMutableBufferPointer { scratch in
            cells.withUnsafeMutableBufferPointer { cells in
                links.withUnsafeBufferPointer { links in
                    for slot in stepping {
                        let s = Int(slot)
                        let tile = TileView(slot: s, shape: shape, cells: cells.baseAddress!, links: links.baseAddress! + s &* 8)
                        var change = stepper.step(tile, rows: wakeRows[s], scratch: scratch.baseAddress!)
                        change.slot = slot
                        wakeRows[s] = 0
                        if edited[s] {
                            // Its last generation was not the step of the one before: all of it counts as changed.
                            (change.rows, change.live, change.west, change.east) = (~0, ~0, ~0, ~0)
                            edited[s] = false
                        }
                        changes.append(change)
                    }
                }
            }
        }
        phase ^= 1
        for change in changes { wakeAround(change) }
    }

    /// Wakes, for the next generation, the rows beside those `change` saw
    /// changed, and the rows of the neighbours beside its changed edge cells
    /// (made where none is held: cells may be born there).
    private mutating func wakeAround(_ change: Change) {
        let slot = change.slot, top: UInt64 = 1 << 63, bottom: UInt64 = 1
        /// The rows beside `rows`, and themselves.
        func spread(_ rows: UInt64) -> UInt64 { rows | rows << 1 | rows >> 1 }
        if change.rows != 0 { wake(slot, spread(change.rows)) }
        if change.live & 1 != 0 { wake(neighbour(slot, .north), top) }
        if change.live >> 63 != 0 { wake(neighbour(slot, .south), bottom) }
        if change.west != 0 {
            wake(neighbour(slot, .west), spread(change.west))
            if change.west & 1 != 0 { wake(neighbour(slot, .northWest), top) }
            if change.west >> 63 != 0 { wake(neighbour(slot, .southWest), bottom) }
        }
        if change.east != 0 {
            wake(neighbour(slot, .east), spread(change.east))
            if change.east & 1 != 0 { wake(neighbour(slot, .northEast), top) }
            if change.east >> 63 != 0 { wake(neighbour(slot, .southEast), bottom) }
        }
    }

    /// The slot of `slot`'s neighbour at `place`, made if none is held.
    @inline(__always)
    private mutating func neighbour(_ slot: Int32, _ place: Neighbour) -> Int32 {
        let linked = links[Int(slot) &* 8 &+ place.rawValue]
        guard linked == 0 else { return linked }
        let key = keys[Int(slot)], (dx, dy) = place.offset
        return self.slot(GridPoint(x: key.x &+ dx, y: key.y &+ dy))
    }
}

extension RowGeometry {
    /// The geometry of rows `width` cells wide in `words` words, `lastMask` the last word's valid bits.
    init(width: Int, words: Int, lastMask: UInt64) {
        self.width = width
        self.words = words
        self.lastMask = lastMask
    }
}
