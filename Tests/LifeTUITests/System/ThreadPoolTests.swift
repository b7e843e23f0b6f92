import Synchronization
import Testing
@testable import LifeCore
@testable import LifeTUI

/// The pool of threads `run --threads` steps a board on: each part once per
/// run, run after run (a thread late from one run takes nothing of the next),
/// and a board stepped on it is the board stepped on one thread.
@Suite struct ThreadPoolTests {
    @Test(arguments: [1, 2, 3, 5])
    func everyPartRunsOnceInEveryRun(threads: Int) {
        let pool = ThreadPool(threads: threads)
        defer { pool.close() }
        #expect(pool.width == threads)
        let counts = Mutex([Int](repeating: 0, count: 4 * 17))
        // Many short runs one after another: the pool's threads come late to some of them.
        for run in 0..<4000 {
            let parts = [0, 1, 2, 17][run % 4]
            pool.run(parts) { part in counts.withLock { $0[run % 4 * 17 + part] += 1 } }
        }
        let expected = (0..<4).flatMap { kind in (0..<17).map { part in part < [0, 1, 2, 17][kind] ? 1000 : 0 } }
        #expect(counts.withLock { $0 } == expected)
    }

    @Test func theCPUsThisProcessMayUseAreCounted() {
        #expect(ThreadPool.usableCPUs >= 1)
    }

    /// Soups 2048 cells wide and 1024 rows a thread (32,768 words a band, above the
    /// least part), stepped 40 generations, a rule of each family.
    @Test(arguments: ["B3/S23", "B36/S23", "345/2/4", "B3-cnqy/S23-a"], [2, 3])
    func aBoardSteppedOnThePoolIsTheBoardSteppedOnOneThread(rule: String, threads: Int) throws {
        let pool = ThreadPool(threads: threads)
        defer { pool.close() }
        var whole = try Board(width: 2048, height: 1024 * threads, topology: .torus, rule: try Rule(parsing: rule))
        var rng = Xoshiro256(seed: 9)
        try whole.randomFill(density: 0.35, using: &rng)
        var banded = whole
        banded.runner = pool
        #expect(Board.bands(runner: pool, wordsPerRow: banded.wordsPerRow, height: banded.height) == threads)
        whole.step(40)
        banded.step(40)
        #expect(banded == whole)
    }
}
