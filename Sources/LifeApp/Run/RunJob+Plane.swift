import LifeCore

/// `lifecam run` on Golly's unbounded plane, with HashLife.
extension RunJob {
    /// The most generations a run may ask for (HashLife's largest step).
    package static let maxGenerations = 1 << HashLife.maxExponent
    /// `--max-memory`'s bounds, in MiB; the default is bgolly's (`-M`).
    package static let memoryRange = 1...(1 << 20)
    package static let defaultMaxMemory = HashLife.defaultMaxMemory >> 20

    /// `--step 2^k` or a power of two written out: the exponent k (0...62).
    package static func parseStep(_ text: String) throws(CommandFailure) -> Int {
        let shown = TextSanitizer.clean(text, maxLength: 40)
        let why = "--step must be a power of two from 1 to 2^\(HashLife.maxExponent), written 2^k or in full, not '\(shown)'"
        if text.hasPrefix("2^") {
            guard let k = Int(text.dropFirst(2)), (0...HashLife.maxExponent).contains(k) else { throw CommandFailure(.usage, why) }
            return k
        }
        guard let n = Int(text), n > 0, n & (n - 1) == 0, n <= maxGenerations else { throw CommandFailure(.usage, why) }
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

    /// Runs `loaded` with HashLife on the plane to each of `generations` in
    /// turn (counted from the start; `each` gets every result but the last,
    /// which is returned): in steps of 2^`step` when given, else as bgolly's
    /// `-m` does (each step the largest power of two dividing what is left),
    /// under a rule HashLife runs. A macrocell file starts at its `#G` generation.
    static func runOnPlane(_ loaded: RunPattern, rule: Rule, generations: [Int], step: Int?, maxMemory: Int, source: String,
                           each: (RunResult) throws(CommandFailure) -> Void) throws(CommandFailure) -> RunResult {
        let life: HashLife
        do {
            life = try HashLife(rule: rule, maxMemory: maxMemory)
            if let macrocell = loaded.macrocell {
                try life.load(macrocell)
            } else {
                try life.load(loaded.planeCells)
            }
        } catch {
            throw CommandFailure(.data, "\(source): \(error)")
        }
        var done = 0
        for (index, target) in generations.enumerated() {
            do {
                if let step {
                    for _ in 0..<((target - done) >> step) { try life.step(exponent: step) }
                } else {
                    try life.advance(generations: target - done)
                }
            } catch {
                throw CommandFailure(.data, "\(source): \(error)")
            }
            done = target
            if index == generations.count - 1 { break }
            try each(RunResult(plane: life, source: source))
        }
        return RunResult(plane: life, source: source)
    }

    /// Checks `--generations` and `--step` together: the plane's limit, and whole steps.
    static func checkSteps(generations: Int, step: Int?) throws(CommandFailure) {
        guard generations <= maxGenerations else {
            throw CommandFailure(.usage, "--generations must be at most 2^\(HashLife.maxExponent) (\(maxGenerations)), not \(generations)")
        }
        if let step, generations & ((1 << step) - 1) != 0 {
            throw CommandFailure(.usage, "--generations \(generations) is not a whole number of steps of 2^\(step)")
        }
    }
}
