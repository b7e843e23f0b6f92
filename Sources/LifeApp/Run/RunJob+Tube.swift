import LifeCore

/// `lifecam run` on a grid with one unbounded side: Golly's tube `:T0,68` (a
/// torus 68 cells round, endless across) or a plane endless one way (`:P30,0`).
extension RunJob {
    /// Runs `pattern` on `grid` (one side 0) to each of `generations` in turn
    /// (`each` gets every result but the last, which is returned), on a board as
    /// long as the grid's finite side and, along the open one, as long as the
    /// cells need (`Board.step(_:open:)`). The pattern goes where Golly puts it
    /// (`Pattern.gollyPosition`; centred when the file says nothing), cells
    /// beyond the finite side dropped; `status` is the exit status of a refusal.
    static func runOnTube(_ pattern: Pattern, grid: Grid, rule: Rule, generations: [Int], source: String, status: ExitStatus,
                          each: (RunResult) throws(CommandFailure) -> Void) throws(CommandFailure) -> RunResult {
        let at = pattern.gollyPosition(on: grid) ?? GridPoint(x: -(pattern.width / 2), y: -(pattern.height / 2))
        guard let (width, height, tube) = OpenWorld.board(for: grid, pattern: pattern, at: at, viewWidth: 0, viewHeight: 0) else {
            throw CommandFailure(.data, "\(source) is longer along the open side of :\(grid) than lifecam's largest board "
                + "(\(Board.maxSide) cells) holds with room to grow")
        }
        var board: Board
        do {
            board = try Board(width: width, height: height, topology: grid.topology, rule: rule)
        } catch {
            throw CommandFailure(status, error.description)
        }
        var gollyOrigin = tube.origin
        let dropped = board.place(pattern, at: GridPoint(x: at.x - gollyOrigin.x, y: at.y - gollyOrigin.y))
        board.generation = pattern.generation ?? 0
        var done = 0
        for (index, target) in generations.enumerated() {
            do {
                try board.step(target - done, open: tube.side) { shift in
                    gollyOrigin = GridPoint(x: gollyOrigin.x - shift.x, y: gollyOrigin.y - shift.y)
                }
            } catch {
                throw CommandFailure(.data, "\(source): at generation \(board.generation) the cells span more than lifecam's "
                    + "largest board (\(Board.maxSide) cells) along the open side of :\(grid)")
            }
            done = target
            let result = RunResult(board: board, source: source, live: board.extractPattern(), gollyOrigin: gollyOrigin,
                                   grid: grid, dropped: dropped)
            if index == generations.count - 1 { return result }
            try each(result)
        }
        preconditionFailure("checkGenerations lets no empty list through")
    }
}
