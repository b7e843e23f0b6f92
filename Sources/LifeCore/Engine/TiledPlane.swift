/// Golly's unbounded plane held as square tiles that exist only where cells
/// are (QuickLife's idea: gollybase/qlifealgo.cpp keeps the plane as a tree of
/// small bricks and steps only the active ones), so that a pattern costs what
/// its cells cover, not its bounding box: a glider stream thousands of cells
/// long is a few hundred tiles, and a lone glider a few tiles however far it flies.
///
/// Layout: `tiles` maps a tile's coordinates (tile (i, j) holds the plane's
/// cells x in i·side ..< (i+1)·side, y likewise, Golly's coordinates) to its
/// cells laid out as a `Board`'s: `side` rows of `side / 64` words, then, under
/// a Generations rule, one such layer for each bit of the dying cells' age
/// (`Board+Generations`). A tile with no cell in a non-zero state is dropped.
///
/// Stepping reuses the bounded `Board`'s kernels rather than a stepper of its
/// own: each tile that has cells or borders a tile with cells is copied into a
/// bounded board `side + 2·halo` cells square, its neighbours' cells around it
/// as a halo, and that board is stepped `halo` generations. Nothing spreads
/// faster than a cell a generation under the rules stepped (a B0 rule is
/// stepped as the rules Golly emulates it by, `Rule.Emulation`, which have no
/// B0), so the dead cells beyond the halo reach at most `halo` cells in, and
/// the tile in the middle is exact; it replaces the tile. Copying the halo
/// costs a few words a row against `halo` generations of stepping.
public struct TiledPlane: Sendable {
    /// Cells on a tile's side (a multiple of 64).
    public let side: Int
    /// Cells of neighbours copied round a tile, and so generations stepped per copy (1...`side`).
    public let halo: Int
    /// The rule; a change in the number of states kills the dying cells (as on a `Board`).
    public var rule: Rule {
        didSet {
            work.rule = rule
            if rule.states != oldValue.states {
                let ages = [UInt64](repeating: 0, count: (layers &- 1) &* tileWords)
                tiles = tiles.mapValues { Array($0[0..<tileWords]) + ages }
            }
        }
    }
    /// Generations stepped since the plane was made (or given).
    public var generation: Int = 0
    /// The tiles with cells (layout above).
    var tiles: [GridPoint: [UInt64]] = [:]
    /// The bounded board a tile is stepped on, with its halo; its cells are scratch.
    var work: Board

    /// Words a row of a tile.
    var tileRowWords: Int { side >> 6 }
    /// Words of one layer of a tile.
    var tileWords: Int { side &* tileRowWords }
    /// Layers of a tile: the live cells, then the age bits (`Board.agePlanes`).
    var layers: Int { 1 &+ Board.agePlanes(states: rule.states) }

    /// The default tile and halo, measured on the Gosper gun and a lone glider (docs/BENCHMARKS.md, "A pattern on the plane").
    public static let defaultSide = 64
    /// The default halo.
    public static let defaultHalo = 16

    /// An empty plane under `rule`, in tiles of `side` cells (a multiple of 64,
    /// at most 1024) stepped `halo` (1...`side`) generations at a time.
    public init(rule: Rule, side: Int = TiledPlane.defaultSide, halo: Int = TiledPlane.defaultHalo) {
        precondition(side > 0 && side & 63 == 0 && side <= 1024 && (1...side).contains(halo), "tile side or halo out of range")
        self.side = side
        self.halo = halo
        self.rule = rule
        let padded = side &+ 2 &* halo
        // Within Board's limits by the precondition.
        work = try! Board(width: padded, height: padded, topology: .bounded, rule: rule)
    }

    /// Tiles held (each with cells, or one edited to empty and dropped at the next step).
    public var tileCount: Int { tiles.count }

    /// Advances `count` generations (none when `count` ≤ 0).
    public mutating func step(_ count: Int) {
        var left = count
        while left > 0 {
            let run = min(left, halo)
            advance(run)
            left &-= run
        }
    }

    /// Steps every tile with cells, and every tile beside one, `run` (≤ `halo`) generations.
    private mutating func advance(_ run: Int) {
        var candidates = Set<GridPoint>(minimumCapacity: tiles.count &* 4)
        for key in tiles.keys {
            for dy in -1...1 {
                for dx in -1...1 { candidates.insert(GridPoint(x: key.x &+ dx, y: key.y &+ dy)) }
            }
        }
        var next: [GridPoint: [UInt64]] = [:]
        next.reserveCapacity(tiles.count)
        for key in candidates {
            guard gather(round: key) else { continue }
            work.generation = generation
            work.step(run)
            if let tile = middle() { next[key] = tile }
        }
        tiles = next
        generation &+= run
    }

    /// Fills `work` with tile `key` and, around it, `halo` cells of its
    /// neighbours; false (the board then unused) when none of them has a cell there.
    private mutating func gather(round key: GridPoint) -> Bool {
        let n = work.wordsPerRow, padded = work.width, side = side, halo = halo, m = tileRowWords
        let layers = layers, layerWords = tileWords, stride = work.ageStride, tiles = tiles
        var any: UInt64 = 0
        /// Ors layer `layer` of `tile` into `target` (a layer of `work`), its top-left at (`x`, `y`) of the board.
        func put(_ tile: UnsafePointer<UInt64>, at x: Int, _ y: Int, into target: UnsafeMutablePointer<UInt64>) {
            let first = max(0, x) >> 6, last = (min(padded, x &+ side) &- 1) >> 6
            for r in max(0, -y)..<min(side, padded &- y) {
                let row = UnsafeBufferPointer(start: tile + r &* m, count: m), out = target + (y &+ r) &* n
                for k in first...last {
                    let bits = Board.bits(of: row, from: (k << 6) &- x)
                    out[k] |= bits
                    any |= bits
                }
            }
        }
        let mask = work.lastWordMask
        work.words.withUnsafeMutableBufferPointer { words in
            work.ages.withUnsafeMutableBufferPointer { ages in
                words.update(repeating: 0)
                ages.update(repeating: 0)
                for dy in -1...1 {
                    for dx in -1...1 {
                        guard let tile = tiles[GridPoint(x: key.x &+ dx, y: key.y &+ dy)] else { continue }
                        tile.withUnsafeBufferPointer { cells in
                            for layer in 0..<layers {
                                let target = layer == 0 ? words.baseAddress! : ages.baseAddress! + (layer &- 1) &* stride
                                put(cells.baseAddress! + layer &* layerWords, at: dx &* side &+ halo, dy &* side &+ halo, into: target)
                            }
                        }
                    }
                }
                // Cells beyond the board's width in each row's last word must be dead (`Board`'s layout).
                for layer in 0..<layers {
                    let target = layer == 0 ? words.baseAddress! : ages.baseAddress! + (layer &- 1) &* stride
                    for y in 0..<padded { target[y &* n &+ n &- 1] &= mask }
                }
            }
        }
        return any != 0
    }

    /// The tile in the middle of `work` (its cells `halo` in from each edge), nil when it has none.
    private func middle() -> [UInt64]? {
        let n = work.wordsPerRow, m = tileRowWords, halo = halo, stride = work.ageStride, layerWords = tileWords
        var tile = [UInt64](repeating: 0, count: layers &* layerWords)
        var any: UInt64 = 0
        work.words.withUnsafeBufferPointer { words in
            work.ages.withUnsafeBufferPointer { ages in
                tile.withUnsafeMutableBufferPointer { out in
                    for layer in 0..<layers {
                        let source = layer == 0 ? words.baseAddress! : ages.baseAddress! + (layer &- 1) &* stride
                        for r in 0..<side {
                            let row = UnsafeBufferPointer(start: source + (halo &+ r) &* n, count: n)
                            for k in 0..<m {
                                let bits = Board.bits(of: row, from: halo &+ (k << 6))
                                out[layer &* layerWords &+ r &* m &+ k] = bits
                                any |= bits
                            }
                        }
                    }
                }
            }
        }
        return any == 0 ? nil : tile
    }
}
