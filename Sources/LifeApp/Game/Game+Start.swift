import LifeCore

extension Game {
    /// The game `play` and `render` start from a pattern file as `run` reads
    /// it: one that needs Golly's plane (a macrocell file, an RLE beyond the
    /// largest board) runs there with HashLife (`Game+Plane`), paused or not
    /// as asked, fitted to the view, with the smallest cell when `cellFollows`
    /// (play; render keeps its plan's cell); any other starts as below. `--cell`
    /// below 1 zooms out a giant only.
    package static func start(options: LookOptions, geometry: CanvasGeometry, loaded: RunPattern?, day: CalendarDay?,
                              paused: Bool = false, cellFollows: Bool = true) throws(CommandFailure) -> Game {
        try checkZoom(options, loaded: loaded)
        guard let loaded, loaded.needsPlane else {
            return try start(options: options, geometry: geometry, pattern: loaded?.pattern, day: day, paused: paused,
                             zoomingOut: cellFollows)
        }
        var game = try start(options: options, geometry: geometry, pattern: nil, day: day, paused: true)
        game.paused = paused
        try game.load(onPlane: loaded, options: options, cellFollows: cellFollows)
        return game
    }

    /// Refuses `--cell` below 1 unless `loaded` is a giant (play asks before it takes the terminal).
    package static func checkZoom(_ options: LookOptions, loaded: RunPattern?) throws(CommandFailure) {
        guard options.zoomOut > 0, loaded?.needsPlane != true else { return }
        throw CommandFailure(.usage, "--cell below 1 zooms out a giant on Golly's plane (a macrocell file, or an RLE "
            + "beyond \(Board.maxSide)x\(Board.maxSide)); on a board a cell is 1...256 canvas pixels")
    }

    /// The game `play` and `render` start from the same options: a world of
    /// `--world` cells, else the rule's grid (`--rule`, else the pattern's),
    /// else the view's size, growing with the view; the rule `--rule`, else
    /// the pattern's, else B3/S23; the topology `--topology`, else the grid's,
    /// else a torus. A pattern that names none of these runs on Golly's
    /// unbounded plane (`OpenWorld`: a board that grows with its cells and
    /// with the view), and one on a grid with an unbounded side on that grid.
    /// The pattern is put where
    /// Golly puts it (`Pattern.gollyPosition`: where `#CXRLE Pos=` says, else
    /// centred by the header's size, else at the grid's corner; cells beyond a
    /// grid dropped); on the view's torus it is centred, and a pattern larger
    /// than it grows it to the pattern plus `run`'s margin, so it is loaded
    /// whole. Without a pattern and unless `paused`, a soup of density
    /// 0.3 from `--seed`; painted with the options' look on `day`.
    ///
    /// Without `--cell`, a pattern with cells outside the view starts with
    /// them all in view (`fitAtStart`): on Golly's plane as `F` shows it, a
    /// grid larger than the view whole, down to a cell a pixel, and when
    /// `zoomingOut` (play) below it too, a pixel then showing 2^k cells.
    ///
    /// The keep-alive is on as `--keep-alive` says, else for the soup only:
    /// a pattern loaded or a board to draw on is left as it is.
    package static func start(options: LookOptions, geometry: CanvasGeometry, pattern: Pattern?, day: CalendarDay?,
                              paused: Bool = false, zoomingOut: Bool = true) throws(CommandFailure) -> Game {
        let grid = options.rule?.grid ?? pattern?.rule?.grid
        let rule = try RuleSpec.runnable(cli: options.rule, file: pattern?.rule)
        // A grid unbounded one way (Golly's tube) grows with the pattern; a soup or another topology needs a size.
        var open: OpenWorld?
        var world = options.world.map { ($0.width, $0.height) } ?? grid.map { ($0.width, $0.height) }
        var planeBoard: (width: Int, height: Int)?
        if let grid, !grid.isFinite, options.world == nil {
            let status: ExitStatus = options.rule?.grid == nil ? .data : .usage
            guard let pattern, options.topology == nil else {
                throw CommandFailure(status, RunJob.unboundedRefusal(grid, sizeOption: "--world"))
            }
            let at = pattern.gollyPosition(on: grid) ?? GridPoint(x: -(pattern.width / 2), y: -(pattern.height / 2))
            guard let made = OpenWorld.board(for: grid, pattern: pattern, at: at, viewWidth: geometry.boardWidth,
                                             viewHeight: geometry.boardHeight) else {
                throw CommandFailure(.data, "the pattern is longer along the open side of :\(grid) than lifecam's largest board holds")
            }
            world = (made.width, made.height)
            open = made.world
        } else if let pattern, grid == nil, options.world == nil, options.topology == nil {
            // A pattern that names no grid is on Golly's unbounded plane, as `run` puts it.
            let at = pattern.gollyPosition(on: nil) ?? GridPoint(x: -(pattern.width / 2), y: -(pattern.height / 2))
            guard let made = OpenWorld.plane(for: pattern, at: at, viewWidth: geometry.boardWidth,
                                             viewHeight: geometry.boardHeight) else {
                throw CommandFailure(.data, "the pattern is larger than lifecam's largest board holds")
            }
            planeBoard = (made.width, made.height)
            open = made.world
        }
        var game: Game
        do {
            game = try Game(geometry: geometry, world: world, rule: rule,
                            topology: planeBoard != nil ? .bounded : options.topology ?? grid?.topology ?? .torus,
                            seed: options.seed, paused: paused, speed: options.speed, look: options.paintOptions(on: day))
            // On the plane the world grows with the view, and starts as large as the pattern needs.
            if let planeBoard {
                game.board = try Board(width: planeBoard.width, height: planeBoard.height, topology: .bounded, rule: rule)
            }
        } catch {
            throw CommandFailure(.usage, error.description)
        }
        game.openWorld = open
        if let pattern {
            try RunJob.checkStates(of: pattern, under: game.board.rule)
            if !game.worldIsFixed, open == nil, pattern.width > game.board.width || pattern.height > game.board.height {
                let margin = RunJob.defaultMargin(for: pattern)
                var centre = GridPoint(x: 0, y: 0)
                game.grow(width: pattern.width + 2 * margin, height: pattern.height + 2 * margin, centre: &centre)
            }
            // On an open world (Golly's plane, a tube) and on a world that is a grid (--world, --topology's
            // size or the rule's) the pattern goes where Golly puts it there, cells beyond a grid dropped;
            // on the view's growing world (--topology torus or bounded, without a size) it is centred.
            var at: GridPoint?
            if let open {
                at = open.board(pattern.gollyPosition(on: open.grid) ?? GridPoint(x: -(pattern.width / 2), y: -(pattern.height / 2)))
            } else if game.worldIsFixed {
                let board = game.board, origin = board.gollyOrigin
                at = pattern.gollyPosition(on: Grid(width: board.width, height: board.height, topology: board.topology))
                    .map { GridPoint(x: $0.x - origin.x, y: $0.y - origin.y) }
            }
            let dropped = game.place(pattern, at: at)
            if let generation = pattern.generation { game.board.generation = generation }
            let name = TextSanitizer.clean(pattern.name, maxLength: 80)
            game.message = name.isEmpty ? "pattern loaded" : name
            if dropped > 0 { game.message += ": \(dropped) of \(pattern.population) cells lay beyond the grid and were dropped" }
            let view = game.viewport
            if view.isPartial {
                var window = ViewWindow()
                let population = game.board.population
                let outside = population - window.board(of: game.board, through: view).board.population
                if !options.cellGiven, let fitted = game.fitAtStart(outside: outside, zoomingOut: zoomingOut) {
                    game.message = (name.isEmpty ? "pattern loaded" : name) + ": " + fitted
                } else if outside > 0 {
                    game.message += ": \(pattern.width)x\(pattern.height), \(outside) of \(population) cells "
                        + "outside the view (arrows pan)"
                }
            }
        } else if !paused {
            game.randomFill()
        }
        game.support.setKeepAlive(options.keepAlive ?? (pattern == nil && !paused))
        if let pattern { game.beginning = Beginning(options: options, pattern: pattern, cellSize: geometry.cellSize) }
        return game
    }
}
