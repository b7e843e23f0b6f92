import LifeCore

extension PlayLoop {
    /// `S` on a giant: its plane saved as a new macrocell file (too large for
    /// RLE, and read back by `--pattern` and bgolly), said in the status line.
    mutating func savePlane() {
        guard let document = game.giantMacrocell else { return }
        do throws(RecordingError) {
            let path = try studio.saveMacrocell(document)
            game.message = "giant saved: \(path) (\(NumberText.grouped(game.universe.population)) cells, "
                + "generation \(NumberText.grouped(game.generation)))"
        } catch {
            game.message = "giant not saved: \(error.description)"
        }
    }
}
