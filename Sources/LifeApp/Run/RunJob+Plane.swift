import LifeCore

/// `lifecam run` on Golly's unbounded plane: HashLife's limits (steps, memory).
extension RunJob {
    /// The most generations a run may ask for (HashLife's largest step).
    package static let maxGenerations = 1 << Universe.maxStepExponent
    /// `--max-memory`'s bounds, in MiB; the default is bgolly's (`-M`).
    package static let memoryRange = 1...(1 << 20)
    package static let defaultMaxMemory = Universe.defaultMaxMemory >> 20
    /// The least HashLife's nodes are given beside what the process holds (the node store's own least).
    static let minimumStore = 1 << 20
    /// The share of `--max-memory` (1/32) kept beside HashLife's nodes for
    /// measuring the result: the population's memo (20 bytes a distinct node
    /// of the pattern, doubled as it grows), its box. Without it
    /// constructor-memory-loop at 2^24 peaked 7 MB above a limit of 256.
    static let resultShare = 32

    /// `--step 2^k` or a power of two written out: the exponent k (0...62).
    package static func stepExponent(parsing text: String) throws(OptionValueError) -> Int {
        let why = OptionValueError("give a power of two from 1 to 2^\(Universe.maxStepExponent), written 2^k or in full")
        if text.hasPrefix("2^") {
            guard let k = Int(text.dropFirst(2)), (0...Universe.maxStepExponent).contains(k) else { throw why }
            return k
        }
        guard let n = Int(text), n > 0, n & (n - 1) == 0, n <= maxGenerations else { throw why }
        return n.trailingZeroBitCount
    }

    /// `--max-memory MB`, in bytes.
    package static func parseMaxMemory(_ megabytes: Int?) throws(CommandFailure) -> Int {
        let mb = megabytes ?? defaultMaxMemory
        guard memoryRange.contains(mb) else {
            throw CommandFailure(.usage, "--max-memory takes megabytes from \(memoryRange.lowerBound) to \(memoryRange.upperBound), not \(mb)")
        }
        return mb << 20
    }

    /// Refuses a `--max-memory` that leaves HashLife's nodes (`store` bytes of
    /// `limit`) less than the node store's least.
    static func checkStore(_ store: Int, limit: Int) throws(CommandFailure) {
        guard store < minimumStore else { return }
        throw CommandFailure(.usage, "--max-memory \(limit >> 20) leaves HashLife less than \(minimumStore >> 20) MB beside the "
            + "\((limit - store) >> 20) MB lifecam holds already or keeps to measure the result: give at least "
            + "\((limit - store + minimumStore) >> 20 + 2)")
    }

    /// An engine's error as the run reports it: HashLife's memory limit told
    /// as `--max-memory` (`limit`, of which `store` for its nodes), the rest as
    /// it is, with `status`, prefixed with the source.
    static func failure(_ error: AlgorithmError, source: String, limit: Int, store: Int, status: ExitStatus) -> CommandFailure {
        switch error {
        case .hashLife(.outOfMemory) where limit != store:
            return CommandFailure(.data, "\(source): the pattern does not fit in \(limit >> 20) MB of memory (\(store >> 20) MB "
                + "of it for HashLife's nodes); give a larger --max-memory")
        case .hashLife(.outOfMemory):
            return CommandFailure(.data, "\(source): \(error); give a larger --max-memory")
        case .hashLife, .outgrown:
            return CommandFailure(.data, "\(source): \(error)")
        case .board, .stateOutOfRange, .unbounded:
            return CommandFailure(status, error.description)
        }
    }

    /// Checks `--generations` and `--step` together: the plane's limit, and whole steps.
    static func checkSteps(generations: Int, step: Int?) throws(CommandFailure) {
        guard generations <= maxGenerations else {
            throw CommandFailure(.usage, "--generations must be at most 2^\(Universe.maxStepExponent) (\(maxGenerations)), not \(generations)")
        }
        if let step, generations & ((1 << step) - 1) != 0 {
            throw CommandFailure(.usage, "--generations \(generations) is not a whole number of steps of 2^\(step)")
        }
    }
}
