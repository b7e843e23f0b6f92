import Foundation
import LifeApp

/// LifeApp's `StepWorker` on a thread of its own: play's engine steps there
/// while the loop's thread encodes and writes the frame before (issue 39
/// §2). One job at a time; between jobs the thread sleeps on `condition`.
/// Started without asynchronous signals, so Ctrl-C and Ctrl-Z reach the
/// loop's thread as before.
final class StepThread: StepWorker, @unchecked Sendable {
    /// Guards `job`, `running` and `closing`; signalled when a job comes, ends, or the thread should end.
    private let condition = NSCondition()
    /// The job started and not yet taken by the thread.
    private var job: (@Sendable () -> Void)?
    /// Whether the thread is in a job.
    private var running = false
    private var closing = false

    init() {
        SystemCall.detachThreadWithoutSignals { [self] in work() }
    }

    func start(_ job: @escaping @Sendable () -> Void) {
        condition.lock()
        defer { condition.unlock() }
        precondition(self.job == nil && !running, "a step starts only after the one before was waited for")
        self.job = job
        condition.broadcast()
    }

    func wait() {
        condition.lock()
        defer { condition.unlock() }
        while job != nil || running { condition.wait() }
    }

    /// Lets the thread end once it is between jobs.
    func close() {
        condition.lock()
        closing = true
        condition.broadcast()
        condition.unlock()
    }

    /// The thread: each job as it comes, until closed.
    private func work() {
        while let job = next() {
            job()
            condition.lock()
            running = false
            condition.broadcast()
            condition.unlock()
        }
    }

    /// The next job, waited for; nil once closing.
    private func next() -> (@Sendable () -> Void)? {
        condition.lock()
        defer { condition.unlock() }
        while job == nil && !closing { condition.wait() }
        guard let taken = job else { return nil }
        job = nil
        running = true
        return taken
    }
}
