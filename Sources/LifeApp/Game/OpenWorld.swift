import LifeCore

/// A play world that grows with its cells: Golly's unbounded plane (a pattern
/// file that names no grid), or a grid with one unbounded side (Golly's tube
/// `:T0,68`, a plane `:P30,0` endless one way). The board is as large as the
/// cells and the view need, and grows along the open sides as the cells
/// spread (`Board.step(_:open:)`), so the board's cells are not Golly's by a
/// fixed offset: `origin` follows every growth.
///
/// On the plane the board's own edges are dead (a bounded board): with the
/// margin `Board.step(_:open:)` keeps, they never touch a live cell, so the
/// board is the plane exactly.
package struct OpenWorld: Sendable, Equatable {
    /// The grid, as Golly names it (a side of 0); nil on Golly's plane.
    package let grid: Grid?
    /// Golly's coordinates of the board's top-left cell.
    package internal(set) var origin: GridPoint

    package init(grid: Grid?, origin: GridPoint) {
        self.grid = grid
        self.origin = origin
    }

    /// The sides along which the board grows.
    package var side: Board.OpenSide {
        guard let grid else { return .both }
        return grid.width == 0 ? .across : .down
    }

    /// Golly's coordinates of board cell `cell`.
    package func golly(_ cell: GridPoint) -> GridPoint { GridPoint(x: cell.x + origin.x, y: cell.y + origin.y) }

    /// The board cell at Golly's `point`.
    package func board(_ point: GridPoint) -> GridPoint { GridPoint(x: point.x - origin.x, y: point.y - origin.y) }

    /// The board's size for `pattern` on this grid, seen through a view of
    /// `viewWidth × viewHeight` cells, and where the pattern goes on it: the
    /// finite side the grid's; the open side at least the view's and long
    /// enough for the pattern with room at each end (`Board.openLength`), the
    /// pattern in the middle of it; nil when the pattern is too long for any board.
    package static func board(for grid: Grid, pattern: Pattern, at golly: GridPoint, viewWidth: Int, viewHeight: Int)
        -> (width: Int, height: Int, world: OpenWorld)? {
        let across = grid.width == 0
        guard let length = openLength(across ? pattern.width : pattern.height, view: across ? viewWidth : viewHeight)
        else { return nil }
        return across
            ? (length.length, grid.height,
               OpenWorld(grid: grid, origin: GridPoint(x: golly.x - length.start, y: grid.origin.y)))
            : (grid.width, length.length,
               OpenWorld(grid: grid, origin: GridPoint(x: grid.origin.x, y: golly.y - length.start)))
    }

    /// The board for `pattern` with its top-left at Golly's `golly` on the
    /// unbounded plane: each side at least the view's and long enough for the
    /// pattern with room at each end, the pattern in the middle; nil when it
    /// is too large for any board.
    package static func plane(for pattern: Pattern, at golly: GridPoint, viewWidth: Int, viewHeight: Int)
        -> (width: Int, height: Int, world: OpenWorld)? {
        guard let across = openLength(pattern.width, view: viewWidth),
              let down = openLength(pattern.height, view: viewHeight) else { return nil }
        return (across.length, down.length,
                OpenWorld(grid: nil, origin: GridPoint(x: golly.x - across.start, y: golly.y - down.start)))
    }

    /// Along one open side: the board's length for cells `extent` long seen
    /// through a view `view` long, and where the cells start in it.
    private static func openLength(_ extent: Int, view: Int) -> (length: Int, start: Int)? {
        guard let room = Board.openLength(holding: extent) else { return nil }
        let length = min(Board.maxSide, max(view, room))
        return (length, (length - extent) / 2)
    }
}
