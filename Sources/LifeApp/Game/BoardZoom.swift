import LifeCore

/// A world seen below a cell a pixel (`Game+Zoom`): each smallest cell on the
/// canvas shows a square of 2^`shift` × 2^`shift` cells of the world
/// (Golly's scale 1:2^shift), lit where any of them is alive and as bright as
/// the share of them alive (`PlaneView.brightness(share:)`), as a giant's
/// plane is drawn; the universe counts them (`LifeAlgorithm.squares`). The
/// world goes on stepping as it is; only the picture is of squares.
///
/// The squares are aligned on the world's cell (0, 0). The window shows the
/// squares round `centre`, within the world's frame (no wrapping: zoomed out,
/// a torus is seen once, with its edges), and `picture` is exactly the
/// window: one board cell a square, `brightness` one value a cell, row by row.
package struct BoardZoom: Sendable {
    /// The farthest out: a board of `Board.maxSide` cells is then one square.
    package static let maxShift = 14

    /// Cells a square side: 2^shift, 1...`maxShift`.
    package internal(set) var shift: Int
    /// The world cell at the middle of the view.
    package internal(set) var centre: GridPoint
    /// The window's squares, one board cell each.
    package private(set) var picture: Board?
    /// How bright each cell of `picture` is, row by row.
    package private(set) var brightness: [Float] = []
    /// The window's top-left cell in the world, and its size in squares.
    package private(set) var window = CellRect(x: 0, y: 0, width: 0, height: 0)
    /// Live (and dying) cells of the world inside the window.
    package private(set) var inside = 0

    package init(shift: Int, centre: GridPoint) {
        self.shift = min(max(shift, 1), Self.maxShift)
        self.centre = centre
    }

    /// Squares needed for `cells` cells from a square's edge.
    package func squares(_ cells: Int) -> Int { (max(0, cells) + (1 << shift) - 1) >> shift }

    /// The window, in world cells (clipped to the world).
    package func cells(in world: WorldFrame) -> CellRect {
        let x = window.x << shift, y = window.y << shift
        return CellRect(x: x, y: y, width: min(world.width - x, window.width << shift),
                        height: min(world.height - y, window.height << shift))
    }

    /// Draws `universe`'s world `frame` as seen through a view of `columns`
    /// × `rows` squares: the window (as near to `centre` as the world
    /// allows), its picture and brightness, and the cells inside it.
    package mutating func draw(_ universe: any LifeAlgorithm, frame world: WorldFrame, columns: Int, rows: Int) {
        let across = squares(world.width), down = squares(world.height)
        let width = max(1, min(columns, across)), height = max(1, min(rows, down))
        let x = min(max((centre.x >> shift) - width / 2, 0), across - width)
        let y = min(max((centre.y >> shift) - height / 2, 0), down - height)
        window = CellRect(x: x, y: y, width: width, height: height)
        let corner = world.golly(GridPoint(x: x << shift, y: y << shift))
        // A frame's squares beyond its edges: only a bounded world's cells are inside it.
        let counts = universe.squares(x: Int128(corner.x), y: Int128(corner.y), columns: width, rows: height, shift: shift)
        guard var drawn = try? universe.picture(width: width, height: height) else { return }
        let area = Double(sign: .plus, exponent: 2 * shift, significand: 1)
        var shares = [Float](repeating: 0, count: counts.count)
        inside = 0
        for (i, count) in counts.enumerated() where count > 0 {
            drawn[i % width, i / width] = true
            shares[i] = PlaneView.brightness(share: count / area)
            inside += Int(count)
        }
        drawn.generation = universe.generation
        picture = drawn
        brightness = shares
    }

    /// Moves the view by (`dx`, `dy`) squares, within `world`; false when it could not move at all.
    package mutating func pan(dx: Int, dy: Int, in world: WorldFrame) -> Bool {
        let side = 1 << shift
        let free = (x: squares(world.width) > window.width, y: squares(world.height) > window.height)
        guard (dx != 0 && free.x) || (dy != 0 && free.y) else { return false }
        let left = (window.x + dx) * side, top = (window.y + dy) * side
        let maxLeft = (squares(world.width) - window.width) * side, maxTop = (squares(world.height) - window.height) * side
        let x = min(max(left, 0), maxLeft), y = min(max(top, 0), maxTop)
        guard x != window.x * side || y != window.y * side else { return false }
        centre = GridPoint(x: x + window.width * side / 2, y: y + window.height * side / 2)
        return true
    }

    /// The world's cells moved by `moved` (an open world grew round them): the view follows them.
    package mutating func move(by moved: GridPoint) {
        centre = GridPoint(x: centre.x + moved.x, y: centre.y + moved.y)
    }

    /// Golly's scale: `1:2^3`.
    package var scale: String { "1:2^\(shift)" }
}
