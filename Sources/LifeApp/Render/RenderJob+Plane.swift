import LifeCore

/// `render --pattern` of a giant: a macrocell file, or an RLE file larger
/// than lifecam's largest board, runs with HashLife on Golly's unbounded
/// plane and is seen whole (`PlaneView.fit`) at whatever scale that takes.
/// Each cell of the board painted is then a square of 2^shift × 2^shift
/// cells of the plane, alive when any of them is (as Golly draws a zoomed-out
/// view), so the look (palette, decay, video, mask, SVG) is the board's.
extension RenderJob {
    /// The most shapes the SVG of a giant may have: one per lit square.
    package static let maxSVGShapes = 1_000_000

    /// The window on the plane for `loaded` (which needs the plane), under
    /// `--rule`, else the file's; refused where the options or the file give a grid.
    static func plane(for loaded: RunPattern, plan: RenderPlan) throws(CommandFailure) -> PlaneView {
        let look = plan.look
        let name = TextSanitizer.clean(look.pattern ?? "the pattern", maxLength: 200)
        let what = loaded.macrocell != nil ? "a macrocell file" : "larger than \(Board.maxSide)x\(Board.maxSide)"
        if look.world != nil || look.topology != nil || look.rule?.grid != nil {
            throw CommandFailure(.usage, "\(name) is \(what): it is rendered on Golly's unbounded plane only "
                + "(no --world, --topology or grid suffix)")
        }
        let rule = look.rule?.rule ?? loaded.pattern.rule?.rule ?? .conway
        do {
            let life = try HashLife(rule: rule)
            if let macrocell = loaded.macrocell {
                try life.load(macrocell)
            } else {
                try life.load(loaded.planeCells)
            }
            return PlaneView(life: life, columns: plan.geometry.boardWidth, rows: plan.geometry.boardHeight)
        } catch {
            throw CommandFailure(look.rule == nil ? .data : .usage, "\(name): \(error)")
        }
    }

    /// Brings the board to frame `index`'s generation: stepped, or on the
    /// plane, HashLife run on (as bgolly's `-m` splits the generations) and the board drawn from it.
    mutating func advance(toFrame index: Int) throws(CommandFailure) {
        let target = plan.generation(atFrame: index)
        guard let plane else { return game.advance(target - game.generation) }
        let done = plane.life.generation - planeStart
        if target > done {
            do { try plane.life.advance(generations: target - done) } catch { throw CommandFailure(.data, "\(error)") }
        }
        drawPlane()
    }

    /// The board from the plane: a cell alive where its square holds any live cell.
    mutating func drawPlane() {
        guard let plane else { return }
        let shares = plane.densities()
        var board = game.board
        board.clear()
        for row in 0..<min(plane.rows, board.height) {
            for column in 0..<min(plane.columns, board.width) where shares[row * plane.columns + column] > 0 {
                board[column, row] = true
            }
        }
        board.generation = plane.life.generation
        game.board = board
    }

    /// Refuses the SVG of a giant beyond `maxSVGShapes` lit squares.
    func checkSVGShapes() throws(CommandFailure) {
        guard plane != nil else { return }
        let shapes = game.board.population
        guard shapes <= Self.maxSVGShapes else {
            throw CommandFailure(.usage, "the picture would have \(shapes) shapes, and SVG is refused beyond "
                + "\(Self.maxSVGShapes): render to .y4m or .mp4, or give a smaller --size or larger --cell")
        }
    }
}
