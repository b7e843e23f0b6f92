import LifeCore

/// Which part of the world (the board) the canvas shows.
///
/// The view is as many Life cells as cover the canvas (`CanvasGeometry`'s
/// board). Where the world is larger, the canvas shows a window of the
/// view's size whose top-left is world cell `origin`; where it is smaller
/// (a `--world` smaller than the terminal), the whole world is shown,
/// centred, as `SceneLayout` centres any board. Where the world's edges are
/// joined the window may cross them and shows what the joins bring
/// (`Topology.fold`: the world again on a torus, mirrored across a Klein
/// bottle's twist); on a bounded world, and on a sphere, whose joins do not
/// tile the plane, it stays inside them.
package struct Viewport: Sendable, Equatable {
    /// The canvas and its cell size.
    package var canvas: CanvasGeometry
    package let worldWidth: Int
    package let worldHeight: Int
    /// How the world's edges are joined.
    package let topology: Topology
    /// After how many cells the view repeats across and down, where the window
    /// may cross the world's edges; nil where it stays inside them.
    private let period: (width: Int, height: Int)?
    /// The window's top-left as a point of the plane the joins tile: kept
    /// within one period where the window may cross the edges, else inside
    /// the world so that the window stays inside it.
    package private(set) var origin: GridPoint

    package init(canvas: CanvasGeometry, worldWidth: Int, worldHeight: Int, topology: Topology, origin: GridPoint = GridPoint(x: 0, y: 0)) {
        self.canvas = canvas
        self.worldWidth = max(1, worldWidth)
        self.worldHeight = max(1, worldHeight)
        self.topology = topology
        period = topology.period(width: self.worldWidth, height: self.worldHeight)
        self.origin = origin
        self.origin = normalised(origin)
    }

    /// A view of a torus (`wraps`) or a bounded world.
    package init(canvas: CanvasGeometry, worldWidth: Int, worldHeight: Int, wraps: Bool, origin: GridPoint = GridPoint(x: 0, y: 0)) {
        self.init(canvas: canvas, worldWidth: worldWidth, worldHeight: worldHeight, topology: wraps ? .torus : .bounded,
                  origin: origin)
    }

    /// Whether the window may cross the world's edges.
    package var wraps: Bool { period != nil }

    package static func == (a: Viewport, b: Viewport) -> Bool {
        a.canvas == b.canvas && a.worldWidth == b.worldWidth && a.worldHeight == b.worldHeight && a.topology == b.topology
            && a.origin == b.origin
    }

    /// The view of a torus world exactly the view's size: all of it, from its corner.
    package init(covering canvas: CanvasGeometry) {
        self.init(canvas: canvas, worldWidth: canvas.boardWidth, worldHeight: canvas.boardHeight, wraps: true)
    }

    /// The window's size in cells: the view, or the whole world where it is smaller.
    package var windowWidth: Int { min(canvas.boardWidth, worldWidth) }
    package var windowHeight: Int { min(canvas.boardHeight, worldHeight) }

    /// Whether some of the world lies outside the view.
    package var isPartial: Bool { windowWidth < worldWidth || windowHeight < worldHeight }

    /// Whether the window is the whole world from its corner: the board itself is what is painted.
    package var showsWholeWorld: Bool { !isPartial && origin == GridPoint(x: 0, y: 0) }

    /// How the window lies on the canvas.
    package var scene: SceneLayout {
        SceneLayout(canvasWidth: canvas.pixelWidth, canvasHeight: canvas.pixelHeight,
                    boardWidth: windowWidth, boardHeight: windowHeight, scaleX: canvas.cellSize, scaleY: canvas.cellHeight)
    }

    /// The world cell at the middle of the window.
    package var centre: GridPoint { GridPoint(x: origin.x + windowWidth / 2, y: origin.y + windowHeight / 2) }

    /// The same world seen on `canvas`, the view's middle kept where it was.
    package func resized(to canvas: CanvasGeometry) -> Viewport {
        var next = self
        next.canvas = canvas
        next.centre(on: centre)
        return next
    }

    /// Moves the window so its middle is world cell `cell` (as near as the world allows).
    package mutating func centre(on cell: GridPoint) {
        origin = normalised(GridPoint(x: cell.x - windowWidth / 2, y: cell.y - windowHeight / 2))
    }

    /// Moves the window by (`dx`, `dy`) cells; false when it could not move
    /// at all (the world fits that way, or a bounded world's edge is reached).
    @discardableResult
    package mutating func pan(dx: Int, dy: Int) -> Bool {
        let before = origin
        origin = normalised(GridPoint(x: origin.x + dx, y: origin.y + dy))
        return origin != before
    }

    /// The world cell shown at window cell `cell` (which may lie beyond the
    /// window, as a drag that leaves the canvas does), or nil where that is
    /// off a bounded world.
    package func world(_ cell: GridPoint) -> GridPoint? {
        let x = origin.x + cell.x, y = origin.y + cell.y
        guard wraps else {
            guard x >= 0, y >= 0, x < worldWidth, y < worldHeight else { return nil }
            return GridPoint(x: x, y: y)
        }
        return topology.fold(x, y, width: worldWidth, height: worldHeight)
    }

    /// The window cell under canvas pixel (x, y), or nil off the canvas or the window.
    package func windowCell(pixelX x: Int, pixelY y: Int) -> GridPoint? {
        guard x >= 0, y >= 0, x < canvas.pixelWidth, y < canvas.pixelHeight else { return nil }
        return scene.cell(atPixelX: x, y: y)
    }

    /// The window cell showing world cell `cell`, or nil when it is not in the window.
    package func windowCell(ofWorld cell: GridPoint) -> GridPoint? {
        func inWindow(_ x: Int, _ y: Int) -> GridPoint? {
            x >= 0 && y >= 0 && x < windowWidth && y < windowHeight ? GridPoint(x: x, y: y) : nil
        }
        guard wraps, topology != .torus else {
            let x = cell.x - origin.x, y = cell.y - origin.y
            return wraps ? inWindow(Board.wrapped(x, worldWidth), Board.wrapped(y, worldHeight)) : inWindow(x, y)
        }
        // The window is no larger than the world, so it meets at most two copies each way.
        let left = origin.x / worldWidth, top = origin.y / worldHeight  // origin is never negative here
        for ty in top...(top + 1) {
            for tx in left...(left + 1) {
                guard let p = topology.unfold(cell, tile: GridPoint(x: tx, y: ty),
                                              width: worldWidth, height: worldHeight),
                      let shown = inWindow(p.x - origin.x, p.y - origin.y) else { continue }
                return shown
            }
        }
        return nil
    }

    /// The canvas pixels window cell `cell` covers, clipped to the canvas: the
    /// pixels whose centres fall in it, as the painter draws it (`SceneLayout`).
    package func pixels(of cell: GridPoint) -> (x: Range<Int>, y: Range<Int>) {
        let s = scene
        func span(_ c: Int, _ origin: Int, _ count: Int, _ scale: Double) -> Range<Int> {
            let from = Int((Double(origin) + Double(c) * scale - 0.5).rounded(.up))
            let to = Int((Double(origin) + Double(c + 1) * scale - 0.5).rounded(.up))
            return max(0, from)..<max(max(0, from), min(count, to))
        }
        return (span(cell.x, s.originX, s.canvasWidth, s.scaleX), span(cell.y, s.originY, s.canvasHeight, s.scaleY))
    }

    /// The shortest move from `old`'s window to this one along each axis
    /// (across a torus' seam when that is shorter), or nil when the windows
    /// differ in size or world and a move means nothing.
    package func shift(from old: Viewport) -> (dx: Int, dy: Int)? {
        guard old.windowWidth == windowWidth, old.windowHeight == windowHeight, old.worldWidth == worldWidth,
              old.worldHeight == worldHeight, old.topology == topology else { return nil }
        func axis(_ d: Int, _ n: Int?) -> Int {
            guard let n else { return d }
            let r = Board.wrapped(d, n)
            return r > n / 2 ? r - n : r
        }
        return (axis(origin.x - old.origin.x, period?.width), axis(origin.y - old.origin.y, period?.height))
    }

    /// `point` as an origin: 0 where the whole world fits the window that
    /// way, else within one period (where the window may cross the edges) or
    /// kept so the window stays inside the world.
    private func normalised(_ point: GridPoint) -> GridPoint {
        func axis(_ v: Int, window: Int, world: Int, period: Int?) -> Int {
            guard window < world else { return 0 }
            return period.map { Board.wrapped(v, $0) } ?? min(max(v, 0), world - window)
        }
        return GridPoint(x: axis(point.x, window: windowWidth, world: worldWidth, period: period?.width), y: axis(point.y, window: windowHeight, world: worldHeight, period: period?.height))
    }
}
