/// The game on its way to the step worker's thread and back: the one value
/// that crosses threads in play.
///
/// `Game` is not `Sendable` (its universe is a class stepped in place), so
/// the hand-off is explicit. The invariant that makes this box safe: between
/// `PlayLoop.stepAhead` starting the job and `PlayLoop.meetStep` waiting for
/// it, only the job touches `game`, and the loop reads nothing of its own
/// copy (which shares the universe): it only encodes and writes a frame
/// composed before, and waits for input. `StepWorker.wait` orders the job's
/// writes before the loop's next read.
final class GameInFlight: @unchecked Sendable {
    private(set) var game: Game
    /// Seconds the step took, on the loop's clock (the engine's pace: `PlayPacer.stepped`).
    private(set) var seconds = 0.0

    init(_ game: Game) {
        self.game = game
    }

    /// Runs `count` generations (`Game.advance`), timed by `clock`.
    func advance(_ count: Int, clock: any AppClock) {
        let start = clock.now()
        game.advance(count)
        seconds = clock.now() - start
    }
}
