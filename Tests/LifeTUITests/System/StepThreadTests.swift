import Glibc
import Synchronization
import Testing
@testable import LifeApp
@testable import LifeTUI

/// The thread play's engine steps on: each job on a thread other than the
/// caller's, `wait` returning only once the job has, and the job's writes
/// seen after it.
@Suite struct StepThreadTests {
    @Test func eachJobRunsOnItsThreadAndWaitWaitsForIt() {
        let worker = StepThread()
        defer { worker.close() }
        let caller = pthread_self()
        let seen = Mutex((sum: 0, onCaller: 0, threads: Set<pthread_t>()))
        // Not atomic on purpose: `wait` must order the job's writes before the caller's reads.
        final class Plain: @unchecked Sendable { var value = 0 }
        let plain = Plain()
        for n in 1...500 {
            worker.start {
                plain.value += n
                seen.withLock {
                    $0.sum += n
                    if pthread_equal(pthread_self(), caller) != 0 { $0.onCaller += 1 }
                    $0.threads.insert(pthread_self())
                }
            }
            worker.wait()
            #expect(plain.value == n * (n + 1) / 2)
        }
        worker.wait()  // nothing out: returns at once
        let result = seen.withLock { $0 }
        #expect(result.sum == 500 * 501 / 2 && result.onCaller == 0 && result.threads.count == 1)
    }
}
