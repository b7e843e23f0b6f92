import LifeCore

/// The state of a play session, without a terminal: the board, whether it
/// runs, how fast, how it looks, and what the status line says. Actions from
/// keys and the mouse go through `apply`; the loop calls `advance` when
/// generations are due and `resize` when the terminal changes size.
///
/// Not `Sendable`: a giant's plane (`plane`) is HashLife's, a class the game
/// steps in place; a copy of a game shares it.
package struct Game {
    /// Speeds offered by `+` and `-`, in generations per second.
    package static let speeds: [Double] = [0.25, 0.5, 1, 2, 3, 5, 8, 10, 15, 20, 30, 45, 60, 90, 120, 240, 480]
    /// Fraction of cells alive in the starting soup and after `r`.
    package static let fillDensity = LookOptions.soupDensity
    /// Seconds per hue swing when `o` turns the pulse on and no `--pulse` was given.
    package static let defaultPulsePeriod = 6.0

    /// The world: every cell, shown or not.
    package internal(set) var board: Board
    /// The canvas the view is laid out on.
    package internal(set) var geometry: CanvasGeometry
    /// The world cell at the view's top-left (see `Viewport`).
    package internal(set) var viewOrigin = GridPoint(x: 0, y: 0)
    /// Whether the world keeps its size (`--world`, a rule's grid) instead of
    /// growing with the view.
    package let worldIsFixed: Bool
    /// On Golly's unbounded plane (a pattern that names no grid) or a grid with
    /// one unbounded side (Golly's tube `:T0,68`): where the board lies on it;
    /// the board grows along the open sides as the cells spread.
    package internal(set) var openWorld: OpenWorld?
    package var paused: Bool
    /// Generations per second.
    package internal(set) var speed: Double
    /// Where launched gliders travel.
    package internal(set) var heading: Heading = .southEast
    /// Palette, hue, purity, decay, video, mirror: everything the painter needs.
    package internal(set) var look: PaintOptions
    package internal(set) var showHelp = false
    package internal(set) var quitRequested = false
    /// The last thing worth telling the player.
    package var message = ""
    /// Births from motion: what brings life besides the rule.
    package internal(set) var support: LifeSupport
    /// Snapshot or recording requests for the app to carry out.
    package internal(set) var requests: [Request] = []
    var rng: Xoshiro256
    /// The brushes `b` and `B` step through, and which one is in hand.
    package internal(set) var brushes: [Brush] = Brush.library
    package internal(set) var brushIndex = 0
    /// The world cell under the pointer (for the brush's ghost); nil when unknown or off the canvas.
    package internal(set) var pointer: GridPoint?
    /// Where a drag with a pattern brush stamped it last.
    var lastStamp: GridPoint?
    /// What `z` and `Z` take back and do again.
    var history = EditHistory()
    /// The stroke being drawn, until the button is released.
    var openEdit: OpenEdit?
    /// The period `o` turns the hue pulse on with: the start-up one, else the default.
    let pulsePeriod: Double
    /// A giant on Golly's unbounded plane (`Game+Plane`): HashLife runs it and
    /// the board is the view drawn from it; nil for a pattern on the board.
    package internal(set) var plane: PlaneView?
    /// How bright each board cell of the plane's view is (the share of live
    /// cells under it, `PlaneView.brightness`), row by row; nil off the plane.
    package internal(set) var brightness: [Float]?
    /// What the plane was loaded from, for the key that starts it again.
    var planeSource: PlaneSource?
    /// What a game loaded from a pattern on a board started from, for the
    /// key that starts it again (`Game+Restart`).
    var beginning: Beginning?
    /// On Golly's plane, the tiles the board's cells step in (`Game+Tiles`).
    var planeTiles: PlaneTiles?
    /// The board seen below a cell a pixel, a pixel a square of 2^k cells
    /// (`Game+Zoom`); nil at a cell a pixel or more, and for a giant (`plane`).
    package internal(set) var zoom: BoardZoom?

    /// What the app must do outside the game.
    package enum Request: Sendable, Equatable {
        case snapshot, toggleRecording, exportSVG, nextBlitter
        /// Write the world as RLE to a new file (`S`).
        case saveBoard
        /// The control strip shown or hidden (the canvas changes size).
        case toggleStrip
        /// Stop as a shell job until `fg` (Ctrl-Z).
        case suspend
    }

    /// A game on an empty world of `world` cells, which keeps that size, or
    /// without one, a world the size of the view, which grows with it.
    package init(geometry: CanvasGeometry, world: (width: Int, height: Int)? = nil, rule: Rule = .conway,
                topology: Topology = .torus, seed: UInt64 = 1, paused: Bool = false, speed: Double = 10,
                look: PaintOptions = PaintOptions()) throws(BoardError) {
        self.geometry = geometry
        worldIsFixed = world != nil
        board = try Board(width: world?.width ?? geometry.boardWidth, height: world?.height ?? geometry.boardHeight,
                          topology: topology, rule: rule)
        self.paused = paused
        self.speed = speed
        self.look = look
        pulsePeriod = look.colours.hsv.pulsePeriod ?? Self.defaultPulsePeriod
        rng = Xoshiro256(seed: seed)
        support = LifeSupport(seed: seed)
        centreView(on: GridPoint(x: board.width / 2, y: board.height / 2))
    }

    /// Which part of the world the canvas shows: zoomed out, of its picture (`shownWorld`).
    package var viewport: Viewport {
        if let picture = zoom?.picture {
            return Viewport(canvas: geometry, worldWidth: picture.width, worldHeight: picture.height, topology: .bounded)
        }
        return Viewport(canvas: geometry, worldWidth: board.width, worldHeight: board.height, topology: board.topology,
                        origin: viewOrigin)
    }

    /// What is painted through `viewport`: the world, or zoomed out its picture of squares.
    package var shownWorld: Board { zoom?.picture ?? board }

    /// Generations since the start (or the last clear or random fill).
    package var generation: Int { board.generation }

    /// Runs `count` generations, each followed by what `support` does.
    package mutating func advance(_ count: Int) {
        guard count > 0 else { return }
        if plane != nil { return advancePlane(count) }
        defer { drawZoom() }
        guard support.isActive else { return step(count) }
        for _ in 0..<count {
            step(1)
            // The cells went on with HashLife (`moveToHashLife`): the board is its picture now.
            if plane != nil { return }
            support.afterStep(&board, view: planeWorldView)
        }
    }

    /// Steps the board `count` generations; on an open world, growing it as
    /// the cells spread (the view and the edits move with them). When they
    /// outgrow lifecam's largest board, on Golly's plane they go on with
    /// HashLife (`moveToHashLife`); else the game pauses with a message.
    private mutating func step(_ count: Int) {
        guard let side = openWorld?.side else { return board.step(count) }
        // An edit open across a growth would be finished on moved cells: finish it first (on the plane, when it grows).
        if side != .both, board.room(side) <= count + 1 { finishEdit() }
        var moved = GridPoint(x: 0, y: 0)
        let target = board.generation + count
        do {
            let add = { (shift: GridPoint) in moved = GridPoint(x: moved.x + shift.x, y: moved.y + shift.y) }
            if side == .both { try stepPlaneTiles(count, moved: add) } else { try board.step(count, open: side, moved: add) }
        } catch {
            moveWorld(by: moved)
            moved = GridPoint(x: 0, y: 0)
            if side == .both, moveToHashLife(), let life = plane?.life {
                // The generations left of this step, as bgolly's -m splits them.
                do { try life.advance(generations: target - life.generation) } catch {
                    paused = true
                    message = "\(error)"
                }
                return drawPlane()
            }
            paused = true
            message = side == .both
                ? "at generation \(board.generation) the cells span more than lifecam's largest board (\(Board.maxSide)x\(Board.maxSide)), "
                    + "which stands in for Golly's plane, and HashLife cannot take them on: paused"
                : "the cells span more than lifecam's largest board (\(Board.maxSide) cells) along the grid's open side: paused"
        }
        moveWorld(by: moved)
    }

    /// The board's cells moved by `moved` (the board grew round them): the
    /// open world's origin, the view and the edits follow them.
    mutating func moveWorld(by moved: GridPoint) {
        guard moved != GridPoint(x: 0, y: 0) else { return }
        if var world = openWorld {
            world.origin = GridPoint(x: world.origin.x - moved.x, y: world.origin.y - moved.y)
            openWorld = world
        }
        viewOrigin = GridPoint(x: viewOrigin.x + moved.x, y: viewOrigin.y + moved.y)
        zoom?.move(by: moved)
        history.move(dx: moved.x, dy: moved.y)
    }

    /// Takes the requests, leaving none.
    package mutating func takeRequests() -> [Request] {
        defer { requests.removeAll() }
        return requests
    }
}
