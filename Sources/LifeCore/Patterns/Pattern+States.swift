/// The states of a pattern's cells under a Generations rule (layout on `Pattern`).
extension Pattern {
    /// Whether some cell is in a state above 1 (dying, under a Generations rule).
    public var isMultiState: Bool { !planes.isEmpty }

    /// Bit planes holding state − 1 (0 for a two-state pattern).
    var planeCount: Int { words.isEmpty ? 0 : planes.count / words.count }

    /// The state of the cell at (x, y): 0 dead, 1 alive, 2 … dying; 0 outside the box.
    public func state(x: Int, y: Int) -> Int {
        guard self[x, y] else { return 0 }
        let index = y * wordsPerRow + (x >> 6), shift = UInt64(x & 63)
        var value = 0
        for p in 0..<planeCount { value |= Int(planes[p * words.count + index] >> shift & 1) << p }
        return value + 1
    }

    /// Word `k` of the cells in a state above 1.
    func dying(_ k: Int) -> UInt64 {
        var any: UInt64 = 0
        for p in 0..<planeCount { any |= planes[p * words.count + k] }
        return any
    }

    /// Number of cells in state 1 (`population` counts the dying ones too).
    public var liveCount: Int {
        var total = 0
        for k in 0..<words.count { total += (words[k] & ~dying(k)).nonzeroBitCount }
        return total
    }

    /// The highest state of any cell: 0 for the empty pattern, 1 for a two-state one.
    public var largestState: Int {
        guard !words.isEmpty, population > 0 else { return 0 }
        // From the top plane down: keep the cells that have each bit the largest value can have.
        var value = 0, candidates = words
        for p in (0..<planeCount).reversed() {
            var any = false
            for k in 0..<words.count where candidates[k] & planes[p * words.count + k] != 0 { any = true; break }
            guard any else { continue }
            value |= 1 << p
            for k in 0..<words.count { candidates[k] &= planes[p * words.count + k] }
        }
        return value + 1
    }
}

extension Pattern {
    /// A pattern of `width × height` cells whose states `state(x, y)` gives
    /// (0...255); the caller gives a box that the cells in a non-zero state
    /// touch on every side (a trimmed pattern), or an empty one.
    public init(width: Int, height: Int, state: (Int, Int) -> Int) {
        let perRow = (width + 63) >> 6
        var words = [UInt64](repeating: 0, count: perRow * height)
        var planes: [UInt64] = []
        for y in 0..<height {
            for x in 0..<width {
                let value = state(x, y)
                guard value != 0 else { continue }
                let index = y * perRow + (x >> 6), bit: UInt64 = 1 << UInt64(x & 63)
                words[index] |= bit
                var rest = value - 1, p = 0
                while rest != 0 {
                    if planes.count < (p + 1) * words.count { planes += [UInt64](repeating: 0, count: words.count) }
                    if rest & 1 == 1 { planes[p * words.count + index] |= bit }
                    rest >>= 1
                    p += 1
                }
            }
        }
        self.init(width: width, height: height, words: words, planes: planes)
    }
}
