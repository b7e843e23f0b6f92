@testable import LifeApp
import LifeCore

/// What the tests look at behind a run's engine interface: which engine ran
/// and its board, where a bit-packed board ran (the commands never ask).
extension RunResult {
    /// The bit-packed board of a bounded grid or a tube; nil elsewhere.
    var board: Board? { (universe as? BoardUniverse)?.board }
    /// HashLife's plane; nil elsewhere.
    var plane: HashLife? { (universe as? HashLifeUniverse)?.life }
    /// Whether the tiles on Golly's plane ran.
    var ranInTiles: Bool { universe is TiledUniverse }
    /// The cells and their box's top-left on the board (in Golly's coordinates off a board).
    var live: (pattern: Pattern, origin: GridPoint) { board?.extractPattern() ?? livePattern()! }
    /// The top-left of the cells' box in Golly's coordinates; (0, 0) when there are none.
    var boxOrigin: GridPoint { box.map { GridPoint(x: Int($0.x), y: Int($0.y)) } ?? GridPoint(x: 0, y: 0) }
}
