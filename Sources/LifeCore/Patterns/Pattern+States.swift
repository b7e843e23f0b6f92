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
