/// The engine's half of a turn, on the step worker's thread (issue 39 §2).
///
/// While Life runs, the generations the next frame shows are known once this
/// frame is composed (`PlayPacer`'s timetable at the next frame's time), and
/// the game is not needed again until then: so they step on the worker while
/// this thread encodes and writes the frame and waits for input, and the two
/// meet before any input is handled. Every decision (how many generations,
/// when to meet) is the loop's, so a worker on another thread gives the same
/// frames as one on this thread; and at the frames' times the game is at the
/// generation it was at when the loop stepped at the start of each turn. What
/// moved: a turn ends with the next frame's generations stepped, and input
/// that arrives while they step lands on the generation they reach, the one
/// the next frame shows. A step is bounded (`PlayPacer.generationsPerTurn`)
/// so that it is done by the next frame: a rule faster than the engine costs
/// generations, not frames. A step quicker than the hand-off is worth
/// (`PlayPacer.stepsInline`) runs on this thread at once, at the same point
/// of the turn, so the frames are the same either way.
extension PlayLoop {
    /// Starts the generations due by the next frame's time, with `late`
    /// (those due already, which this turn's frame did not wait for).
    mutating func stepAhead(late: Int, speed: Double, now: Double) {
        let ahead = pacer.nextFrame.map { pacer.generationsDue(now: max($0, now), speed: speed) } ?? 0
        let count = min(late + ahead, pacer.generationsPerTurn)
        guard count > 0 else { return }
        let box = GameInFlight(game)
        let clock = clock
        if pacer.stepsInline(count) {
            box.advance(count, clock: clock)
            takeBack(box, count)
            return
        }
        worker.start { box.advance(count, clock: clock) }
        inFlight = (box, count)
    }

    /// Waits for the step out, if any, and takes the game back.
    mutating func meetStep() {
        guard let (box, count) = inFlight else { return }
        worker.wait()
        inFlight = nil
        takeBack(box, count)
    }

    /// The game stepped `count` generations, back in the loop, and their time told to the pacer.
    private mutating func takeBack(_ box: GameInFlight, _ count: Int) {
        game = box.game
        pacer.stepped(count, seconds: box.seconds)
        dirty = true
    }
}
