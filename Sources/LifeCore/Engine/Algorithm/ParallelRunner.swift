/// Runs the parts of one piece of work at once, on threads the shell owns
/// (LifeTUI's `ThreadPool`): LifeCore starts no thread of its own. A board
/// given one steps its rows in bands, a part each (`Board.runner`).
public protocol ParallelRunner: AnyObject, Sendable {
    /// How many parts run at once at most: the threads, the caller's among them.
    var width: Int { get }
    /// The least work a part must hold for handing it to another thread to
    /// pay, in the caller's units (a board's: words of a generation).
    var leastPart: Int { get }
    /// Calls `body` once for each of `0..<parts`, several at once on
    /// different threads (the caller's among them), and returns when all
    /// have returned. The calls must not touch the same memory, except to read it.
    func run(_ parts: Int, _ body: (Int) -> Void)
}

extension ParallelRunner {
    /// A 1024-cell-square board (16,384 words) a part at least: about 10 µs
    /// of stepping B3/S23 (9e10 cells a second, x86-64-v3), against a few
    /// microseconds a part costs to hand over and wait for.
    public var leastPart: Int { 16384 }
}
