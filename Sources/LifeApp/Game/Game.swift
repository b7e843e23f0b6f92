import LifeCore

/// The state of a play session, without a terminal: the board, whether it
/// runs, how fast, how it looks, and what the status line says. Actions from
/// keys and the mouse go through `apply`; the loop calls `advance` when
/// generations are due and `resize` when the terminal changes size.
public struct Game: Sendable {
    /// Speeds offered by `+` and `-`, in generations per second.
    public static let speeds: [Double] = [0.25, 0.5, 1, 2, 3, 5, 8, 10, 15, 20, 30, 45, 60, 90, 120, 240, 480]
    /// Fraction of cells alive in the starting soup and after `r`.
    public static let fillDensity = LookOptions.soupDensity
    /// Seconds per hue swing when `o` turns the pulse on and no `--pulse` was given.
    public static let defaultPulsePeriod = 6.0

    public internal(set) var board: Board
    /// The canvas the board is laid out on.
    public internal(set) var geometry: CanvasGeometry
    public var paused: Bool
    /// Generations per second.
    public internal(set) var speed: Double
    /// Where launched gliders travel.
    public internal(set) var heading: Heading = .southEast
    /// Palette, hue, purity, decay, video, mirror: everything the painter needs.
    public internal(set) var look: PaintOptions
    public internal(set) var showHelp = false
    public internal(set) var quitRequested = false
    /// The last thing worth telling the player.
    public var message = ""
    /// Snapshot or recording requests for the app to carry out.
    public internal(set) var requests: [Request] = []
    var rng: Xoshiro256
    /// The period `o` turns the hue pulse on with: the start-up one, else the default.
    let pulsePeriod: Double

    /// What the app must do outside the game.
    public enum Request: Sendable, Equatable {
        case snapshot, toggleRecording
        /// The control strip shown or hidden (the canvas changes size).
        case toggleStrip
    }

    public init(geometry: CanvasGeometry, rule: Rule = .conway, topology: Topology = .torus, seed: UInt64 = 1,
                paused: Bool = false, speed: Double = 10, look: PaintOptions = PaintOptions()) throws(BoardError) {
        self.geometry = geometry
        board = try Board(width: geometry.boardWidth, height: geometry.boardHeight, topology: topology, rule: rule)
        self.paused = paused
        self.speed = speed
        self.look = look
        pulsePeriod = look.colours.hsv.pulsePeriod ?? Self.defaultPulsePeriod
        rng = Xoshiro256(seed: seed)
    }

    /// Generations since the start (or the last clear or random fill).
    public var generation: Int { board.generation }

    /// Runs `count` generations.
    public mutating func advance(_ count: Int) {
        guard count > 0 else { return }
        board.step(count)
    }

    /// Takes the requests, leaving none.
    public mutating func takeRequests() -> [Request] {
        defer { requests.removeAll() }
        return requests
    }
}
