import LifeCore

/// `lifecam run` on Golly's unbounded plane: with HashLife, or for the rules
/// it does not run (and `--algorithm quicklife`) in tiles (`TiledPlane`).
extension RunJob {
    /// The most generations a run may ask for (HashLife's largest step).
    package static let maxGenerations = 1 << HashLife.maxExponent
    /// `--max-memory`'s bounds, in MiB; the default is bgolly's (`-M`).
    package static let memoryRange = 1...(1 << 20)
    package static let defaultMaxMemory = HashLife.defaultMaxMemory >> 20
    /// The least HashLife's nodes are given beside what the process holds (the node store's own least).
    static let minimumStore = 1 << 20
    /// The share of `--max-memory` (1/32) kept beside HashLife's nodes for
    /// measuring the result: the population's memo (20 bytes a distinct node
    /// of the pattern, doubled as it grows), its box. Without it
    /// constructor-memory-loop at 2^24 peaked 7 MB above a limit of 256.
    static let resultShare = 32

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
    /// under a rule HashLife runs. A file starts at its generation (a macrocell
    /// file's `#G`, an RLE's `#CXRLE Gen=`), as in Golly.
    /// HashLife's nodes get `maxMemory` bytes: `--max-memory` (`limit`) less,
    /// where the command measured it, what the process already holds and room
    /// to measure the result (`resultShare`), so that the whole process keeps
    /// within the limit.
    static func runOnPlane(_ loaded: RunPattern, rule: Rule, generations: [Int], step: Int?, maxMemory: Int, limit: Int,
                           source: String, each: (RunResult) throws(CommandFailure) -> Void) throws(CommandFailure) -> RunResult {
        guard maxMemory >= minimumStore else {
            throw CommandFailure(.usage, "--max-memory \(limit >> 20) leaves HashLife less than \(minimumStore >> 20) MB beside the "
                + "\((limit - maxMemory) >> 20) MB lifecam holds already or keeps to measure the result: give at least "
                + "\((limit - maxMemory + minimumStore) >> 20 + 2)")
        }
        /// HashLife's error, its memory limit told as `--max-memory`.
        func failure(_ error: HashLifeError) -> CommandFailure {
            guard case .outOfMemory = error, limit != maxMemory else { return CommandFailure(.data, "\(source): \(error)") }
            return CommandFailure(.data, "\(source): the pattern does not fit in \(limit >> 20) MB of memory (\(maxMemory >> 20) MB "
                + "of it for HashLife's nodes); give a larger --max-memory")
        }
        let life: HashLife
        do {
            life = try HashLife(rule: rule, maxMemory: maxMemory)
            if let macrocell = loaded.macrocell {
                try life.load(macrocell)
            } else {
                try life.load(loaded.planeCells)
                life.generation = loaded.pattern.generation ?? 0
            }
        } catch {
            throw failure(error)
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
                throw failure(error)
            }
            done = target
            if index == generations.count - 1 { break }
            try each(RunResult(plane: life, source: source))
        }
        return RunResult(plane: life, source: source)
    }

    /// Runs `pattern` on Golly's plane in tiles that exist only where the cells
    /// are to each of `generations` in turn (`each` gets every result but the
    /// last, which is returned); the cells go where `RunPattern.planeCells`
    /// puts them for HashLife. Under a B0 rule the tiles hold what Golly holds
    /// (`Rule.Emulation`): their background is empty.
    static func runOnTiles(_ pattern: Pattern, rule: Rule, generations: [Int], source: String,
                           each: (RunResult) throws(CommandFailure) -> Void) throws(CommandFailure) -> RunResult {
        var tiles = TiledPlane(rule: rule)
        do {
            var cells = try Board(width: max(1, pattern.width), height: max(1, pattern.height), topology: .bounded, rule: rule)
            cells.stamp(pattern, at: GridPoint(x: 0, y: 0))
            tiles.write(cells, at: pattern.gollyPosition(on: nil) ?? GridPoint(x: -(pattern.width / 2), y: -(pattern.height / 2)))
        } catch {
            throw CommandFailure(.data, "\(source): \(error)")
        }
        let start = pattern.generation ?? 0
        tiles.generation = start
        for (index, target) in generations.enumerated() {
            tiles.step(start + target - tiles.generation)
            if index == generations.count - 1 { break }
            try each(RunResult(tiles: tiles, source: source))
        }
        return RunResult(tiles: tiles, source: source)
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
