import LifeCore

/// What a player has just made is shown at full brightness a while, whatever
/// the video under it: the picture is the minimum of the cells and the video,
/// so a glider launched over a dark part of the picture was as dark as the
/// video there, and took its colour. The cells an edit touched (and a
/// launched glider as it travels, one cell diagonally every 4 generations)
/// glow, with the cells next to them, for `Glow.full` generations, then fade
/// out by `Glow.gone`; while the game is paused they stay lit.
struct Glow: Sendable, Equatable {
    /// Generations an edit's cells are shown at full brightness.
    static let full = 16
    /// Generations after which they are as the video lets them again.
    static let gone = 64
    /// The most edits kept glowing at once (the oldest are let go).
    static let kept = 32

    /// The cells the edit touched, in Golly's coordinates.
    var cells: [GridPoint]
    /// The generation it was made at.
    var generation: Int
    /// Where it travels: a launched glider's heading (a cell every 4 generations); (0, 0) for cells that stay.
    var heading: GridPoint

    /// How bright the glow is `age` generations after the edit (0…255).
    static func level(age: Int) -> UInt8 {
        guard age >= 0, age < gone else { return 0 }
        guard age > full else { return 255 }
        return UInt8(255 * (gone - age) / (gone - full))
    }
}
