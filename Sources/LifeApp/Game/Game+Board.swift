import LifeCore

extension Game {
    /// Lays the view out on a new canvas (terminal resize or cell size change),
    /// its middle kept on the same world cell. Nothing is ever cut: a smaller
    /// view shows less of the world, and a view larger than a world that may
    /// grow grows it, the content centred (`Board.resized`).
    ///
    /// `followingView`: the canvas changed for the screen's own furniture (the
    /// control strip's row, `i`), not the terminal: a world that was exactly
    /// the view (one that may grow, nothing of it outside) stays exactly the
    /// view, shrinking with it too, so the strip off and on again leaves the
    /// world as it was rather than a row larger than the view for good.
    package mutating func resize(to newGeometry: CanvasGeometry, followingView: Bool = false) {
        if plane != nil {
            geometry = newGeometry
            return resizePlaneView()
        }
        if zoom != nil {
            // Zoomed out the cell stays a pixel (the smallest on this blitter), the view's middle where it was.
            geometry = newGeometry
            geometry.cellSize = geometry.smallestCell
            if !worldIsFixed, openWorld == nil {
                var centre = zoom?.centre ?? viewport.centre
                grow(width: geometry.boardWidth, height: geometry.boardHeight, centre: &centre)
            }
            return drawZoom()
        }
        var centre = viewport.centre
        let fitted = followingView && !worldIsFixed && openWorld == nil && viewport.showsWholeWorld
        geometry = newGeometry
        if fitted {
            reshape(width: newGeometry.boardWidth, height: newGeometry.boardHeight, centre: &centre)
        } else if !worldIsFixed {
            grow(width: newGeometry.boardWidth, height: newGeometry.boardHeight, centre: &centre)
        }
        centreView(on: centre)
    }

    /// Makes the world at least `width × height` (up to `Board.maxSide`), the
    /// content centred in it; `centre` follows the cell it named.
    mutating func grow(width: Int, height: Int, centre: inout GridPoint) {
        reshape(width: max(board.width, width), height: max(board.height, height), centre: &centre)
    }

    /// Makes the world `width × height` (up to `Board.maxSide`), the content
    /// centred in it (cut where it is smaller); `centre` follows the cell it named.
    private mutating func reshape(width: Int, height: Int, centre: inout GridPoint) {
        let w = min(Board.maxSide, max(1, width)), h = min(Board.maxSide, max(1, height))
        guard w != board.width || h != board.height else { return }
        finishEdit()
        guard let fresh = try? board.resized(width: w, height: h) else { return }
        let dx = w / 2 - board.width / 2, dy = h / 2 - board.height / 2
        centre.x += dx
        centre.y += dy
        board = fresh
        moveWorld(by: GridPoint(x: dx, y: dy))
    }

    /// Moves the view so its middle is world cell `cell` (as near as the world allows).
    mutating func centreView(on cell: GridPoint) {
        var view = viewport
        view.centre(on: cell)
        viewOrigin = view.origin
    }

    /// Moves the view by `dx`, `dy` steps of a quarter of its size, and says
    /// why when it cannot move.
    mutating func pan(dx: Int, dy: Int) {
        if isOnPlaneWorld { return panPlaneWorld(dx: dx, dy: dy) }
        var view = viewport
        let stepX = max(1, view.windowWidth / 4), stepY = max(1, view.windowHeight / 4)
        if view.pan(dx: dx * stepX, dy: dy * stepY) {
            viewOrigin = view.origin
            message = ""
        } else if !view.isPartial {
            message = "the whole board is in view: arrows pan a board larger than the window"
        } else if (dx != 0 && view.windowWidth >= view.worldWidth) || (dy != 0 && view.windowHeight >= view.worldHeight) {
            message = dx != 0 ? "the board's whole width is in view" : "the board's whole height is in view"
        } else {
            message = "the view is at the board's edge"
        }
    }

    /// How much of the world lies outside the view, for the status line:
    /// nil when the view shows all of it. `population`: the world's, when already counted.
    package func outsideView(windowPopulation: Int, population: Int? = nil) -> String? {
        // Zoomed out, the cells inside were counted with the picture: the world's are counted now, to match.
        if let zoom { return outsideZoom(zoom, population: board.population) }
        let view = viewport
        if let world = openWorld, world.grid == nil {
            let at = world.golly(view.origin), outside = (population ?? board.population) - windowPopulation
            return "view \(at.x),\(at.y) on the plane: \(outside) cell\(outside == 1 ? "" : "s") outside"
        }
        guard view.isPartial else { return nil }
        let outside = (population ?? board.population) - windowPopulation
        return "view \(view.origin.x),\(view.origin.y) of \(board.width)x\(board.height): "
            + "\(outside) cell\(outside == 1 ? "" : "s") outside"
    }

    /// `outsideView` zoomed out: the window's top-left cell and the cells beyond it.
    private func outsideZoom(_ zoom: BoardZoom, population: Int) -> String? {
        let window = zoom.cells(in: board), outside = population - zoom.inside
        let cells = "\(outside) cell\(outside == 1 ? "" : "s") outside"
        if let world = openWorld, world.grid == nil {
            let at = world.golly(GridPoint(x: window.x, y: window.y))
            return "view \(at.x),\(at.y) on the plane: \(cells)"
        }
        guard window.width < board.width || window.height < board.height else { return nil }
        return "view \(window.x),\(window.y) of \(board.width)x\(board.height): \(cells)"
    }

    /// Puts `pattern` with its top-left at `at` (by default in the middle of
    /// the world, as Golly centres it), dropping what lies beyond the world's
    /// edges as Golly drops a file's cells beyond its grid, and centres the
    /// view on it. Returns how many cells were dropped.
    @discardableResult
    package mutating func place(_ pattern: Pattern, at: GridPoint? = nil) -> Int {
        let at = at ?? board.centredOrigin(for: pattern)
        let dropped = board.place(pattern, at: at)
        centreView(on: GridPoint(x: at.x + pattern.width / 2, y: at.y + pattern.height / 2))
        return dropped
    }

    /// The world's grid as Golly names it (`:K40*,20`), for the status line: shown
    /// when the world has a size or topology of its own, nil for the view's
    /// growing torus and Golly's plane (whose place the view's text gives).
    package var gridLabel: String? {
        // The board is HashLife's picture of the plane (after the cells outgrew the board, or `F`).
        if plane != nil { return nil }
        if let world = openWorld { return world.grid.map { ":" + $0.description } }
        guard worldIsFixed || board.topology != .torus else { return nil }
        return ":" + Grid(width: board.width, height: board.height, topology: board.topology).description
    }

    /// The rule as Golly writes it, for the status line: nil for Conway's
    /// Life on a world without a grid of its own, which most worlds are and
    /// the line need not repeat; with a grid, always, since a grid alone
    /// (`:K40*,20`) does not say what runs on it (`B3/S23:K40*,20`).
    package var ruleLabel: String? {
        board.rule == .conway && gridLabel == nil ? nil : board.rule.description
    }

    /// The world as a pattern to save: its live cells, where they lie
    /// (`position`, from the middle of the world, as Golly counts on a bounded
    /// grid), the generation, and a comment saying what the world is. The rule
    /// to write with it names the world's size and topology as a grid
    /// (`B3/S23:T5987,3741`), or none on Golly's plane (the cells at their
    /// place on it), so reading it back makes the same world.
    package var savedBoard: (pattern: Pattern, rule: RuleSpec) {
        let (cells, at) = board.extractPattern()
        let topology = board.topology == .bounded ? "bounded plane" : board.topology.name
        let world = openWorld.map { $0.grid.map { "a \($0.name) (:\($0))" } ?? "Golly's unbounded plane" }
            ?? "a \(board.width)x\(board.height) \(topology) world"
        var pattern = cells.with(name: "", comments: [
            "saved by lifecam: \(world) at generation \(board.generation), "
                + "\(cells.population) \(board.rule.isGenerations ? "live and dying" : "live") cells",
        ])
        let origin = openWorld?.origin ?? GridPoint(x: -(board.width / 2), y: -(board.height / 2))
        if cells.population > 0 { pattern.position = GridPoint(x: at.x + origin.x, y: at.y + origin.y) }
        pattern.generation = board.generation
        let grid = openWorld.map { $0.grid } ?? Grid(width: board.width, height: board.height, topology: board.topology)
        return (pattern, RuleSpec(rule: board.rule, grid: grid))
    }

    /// Fills every cell at random, from the game's seeded generator (on
    /// Golly's plane, the view's: `fillView`).
    package mutating func randomFill() {
        if isOnPlaneWorld { return fillView() }
        try? board.randomFill(density: Self.fillDensity, using: &rng)
    }

    /// Puts a glider whose middle is `cell`, heading `heading`, as one edit; a torus wraps it.
    package mutating func launchGlider(at cell: GridPoint) {
        guard let glider = Walker.glider.pattern(heading: heading) else {
            message = "a glider cannot head \(heading.rawValue)"
            return
        }
        stamp(glider, at: GridPoint(x: cell.x - glider.width / 2, y: cell.y - glider.height / 2), editing: "glider")
        message = "glider \(heading.arrow)"
    }
}
