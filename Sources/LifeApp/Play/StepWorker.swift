/// Where the play loop steps the game (issue 39 §2): on a thread of its own
/// in play (LifeTUI's `StepThread`), so that a fast rule's generations run
/// on one core while the frame before them is encoded and written on the
/// other; on the loop's own thread in tests and wherever one core will do
/// (`InlineStepWorker`). The loop decides what is stepped and when it meets
/// the result, so both give the same frames (`PlayLoop+Step`).
package protocol StepWorker: AnyObject, Sendable {
    /// Starts `job`; the job started before it has been waited for.
    func start(_ job: @escaping @Sendable () -> Void)
    /// Returns once the job started last has returned (at once when it has).
    func wait()
}

/// Runs each job when it is started, on the caller's thread.
package final class InlineStepWorker: StepWorker {
    package init() {}

    package func start(_ job: @escaping @Sendable () -> Void) { job() }

    package func wait() {}
}
