import LifeCore

/// What the canvas shows of the world: the canvas it is laid out on
/// (`geometry`), where the view lies (`origin`, the world cell at its
/// top-left), whether it is zoomed out below a cell a pixel (`zoom`, a world
/// seen in squares) or is a giant's window on Golly's plane at any scale
/// (`plane`), and the picture drawn for it from the universe (`picture`, and
/// zoomed out how bright each of its cells is, `brightness`), which play and
/// render paint.
///
/// The camera lays the view out, moves it and draws it, given the world's
/// frame and the universe; the game decides when, and grows the world under
/// it (`Game+View`, `Game+Zoom`, `Game+Giant`).
package struct Camera {
    /// The canvas the view is laid out on.
    package internal(set) var geometry: CanvasGeometry
    /// The world cell at the view's top-left (see `Viewport`).
    package internal(set) var origin = GridPoint(x: 0, y: 0)
    /// The world seen below a cell a pixel, a pixel a square of 2^k cells
    /// (`Game+Zoom`); nil at a cell a pixel or more, and for a giant (`plane`).
    package internal(set) var zoom: BoardZoom?
    /// A giant's view on Golly's plane at any scale (`Game+Giant`), for a
    /// universe stepped 2^k generations at a time; nil otherwise.
    package internal(set) var plane: PlaneView?
    /// What the view shows, drawn from the universe (`Camera+Picture`): the
    /// window's cells, or zoomed out a cell a square.
    package internal(set) var picture: Board
    /// How bright each cell of the picture is (the share of cells under it,
    /// `PlaneView.brightness`), row by row; nil at a cell a pixel or more.
    package internal(set) var brightness: [Float]?

    /// A view on `geometry`, its picture not drawn yet (`draw`), for `universe`'s cells.
    init(geometry: CanvasGeometry, universe: any LifeAlgorithm) {
        self.geometry = geometry
        // 1x1 is a valid size; `draw` makes the picture the view's.
        picture = try! universe.picture(width: 1, height: 1)
    }

    /// Which part of the world `frame` the canvas shows: zoomed out, of its picture of squares.
    package func viewport(of frame: WorldFrame) -> Viewport {
        if let picture = zoom?.picture {
            return Viewport(canvas: geometry, worldWidth: picture.width, worldHeight: picture.height, topology: .bounded)
        }
        return Viewport(canvas: geometry, worldWidth: frame.width, worldHeight: frame.height, topology: frame.topology,
                        origin: origin)
    }

    /// Moves the view so its middle is world cell `cell` of `frame` (as near as the world allows).
    mutating func centre(on cell: GridPoint, in frame: WorldFrame) {
        var view = viewport(of: frame)
        view.centre(on: cell)
        origin = view.origin
    }

    /// The world cells moved by `moved` (the frame grew round them): the view follows them.
    mutating func follow(_ moved: GridPoint) {
        origin = GridPoint(x: origin.x + moved.x, y: origin.y + moved.y)
        zoom?.move(by: moved)
    }

    /// Moves the view over a board (`frame`, not Golly's plane) by `dx`, `dy`
    /// steps of a quarter of its size; what the status line says (nothing
    /// when it moved, else why it could not).
    mutating func pan(dx: Int, dy: Int, on frame: WorldFrame) -> String {
        var view = viewport(of: frame)
        let stepX = max(1, view.windowWidth / 4), stepY = max(1, view.windowHeight / 4)
        if view.pan(dx: dx * stepX, dy: dy * stepY) {
            origin = view.origin
            return ""
        } else if !view.isPartial {
            return "the whole board is in view: arrows pan a board larger than the window"
        } else if (dx != 0 && view.windowWidth >= view.worldWidth) || (dy != 0 && view.windowHeight >= view.worldHeight) {
            return dx != 0 ? "the board's whole width is in view" : "the board's whole height is in view"
        }
        return "the view is at the board's edge"
    }
}
