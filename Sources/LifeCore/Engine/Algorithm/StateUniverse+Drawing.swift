/// Drawing a rule file's universe: its bytes read straight off the board
/// (`BoardPlacement` folds a point beyond a grid onto it) into a picture of
/// the rule's states.
extension StateUniverse {
    private var placement: BoardPlacement {
        BoardPlacement(grid: grid, corner: origin, width: board.width, height: board.height)
    }

    public func draw(into picture: inout Board, at at: GridPoint) {
        picture.clear()
        let placement = placement
        for row in 0..<picture.height {
            for column in 0..<picture.width {
                guard let cell = placement.cell(at.x &+ column, at.y &+ row) else { continue }
                let state = board[cell.x, cell.y]
                if state != 0 { picture.setState(Int(state), x: column, y: row) }
            }
        }
        picture.generation = board.generation
    }

    public func squares(x: Int128, y: Int128, columns: Int, rows: Int, shift: Int) -> [Double] {
        SquareWindow(x: x, y: y, columns: columns, rows: rows, shift: shift)
            .counts(board: origin, width: board.width, height: board.height) { left, top, columns, rows in
                var counts = [Int](repeating: 0, count: columns * rows)
                let from = max(0, left), to = min(board.width, Int(clamping: Int128(left) + Int128(columns) << shift))
                let first = max(0, top), last = min(board.height, Int(clamping: Int128(top) + Int128(rows) << shift))
                guard from < to, first < last else { return counts }
                for by in first..<last {
                    let base = ((by - top) >> shift) * columns, row = board.row(by)
                    for bx in from..<to where row[row.startIndex + bx] != 0 { counts[base + (bx - left) >> shift] += 1 }
                }
                return counts
            }
    }
}
