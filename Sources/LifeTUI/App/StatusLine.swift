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
    public var text: String {
        var parts = [
            running ? "▶ running" : "⏸ paused",
            "gen \(generation)",
            "pop \(population)",
            "\(Game.format(speed))/s",
            "\(Int(framesPerSecond.rounded())) fps",
            Self.clean(source),
            Self.clean(palette),
            "cell \(cellSize)",
            "glider \(heading.arrow)",
        ]
        if let recording { parts.append(recording) }
        if droppedFrames > 0 { parts.append("dropped \(droppedFrames)") }
        if !message.isEmpty { parts.append(Self.clean(message)) }
        return " " + parts.joined(separator: " │ ")
    }

    /// `text` without C0, DEL and C1 control characters.
    public static func clean(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter {
            !($0.value < 32 || (0x7F...0x9F).contains($0.value))
        }))
    }
}
