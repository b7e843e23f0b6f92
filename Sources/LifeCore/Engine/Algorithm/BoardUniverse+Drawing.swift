/// Drawing the bit-packed board: a bounded grid's window is copied 64 cells
/// at a time (`Board.copyWindow`, folding across the joins); a tube's, whose
/// board is a stretch of it, a cell at a time (`BoardPlacement`).
extension BoardUniverse {
    public var pictureRule: Rule { board.rule }

    private var placement: BoardPlacement {
        BoardPlacement(grid: grid, corner: origin, width: board.width, height: board.height)
    }

    public func draw(into picture: inout Board, at at: GridPoint) {
        guard let grid, !grid.isFinite else {
            return picture.copyWindow(of: board, x: at.x &- origin.x, y: at.y &- origin.y)
        }
        picture.clear()
        let placement = placement
        for row in 0..<picture.height {
            for column in 0..<picture.width {
                guard let cell = placement.cell(at.x &+ column, at.y &+ row) else { continue }
                let state = board.state(x: cell.x, y: cell.y)
                if state != 0 { picture.setState(state, x: column, y: row) }
            }
        }
        picture.generation = board.generation
    }

    /// On a bounded grid 64 cells a word (`Board.paste`); a tube's a cell at a time, growing it where need be.
    public func write(_ picture: Board, at at: GridPoint) throws(AlgorithmError) {
        guard let grid, grid.isFinite, picture.rule.states <= states else { return try writeCellByCell(picture, at: at) }
        board.paste(picture, x: at.x &- origin.x, y: at.y &- origin.y)
    }

    public func squares(x: Int128, y: Int128, columns: Int, rows: Int, shift: Int) -> [Double] {
        SquareWindow(x: x, y: y, columns: columns, rows: rows, shift: shift)
            .counts(board: origin, width: board.width, height: board.height) { left, top, columns, rows in
                board.occupiedCounts(left: left, top: top, columns: columns, rows: rows, shift: shift)
            }
    }
}
