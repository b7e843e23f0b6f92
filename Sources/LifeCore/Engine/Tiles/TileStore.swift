/// The tiles a `TiledPlane` steps, as Golly's QuickLife steps its bricks
/// (gollybase/qlifealgo.h): each tile holds two generations, and a tile, or
/// the rows of one, whose neighbourhood is what it was two generations ago is
/// not stepped, since it would come to what it was two generations ago,
/// which it already holds. Still lifes and period-2 oscillators therefore
/// sleep, and a glider costs the rows it moves through; only the edges that
/// changed wake a neighbour, and a tile reads its neighbours' edge cells
/// where they lie, so nothing is copied round a tile and nothing recomputed.
///
/// Layout: a tile is `side` (64) rows of one word, bit i of row r the cell
/// (i, r) of the tile (as a `Board` row), then under a Generations rule one
/// such layer for each bit of the dying cells' age (`Board+Generations`):
/// `tileWords` words a generation. Tile `t` (a slot) keeps generation
/// parity p at `cells[(2t + p)·tileWords ..]`: the current generation in
/// phase `phase`, the one before in the other. Slot 0 is the empty tile,
/// never stepped, whose cells are dead in both phases: a missing neighbour is
/// slot 0, so a tile reads its eight neighbours without a test.
///
/// Exactness (the invariant): every tile held has in its two phases the
/// plane's cells at this generation and the one before; a tile not held is
/// dead at both. A row is stepped when it, or a row beside it, or the edge
/// cell of a neighbour beside it, changed in the last generation against the
/// one before it (`wake`); any other row's next generation is the one it
/// holds from two generations ago, since each generation is a function of
/// the one before (the rule stepped from a generation depends only on its
/// parity, `Rule.Emulation`). An edited tile breaks that (its cells are not
/// the step of its last generation), so it and its neighbours are stepped
/// whole, and it counts as changed whole after its next step (`edited`).
struct TileStore: Sendable {
    /// Rows of a tile, and cells of a row.
    static let side = 64
    /// Layers of a tile: the live cells, then the age bits.
    let layers: Int
    /// Words of one generation of a tile: `layers · side`.
    let tileWords: Int
    /// The cells (layout above).
    var cells: [UInt64]
    /// Each slot's tile coordinates (tile (i, j) holds the plane's x in 64i ..< 64i + 64, y likewise).
    var keys: [GridPoint]
    /// The slot of each tile held.
    var slots: [GridPoint: Int32] = [:]
    /// Each slot's eight neighbours' slots (0: none held), in `Neighbour` order.
    var links: [Int32]
    /// The rows of each slot to step next, bit r for row r.
    var wakeRows: [UInt64]
    /// Slots edited since their last step (see the invariant).
    var edited: [Bool]
    /// Slots in use (slot 0, the empty tile, is not).
    var used: [Bool]
    /// Slots free for a new tile.
    var free: [Int32] = []
    /// The slots to step next, each once.
    var woken: [Int32] = []
    /// The slots being stepped, and what their steps changed (kept to be reused).
    var stepping: [Int32] = []
    var changes: [Change] = []
    /// The phase of the current generation.
    var phase = 0
    /// The parity of the generation the cells are at, as the plane last told
    /// it: a generation of the other parity steps another rule under B0.
    var parity = 0

    /// A neighbour's place in `links`: north (the tile above, y − 1), south, west (x − 1), east, and the corners.
    enum Neighbour: Int, CaseIterable {
        case north, south, west, east, northWest, northEast, southWest, southEast

        /// The tile's offset.
        var offset: (dx: Int, dy: Int) {
            switch self {
            case .north: (0, -1)
            case .south: (0, 1)
            case .west: (-1, 0)
            case .east: (1, 0)
            case .northWest: (-1, -1)
            case .northEast: (1, -1)
            case .southWest: (-1, 1)
            case .southEast: (1, 1)
            }
        }

        /// The neighbour on the other side: my north's south is me.
        var opposite: Neighbour {
            switch self {
            case .north: .south
            case .south: .north
            case .west: .east
            case .east: .west
            case .northWest: .southEast
            case .northEast: .southWest
            case .southWest: .northEast
            case .southEast: .northWest
            }
        }
    }

    /// An empty store for tiles of `layers` layers.
    init(layers: Int) {
        self.layers = layers
        tileWords = layers &* TileStore.side
        cells = [UInt64](repeating: 0, count: 2 &* tileWords)
        keys = [GridPoint(x: 0, y: 0)]
        links = [Int32](repeating: 0, count: 8)
        wakeRows = [0]
        edited = [false]
        used = [false]
    }

    /// Tiles held (the empty slot not counted).
    var count: Int { slots.count }

    /// The slot of tile `key`, made (dead in both phases, linked to its neighbours) if it is not held.
    mutating func slot(_ key: GridPoint) -> Int32 {
        if let slot = slots[key] { return slot }
        let slot: Int32
        if let reused = free.popLast() {
            slot = reused
            let start = Int(slot) &* 2 &* tileWords
            cells.withUnsafeMutableBufferPointer { $0[start..<(start &+ 2 &* tileWords)].update(repeating: 0) }
            keys[Int(slot)] = key
            used[Int(slot)] = true
        } else {
            slot = Int32(keys.count)
            cells.append(contentsOf: repeatElement(0, count: 2 &* tileWords))
            keys.append(key)
            links.append(contentsOf: repeatElement(0, count: 8))
            wakeRows.append(0)
            edited.append(false)
            used.append(true)
        }
        slots[key] = slot
        for place in Neighbour.allCases {
            let (dx, dy) = place.offset
            let other = slots[GridPoint(x: key.x &+ dx, y: key.y &+ dy)] ?? 0
            links[Int(slot) &* 8 &+ place.rawValue] = other
            if other != 0 { links[Int(other) &* 8 &+ place.opposite.rawValue] = slot }
        }
        return slot
    }

    /// Lets tile `slot` go (it must be dead in both phases and not woken).
    mutating func release(_ slot: Int32) {
        let s = Int(slot)
        for place in Neighbour.allCases {
            let other = links[s &* 8 &+ place.rawValue]
            if other != 0 { links[Int(other) &* 8 &+ place.opposite.rawValue] = 0 }
            links[s &* 8 &+ place.rawValue] = 0
        }
        slots[keys[s]] = nil
        used[s] = false
        free.append(slot)
    }

    /// Steps `rows` of `slot` (bit r for row r) next generation too.
    @inline(__always)
    mutating func wake(_ slot: Int32, _ rows: UInt64) {
        let s = Int(slot)
        if wakeRows[s] == 0 { woken.append(slot) }
        wakeRows[s] |= rows
    }

    /// Makes tile `key`'s current generation `tile` (`tileWords` words, layout
    /// above; nil: dead), after an edit: it and its neighbours are stepped
    /// whole next, and it counts as changed whole after that step.
    mutating func replace(_ key: GridPoint, with tile: [UInt64]?) {
        guard tile != nil || slots[key] != nil else { return }
        let slot = self.slot(key), start = (Int(slot) &* 2 &+ phase) &* tileWords
        cells.withUnsafeMutableBufferPointer { cells in
            if let tile {
                for k in 0..<tileWords { cells[start &+ k] = tile[k] }
            } else {
                cells[start..<(start &+ tileWords)].update(repeating: 0)
            }
        }
        edited[Int(slot)] = true
        wake(slot, ~0)
        for place in Neighbour.allCases {
            let (dx, dy) = place.offset
            wake(self.slot(GridPoint(x: key.x &+ dx, y: key.y &+ dy)), ~0)
        }
    }

    /// Edits every tile of `tiles` in (a new rule, a generation of the other parity: nothing is as it was).
    mutating func replaceAll(with tiles: [GridPoint: [UInt64]]) {
        for (key, tile) in tiles { replace(key, with: tile) }
    }

    /// Whether `slot` is dead in both phases.
    func isDead(_ slot: Int32) -> Bool {
        let start = Int(slot) &* 2 &* tileWords
        return cells.withUnsafeBufferPointer { cells in
            var any: UInt64 = 0
            for k in start..<(start &+ 2 &* tileWords) { any |= cells[k] }
            return any == 0
        }
    }

    /// Lets go the tiles dead in both phases that are not woken, so the store
    /// holds what the cells cover and what they just left.
    mutating func collect() {
        for s in 1..<keys.count where used[s] && wakeRows[s] == 0 && !edited[s] && isDead(Int32(s)) {
            release(Int32(s))
        }
    }

    /// The tiles with a cell in a non-zero state at the current generation, as `TiledPlane` holds them.
    func current() -> [GridPoint: [UInt64]] {
        var tiles: [GridPoint: [UInt64]] = [:]
        tiles.reserveCapacity(slots.count)
        cells.withUnsafeBufferPointer { cells in
            for (key, slot) in slots {
                let start = (Int(slot) &* 2 &+ phase) &* tileWords
                let tile = cells[start..<(start &+ tileWords)]
                if tile.contains(where: { $0 != 0 }) { tiles[key] = Array(tile) }
            }
        }
        return tiles
    }
}
