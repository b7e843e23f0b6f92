import LifeCore

/// Why a game cannot start from its options and pattern, in the world's
/// terms: `Game.start` throws it, and the commands say it with their
/// options' names and an exit status (`CommandFailure(_: GameStartError)`).
package enum GameStartError: Error {
    /// A cell below a canvas pixel asked for on a board: only a giant on Golly's plane zooms out.
    case zoomOutOnBoard
    /// The pattern has cells in a state `rule` lacks; `fileRule`: the rule is the file's own.
    case states(largest: Int, rule: AnyRule, fileRule: Bool)
    /// A grid unbounded one way (Golly's tube) with no pattern to grow along
    /// it, or with another topology asked for; `fileGrid`: only the file names it.
    case unboundedGrid(Grid, fileGrid: Bool)
    /// The pattern is longer along the grid's open side than the largest board holds.
    case longerThanOpenSide(Grid)
    /// The pattern, on Golly's plane, is larger than the largest board holds.
    case largerThanBoard
    /// The world's size is not a board's.
    case boardSize(BoardError)
    /// The engine refuses the world or the pattern on it.
    case universe(AlgorithmError)
    /// A giant (a macrocell file, or cells beyond the largest board) asked
    /// onto a grid; `name` is the pattern as given, `macrocell` what it is.
    case giantOnGrid(name: String, macrocell: Bool)
    /// A giant its engine refuses; `fileRule`: under the file's own rule.
    case giant(name: String, refusal: Game.GiantRefusal, fileRule: Bool)
}
