import LifeCore

/// `render --pattern` of a giant: a macrocell file, or an RLE file larger
/// than lifecam's largest board, runs on Golly's unbounded plane as a giant
/// and is drawn as play draws it (`Game+Giant`), seen whole
/// (`PlaneView.fit`) at whatever scale that takes unless `--cell` says.
extension RenderJob {
    /// Brings the world to frame `index`'s generation: stepped, or a giant
    /// run on exactly (as bgolly's `-m` splits the generations) and drawn.
    mutating func advance(toFrame index: Int) throws(CommandFailure) {
        let target = plan.generation(atFrame: index)
        guard plane != nil else { return game.advance(target - game.generation) }
        do { try game.runGiant(to: planeStart + target) } catch { throw CommandFailure(.data, "\(error)") }
    }

}
