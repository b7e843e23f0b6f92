import LifeCore

/// The world after a run, and how to report it, in Golly's coordinates.
package struct RunResult {
    /// What computed the generations.
    package enum World {
        /// The bit-packed board: a bounded grid, or a grid with one unbounded side, grown along it with the cells.
        case board(Board)
        /// HashLife on Golly's unbounded plane.
        case plane(HashLife)
        /// Golly's unbounded plane in tiles that exist only where cells are, for the rules HashLife does not run.
        case tiles(TiledPlane)
    }

    package let world: World
    /// The pattern's name (sanitised), or a description of the random soup.
    package let source: String
    /// The live cells, and their box's top-left on the board (the board only;
    /// on the plane, `livePattern()`).
    package let live: (pattern: Pattern, origin: GridPoint)
    /// Golly's coordinates of the board's top-left cell (`RunJob.place`).
    package let gollyOrigin: GridPoint
    /// The grid the board is, as Golly names it; nil on Golly's unbounded plane.
    package let grid: Grid?
    /// Cells of the pattern that lay beyond the grid and were dropped, as Golly drops them.
    package let dropped: Int

    package init(board: Board, source: String, live: (pattern: Pattern, origin: GridPoint), gollyOrigin: GridPoint,
                 grid: Grid?, dropped: Int = 0) {
        world = .board(board)
        self.source = source
        self.live = live
        self.gollyOrigin = gollyOrigin
        self.grid = grid
        self.dropped = dropped
    }

    package init(plane: HashLife, source: String) { self.init(onPlane: .plane(plane), source: source) }

    package init(tiles: TiledPlane, source: String) { self.init(onPlane: .tiles(tiles), source: source) }

    /// A world on Golly's plane, which holds its cells in its own coordinates (`livePattern()`).
    private init(onPlane world: World, source: String) {
        self.world = world
        self.source = source
        live = (.empty, GridPoint(x: 0, y: 0))
        gollyOrigin = GridPoint(x: 0, y: 0)
        grid = nil
        dropped = 0
    }

    /// The board, when the bit-packed engine ran.
    package var board: Board? {
        if case let .board(board) = world { return board }
        return nil
    }

    package var rule: Rule {
        switch world {
        case let .board(board): board.rule
        case let .plane(life): life.rule
        case let .tiles(tiles): tiles.rule
        }
    }

    package var generation: Int {
        switch world {
        case let .board(board): board.generation
        case let .plane(life): life.generation
        case let .tiles(tiles): tiles.generation
        }
    }

    /// Live cells (beyond 2^64 on the plane for some patterns).
    package var population: UInt128 {
        switch world {
        case let .board(board): UInt128(board.population)
        case let .plane(life): life.population
        case let .tiles(tiles): UInt128(tiles.population)
        }
    }

    /// The live cells' bounding box in Golly's coordinates; nil when there are none.
    package var box: PlaneRect? {
        switch world {
        case .board:
            guard live.pattern.population > 0 else { return nil }
            return PlaneRect(x: Int128(boxOrigin.x), y: Int128(boxOrigin.y),
                             width: Int128(live.pattern.width), height: Int128(live.pattern.height))
        case let .plane(life):
            return life.boundingBox
        case let .tiles(tiles):
            return tiles.boundingBox.map { PlaneRect(x: Int128($0.x), y: Int128($0.y), width: Int128($0.width), height: Int128($0.height)) }
        }
    }

    /// The live cells trimmed to their box and its top-left in Golly's
    /// coordinates; nil when the box is wider or taller than `maxSide`.
    package func livePattern(maxSide: Int = Board.maxSide) -> (pattern: Pattern, origin: GridPoint)? {
        switch world {
        case .board: (live.pattern, boxOrigin)
        case let .plane(life): life.pattern(maxSide: maxSide)
        case let .tiles(tiles):
            if let box = tiles.boundingBox {
                (try? tiles.window(box)).flatMap { box.width <= maxSide && box.height <= maxSide
                    ? ($0.extractPattern().pattern, GridPoint(x: box.x, y: box.y)) : nil }
            } else {
                (.empty, GridPoint(x: 0, y: 0))
            }
        }
    }

    /// The live cells' box's top-left in Golly's coordinates on a board; (0, 0) when there are none.
    package var boxOrigin: GridPoint {
        guard live.pattern.population > 0 else { return GridPoint(x: 0, y: 0) }
        return GridPoint(x: live.origin.x + gollyOrigin.x, y: live.origin.y + gollyOrigin.y)
    }

    /// The grid in Golly's suffix form (`:T64,64`), empty on the plane.
    package var gridSuffix: String { grid.map { ":" + $0.description } ?? "" }

    /// Exactly the object of DESIGN.md's contract, keys in that order, one line.
    /// On the plane (HashLife's, or the tiles' for the other rules) width and height are 0 (Golly's unbounded side) and the topology "plane";
    /// on a grid with one unbounded side (`:T0,68`) that side is 0, as Golly writes it.
    /// Under a Generations rule `live` (the cells in state 1) follows the population,
    /// which counts the dying cells too, as Golly's does.
    package var json: String {
        let (width, height, topology) = switch world {
        case let .board(board): grid.flatMap { $0.isFinite ? nil : ($0.width, $0.height, $0.name) }
            ?? (board.width, board.height, board.topology.name)
        case .plane, .tiles: (0, 0, "plane")
        }
        let b = box ?? PlaneRect(x: 0, y: 0, width: 0, height: 0)
        let live = liveCount.map { "\"live\":\($0)," } ?? ""
        return "{\"rule\":\"\(rule)\",\"width\":\(width),\"height\":\(height),"
            + "\"topology\":\"\(topology)\",\"grid\":\"\(gridSuffix)\",\"generation\":\(generation),"
            + "\"population\":\(population),\(live)\"bbox\":{\"x\":\(b.x),\"y\":\(b.y),"
            + "\"width\":\(b.width),\"height\":\(b.height)}}"
    }

    /// Two lines for people.
    package var summary: String { parts.heading + "\n" + parts.counts }

    /// One line for people, for a run that reports several generations.
    package var line: String { parts.heading + ": " + parts.counts }

    /// What ran (source, generation, rule, world), and what it came to.
    private var parts: (heading: String, counts: String) {
        let world = switch self.world {
        case let .board(board):
            // `bounded` is `--json`'s word; people read "a 200x200 bounded plane".
            grid.map { $0.isFinite ? "a \(board.width)x\(board.height) \(Self.named(board.topology)) (:\($0))"
                : "a \($0.name) (:\($0), a \(board.width)x\(board.height) board here, grown with the cells)" }
                ?? "a \(board.width)x\(board.height) \(Self.named(board.topology))"
        case .plane: "Golly's unbounded plane (HashLife)"
        case let .tiles(tiles): "Golly's unbounded plane (\(tiles.tileCount) tiles of \(tiles.side)x\(tiles.side) where the cells are)"
        }
        let where_ = box.map { "bounding box \($0.width)x\($0.height) at (\($0.x), \($0.y))" } ?? "no live cells"
        let drop = dropped == 0 ? "" : "; \(dropped) cell\(dropped == 1 ? "" : "s") beyond the grid dropped, as Golly drops them"
        let alive = liveCount.map { " (\($0) alive, \(population - UInt128($0)) dying)" } ?? ""
        return ("\(source): \(generation) generations of \(rule) on \(world)", "population \(population)\(alive), \(where_)\(drop)")
    }

    /// The grid's name in the summary: `bounded plane` for `bounded`, else `--json`'s.
    private static func named(_ topology: Topology) -> String { topology == .bounded ? "bounded plane" : topology.name }

    /// Under a Generations rule, the cells in state 1 (the population counts the dying ones too).
    package var liveCount: Int? {
        guard rule.isGenerations else { return nil }
        switch world {
        case let .board(board): return board.liveCount
        case let .tiles(tiles): return tiles.liveCount
        case .plane: return nil
        }
    }
}
