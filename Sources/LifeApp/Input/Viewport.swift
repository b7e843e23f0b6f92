import LifeCore

/// Which part of the world (the board) the canvas shows.
///
/// The view is as many Life cells as cover the canvas (`CanvasGeometry`'s
/// board). Where the world is larger, the canvas shows a window of the
/// view's size whose top-left is world cell `origin`; where it is smaller
/// (a `--world` smaller than the terminal), the whole world is shown,
/// centred, as `SceneLayout` centres any board. On a torus the window wraps
/// around the world's edges; on a bounded world it stays inside them.
public struct Viewport: Sendable, Equatable {
    /// The canvas and its cell size.
    public var canvas: CanvasGeometry
    public let worldWidth: Int
    public let worldHeight: Int
    /// Whether the world wraps (torus), so the window may cross its edges.
    public let wraps: Bool
    /// The world cell at the window's top-left, kept inside the world (and,
    /// on a bounded world, so that the window stays inside it).
    public private(set) var origin: CellPoint

    public init(canvas: CanvasGeometry, worldWidth: Int, worldHeight: Int, wraps: Bool, origin: CellPoint = CellPoint(0, 0)) {
        self.canvas = canvas
        self.worldWidth = max(1, worldWidth)
        self.worldHeight = max(1, worldHeight)
        self.wraps = wraps
        self.origin = origin
        self.origin = normalised(origin)
    }

    /// The view of a torus world exactly the view's size: all of it, from its corner.
    public init(covering canvas: CanvasGeometry) {
        self.init(canvas: canvas, worldWidth: canvas.boardWidth, worldHeight: canvas.boardHeight, wraps: true)
    }

    /// The window's size in cells: the view, or the whole world where it is smaller.
    public var windowWidth: Int { min(canvas.boardWidth, worldWidth) }
    public var windowHeight: Int { min(canvas.boardHeight, worldHeight) }

    /// Whether some of the world lies outside the view.
    public var isPartial: Bool { windowWidth < worldWidth || windowHeight < worldHeight }

    /// Whether the window is the whole world from its corner: the board itself is what is painted.
    public var showsWholeWorld: Bool { !isPartial && origin == CellPoint(0, 0) }

    /// How the window lies on the canvas.
    public var scene: SceneLayout {
        SceneLayout(canvasWidth: canvas.pixelWidth, canvasHeight: canvas.pixelHeight,
                    boardWidth: windowWidth, boardHeight: windowHeight, scale: canvas.cellSize)
    }

    /// The world cell at the middle of the window.
    public var centre: CellPoint { CellPoint(origin.x + windowWidth / 2, origin.y + windowHeight / 2) }

    /// The same world seen on `canvas`, the view's middle kept where it was.
    public func resized(to canvas: CanvasGeometry) -> Viewport {
        var next = self
        next.canvas = canvas
        next.centre(on: centre)
        return next
    }

    /// Moves the window so its middle is world cell `cell` (as near as the world allows).
    public mutating func centre(on cell: CellPoint) {
        origin = normalised(CellPoint(cell.x - windowWidth / 2, cell.y - windowHeight / 2))
    }

    /// Moves the window by (`dx`, `dy`) cells; false when it could not move
    /// at all (the world fits that way, or a bounded world's edge is reached).
    @discardableResult
    public mutating func pan(dx: Int, dy: Int) -> Bool {
        let before = origin
        origin = normalised(CellPoint(origin.x + dx, origin.y + dy))
        return origin != before
    }

    /// The world cell shown at window cell `cell` (which may lie beyond the
    /// window, as a drag that leaves the canvas does), or nil where that is
    /// off a bounded world.
    public func world(_ cell: CellPoint) -> CellPoint? {
        var x = origin.x + cell.x, y = origin.y + cell.y
        if wraps {
            x = Board.wrapped(x, worldWidth)
            y = Board.wrapped(y, worldHeight)
        }
        guard x >= 0, y >= 0, x < worldWidth, y < worldHeight else { return nil }
        return CellPoint(x, y)
    }

    /// The window cell under canvas pixel (x, y), or nil off the canvas or the window.
    public func windowCell(pixelX x: Int, pixelY y: Int) -> CellPoint? {
        guard x >= 0, y >= 0, x < canvas.pixelWidth, y < canvas.pixelHeight,
              let c = scene.cell(atPixelX: x, y: y) else { return nil }
        return CellPoint(c.x, c.y)
    }

    /// The window cell showing world cell `cell`, or nil when it is not in the window.
    public func windowCell(ofWorld cell: CellPoint) -> CellPoint? {
        var x = cell.x - origin.x, y = cell.y - origin.y
        if wraps {
            x = Board.wrapped(x, worldWidth)
            y = Board.wrapped(y, worldHeight)
        }
        guard x >= 0, y >= 0, x < windowWidth, y < windowHeight else { return nil }
        return CellPoint(x, y)
    }

    /// The canvas pixels window cell `cell` covers, clipped to the canvas: the
    /// pixels whose centres fall in it, as the painter draws it (`SceneLayout`).
    public func pixels(of cell: CellPoint) -> (x: Range<Int>, y: Range<Int>) {
        let s = scene
        func span(_ c: Int, _ origin: Int, _ count: Int) -> Range<Int> {
            let from = Int((Double(origin) + Double(c) * s.scale - 0.5).rounded(.up))
            let to = Int((Double(origin) + Double(c + 1) * s.scale - 0.5).rounded(.up))
            return max(0, from)..<max(max(0, from), min(count, to))
        }
        return (span(cell.x, s.originX, s.canvasWidth), span(cell.y, s.originY, s.canvasHeight))
    }

    /// The shortest move from `old`'s window to this one along each axis
    /// (across a torus' seam when that is shorter), or nil when the windows
    /// differ in size or world and a move means nothing.
    public func shift(from old: Viewport) -> (dx: Int, dy: Int)? {
        guard old.windowWidth == windowWidth, old.windowHeight == windowHeight, old.worldWidth == worldWidth,
              old.worldHeight == worldHeight, old.wraps == wraps else { return nil }
        func axis(_ d: Int, _ n: Int) -> Int {
            guard wraps else { return d }
            let r = Board.wrapped(d, n)
            return r > n / 2 ? r - n : r
        }
        return (axis(origin.x - old.origin.x, worldWidth), axis(origin.y - old.origin.y, worldHeight))
    }

    /// `point` as an origin: 0 where the whole world fits the window that
    /// way, else wrapped (torus) or kept so the window stays inside (bounded).
    private func normalised(_ point: CellPoint) -> CellPoint {
        func axis(_ v: Int, window: Int, world: Int) -> Int {
            guard window < world else { return 0 }
            return wraps ? Board.wrapped(v, world) : min(max(v, 0), world - window)
        }
        return CellPoint(axis(point.x, window: windowWidth, world: worldWidth),
                         axis(point.y, window: windowHeight, world: worldHeight))
    }
}
