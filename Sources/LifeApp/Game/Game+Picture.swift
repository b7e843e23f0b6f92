import LifeCore

/// The picture of the view, drawn by the camera (`Camera+Picture`), and the
/// whole world, drawn for what works on all of it.
extension Game {
    /// Draws the picture again from the universe.
    package mutating func drawPicture() {
        if camera.plane != nil { return drawGiant() }
        camera.draw(universe, frame: frame)
    }

    /// A giant's picture again from the universe's squares, and its world the view's cells.
    mutating func drawGiant() {
        if let world = camera.drawGiant(universe) { frame = world }
    }

    /// What `view` (the game's viewport, perhaps laid on another canvas, as
    /// a recording keeps its first) shows (`Camera.window`), into `buffer`.
    package func window(through view: Viewport, into buffer: inout Board?) -> Board {
        camera.window(through: view, into: &buffer, of: universe, frame: frame)
    }

    /// The whole world's cells drawn with its joins, or a giant's view (its
    /// picture): what a test or a render's caller reads as "the board".
    package var worldBoard: Board { camera.plane != nil ? picture : wholeWorld(topology: frame.topology) ?? picture }

    /// The whole world drawn, for what works on all of it (a clear, the SVG
    /// of a grid larger than the view); nil for a world too large to draw.
    package func wholeWorld(topology: Topology = .bounded) -> Board? {
        guard var world = try? Board(width: frame.width, height: frame.height, topology: topology, rule: universe.pictureRule)
        else { return nil }
        universe.draw(into: &world, at: frame.origin)
        return world
    }
}
