import LifeCore

/// `render --pattern` of a giant: a macrocell file, or an RLE file larger
/// than lifecam's largest board, runs with HashLife on Golly's unbounded
/// plane and is drawn as play draws it (`Game+Plane`), seen whole
/// (`PlaneView.fit`) at whatever scale that takes unless `--cell` says.
extension RenderJob {
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

}
