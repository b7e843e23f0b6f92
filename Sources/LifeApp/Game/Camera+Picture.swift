import LifeCore

/// The picture of the view: what play and render paint, drawn from the
/// universe through `LifeAlgorithm` after every step, edit and move of the
/// view. At a cell a pixel or more it is the window's cells
/// (`LifeAlgorithm.draw`, folded across a grid's joins); below, a cell a
/// square of 2^k cells, lit as bright as their share (`LifeAlgorithm.squares`:
/// a world zoomed out, `Game+Zoom`, or a giant, `Game+Giant`).
extension Camera {
    /// Draws the picture of the world `frame` of `universe` again: its window,
    /// or zoomed out its squares. A giant's is `drawGiant`'s.
    mutating func draw(_ universe: any LifeAlgorithm, frame: WorldFrame) {
        if zoom != nil { return drawZoom(universe, frame: frame) }
        brightness = nil
        let view = viewport(of: frame)
        if picture.width != view.windowWidth || picture.height != view.windowHeight || picture.rule != universe.pictureRule,
           let fresh = try? universe.picture(width: view.windowWidth, height: view.windowHeight) {
            picture = fresh
        }
        universe.draw(into: &picture, at: frame.golly(view.origin))
    }

    /// Draws the world zoomed out (`BoardZoom`): the squares in view, and how bright each is.
    mutating func drawZoom(_ universe: any LifeAlgorithm, frame: WorldFrame) {
        guard var view = zoom else { return }
        view.draw(universe, frame: frame, columns: geometry.boardWidth, rows: geometry.boardHeight)
        zoom = view
        if let drawn = view.picture { picture = drawn }
        brightness = view.brightness
    }

    /// A giant's picture from the universe's squares: a cell alive where its
    /// square holds any cell, `brightness` the share of them (so zoomed out a
    /// rule file's square is in state 1's colour, as Golly draws it); at a
    /// cell a pixel or more under a rule of many states, each cell's own
    /// state. Returns the giant's world: the view's cells, which are edited at
    /// a cell a pixel; nil when the camera is not on a giant.
    mutating func drawGiant(_ universe: any LifeAlgorithm) -> WorldFrame? {
        guard let view = plane else { return nil }
        if picture.width != view.columns || picture.height != view.rows || picture.rule != universe.pictureRule,
           let fresh = try? universe.picture(width: view.columns, height: view.rows) {
            picture = fresh
        }
        if view.shift == 0, universe.states > 2, let x = Int(exactly: view.x), let y = Int(exactly: view.y) {
            universe.draw(into: &picture, at: GridPoint(x: x, y: y))
            brightness = nil
        } else {
            let counts = universe.squares(x: view.x, y: view.y, columns: view.columns, rows: view.rows, shift: view.shift)
            picture.clear()
            for (i, count) in counts.enumerated() where count > 0 { picture[i % view.columns, i / view.columns] = true }
            picture.generation = universe.generation
            brightness = view.brightness(counts)
        }
        return WorldFrame(origin: GridPoint(x: Int(clamping: view.x), y: Int(clamping: view.y)), width: view.columns,
                          height: view.rows, topology: .bounded, grid: nil, open: nil)
    }

    /// What `view` (this camera's viewport of `frame`, perhaps laid on
    /// another canvas, as a recording keeps its first) shows: the picture
    /// itself when it is that window; else the window drawn from `universe`,
    /// or zoomed out cut from the picture of squares, into `buffer` (kept from call to call).
    func window(through view: Viewport, into buffer: inout Board?, of universe: any LifeAlgorithm, frame: WorldFrame) -> Board {
        if view == viewport(of: frame) || ((zoom != nil || plane != nil) && view.showsWholeWorld) { return picture }
        if buffer?.width != view.windowWidth || buffer?.height != view.windowHeight || buffer?.rule != picture.rule {
            // Only painted, never stepped: any window shape will do, whatever the world's grid.
            buffer = try? Board(width: view.windowWidth, height: view.windowHeight, topology: .bounded, rule: picture.rule)
        }
        guard var window = buffer else { return picture }
        buffer = nil  // Let go of it while it is written, so it is not copied first.
        if zoom != nil || plane != nil {
            window.copyWindow(of: picture, x: view.origin.x, y: view.origin.y)
        } else {
            universe.draw(into: &window, at: frame.golly(view.origin))
        }
        buffer = window
        return window
    }
}
