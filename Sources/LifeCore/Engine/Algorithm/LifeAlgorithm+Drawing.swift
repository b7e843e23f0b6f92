/// Drawing a universe, as Golly's `lifealgo::draw` does for its viewport:
/// the boards play and render paint (`picture(width:height:)`, `draw`) and
/// the squares of a view zoomed out (`squares`). These defaults read the
/// universe cell by cell through `state(x:y:)`, so any engine draws; lifecam's
/// own engines replace them with readings a word, a tile or a node at a time.
extension LifeAlgorithm {
    /// A rule of no births or survivals with the universe's states: a picture's
    /// rule is only read for its states (a picture is never stepped).
    public var pictureRule: Rule { Rule(birthMask: 0, survivalMask: 0, states: states) }

    /// Any corner will do.
    public var squareAnchor: GridPoint? { nil }

    /// An empty picture of `width × height` cells for `draw`: a bounded board
    /// under `pictureRule`. Throws for a size `Board` refuses.
    public func picture(width: Int, height: Int) throws(BoardError) -> Board {
        try Board(width: width, height: height, topology: .bounded, rule: pictureRule)
    }

    public func draw(into picture: inout Board, at origin: GridPoint) {
        picture.clear()
        for row in 0..<picture.height {
            for column in 0..<picture.width {
                let state = foldedState(x: origin.x &+ column, y: origin.y &+ row)
                if state != 0 { picture.setState(state, x: column, y: row) }
            }
        }
        picture.generation = generation
    }

    public func write(_ picture: Board, at origin: GridPoint) throws(AlgorithmError) {
        try writeCellByCell(picture, at: origin)
    }

    /// `write` through `setState`, each cell that differs.
    public func writeCellByCell(_ picture: Board, at origin: GridPoint) throws(AlgorithmError) {
        for row in 0..<picture.height {
            for column in 0..<picture.width {
                let state = picture.state(x: column, y: row), x = origin.x &+ column, y = origin.y &+ row
                if state != self.state(x: x, y: y) { try setState(state, x: x, y: y) }
            }
        }
    }

    /// The state at Golly's (x, y), a point beyond a bounded grid taken to the
    /// cell its joins bring there (0 where none does), as `draw` shows it.
    public func foldedState(x: Int, y: Int) -> Int {
        guard let grid, grid.isFinite else { return state(x: x, y: y) }
        let corner = grid.origin
        guard let cell = grid.topology.fold(x &- corner.x, y &- corner.y, width: grid.width, height: grid.height) else { return 0 }
        return state(x: cell.x &+ corner.x, y: cell.y &+ corner.y)
    }

    public func squares(x: Int128, y: Int128, columns: Int, rows: Int, shift: Int) -> [Double] {
        let window = SquareWindow(x: x, y: y, columns: columns, rows: rows, shift: shift)
        var counts = [Double](repeating: 0, count: window.count)
        guard let box = boundingBox, let part = window.clip(box) else { return counts }
        for cy in part.y..<(part.y + part.height) {
            for cx in part.x..<(part.x + part.width) where state(x: Int(cx), y: Int(cy)) != 0 {
                counts[window.index(cx, cy)] += 1
            }
        }
        return counts
    }
}

/// The grid of squares `LifeAlgorithm.squares` counts in: `columns` × `rows`
/// squares of 2^`shift` cells a side, the first one's top-left cell at Golly's
/// (`x`, `y`).
struct SquareWindow {
    let x: Int128, y: Int128, columns: Int, rows: Int, shift: Int

    init(x: Int128, y: Int128, columns: Int, rows: Int, shift: Int) {
        precondition(columns >= 0 && rows >= 0 && (0...HashLife.maxExponent).contains(shift), "bad square grid")
        self.x = x
        self.y = y
        self.columns = columns
        self.rows = rows
        self.shift = shift
    }

    /// Squares in the grid.
    var count: Int { columns * rows }
    /// The cells just right of and below the grid.
    var right: Int128 { x + (Int128(columns) << shift) }
    var bottom: Int128 { y + (Int128(rows) << shift) }

    /// The part of `rect` the grid covers, nil when none.
    func clip(_ rect: PlaneRect) -> PlaneRect? {
        let left = max(x, rect.x), top = max(y, rect.y)
        let far = min(right, rect.x + rect.width), low = min(bottom, rect.y + rect.height)
        guard left < far, top < low else { return nil }
        return PlaneRect(x: left, y: top, width: far - left, height: low - top)
    }

    /// The square holding cell (cx, cy), which lies in the grid.
    func index(_ cx: Int128, _ cy: Int128) -> Int { Int((cy - y) >> shift) * columns + Int((cx - x) >> shift) }

    /// Whether cell (cx, cy) lies in the grid.
    func contains(_ cx: Int128, _ cy: Int128) -> Bool { cx >= x && cy >= y && cx < right && cy < bottom }

    /// Whether a square of `side` cells with its top-left at (cx, cy) overlaps the grid.
    func overlaps(_ cx: Int128, _ cy: Int128, side: Int128) -> Bool {
        cx < right && cy < bottom && cx + side > x && cy + side > y
    }

    /// The counts of a board whose top-left cell is Golly's `corner` and of
    /// `width × height` cells, read by `count` (given the board cell of the
    /// squares' top-left, which is within a square of the board, and the
    /// squares that cover it) and laid into a grid of this window's size.
    func counts(board corner: GridPoint, width: Int, height: Int,
                _ count: (_ left: Int, _ top: Int, _ columns: Int, _ rows: Int) -> [Int]) -> [Double] {
        var out = [Double](repeating: 0, count: self.count)
        let rect = PlaneRect(x: Int128(corner.x), y: Int128(corner.y), width: Int128(width), height: Int128(height))
        guard let part = clip(rect) else { return out }
        // The squares the part touches: their corner lies at most a square left of and above the board.
        let first = (column: Int((part.x - x) >> shift), row: Int((part.y - y) >> shift))
        let last = (column: Int((part.x + part.width - 1 - x) >> shift), row: Int((part.y + part.height - 1 - y) >> shift))
        let across = last.column - first.column + 1, down = last.row - first.row + 1
        let left = Int(x + (Int128(first.column) << shift) - Int128(corner.x))
        let top = Int(y + (Int128(first.row) << shift) - Int128(corner.y))
        let inner = count(left, top, across, down)
        for r in 0..<down {
            for c in 0..<across where inner[r * across + c] != 0 {
                out[(first.row + r) * columns + first.column + c] = Double(inner[r * across + c])
            }
        }
        return out
    }
}
