/// Random soups from an injected, seeded generator.
extension Board {
    /// Replaces every cell with a random one, alive with probability `density`,
    /// and resets the generation counter.
    ///
    /// Cells are drawn row by row, west to east, one `generator.next()` each
    /// (alive when it falls below `density × 2⁶⁴`), so the same generator state
    /// always gives the same board. Throws unless `density` is in 0...1.
    public mutating func randomFill(density: Double, using generator: inout some RandomNumberGenerator) throws(BoardError) {
        guard density >= 0, density <= 1 else { throw BoardError.invalidDensity(density) }
        let everything = density == 1
        // 2⁶⁴ × density, below 2⁶⁴ here because density < 1.
        let threshold = everything ? UInt64.max : UInt64(density * 18_446_744_073_709_551_616.0)
        let n = wordsPerRow
        let lastBits = width &- (n &- 1) &* 64
        for y in 0..<height {
            for k in 0..<n {
                let bits = k == n &- 1 ? lastBits : 64
                var word: UInt64 = 0
                for i in 0..<bits {
                    let draw = generator.next()
                    if everything || draw < threshold { word |= 1 << UInt64(i) }
                }
                words[y &* n &+ k] = word
            }
        }
        generation = 0
    }
}
