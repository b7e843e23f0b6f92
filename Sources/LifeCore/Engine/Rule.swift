/// A two-state rule on the Moore neighbourhood (the eight surrounding cells).
///
/// Stored as two 9-bit masks: bit `n` of `birth` is set when a dead cell with
/// `n` live neighbours comes alive; bit `n` of `survival` when a live cell with
/// `n` live neighbours stays alive. Conway's Life is `B3/S23`.
public struct Rule: Sendable, Hashable, CustomStringConvertible {
    /// Bit n (0...8): a dead cell with n live neighbours is born.
    public let birth: UInt16
    /// Bit n (0...8): a live cell with n live neighbours survives.
    public let survival: UInt16

    /// Conway's Game of Life, B3/S23.
    public static let conway = Rule(birth: [3], survival: [2, 3])

    /// A rule from its two masks; bits above 8 are ignored.
    public init(birthMask: UInt16, survivalMask: UInt16) {
        birth = birthMask & 0x1FF
        survival = survivalMask & 0x1FF
    }

    /// A rule from neighbour counts (each 0...8; others are ignored).
    public init(birth: some Sequence<Int>, survival: some Sequence<Int>) {
        func mask(_ counts: some Sequence<Int>) -> UInt16 {
            counts.reduce(0) { (0...8).contains($1) ? $0 | (1 << UInt16($1)) : $0 }
        }
        self.init(birthMask: mask(birth), survivalMask: mask(survival))
    }

    /// Whether a cell is alive next generation, given its state and live-neighbour count.
    @inlinable
    public func next(alive: Bool, neighbours: Int) -> Bool {
        ((alive ? survival : birth) >> UInt16(neighbours)) & 1 == 1
    }

    /// The neighbour counts that give birth, ascending.
    public var birthCounts: [Int] { (0...8).filter { birth >> UInt16($0) & 1 == 1 } }
    /// The neighbour counts that let a cell survive, ascending.
    public var survivalCounts: [Int] { (0...8).filter { survival >> UInt16($0) & 1 == 1 } }

    /// Canonical Golly form, e.g. `B3/S23`, `B36/S23`, `B2/S`.
    public var description: String {
        "B" + birthCounts.map(String.init).joined() + "/S" + survivalCounts.map(String.init).joined()
    }
}
