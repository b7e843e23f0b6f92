import LifeCore

extension RunJob {
    /// The threads `--threads` asks for: 1 to `maxThreads`; nil when not given.
    package static func parseThreads(_ threads: Int?) throws(CommandFailure) -> Int? {
        guard let threads else { return nil }
        guard (1...maxThreads).contains(threads) else {
            throw CommandFailure(.usage, "--threads takes 1 to \(maxThreads) threads, not \(threads)")
        }
        return threads
    }

    /// The most threads `--threads` takes.
    package static let maxThreads = 256
}
