import LifeCore

/// `render --pattern` of a giant: a macrocell file, or an RLE file larger
/// than lifecam's largest board, runs with HashLife on Golly's unbounded
/// plane and is drawn as play draws it (`Game+Plane`), seen whole
/// (`PlaneView.fit`) at whatever scale that takes unless `--cell` says.
extension RenderJob {
    /// The most shapes the SVG of a giant may have: one per lit square.
    package static let maxSVGShapes = 1_000_000

    /// Brings the board to frame `index`'s generation: stepped, or on the
    /// plane, HashLife run on (as bgolly's `-m` splits the generations) and the board drawn from it.
    mutating func advance(toFrame index: Int) throws(CommandFailure) {
        let target = plan.generation(atFrame: index)
        guard let plane else { return game.advance(target - game.generation) }
        let done = plane.life.generation - planeStart
        if target > done {
            do { try plane.life.advance(generations: target - done) } catch { throw CommandFailure(.data, "\(error)") }
        }
        game.drawPlane()
    }

    /// Refuses the SVG of a giant beyond `maxSVGShapes` lit squares.
    func checkSVGShapes() throws(CommandFailure) {
        guard plane != nil else { return }
        let shapes = game.board.population
        guard shapes <= Self.maxSVGShapes else {
            throw CommandFailure(.usage, "the picture would have \(shapes) shapes, and SVG is refused beyond "
                + "\(Self.maxSVGShapes): render to .y4m or .mp4, or give a smaller --size or larger --cell")
        }
    }
}
