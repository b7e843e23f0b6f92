import LifeCore

extension Game {
    /// The game `play` and `render` start from the same options: a world of
    /// `--world` cells, else the rule's grid (`--rule`, else the pattern's),
    /// else the view's size, growing with the view; the rule `--rule`, else
    /// the pattern's, else B3/S23; the topology `--topology`, else the grid's,
    /// else a torus. The pattern is centred as Golly centres it, or put where
    /// the file's `#CXRLE Pos=` says on the grid its rule names — a pattern
    /// larger than a growing world grows it to the pattern plus `run`'s margin,
    /// so it is loaded whole — or, without one and unless `paused`, a soup of
    /// density 0.3 from `--seed`; painted with the options' look on `day`.
    ///
    /// The keep-alive is on as `--keep-alive` says, else for the soup only:
    /// a pattern loaded or a board to draw on is left as it is.
    ///
    /// A pattern larger than a fixed world throws, naming the world's size.
    package static func start(options: LookOptions, geometry: CanvasGeometry, pattern: Pattern?, day: CalendarDay?,
                              paused: Bool = false) throws(CommandFailure) -> Game {
        let spec = options.rule ?? pattern?.rule
        let grid = options.rule?.grid ?? pattern?.rule?.grid
        if let grid, !grid.isFinite, options.world == nil {
            throw CommandFailure(options.rule?.grid == nil ? .data : .usage,
                                   RunJob.unboundedRefusal(grid, sizeOption: "--world"))
        }
        let world = options.world.map { ($0.width, $0.height) } ?? grid.map { ($0.width, $0.height) }
        var game: Game
        do {
            game = try Game(geometry: geometry, world: world, rule: spec?.rule ?? .conway,
                            topology: options.topology ?? grid?.topology ?? .torus, seed: options.seed, paused: paused,
                            speed: options.speed, look: options.paintOptions(on: day))
        } catch {
            throw CommandFailure(.usage, error.description)
        }
        if let pattern {
            if !game.worldIsFixed, pattern.width > game.board.width || pattern.height > game.board.height {
                let margin = RunJob.defaultMargin(for: pattern)
                var centre = CellPoint(0, 0)
                game.grow(width: pattern.width + 2 * margin, height: pattern.height + 2 * margin, centre: &centre)
            }
            guard pattern.width <= game.board.width, pattern.height <= game.board.height else {
                let size = "\(pattern.width)x\(pattern.height)", world = "\(game.board.width)x\(game.board.height)"
                throw CommandFailure(.data, options.world != nil
                    ? "the pattern is \(size), larger than the --world of \(world)"
                    : "the pattern is \(size), larger than the \(world) grid its rule names (:\(grid?.description ?? "")); give a larger --world")
            }
            // A file that names its grid and where on it the pattern lies (a board lifecam saved, or
            // Golly's `#CXRLE Pos=`) is put back where it was, on a world of that grid; else centred.
            if let grid, let at = pattern.position, options.world == nil || options.world == Dimensions(width: grid.width, height: grid.height) {
                game.place(pattern, at: GridPoint(x: grid.width / 2 + at.x, y: grid.height / 2 + at.y))
            } else {
                game.place(pattern)
            }
            if let generation = pattern.generation { game.board.generation = generation }
            let name = TextSanitizer.clean(pattern.name, maxLength: 80)
            game.message = name.isEmpty ? "pattern loaded" : name
            let view = game.viewport
            if view.isPartial {
                var window = ViewWindow()
                let outside = pattern.population - window.board(of: game.board, through: view).board.population
                game.message += ": \(pattern.width)x\(pattern.height), \(outside) of \(pattern.population) cells "
                    + "outside the view (arrows pan)"
            }
        } else if !paused {
            game.randomFill()
        }
        game.support.setKeepAlive(options.keepAlive ?? (pattern == nil && !paused))
        return game
    }
}
