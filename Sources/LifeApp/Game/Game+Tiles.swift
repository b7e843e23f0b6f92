import LifeCore

/// Stepping on Golly's plane in play and render: the cells step in tiles
/// that exist only where they are (`TiledPlane`), and the board, which the
/// view, the edits, `r`, the keep-alive and `S` act on as before, shows them:
/// after a step only the tiles held before or after it are painted onto it,
/// so a generation costs what the cells cover, not the board (a gun's glider
/// stream thousands of cells long is a few hundred tiles).
///
/// The tiles stay from step to step while the board is what they last
/// painted: `mirror` shares the board's buffers then, so any change to the
/// board (an edit, `r`, the keep-alive, a clear) copies them and is seen by
/// their address; the tiles are then read again from the whole board.
struct PlaneTiles {
    var plane: TiledPlane
    /// The board as the tiles last painted it (sharing its buffers until either changes).
    var mirror: Board

    /// Whether `board` is still what the tiles painted (its buffers unchanged since).
    func shows(_ board: Board) -> Bool {
        board.rule == mirror.rule && board.generation == mirror.generation && board.width == mirror.width
            && board.height == mirror.height && board.sharesCells(with: mirror)
    }
}

extension Game {
    /// Steps the board `count` generations as Golly's plane, through its tiles
    /// (`PlaneTiles`), growing it round the cells as `Board.step(_:open:)`
    /// does; `moved` gets each shift of the cells. Throws when they would need
    /// a board larger than `Board.maxSide`, the board then showing the
    /// generation they reached.
    mutating func stepPlaneTiles(_ count: Int, moved: (GridPoint) -> Void) throws(BoardError) {
        guard let world = openWorld else { return board.step(count) }
        var origin = world.origin
        var tiles: TiledPlane
        if let kept = planeTiles, kept.shows(board) {
            tiles = kept.plane
        } else {
            tiles = TiledPlane(rule: board.rule)
            tiles.generation = board.generation
            tiles.write(board, at: origin)
        }
        planeTiles = nil  // The board's buffers are its own again, so painting changes them in place.
        var painted = Set(tiles.tileKeys)
        /// Brings the board up to the tiles' generation.
        func paint() {
            painted.formUnion(tiles.tileKeys)
            tiles.paint(painted, into: &board, at: origin)
            board.generation = tiles.generation
            planeTiles = PlaneTiles(plane: tiles, mirror: board)
        }
        var left = count
        while left > 0 {
            guard let cells = tiles.boundingBox else {
                tiles.step(left)
                break
            }
            let box = CellRect(x: cells.x - origin.x, y: cells.y - origin.y, width: cells.width, height: cells.height)
            let room = min(box.x, box.y, board.width - box.x - box.width, board.height - box.y - box.height)
            if room < 2 {
                // The board grows round the cells: it shows them first, so the growth moves what they are.
                paint()
                planeTiles = nil
                finishEdit()
                let shift: GridPoint
                do {
                    shift = try board.growOpen(.both, around: box)
                } catch {
                    // The board shows the generation reached; HashLife may take the cells on from it, not the tiles.
                    paint()
                    planeTiles = nil
                    throw error
                }
                origin = GridPoint(x: origin.x - shift.x, y: origin.y - shift.y)
                moved(shift)
                painted = Set(tiles.tileKeys)
                continue
            }
            let run = min(left, room - 1)
            tiles.step(run)
            left -= run
        }
        paint()
    }
}
