/// How the game runs: paused or not, and how many generations a second.
/// Space, `.`, `+`/`-` and the strip's speed change it; the play loop reads
/// it to owe generations (`PlayPacer`), and a step the universe cannot take
/// pauses it.
package struct Pace: Sendable, Equatable {
    /// Speeds offered by `+` and `-`, in generations per second.
    package static let speeds: [Double] = [0.25, 0.5, 1, 2, 3, 5, 8, 10, 15, 20, 30, 45, 60, 90, 120, 240, 480]

    package var paused: Bool
    /// Generations per second.
    package internal(set) var speed: Double

    package init(paused: Bool, speed: Double) {
        self.paused = paused
        self.speed = speed
    }

    /// Whether generations are owed: not paused, at a speed above 0.
    package var isRunning: Bool { !paused && speed > 0 }

    /// Space: running or paused; what the status line says.
    mutating func togglePause() -> String {
        paused.toggle()
        return paused ? "paused" : "running"
    }

    /// `+`/`-`: the next speed on the ladder above (`direction > 0`) or below; what the status line says.
    mutating func change(by direction: Int) -> String {
        speed = Self.nextSpeed(from: speed, direction: direction)
        return "speed \(NumberText.short(speed))/s"
    }

    /// The strip's slider: `speed` within `--speed`'s range; what the status line says.
    mutating func set(_ speed: Double) -> String {
        self.speed = min(LookOptions.speeds.upperBound, max(LookOptions.speeds.lowerBound, speed))
        return "speed \(NumberText.short(self.speed))/s"
    }

    /// The next speed on the ladder above (`direction > 0`) or below `speed`.
    package static func nextSpeed(from speed: Double, direction: Int) -> Double {
        if direction > 0 { return speeds.first { $0 > speed * 1.0001 } ?? speeds.last! }
        return speeds.last { $0 < speed * 0.9999 } ?? speeds.first!
    }
}
