import CTermShim
import Foundation
import Glibc
import LifeCore
import Synchronization

/// LifeCore's `ParallelRunner` on threads: `width − 1` of the pool's own
/// beside the caller's, kept from run to run (a board steps a thousand
/// generations a second: a thread started for each would cost more than the
/// band it steps).
///
/// A run publishes its job in `ticket`: the job's number in the high 32
/// bits, its count of parts in the next 16 and the next part to take in the
/// low 16. Every thread, the caller's among them, takes parts by
/// compare-and-swap on the ticket it read, so a thread late from the last
/// job either takes a part of the job it saw, which is then not finished
/// (its body still in place), or none: the count it compares with travels in
/// the same word as the part, never read apart from it. `done` counts the
/// parts finished; the run returns when all are.
/// Between runs a pool thread looks for the next job for a while (yielding
/// the CPU), then sleeps on `condition` until one comes or the pool closes.
final class ThreadPool: ParallelRunner, @unchecked Sendable {
    let width: Int
    private let ticket = Atomic<UInt64>(0)
    private let done = Atomic<Int>(0)
    /// The job's body: written before its ticket is published, read by a
    /// thread only after it took a part of that job (so before the job ends).
    private nonisolated(unsafe) var body: ((Int) -> Void)?
    private let condition = NSCondition()
    private var sleeping = 0
    private var closing = false
    /// The most parts a run takes (16 bits of the ticket); a board's bands are at most the threads.
    static let mostParts = 0xFFFF
    /// Looks for the next job before sleeping: about a millisecond on this machine.
    static let patience = 2000

    /// A pool of `threads` in all (the caller's among them); 1 starts none.
    init(threads: Int) {
        width = max(1, threads)
        for _ in 1..<width { SystemCall.detachThreadWithoutSignals { [self] in work() } }
    }

    /// The CPUs this process may run on (`sched_getaffinity`): `run`'s default for `--threads`.
    static var usableCPUs: Int { Int(termshim_usable_cpus()) }

    func run(_ parts: Int, _ body: (Int) -> Void) {
        guard parts > 1, width > 1 else {
            for part in 0..<max(0, parts) { body(part) }
            return
        }
        precondition(parts <= Self.mostParts, "a run takes at most \(Self.mostParts) parts")
        withoutActuallyEscaping(body) { body in
            self.body = body
            done.store(0, ordering: .relaxed)
            let job = (ticket.load(ordering: .relaxed) >> 32) &+ 1
            ticket.store(job << 32 | UInt64(parts) << 16, ordering: .releasing)
            condition.lock()
            if sleeping > 0 { condition.broadcast() }
            condition.unlock()
            take(job)
            while done.load(ordering: .acquiring) < parts { sched_yield() }
            self.body = nil
        }
    }

    /// Lets the pool's threads end (each after the job it is in).
    func close() {
        condition.lock()
        closing = true
        condition.broadcast()
        condition.unlock()
    }

    /// Takes and runs parts of `job` until none is left or another job is out.
    private func take(_ job: UInt64) {
        while true {
            let seen = ticket.load(ordering: .acquiring)
            let part = seen & 0xFFFF, parts = seen >> 16 & 0xFFFF
            guard seen >> 32 == job, part < parts else { return }
            guard ticket.compareExchange(expected: seen, desired: seen &+ 1, ordering: .acquiringAndReleasing).exchanged
            else { continue }
            body?(Int(part))
            done.add(1, ordering: .releasing)
        }
    }

    /// A pool thread: waits for each job after the last it saw and takes parts of it.
    private func work() {
        var last: UInt64 = 0
        while let job = nextJob(after: last) {
            last = job
            take(job)
        }
    }

    /// The number of the job after `last`, looking for a while, then asleep; nil once closing.
    private func nextJob(after last: UInt64) -> UInt64? {
        for _ in 0..<Self.patience {
            let job = ticket.load(ordering: .acquiring) >> 32
            if job != last { return job }
            sched_yield()
        }
        condition.lock()
        defer { condition.unlock() }
        sleeping += 1
        defer { sleeping -= 1 }
        while !closing {
            let job = ticket.load(ordering: .acquiring) >> 32
            if job != last { return job }
            condition.wait()
        }
        return nil
    }
}
