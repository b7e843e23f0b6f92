import LifeCore

/// `F`, Golly's "fit pattern": the live cells centred in the view, the cell
/// as large as lets every one of them show (zooming in as well as out, up to
/// `Camera.largestFitCell` pixels). On Golly's plane, when they do not fit even at
/// one cell a canvas pixel, the plane goes on as a giant (as it does when the
/// cells outgrow the largest board, `goOnAsGiant`), whose view shows a square
/// of 2^k cells a pixel (`Game+Giant`), and `[` below the smallest cell does
/// the same; `0` comes back to the pattern as it started. Under a rule no
/// engine steps so (HashLife does not run it), and on every grid, the world
/// itself is seen zoomed out instead (`Game+Zoom`).
extension Game {
    /// `F`: the whole pattern in view, on Golly's plane or a giant's.
    mutating func fitPattern() {
        if camera.plane != nil {
            fitGiant()
            // At a cell a pixel or more, the cell as large as lets the pattern show, as on the board.
            if camera.plane?.shift == 0, let box = universe.boundingBox, box.width < 1 << 20, box.height < 1 << 20,
               let cell = camera.fittingCell(width: Int(box.width), height: Int(box.height)), cell != camera.geometry.cellSize {
                camera.geometry.cellSize = cell
                resizeGiantView()
                fitGiant(smallestCell: false)
            }
            message = "the whole pattern in view, \(camera.plane?.shift == 0 ? "cell size \(NumberText.short(camera.geometry.cellSize))" : camera.plane?.scale ?? "")"
            return
        }
        guard frame.isPlane else { return fitBoard() }
        guard let box = universe.boundingBox.map({ frame.cells(of: $0) }) else {
            message = "the plane is empty: no pattern to fit"
            return
        }
        if camera.zoom != nil { leaveZoom() }
        let centre = frame.golly(GridPoint(x: box.x + box.width / 2, y: box.y + box.height / 2))
        let size = "\(box.width)x\(box.height) cells"
        guard let cell = camera.fittingCell(width: box.width, height: box.height) else {
            if goOnAsGiant() {
                fitGiant()
                message = "the whole pattern in view, \(size), \(camera.plane?.scale ?? ""): below a cell a pixel "
                    + "it goes on with HashLife (0 goes back to the start)"
            } else {
                message = "the whole pattern in view, \(size), \(show(box, zoomingIn: false)): HashLife does not run "
                    + "\(rule), so the board is seen zoomed out"
            }
            return
        }
        show(centre, cell: cell)
        message = "the whole pattern in view, \(size), cell size \(NumberText.short(cell))"
    }

    /// At the start, without `--cell`: a pattern whose cells do not all show
    /// at the cell it starts with (`outside` of them beyond the view) is shown
    /// whole, centred, never zoomed in. On Golly's plane as `F` shows it when a
    /// cell of a pixel or more does (as before, render too); when `zoomingOut`
    /// (play), a grid larger than the view is seen whole and any other pattern
    /// its cells, below a cell a pixel if need be (`Game+Zoom`; never on with
    /// HashLife at the start). Returns what to say, nil when nothing changed.
    mutating func fitAtStart(outside: Int, zoomingOut: Bool) -> String? {
        if frame.isPlane {
            guard let box = universe.boundingBox.map({ frame.cells(of: $0) }) else { return nil }
            let cell = camera.fittingCell(width: box.width, height: box.height)
            if let cell, cell < camera.geometry.cellSize {
                fitPattern()
                return message
            }
            guard cell == nil, zoomingOut else { return nil }
            return "the whole pattern in view, \(box.width)x\(box.height) cells, \(show(box, zoomingIn: false))"
        }
        guard zoomingOut, outside > 0 else { return nil }
        if worldIsFixed, frame.open == nil {
            let world = CellRect(x: 0, y: 0, width: frame.width, height: frame.height)
            return "the whole grid in view, \(frame.width)x\(frame.height) cells, \(show(world, zoomingIn: false))"
        }
        guard let box = universe.boundingBox.map({ frame.cells(of: $0) }) else { return nil }
        return "the whole pattern in view, \(box.width)x\(box.height) cells, \(show(box, zoomingIn: false))"
    }

    /// `F` on a board that is not Golly's plane (a grid, a pattern's world):
    /// the live cells' bounding box in view, as Golly fits a pattern, zoomed
    /// out below a cell a pixel when it takes that (`Game+Zoom`).
    private mutating func fitBoard() {
        guard showsWhole else {
            message = "F fits a pattern (--pattern) or a grid (--world, --topology) in view: the soup's world is the view"
            return
        }
        guard let box = universe.boundingBox.map({ frame.cells(of: $0) }) else {
            message = "the board is empty: no pattern to fit"
            return
        }
        let shown = show(box, zoomingIn: true)
        message = "the whole pattern in view, \(box.width)x\(box.height) cells, \(shown)"
    }

    /// Cells of `cell` pixels, the view's middle on Golly's `centre` (the board grown to hold it).
    private mutating func show(_ centre: GridPoint, cell: Double) {
        var next = camera.geometry
        next.cellSize = cell
        resize(to: next)
        guard frame.open != nil else { return }
        let at = frame.cell(centre)
        _ = holdView(at: GridPoint(x: at.x - camera.geometry.boardWidth / 2, y: at.y - camera.geometry.boardHeight / 2))
    }

    /// `[` at the smallest cell on Golly's plane: on as a giant, a pixel
    /// showing 2 × 2 cells. False (nothing done) off the plane, above the
    /// smallest cell, or under a rule no engine takes on so.
    mutating func zoomOutOfBoard(by delta: Int) -> Bool {
        guard delta < 0, camera.plane == nil, camera.zoom == nil, frame.isPlane, camera.geometry.cellSize <= camera.geometry.smallestCell, goOnAsGiant() else {
            return false
        }
        _ = zoomGiant(by: delta)
        message += ": below a cell a pixel the plane goes on with HashLife (0 goes back to the start)"
        return true
    }
}
