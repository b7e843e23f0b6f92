import LifeCore

/// The part of the universe a game treats as its world, and how its cells
/// are numbered: world cell (x, y) is Golly's (origin.x + x, origin.y + y).
/// The view (`Viewport`), the clicks, the brushes, births from motion and the
/// keep-alive work in world cells; the universe (`LifeAlgorithm`) in Golly's.
///
/// A bounded grid (a `--world`, a rule's grid, the soup's torus the size of
/// the view) is its own frame, its top-left cell Golly's (−⌊W/2⌋, −⌊H/2⌋).
/// On Golly's unbounded plane, or along the open side of a grid with one
/// (Golly's tube `:T0,68`), the frame is as large as the cells and the view
/// need and grows as the cells spread (`grow`), as lifecam's largest board
/// would hold them: a frame past `Board.maxSide` cannot be had, and there the
/// plane goes on with HashLife (`Game+World`). A growth moves `origin`, so
/// world cells are renumbered; Golly's coordinates never move.
package struct WorldFrame: Sendable, Equatable {
    /// Golly's coordinates of world cell (0, 0).
    package internal(set) var origin: GridPoint
    package internal(set) var width: Int
    package internal(set) var height: Int
    /// How the edges join, for the view and for what is stamped or sown
    /// across them: the grid's; a bounded plane on Golly's plane.
    package let topology: Topology
    /// The grid as Golly names it (a side of 0: unbounded that way); nil on Golly's plane.
    package private(set) var grid: Grid?
    /// Along which sides the frame grows with the cells; nil on a bounded world.
    package let open: Board.OpenSide?

    /// A bounded world of `width × height` cells, as a grid of `topology` (Golly's coordinates centred on it).
    package init(width: Int, height: Int, topology: Topology) {
        let grid = Grid(width: width, height: height, topology: topology)
        self.init(origin: grid.origin, width: width, height: height, topology: grid.topology, grid: grid, open: nil)
    }

    init(origin: GridPoint, width: Int, height: Int, topology: Topology, grid: Grid?, open: Board.OpenSide?) {
        self.origin = origin
        self.width = width
        self.height = height
        self.topology = topology
        self.grid = grid
        self.open = open
    }

    /// Whether the world is Golly's unbounded plane (not a grid, nor a tube).
    package var isPlane: Bool { grid == nil }

    /// The world as a grid of its size (on an open world, the stretch the frame holds now).
    package var sizeGrid: Grid { Grid(width: width, height: height, topology: topology) }

    /// Golly's coordinates of world cell `cell`.
    package func golly(_ cell: GridPoint) -> GridPoint { GridPoint(x: cell.x + origin.x, y: cell.y + origin.y) }

    /// The world cell at Golly's `point`.
    package func cell(_ point: GridPoint) -> GridPoint { GridPoint(x: point.x - origin.x, y: point.y - origin.y) }

    /// The world cell that point (x, y) of the plane of world cells stands
    /// for, as the edges' joins make it (`Topology.fold`); nil off a bounded
    /// edge. An open world's frame is a bounded plane.
    package func fold(_ x: Int, _ y: Int) -> GridPoint? { topology.fold(x, y, width: width, height: height) }

    /// The world cells of Golly's `box`.
    func cells(of box: PlaneRect) -> CellRect {
        CellRect(x: Int(box.x) - origin.x, y: Int(box.y) - origin.y, width: Int(box.width), height: Int(box.height))
    }

    /// The frame for `pattern` on an open `grid` (nil: Golly's plane), its
    /// top-left at Golly's `at`, seen through a view of `view` cells: along
    /// each open side at least the view's length and the pattern's with room
    /// at each end (`Board.openLength`), the pattern in the middle; along a
    /// finite side the grid's. Nil when the pattern is too large for any board.
    package static func open(grid: Grid?, for pattern: Pattern, at: GridPoint, view: (width: Int, height: Int)) -> WorldFrame? {
        let side: Board.OpenSide = grid.map { $0.width == 0 ? .across : .down } ?? .both
        func axis(_ extent: Int, _ view: Int, _ start: Int) -> (length: Int, origin: Int)? {
            guard let room = Board.openLength(holding: extent) else { return nil }
            let length = min(Board.maxSide, max(view, room))
            return (length, start - (length - extent) / 2)
        }
        let finite = grid.map { (width: ($0.width, $0.origin.x), height: ($0.height, $0.origin.y)) }
        guard let across = side == .down ? finite?.width : axis(pattern.width, view.width, at.x),
              let down = side == .across ? finite?.height : axis(pattern.height, view.height, at.y) else { return nil }
        return WorldFrame(origin: GridPoint(x: across.1, y: down.1), width: across.0, height: down.0,
                          topology: grid?.topology ?? .bounded, grid: grid, open: side)
    }

    /// Empty lines between the cells in world cells `box` and the nearer open end.
    func room(around box: CellRect) -> Int {
        let across = min(box.x, width - box.x - box.width), down = min(box.y, height - box.y - box.height)
        switch open {
        case .across: return across
        case .down: return down
        case .both: return min(across, down)
        case nil: return Int.max
        }
    }

    /// Grows the frame along its open sides round the cells of world cells
    /// `box` (as `Board.growOpen` grows a board: the cells centred with
    /// `openMargin`, or half their extent, free at each end); returns how far
    /// the world cells moved. Throws when that would pass `Board.maxSide`.
    mutating func grow(around box: CellRect) throws(BoardError) -> GridPoint {
        guard let open else { return GridPoint(x: 0, y: 0) }
        func axis(extent: Int, length: Int, at: Int) throws(BoardError) -> (length: Int, shift: Int) {
            guard let room = Board.openLength(holding: extent) else {
                throw BoardError.invalidSize(width: extent + 4, height: extent + 4)
            }
            let wanted = max(length, room)
            return (wanted, (wanted - extent) / 2 - at)
        }
        let across = open == .down ? (length: width, shift: 0) : try axis(extent: box.width, length: width, at: box.x)
        let down = open == .across ? (length: height, shift: 0) : try axis(extent: box.height, length: height, at: box.y)
        width = across.length
        height = down.length
        origin = GridPoint(x: origin.x - across.shift, y: origin.y - down.shift)
        return GridPoint(x: across.shift, y: down.shift)
    }

    /// Makes the frame hold world cells `rect` too (the view, panned past its
    /// edge), growing it on the sides it passes; returns how far the world
    /// cells moved, nil when it would pass `Board.maxSide` (nothing changed).
    mutating func hold(_ rect: CellRect) -> GridPoint? {
        let left = max(0, -rect.x), top = max(0, -rect.y)
        let right = max(0, rect.x + rect.width - width), bottom = max(0, rect.y + rect.height - height)
        guard width + left + right <= Board.maxSide, height + top + bottom <= Board.maxSide else { return nil }
        width += left + right
        height += top + bottom
        origin = GridPoint(x: origin.x - left, y: origin.y - top)
        return GridPoint(x: left, y: top)
    }

    /// The frame of a bounded world resized to `width × height`, the content
    /// centred as `Board.resized` centres it: Golly's coordinates of the
    /// cells stay; returns how far the world cells moved.
    mutating func resize(width newWidth: Int, height newHeight: Int) -> GridPoint {
        let moved = GridPoint(x: newWidth / 2 - width / 2, y: newHeight / 2 - height / 2)
        width = newWidth
        height = newHeight
        origin = GridPoint(x: origin.x - moved.x, y: origin.y - moved.y)
        grid = Grid(width: newWidth, height: newHeight, topology: topology)
        return moved
    }
}
