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
/// Stepping is `store`'s (`TileStore`): the same tiles with two generations
/// each, of which only the rows whose neighbourhood changed against two
/// generations before are stepped, so still lifes and period-2 oscillators
/// sleep, as QuickLife's bricks do. `tiles` is what is read and written
/// between steps: a write goes to both, and a step leaves `tiles` the store's
/// current generation.
public struct TiledPlane: Sendable {
    /// Cells on a tile's side (one word a row).
    public var side: Int { TileStore.side }
    /// The rule; a change in the number of states kills the dying cells (as on a `Board`).
    public var rule: Rule {
        didSet {
            if rule.states != oldValue.states {
                let ages = [UInt64](repeating: 0, count: (layers &- 1) &* tileWords)
                tiles = tiles.mapValues { Array($0[0..<tileWords]) + ages }
            }
            // Another rule: no tile's last two generations say what it comes to.
            restock()
        }
    }
    /// Generations stepped since the plane was made (or given).
    public var generation: Int = 0
    /// The tiles with cells (layout above).
    var tiles: [GridPoint: [UInt64]] = [:]
    /// The tiles as they are stepped (see above).
    var store: TileStore

    /// Words a row of a tile.
    var tileRowWords: Int { side >> 6 }
    /// Words of one layer of a tile.
    var tileWords: Int { side &* tileRowWords }
    /// Layers of a tile: the live cells, then the age bits (`Board.agePlanes`).
    var layers: Int { 1 &+ Board.agePlanes(states: rule.states) }

    /// An empty plane under `rule`.
    public init(rule: Rule) {
        self.rule = rule
        store = TileStore(layers: 1 &+ Board.agePlanes(states: rule.states))
    }

    /// Tiles held (each with cells, or one edited to empty and dropped at the next step).
    public var tileCount: Int { tiles.count }

    /// Advances `count` generations (none when `count` ≤ 0).
    public mutating func step(_ count: Int) {
        guard count > 0 else { return }
        // Under B0 the rule stepped from a generation depends on its parity: one given since the last step restarts the store.
        if store.parity != generation & 1 { restock() }
        store.step(count, from: generation, rule: rule)
        generation &+= count
        store.parity = generation & 1
        tiles = store.current()
    }

    /// A store holding `tiles` afresh, each stepped whole at first.
    private mutating func restock() {
        store = TileStore(layers: layers)
        store.parity = generation & 1
        store.replaceAll(with: tiles)
    }
}
