import LifeCore

extension Game {
    /// The game `play` and `render` start from a pattern file as `run` reads
    /// it: one that needs Golly's plane (a macrocell file, an RLE beyond the
    /// largest board) runs there as a giant (`Game+Giant`), paused or not
    /// as asked, fitted to the view, with the smallest cell when `cellFollows`
    /// (play; render keeps its plan's cell); any other starts as below. `--cell`
    /// below 1 zooms out a giant only. `rule` is the one the pattern runs
    /// under (`RuleSpec.playable`: the command line's, else the file's), found
    /// before the game starts (`GameLaunch`); a refusal is a `GameStartError`,
    /// which the commands say with their options' names and an exit status.
    package static func start(options: LookOptions, geometry: CanvasGeometry, loaded: LoadedPattern?, rule: AnyRule,
                              day: CalendarDay?, paused: Bool = false, cellFollows: Bool = true) throws(GameStartError) -> Game {
        try checkZoom(options, loaded: loaded)
        guard let loaded, loaded.needsPlane else {
            return try start(options: options, geometry: geometry, pattern: loaded?.pattern, rule: rule, day: day, paused: paused,
                             zoomingOut: cellFollows)
        }
        // The world a giant replaces is under the command line's rule, else Life's, as before its file was read.
        var game = try start(options: options, geometry: geometry, pattern: nil, rule: options.rule == nil ? .moore(.conway) : rule,
                             day: day, paused: true)
        game.pace.paused = paused
        try game.load(onPlane: loaded, rule: rule, options: options, cellFollows: cellFollows)
        game.beginning = Beginning(options: options, pattern: loaded.pattern, rule: rule, cellSize: geometry.cellSize)
        game.beginning?.giant = loaded
        return game
    }

    /// Refuses a cell below a pixel (`--cell` below 1) unless `loaded` is a giant.
    package static func checkZoom(_ options: LookOptions, loaded: LoadedPattern?) throws(GameStartError) {
        guard options.zoomOut > 0, loaded?.needsPlane != true else { return }
        throw .zoomOutOnBoard
    }

    /// The game `play` and `render` start from the same options: a world of
    /// `--world` cells, else the rule's grid (`--rule`, else the pattern's),
    /// else the view's size, growing with the view; the rule `--rule`, else
    /// the pattern's, else B3/S23 (`rule`, found as `run` finds it); the
    /// topology `--topology`, else the grid's, else a torus. A pattern that names none of these runs on Golly's
    /// unbounded plane (a frame that grows with its cells and with the view,
    /// `WorldFrame`), and one on a grid with an unbounded side on that grid.
    /// The universe is the engine `EngineChoice` picks (on the plane the
    /// tiles, which go on as a giant when the cells outgrow the largest board)
    /// and the pattern is put where Golly puts it (`Pattern.gollyPosition`:
    /// where `#CXRLE Pos=` says, else centred by the header's size, else at
    /// the grid's corner; cells beyond a grid dropped); on the view's torus it
    /// is centred, and a pattern larger than it grows it to the pattern plus
    /// `run`'s margin, so it is loaded whole. Without a pattern and unless
    /// `paused`, a soup of density 0.3 from `--seed`; painted with the
    /// options' look on `day`.
    ///
    /// Without `--cell`, a pattern with cells outside the view starts with
    /// them all in view (`fitAtStart`): on Golly's plane as `F` shows it, a
    /// grid larger than the view whole, down to a cell a pixel, and when
    /// `zoomingOut` (play) below it too, a pixel then showing 2^k cells.
    ///
    /// The keep-alive is on as `--keep-alive` says, else for the soup only:
    /// a pattern loaded or a board to draw on is left as it is.
    package static func start(options: LookOptions, geometry: CanvasGeometry, pattern: Pattern?, rule: AnyRule, day: CalendarDay?,
                              paused: Bool = false, zoomingOut: Bool = true) throws(GameStartError) -> Game {
        if let pattern, pattern.largestState >= rule.states {
            throw .states(largest: pattern.largestState, rule: rule, fileRule: false)
        }
        let (frame, fixed) = try startFrame(options: options, geometry: geometry, pattern: pattern)
        let universe: any LifeAlgorithm
        var dropped = 0
        do {
            (universe, dropped) = try startUniverse(rule: rule, frame: frame, fixed: fixed, pattern: pattern)
        } catch {
            throw .universe(error)
        }
        var game = Game(universe: universe, rule: rule, frame: frame, worldIsFixed: fixed, geometry: geometry, seed: options.seed,
                        paused: paused, speed: options.speed, look: look(of: rule, options: options, day: day))
        if let pattern {
            game.placed(pattern, dropped: dropped, options: options, zoomingOut: zoomingOut)
            game.beginning = Beginning(options: options, pattern: pattern, rule: rule, cellSize: geometry.cellSize)
        } else if !paused {
            game.randomFill()
        }
        game.support.setKeepAlive(options.keepAlive ?? (pattern == nil && !paused))
        return game
    }

    /// The world a game starts on, and whether it keeps its size: a grid with
    /// an unbounded side (Golly's tube) or Golly's plane holding the pattern
    /// with room to grow; else `--world`, the rule's grid, or the view's torus,
    /// grown for a pattern larger than the view.
    private static func startFrame(options: LookOptions, geometry: CanvasGeometry,
                                   pattern: Pattern?) throws(GameStartError) -> (frame: WorldFrame, fixed: Bool) {
        let grid = options.rule?.grid ?? pattern?.rule?.grid
        let view = (width: geometry.boardWidth, height: geometry.boardHeight)
        if let grid, !grid.isFinite, options.world == nil {
            // A grid unbounded one way (Golly's tube) grows with the pattern; a soup or another topology needs a size.
            guard let pattern, options.topology == nil else { throw .unboundedGrid(grid, fileGrid: options.rule?.grid == nil) }
            let at = pattern.gollyPosition(on: grid) ?? GridPoint(x: -(pattern.width / 2), y: -(pattern.height / 2))
            guard let frame = WorldFrame.open(grid: grid, for: pattern, at: at, view: view) else {
                throw .longerThanOpenSide(grid)
            }
            return (frame, true)
        }
        if let pattern, grid == nil, options.world == nil, options.topology == nil {
            // A pattern that names no grid is on Golly's unbounded plane, as `run` puts it.
            let at = pattern.gollyPosition(on: nil) ?? GridPoint(x: -(pattern.width / 2), y: -(pattern.height / 2))
            guard let frame = WorldFrame.open(grid: nil, for: pattern, at: at, view: view) else {
                throw .largerThanBoard
            }
            return (frame, false)
        }
        let fixed = options.world.map { ($0.width, $0.height) } ?? grid.map { ($0.width, $0.height) }
        var size = fixed ?? view
        if fixed == nil, let pattern, pattern.width > size.0 || pattern.height > size.1 {
            // On the view's growing world a pattern larger than the view grows it, as `run` sizes its board.
            let margin = LoadedPattern.margin(around: pattern)
            size = (min(Board.maxSide, max(size.0, pattern.width + 2 * margin)),
                    min(Board.maxSide, max(size.1, pattern.height + 2 * margin)))
        }
        let topology = options.topology ?? grid?.topology ?? .torus
        guard (1...Board.maxSide).contains(size.0), (1...Board.maxSide).contains(size.1) else {
            throw .boardSize(.invalidSize(width: size.0, height: size.1))
        }
        return (WorldFrame(width: size.0, height: size.1, topology: topology), fixed != nil)
    }

    /// The universe on `frame`, as `EngineChoice` picks it (on the plane the
    /// tiles), holding `pattern` where Golly puts it (on the view's growing
    /// world, centred); and how many of its cells lay beyond a grid.
    private static func startUniverse(rule: AnyRule, frame: WorldFrame, fixed: Bool,
                                      pattern: Pattern?) throws(AlgorithmError) -> (any LifeAlgorithm, Int) {
        guard let pattern, fixed || frame.open != nil else {
            let universe = try Self.universe(rule: rule, on: frame)
            guard let pattern else { return (universe, 0) }
            let at = GridPoint(x: frame.width / 2 - pattern.width / 2, y: frame.height / 2 - pattern.height / 2)
            let dropped = try universe.load(pattern, at: frame.golly(at))
            universe.generation = pattern.generation ?? 0
            return (universe, dropped)
        }
        let grid = frame.isPlane ? nil : frame.grid
        // On the plane the family's direct engine (for B/S rules the tiles, not HashLife, which a giant goes on with).
        var algorithm: Algorithm?
        if frame.isPlane, case let .moore(moore) = rule { algorithm = moore.isGenerations ? .generations : .quickLife }
        if frame.isPlane, case .loaded = rule { algorithm = .ruleLoader }
        let engine: EngineChoice.Engine
        do { engine = try EngineChoice.engine(rule: rule, grid: grid, contents: .cells, algorithm: algorithm) } catch {
            throw .unbounded(error.description)
        }
        return try Universe.make(engine, rule: rule, grid: grid, contents: Universe.Contents(pattern: pattern))
    }
}

extension Game {
    /// After `pattern` was put in the universe (`dropped` of its cells beyond
    /// a grid): the view on it, and without `--cell` all its cells in view
    /// (`fitAtStart`); the message names it and says what was dropped or lies outside.
    mutating func placed(_ pattern: Pattern, dropped: Int, options: LookOptions, zoomingOut: Bool) {
        let at: GridPoint
        if frame.open != nil || worldIsFixed {
            at = frame.cell(pattern.gollyPosition(on: frame.open != nil ? frame.grid : frame.sizeGrid)
                ?? Self.gollyCentred(pattern, on: frame))
        } else {
            at = GridPoint(x: frame.width / 2 - pattern.width / 2, y: frame.height / 2 - pattern.height / 2)
        }
        camera.centre(on: GridPoint(x: at.x + pattern.width / 2, y: at.y + pattern.height / 2), in: frame)
        drawPicture()
        let name = TextSanitizer.clean(pattern.name, maxLength: 80)
        message = name.isEmpty ? "pattern loaded" : name
        if dropped > 0 { message += ": \(dropped) of \(pattern.population) cells lay beyond the grid and were dropped" }
        guard viewport.isPartial else { return }
        let population = Int(clamping: universe.population)
        let outside = population - picture.population
        if !options.cellGiven, let fitted = fitAtStart(outside: outside, zoomingOut: zoomingOut) {
            message = (name.isEmpty ? "pattern loaded" : name) + ": " + fitted
            drawPicture()
        } else if outside > 0 {
            message += ": \(pattern.width)x\(pattern.height), \(outside) of \(population) cells outside the view (arrows pan)"
        }
    }

    /// Where Golly puts a pattern that gives no place: centred on a bounded
    /// grid (its box's top-left at (W/2 − w/2, H/2 − h/2) of the grid), else on (0, 0).
    private static func gollyCentred(_ pattern: Pattern, on frame: WorldFrame) -> GridPoint {
        guard frame.open == nil, let grid = frame.grid else { return GridPoint(x: -(pattern.width / 2), y: -(pattern.height / 2)) }
        return GridPoint(x: grid.width / 2 - pattern.width / 2 + grid.origin.x, y: grid.height / 2 - pattern.height / 2 + grid.origin.y)
    }
}
