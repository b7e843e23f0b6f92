/// The one-line progress display `lifecam render` redraws on stderr:
/// `[██████████░░░░░░░░░░]  45/90 frames · 12.3 fps · 4 s left`, fitted to
/// the terminal's width so it never wraps and scrolls: narrower terminals
/// lose the time left, then the rate, then bar width, then the bar.
/// An SVG render paints no frames but runs generations, and says so:
/// `120/500 generations · 240k gen/s`.
package struct ProgressBar: Sendable {
    /// What is counted: frames painted, or generations run (an SVG render).
    package enum Unit: Sendable {
        case frames, generations

        var name: String { self == .frames ? "frames" : "generations" }
        var rate: String { self == .frames ? "fps" : "gen/s" }
    }

    /// Frames (or generations) to go through in all.
    package let total: Int
    package let unit: Unit
    /// The widest bar, in characters between the brackets.
    package let width: Int
    /// The narrowest bar still worth drawing.
    static let narrowest = 5

    package init(total: Int, width: Int = 24, unit: Unit = .frames) {
        self.total = max(total, 1)
        self.width = max(width, 1)
        self.unit = unit
    }

    /// The line after `done` frames in `elapsed` seconds, for a terminal
    /// `columns` wide: a carriage return, then at most `columns - 1`
    /// characters, then "erase to the end of the line" for what a longer
    /// line before left behind.
    package func line(done: Int, elapsed: Double, columns: Int = 80) -> String {
        let done = min(max(done, 0), total)
        let counter = String(repeating: " ", count: String(total).count - String(done).count) + "\(done)/\(total) \(unit.name)"
        var extras: [String] = []
        if elapsed > 0, done > 0 {
            let rate = Double(done) / elapsed
            extras = ["\(Self.rate(rate)) \(unit.rate)", "\(Int((Double(total - done) / rate).rounded(.up))) s left"]
        }
        let budget = max(0, columns - 1)
        func text(bar: Int?, extras: [String]) -> String {
            let tail = ([counter] + extras).joined(separator: " · ")
            guard let bar else { return tail }
            let filled = done * bar / total
            return "[" + String(repeating: "█", count: filled) + String(repeating: "░", count: bar - filled) + "] " + tail
        }
        var shown = extras
        while true {
            let tail = text(bar: nil, extras: shown).count
            let room = budget - tail - 3
            if room >= Self.narrowest || shown.isEmpty {
                let bar = min(width, room)
                let body = bar >= Self.narrowest ? text(bar: bar, extras: shown) : text(bar: nil, extras: shown)
                return "\r" + String(body.prefix(budget)) + "\u{1B}[K"
            }
            shown.removeLast()
        }
    }

    /// A rate as people read it: one decimal below 100 (`12.3`), whole up to
    /// 10,000 (`2400`), then in thousands (`242k`).
    static func rate(_ value: Double) -> String {
        if value >= 10_000 { return "\(Int((value / 1000).rounded()))k" }
        if value >= 100 { return "\(Int(value.rounded()))" }
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}
