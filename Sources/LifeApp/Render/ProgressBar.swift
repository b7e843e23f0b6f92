/// The one-line progress display `lifecam render` redraws on stderr:
/// `[██████████░░░░░░░░░░]  45/90 frames · 12.3 fps · 4 s left`, fitted to
/// the terminal's width so it never wraps and scrolls: narrower terminals
/// lose the time left, then the rate, then bar width, then the bar.
package struct ProgressBar: Sendable {
    /// Frames to render in all.
    package let total: Int
    /// The widest bar, in characters between the brackets.
    package let width: Int
    /// The narrowest bar still worth drawing.
    static let narrowest = 5

    package init(total: Int, width: Int = 24) {
        self.total = max(total, 1)
        self.width = max(width, 1)
    }

    /// The line after `done` frames in `elapsed` seconds, for a terminal
    /// `columns` wide: a carriage return, then at most `columns - 1`
    /// characters, then "erase to the end of the line" for what a longer
    /// line before left behind.
    package func line(done: Int, elapsed: Double, columns: Int = 80) -> String {
        let done = min(max(done, 0), total)
        let counter = String(repeating: " ", count: String(total).count - String(done).count) + "\(done)/\(total) frames"
        var extras: [String] = []
        if elapsed > 0, done > 0 {
            let rate = Double(done) / elapsed
            extras = ["\(Self.oneDecimal(rate)) fps", "\(Int((Double(total - done) / rate).rounded(.up))) s left"]
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

    private static func oneDecimal(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}
