import LifeCore

/// A play world on a grid with one unbounded side (Golly's tube `:T0,68`, a
/// plane `:P30,0` endless one way): the board is as long as the grid's finite
/// side and grows along the open one as the cells spread
/// (`Board.step(_:open:)`), so the board's cells are not Golly's by a fixed
/// offset: `origin` follows every growth.
package struct TubeWorld: Sendable, Equatable {
    /// The grid, as Golly names it (a side of 0).
    package let grid: Grid
    /// Golly's coordinates of the board's top-left cell.
    package internal(set) var origin: GridPoint

    package init(grid: Grid, origin: GridPoint) {
        self.grid = grid
        self.origin = origin
    }

    /// The side along which the board grows.
    package var side: Board.OpenSide { grid.width == 0 ? .across : .down }

    /// The board's size for `pattern` on this grid, seen through a view of
    /// `viewWidth × viewHeight` cells, and where the pattern goes on it: the
    /// finite side the grid's; the open side at least the view's and long
    /// enough for the pattern with room at each end (`Board.openLength`), the
    /// pattern in the middle of it; nil when the pattern is too long for any board.
    package static func board(for grid: Grid, pattern: Pattern, at golly: GridPoint, viewWidth: Int, viewHeight: Int)
        -> (width: Int, height: Int, world: TubeWorld)? {
        let across = grid.width == 0
        let extent = across ? pattern.width : pattern.height
        guard let room = Board.openLength(holding: extent) else { return nil }
        let length = min(Board.maxSide, max(across ? viewWidth : viewHeight, room)), start = (length - extent) / 2
        return across
            ? (length, grid.height, TubeWorld(grid: grid, origin: GridPoint(x: golly.x - start, y: grid.origin.y)))
            : (grid.width, length, TubeWorld(grid: grid, origin: GridPoint(x: grid.origin.x, y: golly.y - start)))
    }
}
