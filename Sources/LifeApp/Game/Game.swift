import LifeCore

/// The state of a play session, without a terminal: the universe and a
/// handful of parts, each a value with its own logic: what the canvas shows
/// (`camera`), how the game runs (`pace`), what the player edits with and
/// has edited (`editing`), what it says and asks of the shell (`status`),
/// how it looks (`look`) and what brings life besides the rule (`support`).
/// Actions from keys and the mouse go through `apply`, which hands each to
/// its part; the loop calls `advance` when generations are due and `resize`
/// when the terminal changes size, and drains `status`.
///
/// The universe is one engine behind `LifeAlgorithm`, chosen by
/// `EngineChoice` and built by `Universe.make` as `run` builds it; the game
/// never asks which one it holds. It steps it, edits it a cell at a time
/// (`setState`) and has the camera draw the view from it (`draw`, zoomed out
/// `squares`) into `picture`, which play and render paint. What it does
/// differently it asks of the universe's abilities: one that steps 2^k
/// generations at a time (`PowerOfTwoStepping`, a giant) is seen through the
/// camera's `plane` at any scale.
///
/// Not `Sendable`: the universe is a class the game steps in place; a copy of
/// a game shares it.
package struct Game {
    /// Fraction of cells alive in the starting soup and after `r`.
    package static let fillDensity = LookOptions.soupDensity
    /// Seconds per hue swing when `o` turns the pulse on and no `--pulse` was given.
    package static let defaultPulsePeriod = 6.0

    /// Every cell, shown or not.
    package internal(set) var universe: any LifeAlgorithm
    /// The rule the universe runs (a B/S rule, or one from a rule file).
    package internal(set) var rule: AnyRule
    /// How world cells are numbered and how far the world reaches.
    package internal(set) var frame: WorldFrame
    /// What the canvas shows and how: its layout, the view's place and
    /// scale, and the picture drawn for it.
    package internal(set) var camera: Camera
    /// Whether the world keeps its size (`--world`, a rule's grid) instead of
    /// growing with the view.
    package let worldIsFixed: Bool
    /// Paused or running, and how fast.
    package var pace: Pace
    /// Palette, hue, purity, decay, video, mirror: everything the painter needs.
    package internal(set) var look: PaintOptions
    /// The message, the help overlay, a quit and the requests, for the shell to drain.
    package var status = GameStatus()
    /// Births from motion: what brings life besides the rule.
    package internal(set) var support: LifeSupport
    var rng: Xoshiro256
    /// The brushes, the drawing state, the gliders' heading, the pointer,
    /// the open stroke, the undo history and the glowing edits.
    package var editing = EditState()
    /// The period `o` turns the hue pulse on with: the start-up one, else the default.
    let pulsePeriod: Double
    /// What a game loaded from a pattern started from, for the key that
    /// starts it again (`Game+Restart`).
    var beginning: Beginning?

    /// A game on an empty world of `world` cells, which keeps that size, or
    /// without one, a world the size of the view, which grows with it.
    package init(geometry: CanvasGeometry, world: (width: Int, height: Int)? = nil, rule: Rule = .conway,
                topology: Topology = .torus, seed: UInt64 = 1, paused: Bool = false, speed: Double = 10,
                look: PaintOptions = PaintOptions()) throws(BoardError) {
        let frame = WorldFrame(width: world?.width ?? geometry.boardWidth, height: world?.height ?? geometry.boardHeight,
                               topology: topology)
        let universe: any LifeAlgorithm
        do { universe = try Self.universe(rule: .moore(rule), on: frame) } catch {
            if case let .board(error) = error { throw error }
            throw .invalidSize(width: frame.width, height: frame.height)
        }
        self.init(universe: universe, rule: .moore(rule), frame: frame, worldIsFixed: world != nil, geometry: geometry,
                  seed: seed, paused: paused, speed: speed, look: look)
    }

    /// A game on `universe`, whose world is `frame`, the view on its middle.
    init(universe: any LifeAlgorithm, rule: AnyRule, frame: WorldFrame, worldIsFixed: Bool, geometry: CanvasGeometry,
         seed: UInt64, paused: Bool, speed: Double, look: PaintOptions) {
        self.universe = universe
        self.rule = rule
        self.frame = frame
        self.worldIsFixed = worldIsFixed
        camera = Camera(geometry: geometry, universe: universe)
        pace = Pace(paused: paused, speed: speed)
        self.look = look
        pulsePeriod = look.colours.hsv.pulsePeriod ?? Self.defaultPulsePeriod
        rng = Xoshiro256(seed: seed)
        support = LifeSupport(seed: seed)
        camera.centre(on: GridPoint(x: frame.width / 2, y: frame.height / 2), in: frame)
        drawPicture()
    }

    /// An empty universe for `rule` on the bounded world `frame`, the engine as `EngineChoice` picks it.
    static func universe(rule: AnyRule, on frame: WorldFrame) throws(AlgorithmError) -> any LifeAlgorithm {
        // A bounded grid with no cells yet: every rule runs on one, so nothing is refused here.
        let engine = (try? EngineChoice.engine(rule: rule, grid: frame.grid, contents: .none, algorithm: nil)) ?? .board
        let made = try Universe.make(engine, rule: rule, grid: frame.grid, contents: Universe.Contents())
        return made.universe
    }

    /// Which part of the world the canvas shows: zoomed out, of its picture of squares.
    package var viewport: Viewport { camera.viewport(of: frame) }

    /// What the view shows (`Camera.picture`), which play and render paint.
    package var picture: Board { camera.picture }

    /// The canvas the view is laid out on (`Camera.geometry`).
    package var geometry: CanvasGeometry { camera.geometry }

    /// Generations since the start (or the last clear or random fill).
    package var generation: Int { universe.generation }

    /// The state of world cell `cell` (0 off a bounded world).
    package func state(_ cell: GridPoint) -> Int {
        let at = frame.golly(cell)
        return universe.state(x: at.x, y: at.y)
    }

    /// Runs `count` generations, each followed by what `support` does.
    package mutating func advance(_ count: Int) {
        guard count > 0 else { return }
        if camera.plane != nil { return advanceGiant(count) }
        defer { drawPicture() }
        guard support.isActive else { return step(count) }
        for _ in 0..<count {
            step(1)
            // The cells went on with HashLife (`goOnAsGiant`): nothing is born on a giant.
            if camera.plane != nil { return }
            support.afterStep(universe, frame: frame, view: frame.isPlane ? viewCells : nil)
        }
    }

    /// The last thing worth telling the player (`status.message`, which the
    /// loop and the shell set as often as the game does).
    package var message: String {
        get { status.message }
        set { status.message = newValue }
    }

    /// Pauses the game, saying why (a step the universe could not take).
    mutating func pause(saying why: String) {
        pace.paused = true
        message = why
    }
}
