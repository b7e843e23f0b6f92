/// `--generations N` or several, `0,1,10,100,1000`: a result at each, as
/// bgolly prints a line per step.
extension RunJob {
    /// The most generations one run may report.
    package static let maxReports = 10_000

    /// Refuses a list that is empty, negative, out of order or too long.
    static func checkGenerations(_ generations: [Int]) throws(CommandFailure) {
        guard !generations.isEmpty else { throw CommandFailure(.usage, "--generations needs a number") }
        if let negative = generations.first(where: { $0 < 0 }) {
            throw CommandFailure(.usage, "--generations must be 0 or more, not \(negative)")
        }
        guard generations.count <= maxReports else {
            throw CommandFailure(.usage, "--generations lists \(generations.count) generations; at most \(maxReports) are reported")
        }
        for (before, after) in zip(generations, generations.dropFirst()) where after <= before {
            throw CommandFailure(.usage, "--generations must list generations in increasing order, such as 0,1,10,100; \(after) comes after \(before)")
        }
    }
}
