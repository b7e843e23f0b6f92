import LifeCore

/// The state of a play session, without a terminal: the board, whether it
/// runs, how fast, how it looks, and what the status line says. Actions from
/// keys and the mouse go through `apply`; the loop calls `advance` when
/// generations are due and `resize` when the terminal changes size.
public struct Game: Sendable {
    /// Speeds offered by `+` and `-`, in generations per second.
    public static let speeds: [Double] = [0.25, 0.5, 1, 2, 3, 5, 8, 10, 15, 20, 30, 45, 60, 90, 120, 240, 480]
    /// Palettes `p` cycles through, by name.
    public static let palettes = ["perlin", "hsv", "geometric", "mono"]
    public static let cellSizes = 1...16

    public internal(set) var board: Board
    /// The canvas the board is laid out on.
    public internal(set) var geometry: CanvasGeometry
    /// Generations before the board was last rebuilt (resize), so the count survives it.
    var generationBase = 0
    public var paused: Bool
    /// Generations per second.
    public internal(set) var speed: Double
    public internal(set) var heading: GliderHeading = .southEast
    public internal(set) var palette: String
    /// Hue centre in degrees (0..<360), hue range in degrees (0...360), purity 0...1.
    public internal(set) var hue = 200.0
    public internal(set) var hueRange = 120.0
    public internal(set) var purity = 0.8
    /// Fraction of intensity a dead cell loses per generation.
    public internal(set) var decay: Double
    public internal(set) var videoOn = true
    public internal(set) var mirror: Bool
    public internal(set) var showHelp = false
    public internal(set) var quitRequested = false
    /// The last thing worth telling the player.
    public var message: String
    /// Snapshot or recording requests for the app to carry out.
    public internal(set) var requests: [Request] = []
    /// Cells killed by edits since the painter last looked: they go dark at once.
    public internal(set) var killed: [CellPoint] = []
    /// Whether the board was cleared since the painter last looked: every cell goes dark at once.
    public internal(set) var wiped = false
    /// Bumped whenever the board is rebuilt or the look changes, so painters recompute.
    public internal(set) var revision = 0
    var rng: Xoshiro256

    /// What the app must do outside the game.
    public enum Request: Sendable, Equatable {
        case snapshot, toggleRecording
    }

    public init(geometry: CanvasGeometry, rule: Rule = .conway, seed: UInt64 = 1, paused: Bool = false,
                speed: Double = 10, palette: String = "perlin", decay: Double = 0.4, mirror: Bool = false) throws(BoardError) {
        self.geometry = geometry
        board = try Board(width: geometry.boardWidth, height: geometry.boardHeight, topology: .torus, rule: rule)
        self.paused = paused
        self.speed = speed
        self.palette = palette
        self.decay = min(1, max(0, decay))
        self.mirror = mirror
        rng = Xoshiro256(seed: seed)
        message = ""
    }

    /// Generations since the start (or the last clear).
    public var generation: Int { generationBase + board.generation }

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

    /// Takes the edits that darken cells at once (killed cells, a clear), leaving none.
    public mutating func takeDarkened() -> (killed: [CellPoint], wiped: Bool) {
        defer {
            killed.removeAll()
            wiped = false
        }
        return (killed, wiped)
    }
}
