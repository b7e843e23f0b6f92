import LifeCore

/// A giant in play and render: a universe stepped 2^k generations at a time
/// (`PowerOfTwoStepping`: HashLife on Golly's unbounded plane, for a
/// macrocell file, an RLE larger than lifecam's largest board, or cells that
/// outgrew it), seen through `plane` at any scale: the picture is the view,
/// one cell per square of 2^shift × 2^shift cells, alive where the square
/// holds a cell, as bright in the mask as the share of them
/// (`PlaneView.brightness`), so the look (palette, decay, video, mask) is the
/// board's at every scale.
///
/// Each generation due is one step of 2^k generations (`<`/`>`), `[` below
/// the smallest cell zooms out, arrows pan anywhere, `F` fits the pattern
/// (`Game+Fit`), `0` loads it again, and at a cell a pixel or more the world
/// is the view's cells (`frame`), edited as any world is (`Game+Editing`),
/// each cell set at its place on the plane, where `z` finds it again at any
/// scale. Zoomed out a pixel is a square of many cells, and a click says to
/// zoom in. The window moves only with no stroke open.
extension Game {
    /// Most steps one turn of the loop runs (a slow step skips the rest, as the pacer does).
    static let maxPlaneStepsPerTurn = 4

    /// Said when the keep-alive or births from motion are asked of a giant.
    static let giantHasNoSupport = "a giant on Golly's plane has no keep-alive or births from motion: its cells are HashLife's"

    /// The farthest from the origin a view may lie and still be edited: its cells must lie within `PlaneCells.limit`.
    static let farthestEditedView = PlaneCells.limit - Board.maxSide

    /// Puts `loaded` (which `needsPlane`) on Golly's plane, in the universe
    /// `EngineChoice` picks for a giant, under `--rule`, else the file's rule,
    /// zoomed out as `--cell` below 1 says, or else to fit the whole pattern
    /// (with the smallest cell when `--cell` is not given and the cell size may
    /// change: `cellFollows`); refused where the options give a grid.
    mutating func load(onPlane loaded: LoadedPattern, rule: AnyRule, options: LookOptions,
                       cellFollows: Bool) throws(GameStartError) {
        let name = TextSanitizer.clean(options.pattern ?? "the pattern", maxLength: 200)
        if options.world != nil || options.topology != nil || options.rule?.grid != nil {
            throw .giantOnGrid(name: name, macrocell: loaded.macrocell != nil)
        }
        let fileRule = options.rule == nil
        if let largest = loaded.stateBeyond(rule) { throw .states(largest: largest, rule: rule, fileRule: fileRule) }
        let giant: any LifeAlgorithm
        do { giant = try Self.giant(loaded, rule: rule) } catch { throw .giant(name: name, refusal: error, fileRule: fileRule) }
        become(giant, rule: rule)
        Self.colour(&look, by: rule, options: options)
        if options.zoomOut > 0 {
            camera.plane?.zoom(to: options.zoomOut)
            if let box = universe.boundingBox { camera.plane?.centre(on: box.x + box.width / 2, box.y + box.height / 2) }
        } else {
            fitGiant(smallestCell: cellFollows && !options.cellGiven)
        }
        drawGiant()
        let title = TextSanitizer.clean(loaded.pattern.name, maxLength: 80)
        message = "\(title.isEmpty ? "pattern loaded" : title) on Golly's plane, \(camera.plane?.scale ?? "")"
    }

    /// Why a giant cannot run: `EngineChoice`'s refusal, or the engine's.
    package enum GiantRefusal: Error, CustomStringConvertible {
        case choice(EngineChoice.Refusal), engine(AlgorithmError)
        package var description: String {
            switch self {
            case let .choice(refusal): "\(refusal)"
            case let .engine(error): "\(error)"
            }
        }
    }

    /// The universe of `loaded` on Golly's plane, at its first generation (a macrocell file's `#G`).
    static func giant(_ loaded: LoadedPattern, rule: AnyRule) throws(GiantRefusal) -> any LifeAlgorithm {
        let engine: EngineChoice.Engine
        do { engine = try EngineChoice.engine(rule: rule, grid: nil, contents: .giant, algorithm: nil) } catch { throw .choice(error) }
        let cells = loaded.macrocell == nil && loaded.states == nil ? loaded.planeCells : nil
        let contents = Universe.Contents(pattern: loaded.pattern, planeCells: cells, planeStates: loaded.states, macrocell: loaded.macrocell)
        do { return try Universe.make(engine, rule: rule, grid: nil, contents: contents).universe } catch { throw .engine(error) }
    }

    /// The game goes on with `giant`, seen through a window fitted to its cells; nothing is born on it.
    mutating func become(_ giant: any LifeAlgorithm, rule: AnyRule) {
        universe = giant
        self.rule = rule
        camera.zoom = nil
        support.setBirths(false)
        support.setKeepAlive(false)
        camera.plane = PlaneView(columns: camera.geometry.boardWidth, rows: camera.geometry.boardHeight,
                          anchor: giant.squareAnchor ?? GridPoint(x: 0, y: 1), fitting: giant.boundingBox)
        resizeGiantView()
    }

    /// The cells outgrew lifecam's largest board on Golly's plane: they go on
    /// as a giant, in the universe `EngineChoice` picks for one, from the
    /// generation they reached, the view where it was at the same scale.
    /// False (nothing changed) where no engine takes them on (a rule HashLife
    /// does not run) or they do not fit its memory.
    mutating func goOnAsGiant() -> Bool {
        guard frame.isPlane, camera.plane == nil,
              let engine = try? EngineChoice.engine(rule: rule, grid: nil, contents: .giant, algorithm: nil) else { return false }
        finishEdit()
        guard let world = wholeWorld() else { return false }
        let (cells, at) = world.extractPattern()
        // A rule of many states keeps each cell's (a rule file's on multi-state HashLife).
        var contents = Universe.Contents()
        if rule.states > 2 {
            var states = PlaneStates()
            states.insert(cells, at: frame.golly(at))
            contents.planeStates = states
        } else {
            var planeCells = PlaneCells()
            planeCells.insert(cells, at: frame.golly(at))
            contents.planeCells = planeCells
        }
        guard let giant = try? Universe.make(engine, rule: rule, grid: nil, contents: contents).universe else { return false }
        giant.generation = universe.generation
        // Zoomed out (`Game+Zoom`), the view's middle and scale go on as they were.
        let centre = frame.golly(camera.zoom?.centre ?? viewport.centre), shift = camera.zoom?.shift ?? 0
        become(giant, rule: rule)
        camera.plane?.zoom(to: shift)
        camera.plane?.centre(on: Int128(centre.x), Int128(centre.y))
        drawGiant()
        message = "at generation \(NumberText.grouped(giant.generation)) the cells outgrew lifecam's largest board "
            + "(\(Board.maxSide)x\(Board.maxSide)): on with HashLife on Golly's plane"
        return true
    }

    /// Runs `steps` steps of 2^k generations (at most `maxPlaneStepsPerTurn`)
    /// and draws the picture again. A step the universe cannot take (out of
    /// memory, a generation past `Int.max`) pauses the game and says so.
    mutating func advanceGiant(_ steps: Int) {
        guard let view = camera.plane, let stepper = universe as? any PowerOfTwoStepping else { return }
        for _ in 0..<min(steps, Self.maxPlaneStepsPerTurn) {
            do {
                try stepper.step(exponent: view.stepExponent)
            } catch {
                pause(saying: "\(error)")
                break
            }
        }
        drawGiant()
    }

    /// The view laid out again for `geometry`: exactly the canvas's cells (up to the largest board).
    mutating func resizeGiantView() {
        finishEdit()
        let w = min(Board.maxSide, max(1, camera.geometry.boardWidth)), h = min(Board.maxSide, max(1, camera.geometry.boardHeight))
        camera.plane?.resize(columns: w, rows: h)
        camera.origin = GridPoint(x: 0, y: 0)
        drawGiant()
    }

    /// The smallest zoom that shows the whole pattern: at today's cell size
    /// when it fits so, else each cell 2^k cells a side, with the smallest cell
    /// (one canvas pixel) when `smallestCell`.
    mutating func fitGiant(smallestCell: Bool = true) {
        finishEdit()
        camera.plane?.fit(universe.boundingBox)
        if smallestCell, let view = camera.plane, view.shift > 0, camera.geometry.cellSize > camera.geometry.smallestCell {
            camera.geometry.cellSize = camera.geometry.smallestCell
            resizeGiantView()
            camera.plane?.fit(universe.boundingBox)
        }
        drawGiant()
    }
}

extension Game {
    /// A giant run on to generation `target` exactly (render's timetable, as
    /// bgolly's `-m` splits the generations), and drawn; nothing when it is there already.
    package mutating func runGiant(to target: Int) throws(AlgorithmError) {
        if target > generation { try universe.step(target - generation) }
        drawGiant()
    }
}
