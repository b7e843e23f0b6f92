/// The one-line progress display `lifecam render` redraws on stderr:
/// `[██████████░░░░░░░░░░]  45/90 frames · 12.3 fps · 4 s left`.
package struct ProgressBar: Sendable {
    /// Frames to render in all.
    package let total: Int
    /// Characters between the brackets.
    package let width: Int

    package init(total: Int, width: Int = 24) {
        self.total = max(total, 1)
        self.width = max(width, 1)
    }

    /// The line after `done` frames in `elapsed` seconds, starting with a
    /// carriage return so each one overwrites the last.
    package func line(done: Int, elapsed: Double) -> String {
        let done = min(max(done, 0), total)
        let filled = done * width / total
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        let counter = String(repeating: " ", count: String(total).count - String(done).count) + "\(done)/\(total)"
        var text = "\r[\(bar)] \(counter) frames"
        if elapsed > 0, done > 0 {
            let rate = Double(done) / elapsed
            let left = Int((Double(total - done) / rate).rounded(.up))
            text += " · \(Self.oneDecimal(rate)) fps · \(left) s left"
        }
        // Trailing spaces wipe what a longer previous line left behind.
        return text + "   "
    }

    private static func oneDecimal(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}
