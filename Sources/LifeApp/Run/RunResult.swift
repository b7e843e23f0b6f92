import LifeCore

/// The board after a run, and how to report it, in Golly's coordinates.
package struct RunResult {
    package let board: Board
    /// The pattern's name (sanitised), or a description of the random soup.
    package let source: String
    /// The live cells, and their box's top-left on the board.
    package let live: (pattern: Pattern, origin: GridPoint)
    /// Golly's coordinates of the board's top-left cell (`RunJob.place`).
    package let gollyOrigin: GridPoint
    /// The grid the board is, as Golly names it; nil where it stood in for Golly's unbounded plane.
    package let grid: Grid?
    /// Cells of the pattern that lay beyond the grid and were dropped, as Golly drops them.
    package let dropped: Int

    package init(board: Board, source: String, live: (pattern: Pattern, origin: GridPoint), gollyOrigin: GridPoint,
                 grid: Grid?, dropped: Int = 0) {
        self.board = board
        self.source = source
        self.live = live
        self.gollyOrigin = gollyOrigin
        self.grid = grid
        self.dropped = dropped
    }

    /// The live cells' box's top-left in Golly's coordinates; (0, 0) when there are none.
    package var boxOrigin: GridPoint {
        guard live.pattern.population > 0 else { return GridPoint(x: 0, y: 0) }
        return GridPoint(x: live.origin.x + gollyOrigin.x, y: live.origin.y + gollyOrigin.y)
    }

    /// The grid in Golly's suffix form (`:T64,64`), empty on the plane.
    package var gridSuffix: String { grid.map { ":" + $0.description } ?? "" }

    /// Exactly the object of DESIGN.md's contract, keys in that order, one line;
    /// under a Generations rule `live` (the cells in state 1) follows the population,
    /// which counts the dying cells too, as Golly's does.
    package var json: String {
        let box = live.pattern, at = boxOrigin
        let live = board.rule.isGenerations ? "\"live\":\(board.liveCount)," : ""
        return "{\"rule\":\"\(board.rule)\",\"width\":\(board.width),\"height\":\(board.height),"
            + "\"topology\":\"\(board.topology.name)\",\"grid\":\"\(gridSuffix)\",\"generation\":\(board.generation),"
            + "\"population\":\(board.population),\(live)\"bbox\":{\"x\":\(at.x),\"y\":\(at.y),"
            + "\"width\":\(box.width),\"height\":\(box.height)}}"
    }

    /// Two lines for people.
    package var summary: String {
        let box = live.pattern, at = boxOrigin
        let world = grid.map { "a \(board.width)x\(board.height) \(board.topology.name) (:\($0))" }
            ?? "Golly's unbounded plane (a \(board.width)x\(board.height) torus here)"
        let where_ = box.population == 0 ? "no live cells" : "bounding box \(box.width)x\(box.height) at (\(at.x), \(at.y))"
        let drop = dropped == 0 ? "" : "; \(dropped) cell\(dropped == 1 ? "" : "s") beyond the grid dropped, as Golly drops them"
        let alive = board.rule.isGenerations ? " (\(board.liveCount) alive, the rest dying)" : ""
        return "\(source): \(board.generation) generations of \(board.rule) on \(world)\npopulation \(board.population)\(alive), \(where_)\(drop)"
    }

    /// The final board as RLE trimmed to its live cells, with the rule and grid
    /// in the header and where the cells lie and when (`#CXRLE Pos= Gen=`, Golly's
    /// coordinates), so Golly loads it in place.
    package var rle: String {
        RLEWriter.encode(annotated, rule: RuleSpec(rule: board.rule, grid: grid))
    }

    /// The same RLE as `rle`, written to `file` a chunk at a time.
    package func writeRLE(to file: OutputFile) throws(FileError) {
        try RLEWriter.write(annotated, rule: RuleSpec(rule: board.rule, grid: grid)) { chunk throws(FileError) in
            try file.writeAll(chunk)
        }
    }

    private var annotated: Pattern {
        var p = live.pattern.with(name: source, comments: ["lifecam run: generation \(board.generation), population \(board.population)"])
        if p.population > 0 { p.position = boxOrigin }
        if board.generation > 0 { p.generation = board.generation }
        return p
    }
}
