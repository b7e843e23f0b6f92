import LifeCore

/// The view on the world: laid out on the canvas, moved, and what it tells
/// the status line (where it is, what lies outside it, the rule and the grid).
extension Game {
    /// Lays the view out on a new canvas (terminal resize or cell size change),
    /// its middle kept on the same world cell. Nothing is ever cut: a smaller
    /// view shows less of the world, and a view larger than a world that may
    /// grow grows it, the content centred.
    ///
    /// `followingView`: the canvas changed for the screen's own furniture (the
    /// control strip's row, `i`), not the terminal: a world that was exactly
    /// the view (one that may grow, nothing of it outside) stays exactly the
    /// view, shrinking with it too, so the strip off and on again leaves the
    /// world as it was rather than a row larger than the view for good.
    package mutating func resize(to newGeometry: CanvasGeometry, followingView: Bool = false) {
        defer { drawPicture() }
        if camera.plane != nil {
            camera.geometry = newGeometry
            return resizeGiantView()
        }
        if camera.zoom != nil {
            // Zoomed out the cell stays a pixel (the smallest on this blitter), the view's middle where it was.
            camera.geometry = newGeometry
            camera.geometry.cellSize = camera.geometry.smallestCell
            if !worldIsFixed, frame.open == nil {
                var centre = camera.zoom?.centre ?? viewport.centre
                grow(width: camera.geometry.boardWidth, height: camera.geometry.boardHeight, centre: &centre)
            }
            return
        }
        var centre = viewport.centre
        let fitted = followingView && !worldIsFixed && frame.open == nil && viewport.showsWholeWorld
        camera.geometry = newGeometry
        if fitted {
            reshape(width: newGeometry.boardWidth, height: newGeometry.boardHeight, centre: &centre)
        } else if !worldIsFixed {
            grow(width: newGeometry.boardWidth, height: newGeometry.boardHeight, centre: &centre)
        }
        camera.centre(on: centre, in: frame)
    }

    /// Moves the view by `dx`, `dy` steps of a quarter of its size, and says
    /// why when it cannot move.
    mutating func pan(dx: Int, dy: Int) {
        defer { drawPicture() }
        if camera.plane != nil { return panGiant(dx: dx, dy: dy) }
        if camera.zoom != nil { return panZoom(dx: dx, dy: dy) }
        if frame.isPlane { return panPlane(dx: dx, dy: dy) }
        message = camera.pan(dx: dx, dy: dy, on: frame)
    }

    /// Arrows on Golly's plane: a quarter of the view a press, anywhere the
    /// frame can reach (the cells and the view within lifecam's largest board).
    private mutating func panPlane(dx: Int, dy: Int) {
        let view = viewport
        let target = GridPoint(x: camera.origin.x + dx * max(1, view.windowWidth / 4),
                               y: camera.origin.y + dy * max(1, view.windowHeight / 4))
        if holdView(at: target) {
            message = ""
        } else {
            message = "the view goes no further: with the cells it would span more than lifecam's largest board "
                + "(\(Board.maxSide) cells a side)"
        }
    }

    /// How much of the world lies outside the view, for the status line:
    /// nil when the view shows all of it. `population`: the world's, when already counted.
    package func outsideView(windowPopulation: Int, population: Int? = nil) -> String? {
        // A giant's place and scale are its own (`PlaneStatus`).
        if camera.plane != nil { return nil }
        // Zoomed out, the cells inside were counted with the picture: the world's are counted now, to match.
        if let zoom = camera.zoom { return outsideZoom(zoom, population: Int(clamping: universe.population)) }
        let population = population ?? Int(clamping: universe.population)
        let view = viewport
        if frame.isPlane {
            let at = frame.golly(view.origin), outside = population - windowPopulation
            return "view \(at.x),\(at.y) on the plane: \(outside) cell\(outside == 1 ? "" : "s") outside"
        }
        guard view.isPartial else { return nil }
        let outside = population - windowPopulation
        return "view \(view.origin.x),\(view.origin.y) of \(frame.width)x\(frame.height): "
            + "\(outside) cell\(outside == 1 ? "" : "s") outside"
    }

    /// `outsideView` zoomed out: the window's top-left cell and the cells beyond it.
    private func outsideZoom(_ zoom: BoardZoom, population: Int) -> String? {
        let window = zoom.cells(in: frame), outside = population - zoom.inside
        let cells = "\(outside) cell\(outside == 1 ? "" : "s") outside"
        if frame.isPlane {
            let at = frame.golly(GridPoint(x: window.x, y: window.y))
            return "view \(at.x),\(at.y) on the plane: \(cells)"
        }
        guard window.width < frame.width || window.height < frame.height else { return nil }
        return "view \(window.x),\(window.y) of \(frame.width)x\(frame.height): \(cells)"
    }

    /// The world's grid as Golly names it (`:K40*,20`), for the status line: shown
    /// when the world has a size or topology of its own, nil for the view's
    /// growing torus and Golly's plane (whose place the view's text gives).
    package var gridLabel: String? {
        if camera.plane != nil || frame.isPlane { return nil }
        if frame.open != nil { return frame.grid.map { ":" + $0.description } }
        guard worldIsFixed || frame.topology != .torus else { return nil }
        return ":" + frame.sizeGrid.description
    }

    /// The rule as Golly writes it, for the status line: nil for Conway's
    /// Life on a world without a grid of its own, which most worlds are and
    /// the line need not repeat; with a grid, always, since a grid alone
    /// (`:K40*,20`) does not say what runs on it (`B3/S23:K40*,20`).
    package var ruleLabel: String? {
        rule == .moore(.conway) && gridLabel == nil ? nil : rule.description
    }
}
