import LifeCore

/// The status line's text, built from plain values so it can be tested
/// without a terminal. Fields, left to right: state, generation, population,
/// speed, frame rate, source, palette, cell size, glider heading, recording,
/// dropped frames, the last message.
public struct StatusLine: Sendable {
    public var running: Bool
    public var generation: Int
    public var population: Int
    public var speed: Double
    public var framesPerSecond: Double
    public var source: String
    public var palette: String
    public var cellSize: Int
    public var heading: Heading
    /// The recording's own status (`● REC 01:23 · 2490 frames`), when recording.
    public var recording: String?
    /// Frames the terminal could not take, since the start.
    public var droppedFrames: Int
    public var message: String

    public init(running: Bool, generation: Int, population: Int, speed: Double, framesPerSecond: Double,
                source: String, palette: String, cellSize: Int, heading: Heading,
                recording: String? = nil, droppedFrames: Int = 0, message: String = "") {
        self.running = running
        self.generation = generation
        self.population = population
        self.speed = speed
        self.framesPerSecond = framesPerSecond
        self.source = source
        self.palette = palette
        self.cellSize = cellSize
        self.heading = heading
        self.recording = recording
        self.droppedFrames = droppedFrames
        self.message = message
    }

    /// The line, with every control character removed (text from files must never drive the terminal).
    public var text: String { Self.join(fields.map(\.text)) }

    /// The line in at most `width` columns: when it is too wide, the fields
    /// that matter least go first (palette, heading, cell size, source, frame
    /// rate, speed, generation, dropped frames, population), so the state, a
    /// recording and the last message stay; what still does not fit is cut.
    public func text(fitting width: Int) -> String {
        var kept = fields
        while TextWidth.columns(Self.join(kept.map(\.text))) > width,
              let drop = kept.indices.filter({ kept[$0].rank > 0 }).max(by: { kept[$0].rank < kept[$1].rank }) {
            kept.remove(at: drop)
        }
        return TextWidth.prefix(Self.join(kept.map(\.text)), width: max(0, width))
    }

    /// Every field, left to right, with the rank at which it is dropped
    /// when the line is too wide (higher goes first; 0 never).
    private var fields: [(text: String, rank: Int)] {
        var parts: [(String, Int)] = [
            (running ? "▶ running" : "⏸ paused", 0),
            ("gen \(generation)", 3),
            ("pop \(population)", 1),
            ("\(Game.format(speed))/s", 4),
            ("\(Int(framesPerSecond.rounded())) fps", 5),
            (Self.clean(source), 6),
            (Self.clean(palette), 9),
            ("cell \(cellSize)", 7),
            ("glider \(heading.arrow)", 8),
        ]
        if let recording { parts.append((recording, 0)) }
        if droppedFrames > 0 { parts.append(("dropped \(droppedFrames)", 2)) }
        if !message.isEmpty { parts.append((Self.clean(message), 0)) }
        return parts.map { (text: $0.0, rank: $0.1) }
    }

    private static func join(_ parts: [String]) -> String { " " + parts.joined(separator: " │ ") }

    /// `text` without C0, DEL and C1 control characters.
    public static func clean(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter {
            !($0.value < 32 || (0x7F...0x9F).contains($0.value))
        }))
    }
}
