/// Random soups from an injected, seeded generator.
extension Board {
    /// Replaces every cell with a random one, alive with probability `density`,
    /// and resets the generation counter. Throws unless `density` is in 0...1.
    ///
    /// 64 cells are made at once. `density` is taken as a 32-bit binary fraction
    /// 0.b₁b₂…b₃₂ (within 2⁻³² of the request) and a word starts empty; for each
    /// bit from b₃₂ up to b₁ a fresh random word `r` is drawn and the word becomes
    /// `word | r` for a 1 bit or `word & r` for a 0 bit. Each step halves the
    /// probability and adds one half for a 1, so every bit ends alive with
    /// probability exactly 0.b₁…b₃₂. Zero bits below the lowest 1 change nothing and
    /// draw nothing: density 0.5 takes one draw per 64 cells, 0.3 about 31. Words
    /// are filled row by row, west to east, so the same generator state always
    /// gives the same board.
    public mutating func randomFill(density: Double, using generator: inout some RandomNumberGenerator) throws(BoardError) {
        guard density >= 0, density <= 1 else { throw BoardError.invalidDensity(density) }
        let fraction = Self.randomFraction(density)
        let n = wordsPerRow, mask = lastWordMask
        for y in 0..<height {
            for k in 0..<n {
                let word = Self.randomWord(fraction: fraction, using: &generator)
                words[y &* n &+ k] = k == n &- 1 ? word & mask : word
            }
        }
        generation = 0
    }

    /// `density` (0...1) as the 32-bit binary fraction `randomWord` takes (2³² for 1).
    public static func randomFraction(_ density: Double) -> UInt64 {
        density == 1 ? UInt64(1) << 32 : UInt64(density * 4_294_967_296.0)
    }

    /// 64 random cells, each alive with probability `fraction` / 2³², drawn as
    /// described above: any engine filling its rows 64 cells at a time, west to
    /// east, gets the board's cells for the same generator.
    public static func randomWord(fraction: UInt64, using generator: inout some RandomNumberGenerator) -> UInt64 {
        if fraction == 1 << 32 { return ~0 }
        var word: UInt64 = 0
        guard fraction != 0 else { return word }
        var bit = fraction.trailingZeroBitCount
        while bit < 32 {
            let r = generator.next()
            word = fraction >> UInt64(bit) & 1 == 1 ? word | r : word & r
            bit += 1
        }
        return word
    }
}
