import LifeCore

/// Play on Golly's unbounded plane (`OpenWorld` without a grid): the board is
/// as large as the cells and the view need, the view a window onto it that
/// the arrows take anywhere (the board grows to hold it), and what acts on
/// "the board" elsewhere acts on the view here: `r` sows soup in the view, the
/// keep-alive tends the view, so an endless plane is never filled.
extension Game {
    /// Whether the world is Golly's unbounded plane (not a grid with one open side).
    package var isOnPlaneWorld: Bool { openWorld.map { $0.grid == nil } ?? false }

    /// The board cells the view shows, on the plane; nil elsewhere.
    var planeWorldView: CellRect? {
        guard isOnPlaneWorld else { return nil }
        if let zoom { return zoom.cells(in: board) }
        let view = viewport
        return CellRect(x: view.origin.x, y: view.origin.y, width: view.windowWidth, height: view.windowHeight)
    }

    /// Arrows on the plane: a quarter of the view a press, anywhere the board
    /// can reach (the cells and the view within lifecam's largest board).
    mutating func panPlaneWorld(dx: Int, dy: Int) {
        if zoom != nil { return panZoom(dx: dx, dy: dy) }
        let view = viewport
        let target = GridPoint(x: viewOrigin.x + dx * max(1, view.windowWidth / 4),
                               y: viewOrigin.y + dy * max(1, view.windowHeight / 4))
        if holdView(at: target) {
            message = ""
        } else {
            message = "the view goes no further: with the cells it would span more than lifecam's largest board "
                + "(\(Board.maxSide) cells a side)"
        }
    }

    /// Puts the view's top-left at board cell `origin`, growing the board
    /// (the cells moved as `moveWorld` says) where the view would leave it;
    /// false when the board would outgrow `Board.maxSide`.
    mutating func holdView(at origin: GridPoint) -> Bool {
        let width = geometry.boardWidth, height = geometry.boardHeight
        let left = max(0, -origin.x), top = max(0, -origin.y)
        let right = max(0, origin.x + width - board.width), bottom = max(0, origin.y + height - board.height)
        if left + top + right + bottom > 0 {
            let grown = (width: board.width + left + right, height: board.height + top + bottom)
            guard grown.width <= Board.maxSide, grown.height <= Board.maxSide else { return false }
            finishEdit()
            guard let fresh = try? board.resized(width: grown.width, height: grown.height, moving: GridPoint(x: left, y: top))
            else { return false }
            board = fresh
            moveWorld(by: GridPoint(x: left, y: top))
        }
        viewOrigin = GridPoint(x: origin.x + left, y: origin.y + top)
        return true
    }

    /// `r` on the plane: the view's cells replaced by a soup of `fillDensity`
    /// from the game's seeded generator; the cells beyond the view and the
    /// generation stay.
    mutating func fillView() {
        guard let view = planeWorldView,
              var soup = try? Board(width: view.width, height: view.height, topology: .bounded, rule: board.rule) else { return }
        try? soup.randomFill(density: Self.fillDensity, using: &rng)
        board.paste(soup, x: view.x, y: view.y)
    }
}

extension Game {
    /// The cells outgrew lifecam's largest board on Golly's plane: they go on
    /// with HashLife, as a giant does (`Game+Plane`, edited at a cell a pixel or more),
    /// from the generation they reached, the view where it was at the same
    /// scale. False (nothing changed) under a rule HashLife does not run or
    /// when the cells do not fit its memory.
    mutating func moveToHashLife() -> Bool {
        guard let world = openWorld, world.grid == nil, HashLife.refusal(for: board.rule) == nil else { return false }
        finishEdit()
        let (cells, at) = board.extractPattern()
        var planeCells = PlaneCells()
        planeCells.insert(cells, at: world.golly(at))
        let life: HashLife
        do {
            life = try HashLife(rule: board.rule)
            try life.load(Macrocell(generation: board.generation))  // The generation, kept by the next load.
            try life.load(planeCells)
        } catch {
            return false
        }
        // Zoomed out (`Game+Zoom`), the view's middle and scale go on as they were.
        let centre = world.golly(zoom?.centre ?? viewport.centre), shift = zoom?.shift ?? 0
        zoom = nil
        openWorld = nil
        // The edits go on at their place on the plane (Golly's coordinates), as a giant's are kept.
        history.move(dx: world.origin.x, dy: world.origin.y)
        support.setBirths(false)
        support.setKeepAlive(false)
        var window = PlaneView(life: life, columns: geometry.boardWidth, rows: geometry.boardHeight)
        window.zoom(to: shift)
        window.centre(on: Int128(centre.x), Int128(centre.y))
        plane = window
        resizePlaneView()
        message = "at generation \(NumberText.grouped(life.generation)) the cells outgrew lifecam's largest board "
            + "(\(Board.maxSide)x\(Board.maxSide)): on with HashLife on Golly's plane"
        return true
    }
}
