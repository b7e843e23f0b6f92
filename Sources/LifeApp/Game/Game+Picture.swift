import LifeCore

/// The picture of the view: what play and render paint, drawn from the
/// universe through `LifeAlgorithm` after every step, edit and move of the
/// view. At a cell a pixel or more it is the window's cells
/// (`LifeAlgorithm.draw`, folded across a grid's joins); below, a cell a
/// square of 2^k cells, lit as bright as their share (`LifeAlgorithm.squares`:
/// a world zoomed out, `Game+Zoom`, or a giant, `Game+Giant`).
extension Game {
    /// Draws the picture again from the universe.
    package mutating func drawPicture() {
        if plane != nil { return drawGiant() }
        if zoom != nil { return drawZoom() }
        brightness = nil
        let view = viewport
        if picture.width != view.windowWidth || picture.height != view.windowHeight || picture.rule != universe.pictureRule,
           let fresh = try? universe.picture(width: view.windowWidth, height: view.windowHeight) {
            picture = fresh
        }
        universe.draw(into: &picture, at: frame.golly(view.origin))
    }

    /// The whole world's cells drawn with its joins, or a giant's view (its
    /// picture): what a test or a render's caller reads as "the board".
    package var worldBoard: Board { plane != nil ? picture : wholeWorld(topology: frame.topology) ?? picture }

    /// The whole world drawn, for what works on all of it (a clear, the SVG
    /// of a grid larger than the view); nil for a world too large to draw.
    package func wholeWorld(topology: Topology = .bounded) -> Board? {
        guard var world = try? Board(width: frame.width, height: frame.height, topology: topology, rule: universe.pictureRule)
        else { return nil }
        universe.draw(into: &world, at: frame.origin)
        return world
    }
}

extension Game {
    /// What `view` (the game's viewport, perhaps laid on another canvas, as
    /// a recording keeps its first) shows: the picture itself when it is that
    /// window; else the window drawn from the universe, or zoomed out cut
    /// from the picture of squares, into `buffer` (kept from call to call).
    package func window(through view: Viewport, into buffer: inout Board?) -> Board {
        if view == viewport || ((zoom != nil || plane != nil) && view.showsWholeWorld) { return picture }
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
