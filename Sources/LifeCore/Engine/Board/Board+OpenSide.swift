/// A board standing in for a grid with one unbounded side (Golly's tube
/// `:T0,68`, a torus 68 cells round and endless across; `:P30,0`, a plane 30
/// cells wide and endless in height): the finite side is the grid's, and along
/// the open side the board is as long as the cells need, grown as they spread.
///
/// Exactness: the board's own edges along the open side (joined or dead, as its
/// topology says) make no difference while no live cell lies on them, since a
/// cell beyond them could only be born from a live neighbour on them. Nothing
/// spreads faster than a cell a generation under the rules lifecam runs on such
/// a grid (none with B0, whose empty cells are born), so with `room` empty
/// lines between the live cells and each open end, `room` generations are
/// exact; then the board grows. Golly computes the same grid one generation at
/// a time on its unbounded algorithms (gollybase/lifealgo.cpp, `CreateBorderCells`).
extension Board {
    /// The direction in which a grid is unbounded.
    public enum OpenSide: Sendable, Hashable {
        /// Unbounded across (`:T0,68`): the board grows in width.
        case across
        /// Unbounded down (`:T30,0`): the board grows in height.
        case down
        /// Unbounded both ways: the board stands in for Golly's plane.
        case both
    }

    /// Empty lines kept beyond the live cells at each open end when the board
    /// grows (at least; half the cells' extent when that is more).
    public static let openMargin = 64

    /// The length along the open side for cells `extent` long: `openMargin`
    /// (or half the extent, when more) free at each end, at most `maxSide`;
    /// nil when not even two free lines at each end fit.
    public static func openLength(holding extent: Int) -> Int? {
        guard extent >= 0, extent <= maxSide - 4 else { return nil }
        return min(maxSide, extent + 2 * max(openMargin, extent / 2))
    }

    /// Empty columns (or rows) between the cells in a non-zero state and the
    /// nearer open end; `Int.max` on an empty board.
    public func room(_ side: OpenSide) -> Int {
        guard let box = occupiedBox else { return Int.max }
        let across = min(box.x, width - box.x - box.width), down = min(box.y, height - box.y - box.height)
        switch side {
        case .across: return across
        case .down: return down
        case .both: return min(across, down)
        }
    }

    /// Steps `count` generations as on the grid unbounded along `side`, growing
    /// the board along it whenever the live cells come within a cell of an end;
    /// `moved` gets each shift of the cells (to keep coordinates outside the
    /// board in step). Throws when the cells would need a board longer than
    /// `maxSide`, after the generations that fitted.
    public mutating func step(_ count: Int, open side: OpenSide, moved: (GridPoint) -> Void = { _ in }) throws(BoardError) {
        var left = count
        while left > 0 {
            let free = room(side)
            if free < 2 {
                moved(try growOpen(side))
                continue
            }
            let run = min(left, free - 1)
            step(run)
            left -= run
        }
    }

    /// Grows the board along `side` so that the cells, centred, have
    /// `openMargin` empty lines (or half their extent) at each end; returns how
    /// far they moved.
    mutating func growOpen(_ side: OpenSide) throws(BoardError) -> GridPoint {
        guard let box = occupiedBox else { return GridPoint(x: 0, y: 0) }
        return try growOpen(side, around: box)
    }

    /// `growOpen` for cells whose box on the board is `box`, whether or not
    /// the board holds them yet (the tiles of Golly's plane a board shows,
    /// `TiledPlane.paint`).
    public mutating func growOpen(_ side: OpenSide, around box: CellRect) throws(BoardError) -> GridPoint {
        // Along each open axis: the length the cells need, and where they start in it.
        func axis(extent: Int, length: Int, at: Int) throws(BoardError) -> (length: Int, shift: Int) {
            guard let room = Board.openLength(holding: extent) else {
                throw BoardError.invalidSize(width: side == .down ? width : extent + 4, height: side == .across ? height : extent + 4)
            }
            let wanted = max(length, room)
            return (wanted, (wanted - extent) / 2 - at)
        }
        let across = side == .down ? (length: width, shift: 0) : try axis(extent: box.width, length: width, at: box.x)
        let down = side == .across ? (length: height, shift: 0) : try axis(extent: box.height, length: height, at: box.y)
        let shift = GridPoint(x: across.shift, y: down.shift)
        self = try resized(width: across.length, height: down.length, moving: shift)
        return shift
    }
}
