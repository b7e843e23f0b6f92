/// A random soup of a rule file's states on a bounded grid: the cells made
/// live as the bit-packed board makes them (`Board.randomWord`, 64 at a
/// time, west to east, the same cells for the same generator), each then in
/// one of the rule's states above 0, drawn evenly, as Golly's random fill
/// does for a multi-state rule.
extension StateUniverse {
    public func randomFill(density: Double, using generator: inout Xoshiro256) throws(AlgorithmError) {
        guard open == nil else { throw .unbounded("a random fill needs a bounded grid; \(summary) has none") }
        guard density >= 0, density <= 1 else { throw .board(.invalidDensity(density)) }
        let fraction = Board.randomFraction(density), top = UInt64(states - 1)
        board.clear()
        for y in 0..<board.height {
            var x = 0
            while x < board.width {
                var word = Board.randomWord(fraction: fraction, using: &generator)
                if board.width - x < 64 { word &= (1 << UInt64(board.width - x)) &- 1 }
                while word != 0 {
                    board[x + word.trailingZeroBitCount, y] = UInt8(1 + generator.next() % top)
                    word &= word - 1
                }
                x += 64
            }
        }
    }
}
